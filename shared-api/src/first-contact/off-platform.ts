// Invitations to continue on Telegram, WhatsApp, Discord or Signal written in words, and phone numbers.
// A platform's name alone is not an invitation ("my Telegram channel is linked in my bio", "a video on WhatsApp
// scams"): it counts when, in the same clause, it follows a contact preposition ("on WhatsApp", "por Telegram",
// "no zap", "WhatsApp pe"), or comes with a contact verb ("add me", "escríbeme", "me chama", "baat karo"), a handle
// or a phone number.
import type { FirstContactFinding, TextSpan } from './types';
import { clauses, spansOf } from './segments';

// Letters of any script, so "\b" style edges also work around Devanagari words.
const L = '\\p{L}\\p{M}\\p{N}';
const edge = (body: string) => `(?<![${L}])(?:${body})(?![${L}]|-[${L}])`;

// "Signal" only capitalised: "lost signal on the train" is not an invitation.
const PLATFORM = new RegExp(
  `${edge('[Tt]elegram|TELEGRAM|[Ww]hats\\s?[Aa]pp?|WHATS\\s?APP|[Ww]asap|wsp|wpp|zapzap|[Dd]iscord|DISCORD|Signal|SIGNAL'
    + '|टेलीग्राम|टेलिग्राम|व्हाट्सएप|व्हाट्सऐप|वॉट्सऐप|व्हाट्सअप|डिस्कॉर्ड|सिग्नल')}`
  + `|(?<=(?:no|pelo|pro|pra)\\s)zap(?![${L}])`,
  'gu',
);
/** A contact preposition right before the platform ("on the Telegram", "pelo WhatsApp"). */
const PREPOSITION_BEFORE = /(?:^|[\s(])(?:on|via|over|through|at|por|al|v[ií]a|no|na|pelo|pela|pro|pra)\s+(?:the\s+|o\s+|el\s+)?$/iu;
/** A Hindi postposition right after it ("WhatsApp pe", "टेलीग्राम पर"). */
const POSTPOSITION_AFTER = new RegExp(`^\\s*(?:pe|par|पर|पे)(?![${L}])`, 'iu');
/** Verbs and phrases that ask to be contacted (English, Spanish, Portuguese, Hindi in both scripts). */
const CONTACT_CUE = new RegExp(edge([
  'add\\s+(?:me|us)', 'contact', 'text\\s+(?:me|us)', 'message\\s+(?:me|us)', 'msg', 'dm', 'reach', 'write\\s+(?:me|us|to)',
  'hit\\s+me\\s+up', 'ping', 'talk', 'chat', 'join', 'hop\\s+on', 'move\\s+(?:this|it|the\\s+\\w+)\\s+to', 'switch\\s+to',
  'find\\s+me', 'search', 'call\\s+me', 'let\'?s\\s+(?:talk|chat|discuss|continue)', 'discuss', 'my\\s+user(?:name)?',
  'escr[ií]be(?:me|nos)', 'hablemos', 'hablar', 'cont[aá]cta(?:me|nos)?', 'agr[eé]ga(?:me|nos)', 'a[ñn][aá]de(?:me|nos)',
  '[úu]nete', 'p[aá]sate', 'm[aá]nda(?:me|nos)', 'usuario',
  'me\\s+chama', 'chama', 'fala\\s+comigo', 'falar', 'conversar', 'me\\s+adiciona', 'adiciona', 'entra', 'usu[aá]rio',
  'user', 'id', 'baat', 'aa\\s+jao', 'aao', 'add\\s+karo', 'msg\\s+karo', 'message\\s+karo',
  'बात', 'संपर्क', 'मैसेज', 'ऐड', 'जुड़', 'आइए', 'आओ', 'आ\\s+जाओ', 'यूज़रनेम', 'यूजरनेम',
].join('|')), 'iu');
/** A handle (@name) or a phone number. */
const HANDLE = new RegExp(`(?<![${L}@.])@[A-Za-z0-9_.]{3,}`, 'gu');
const PHONE = /(?<![\p{L}\p{N}])\+?\d[\d\s().-]{6,}\d(?![\p{L}\p{N}])/gu;
/** The platform is the topic, not the venue: scams on it, its bots, how it works. */
const TOPIC = new RegExp(edge([
  'scams?', 'fraud', 'bots?', 'stickers?', 'how', 'estafas?', 'fraudes?', 'c[oó]mo\\s+funciona', 'golpes?',
  'como\\s+funciona', 'धोखाधड़ी', 'स्कैम', 'फ्रॉड',
].join('|')), 'iu');

function phoneNumbers(text: string): TextSpan[] {
  // At least 8 digits: prices and subscriber counts are shorter.
  return spansOf(PHONE, text).filter((s) => s.text.replace(/\D/g, '').length >= 8);
}

export function offPlatformFindings(text: string): FirstContactFinding[] {
  const findings: FirstContactFinding[] = [];
  for (const phone of phoneNumbers(text)) findings.push({ kind: 'off-platform', start: phone.start, end: phone.end, match: phone.text });
  for (const clause of clauses(text)) {
    const mentions = spansOf(PLATFORM, clause.text, clause.start);
    if (mentions.length === 0) continue;
    const contactPoint = spansOf(HANDLE, clause.text).length > 0 || phoneNumbers(clause.text).length > 0;
    const topical = TOPIC.test(clause.text);
    for (const m of mentions) {
      const before = text.slice(clause.start, m.start);
      const after = text.slice(m.end, clause.end);
      const adjacent = PREPOSITION_BEFORE.test(before) || POSTPOSITION_AFTER.test(after);
      const invited = contactPoint || (!topical && (adjacent || CONTACT_CUE.test(clause.text)));
      if (invited) findings.push({ kind: 'off-platform', start: m.start, end: m.end, match: m.text });
    }
  }
  return findings;
}
