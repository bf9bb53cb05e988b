import { dbCount, dbId, INT4_MAX, isStorableText, safeText } from './common';
import { loadFilteredChannelsRequestSchema, channelRefParam } from './channels';
import { sendMessageRequestSchema } from './chat';

describe('database-bounded ids', () => {
  it('accept 1 .. 2^31-1 given as numbers or digit strings', () => {
    expect(dbId.parse(1)).toBe(1);
    expect(dbId.parse(String(INT4_MAX))).toBe(INT4_MAX);
  });

  it.each([0, -1, 1.5, 2 ** 31, 1e21, 'abc', '', Number.NaN, Infinity])('refuse %p', (value) => {
    expect(dbId.safeParse(value).success).toBe(false);
  });

  it('counts start at 0 and stop at the column\'s maximum', () => {
    expect(dbCount.parse('0')).toBe(0);
    expect(dbCount.safeParse(2 ** 31).success).toBe(false);
  });

  it('channel references take digits within range or a YouTube id', () => {
    expect(channelRefParam.safeParse('2147483647').success).toBe(true);
    expect(channelRefParam.safeParse('2147483648').success).toBe(false);
    expect(channelRefParam.safeParse('UCabc_DEF-123').success).toBe(true);
  });
});

describe('storable text', () => {
  it('refuses U+0000 anywhere and names the reason', () => {
    const result = safeText(10).safeParse('a\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/NUL/);
    expect(isStorableText('\u0000')).toBe(false);
    expect(isStorableText('ok \u0001 é 😀')).toBe(true);
  });

  it('refuses a lone UTF-16 surrogate (either half) and keeps valid pairs', () => {
    for (const bad of ['a\ud800b', '\ud800', '\udc00x', 'x\udbff', '\udc00\ud800']) {
      const result = safeText(10).safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/lone UTF-16 surrogate/);
    }
    expect(isStorableText('😀 \ud83d\ude00')).toBe(true);
    expect(safeText(10).safeParse('😀').success).toBe(true);
  });

  it('keeps the length limit', () => {
    expect(safeText(3).safeParse('abcd').success).toBe(false);
  });

  it('is used by the message schema for content and client message id', () => {
    const base = { senderId: 1, recipientId: 2, content: 'hi' };
    expect(sendMessageRequestSchema.safeParse(base).success).toBe(true);
    expect(sendMessageRequestSchema.safeParse({ ...base, content: 'h\u0000i' }).success).toBe(false);
    expect(sendMessageRequestSchema.safeParse({ ...base, clientMessageId: '\u0000' }).success).toBe(false);
    expect(sendMessageRequestSchema.safeParse({ ...base, content: 'a\ud800b' }).success).toBe(false);
    expect(sendMessageRequestSchema.safeParse({ ...base, clientMessageId: 'a\ud800b' }).success).toBe(false);
    expect(sendMessageRequestSchema.safeParse({ ...base, recipientId: 2 ** 31 }).success).toBe(false);
  });
});

describe('subscriber bounds', () => {
  const parse = (filter: object) => loadFilteredChannelsRequestSchema.safeParse({ filter }).success;
  it('accept counts, empty and non-numeric values (the server falls back to the defaults)', () => {
    expect(parse({ subscribers_min: 100, subscribers_max: '1000000' })).toBe(true);
    expect(parse({ subscribers_min: '', subscribers_max: 'abc' })).toBe(true);
    expect(parse({ subscribers_min: null })).toBe(true);
  });

  it.each([1e21, '1e21', '9223372036854775808', Infinity, -1e300])('refuse %p', (bound) => {
    expect(parse({ subscribers_min: bound })).toBe(false);
    expect(parse({ subscribers_max: bound })).toBe(false);
  });
});
