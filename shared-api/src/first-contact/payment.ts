// Asks for money: a fee or deposit, a transfer through a payment app, gift cards, or crypto payments and wallets.
// Offers to pay ("we pay $200 per episode") and talk about money ("how Pix works") are not asks: a finding needs
// an ask (a fee word, a pay/send verb, a "you need to buy") next to a payment channel or an amount, in one sentence.
import type { FirstContactFinding } from './types';
import { sentences, spansOf } from './segments';

const L = '\\p{L}\\p{M}\\p{N}';
const words = (list: string[], flags = 'giu') => new RegExp(`(?<![${L}])(?:${list.join('|')})(?![${L}])`, flags);

const PAYMENT_APP = words([
  'pay\\s?pal', 'cash\\s?app', 'zelle', 'venmo', 'bizum', 'pix', 'upi', 'paytm', 'phonepe', 'g\\s?pay', 'google\\s+pay',
  'western\\s+union', 'moneygram', 'binance\\s+pay', 'skrill', 'payoneer',
]);
const CRYPTO = words([
  'btc', 'bitcoins?', 'eth', 'ethereum', 'usdt', 'tether', 'trc-?20', 'erc-?20', 'bep-?20', 'crypto', 'cripto',
  'criptomonedas?', 'criptomoedas?', 'tokens?', 'क्रिप्टो', 'wallet', 'billetera', 'carteira', 'वॉलेट',
]);
const WALLET_ADDRESS = /(?<![\p{L}\p{N}])(?:bc1[a-z0-9]{20,}|0x[a-fA-F0-9]{40}|T[1-9A-HJ-NP-Za-km-z]{33})(?![\p{L}\p{N}])/gu;
const GIFT_CARD = words(['gift\\s*cards?', '(?:steam|itunes|google\\s+play|amazon)\\s+cards?', 'tarjetas?\\s+de\\s+regalo', 'cart[õo]es?\\s+presente', 'गिफ्ट\\s*कार्ड']);
const FEE = words([
  'fees?', 'deposit', 'down\\s*payment', 'cuota', 'tarifa', 'inscripci[oó]n', 'garant[ií]a', 'dep[oó]sito', 'taxa',
  'adiantamento', 'upfront', 'फीस', 'शुल्क', 'जमा',
]);
const PAY_VERB = words([
  'pay', 'paid\\s+first', 'payment', 'send', 'transfer', 'cover', 'buy', 'purchase', 'invest', 'deposit',
  'pagar', 'paga', 'pague', 'pago', 'pagamos', 'pagamento', 'env[ií]a', 'env[ií]e', 'manda', 'm[aá]ndame', 'transfier\\p{L}*',
  'transfer[eê]ncia', 'comprar', 'compra', 'faz\\s+um', 'fa[çc]a\\s+um', 'kar\\s+do', 'kar\\s+dijiye', 'bhej\\p{L}*',
  'पेमेंट', 'भेज\\p{L}*', 'कर\\s+दीजिए', 'कर\\s+दो',
]);
const MONEY = /(?:[$€£₹]\s?\d[\d.,]*|\bR\$\s?\d[\d.,]*|\d[\d.,]*\s?(?:usd|eur|euros?|d[oó]lares|dollars?|reais|rs|rupay|rupees?|रुपये)\b)/giu;
const MUST = words([
  'need\\s+to', 'have\\s+to', 'must', 'first', 'necesitas', 'tienes\\s+que', 'hay\\s+que', 'primero', 'precisa',
  '[ée]\\s+preciso', 'tem\\s+que', 'primeiro', 'padegi', 'hoga', 'होगी', 'होगा', 'पहले',
]);

const has = (re: RegExp, s: string) => { re.lastIndex = 0; const r = re.test(s); re.lastIndex = 0; return r; };

export function paymentFindings(text: string): FirstContactFinding[] {
  const findings: FirstContactFinding[] = [];
  const add = (spans: Array<{ start: number; end: number; text: string }>) => {
    for (const s of spans) findings.push({ kind: 'payment', start: s.start, end: s.end, match: s.text });
  };
  add(spansOf(WALLET_ADDRESS, text));
  for (const sentence of sentences(text)) {
    const s = sentence.text;
    const at = (re: RegExp) => spansOf(re, s, sentence.start);
    const ask = has(PAY_VERB, s);
    if (has(PAYMENT_APP, s) && (ask || has(FEE, s) || has(MONEY, s))) add(at(PAYMENT_APP));
    if (has(CRYPTO, s) && (ask || has(FEE, s))) add(at(CRYPTO));
    if (has(GIFT_CARD, s) && ask) add(at(GIFT_CARD));
    if (has(FEE, s) && (has(MONEY, s) || ask)) add(at(FEE));
    if (has(MUST, s) && ask && has(MONEY, s)) add(at(MONEY));
  }
  return findings;
}
