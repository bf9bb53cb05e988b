// Asks for a password, a recovery or verification code, or to sign in with a Google/YouTube account: the
// "YouTube support" and "link your channel to our tool" phishing of first contacts.
import type { FirstContactFinding } from './types';
import { sentences, spansOf } from './segments';

const L = '\\p{L}\\p{M}\\p{N}';
const words = (list: string[]) => new RegExp(`(?<![${L}])(?:${list.join('|')})(?![${L}])`, 'giu');

const SECRET = words([
  'passwords?', 'passcode', 'recovery\\s+codes?', 'verification\\s+codes?', 'otp', '2fa\\s+codes?', 'login\\s+details',
  'contraseñas?', 'c[oó]digos?\\s+de\\s+(?:verificaci[oó]n|seguridad)', 'senhas?', 'dados\\s+de\\s+login',
  'c[oó]digo\\s+de\\s+verifica[cç][aã]o', 'पासवर्ड', 'ओटीपी',
]);
const SIGN_IN = /(?<![\p{L}])(?:sign|log)\s?in\s+(?:to|with|using)\b[^.!?]{0,60}\b(?:google|youtube|gmail)\s+account/giu;
const ASK = words([
  'send', 'reply', 'share', 'give', 'enter', 'type', 'confirm', 'verify', 'env[ií]a\\p{L}*', 'manda\\p{L}*',
  'respond\\p{L}*', 'comparte', 'confirm[ae]\\p{L}*', 'verifica\\p{L}*', 'informe', 'bhej\\p{L}*', 'batao', 'भेज\\p{L}*',
  'बताइए', 'वेरिफाई',
]);

export function credentialFindings(text: string): FirstContactFinding[] {
  const findings: FirstContactFinding[] = [];
  for (const s of spansOf(SIGN_IN, text)) findings.push({ kind: 'credentials', start: s.start, end: s.end, match: s.text });
  for (const sentence of sentences(text)) {
    ASK.lastIndex = 0;
    if (!ASK.test(sentence.text)) continue;
    for (const s of spansOf(SECRET, sentence.text, sentence.start)) {
      findings.push({ kind: 'credentials', start: s.start, end: s.end, match: s.text });
    }
  }
  return findings;
}
