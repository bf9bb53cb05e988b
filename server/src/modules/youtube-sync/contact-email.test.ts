import { extractContactEmail } from './contact-email';

describe('a channel description\'s business address', () => {
  it('finds the address a business word labels, over another one earlier in the text', () => {
    const description = [
      'Weekly cooking videos. Fan mail: fans@alicecooks.com',
      'Follow me on youtube.com/@alicecooks and instagram.com/alice',
      'For business inquiries:',
      'Partnerships@AliceCooks.COM',
    ].join('\n');
    expect(extractContactEmail(description)).toBe('Partnerships@alicecooks.com');
  });

  it('takes the first address when none is labelled, and a mailto link as the address', () => {
    expect(extractContactEmail('Say hi at hello@garden.org or team@garden.org!')).toBe('hello@garden.org');
    expect(extractContactEmail('Write to mailto:booking@music.net?subject=Hello')).toBe('booking@music.net');
  });

  it('undoes the bracketed obfuscations creators use', () => {
    expect(extractContactEmail('Business: alice [at] cooks [dot] com')).toBe('alice@cooks.com');
    expect(extractContactEmail('collabs(at)techtalk(dot)io')).toBe('collabs@techtalk.io');
  });

  it('sees no address in handles, links, versions, unknown domains or no-reply senders', () => {
    expect(extractContactEmail('youtube.com/@alicecooks · @alicecooks on every platform')).toBeNull();
    expect(extractContactEmail('Patch v1.2@3.4 released; see https://example.com/a@b')).toBeNull();
    expect(extractContactEmail('mail me at someone@localhost or x@y.notatld')).toBeNull();
    expect(extractContactEmail('Receipts come from noreply@shop.com')).toBeNull();
    expect(extractContactEmail('')).toBeNull();
    expect(extractContactEmail(null)).toBeNull();
  });
});
