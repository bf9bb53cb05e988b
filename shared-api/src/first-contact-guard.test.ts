// The first-contact guard against the labelled corpus (precision and recall, printed), plus the spans it reports.
import { FIRST_MESSAGE_CORPUS, type CorpusLanguage } from './first-contact/corpus';
import { findLinks, scanFirstContact } from './first-contact-guard';
import { HELD_OUT_CORPUS } from './first-contact/held-out';

describe('first-contact guard', () => {
  it('reaches precision >= 0.9 and recall >= 0.8 on the labelled corpus', () => {
    let tp = 0; let fp = 0; let fn = 0; let tn = 0;
    const byLang = new Map<CorpusLanguage, { tp: number; fp: number; fn: number; tn: number }>();
    const misses: string[] = [];
    for (const m of FIRST_MESSAGE_CORPUS) {
      const flagged = scanFirstContact(m.text).length > 0;
      const row = byLang.get(m.lang) ?? { tp: 0, fp: 0, fn: 0, tn: 0 };
      if (flagged && m.risky) { tp++; row.tp++; } else if (flagged) { fp++; row.fp++; misses.push(`FP ${m.text}`); }
      else if (m.risky) { fn++; row.fn++; misses.push(`FN ${m.text}`); } else { tn++; row.tn++; }
      byLang.set(m.lang, row);
    }
    const precision = tp / (tp + fp);
    const recall = tp / (tp + fn);
    const lines = [...byLang].map(([lang, r]) =>
      `  ${lang.padEnd(8)} tp ${r.tp} fp ${r.fp} fn ${r.fn} tn ${r.tn}`);
    console.log([
      `first-contact corpus: ${FIRST_MESSAGE_CORPUS.length} messages, precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}`,
      `  total    tp ${tp} fp ${fp} fn ${fn} tn ${tn}`, ...lines, ...misses.map((s) => `  ${s}`),
    ].join('\n'));
    expect(FIRST_MESSAGE_CORPUS.length).toBeGreaterThanOrEqual(200);
    expect(precision).toBeGreaterThanOrEqual(0.9);
    expect(recall).toBeGreaterThanOrEqual(0.8);
  });
});

describe('first-contact guard on the held-out set', () => {
  it('is measured and printed (an estimate outside the corpus the detectors were built with)', () => {
    let tp = 0; let fp = 0; let fn = 0;
    const misses: string[] = [];
    for (const m of HELD_OUT_CORPUS) {
      const flagged = scanFirstContact(m.text).length > 0;
      if (flagged && m.risky) tp++;
      else if (flagged) { fp++; misses.push(`FP ${m.text}`); }
      else if (m.risky) { fn++; misses.push(`FN ${m.text}`); }
    }
    console.log([`held-out: ${HELD_OUT_CORPUS.length} messages, precision ${(tp / (tp + fp)).toFixed(3)}, recall ${(tp / (tp + fn)).toFixed(3)}`,
      ...misses.map((s) => `  ${s}`)].join('\n'));
    expect(HELD_OUT_CORPUS.length).toBeGreaterThanOrEqual(40);
  });
});

describe('findings', () => {
  const kinds = (text: string) => scanFirstContact(text).map((f) => f.kind);

  it('reports the kind and the exact span of each risk', () => {
    const text = 'Contract: https://bit.ly/x1 or ping me on Telegram, file Brief.rar';
    const findings = scanFirstContact(text);
    expect(findings.map((f) => [f.kind, f.match])).toEqual([
      ['url-shortener', 'https://bit.ly/x1'], ['off-platform', 'Telegram'], ['executable', 'Brief.rar'],
    ]);
    for (const f of findings) expect(text.slice(f.start, f.end)).toBe(f.match);
  });

  it('classifies invitation links, file hosts and shorteners by host, not by the look of the text', () => {
    expect(kinds('join discord.gg/abc')).toEqual(['off-platform']);
    expect(kinds('https://discord.com/invite/abc')).toEqual(['off-platform']);
    expect(kinds('https://discord.com/blog/post')).toEqual([]);
    expect(kinds('https://www.mediafire.com/file/x/brief.pdf')).toEqual(['file-host']);
    expect(kinds('https://evil.bit.ly.example.com/x')).toEqual([]);
    expect(kinds('https://youtu.be/abc and https://www.youtube.com/watch?v=1')).toEqual([]);
  });

  it('does not take a platform named as a topic for an invitation', () => {
    expect(kinds('My Telegram channel is linked in my bio')).toEqual([]);
    expect(kinds('A video on WhatsApp scams together?')).toEqual([]);
    expect(kinds('I lost signal on the train, talk later')).toEqual([]);
    expect(kinds('Add me on Telegram')).toEqual(['off-platform']);
    expect(kinds('WhatsApp pe baat karo')).toEqual(['off-platform']);
  });

  it('tells an offer to pay from an ask for money', () => {
    expect(kinds('We pay $200 per episode.')).toEqual([]);
    expect(kinds('Send the $20 fee by PayPal.')).toContain('payment');
    expect(kinds('send to bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh')).toEqual(['payment']);
  });

  it('finds links with linkifyjs but leaves file names that look like domains out', () => {
    expect(findLinks('see BrandKit.zip and example.org/a').map((l) => l.text)).toEqual(['example.org/a']);
    expect(findLinks('mail me at a@b.com')).toEqual([]);
  });

  it('stays fast and bounded on long or hostile input', () => {
    const hostile = ['a'.repeat(20_000), '1 '.repeat(10_000), 'a.'.repeat(10_000), '@'.repeat(20_000), 'x'.repeat(50_000)];
    const started = Date.now();
    for (const text of hostile) scanFirstContact(text);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(scanFirstContact('')).toEqual([]);
  });
});
