import { approximateTotalNote, pageSlice, parsePageParam, serverPageFor, totalPagesFor } from './dashboard-paging';

it('maps UI page N to server page floor((N - 1) / 5)', () => {
  expect([1, 5, 6, 10, 11, 23].map(serverPageFor)).toEqual([0, 0, 1, 1, 2, 4]);
});

it('takes the 9 rows of a page out of its 45-row block', () => {
  const block = Array.from({ length: 45 }, (_, i) => i);
  expect(pageSlice(block, 1)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  expect(pageSlice(block, 5)).toEqual([36, 37, 38, 39, 40, 41, 42, 43, 44]);
  expect(pageSlice(block, 7)).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17]);
  expect(pageSlice([0, 1, 2], 2)).toEqual([]);
});

it('counts ceil(totalCount / 9) pages', () => {
  expect([0, 1, 9, 10, 45, 100, -3, Number.NaN].map(totalPagesFor)).toEqual([0, 1, 1, 2, 5, 12, 0, 0]);
});

it('accepts only a positive integer page parameter, else 1', () => {
  expect(parsePageParam('4')).toBe(4);
  expect(parsePageParam(' 12 ')).toBe(12);
  for (const bad of [null, '', '0', '-1', '2.5', 'abc', '1e3', '99999999999999999999']) expect(parsePageParam(bad)).toBe(1);
});

describe('approximateTotalNote', () => {
  it('says nothing for an exact total (or one from a server that does not say)', () => {
    expect(approximateTotalNote(777_312, true)).toBeNull();
    expect(approximateTotalNote(777_312, undefined)).toBeNull();
  });

  it('rounds an estimated total to three significant digits and marks the page count approximate', () => {
    expect(approximateTotalNote(777_312, false)).toBe('about 777,000 channels (page count approximate)');
    expect(approximateTotalNote(1_000_001, false)).toBe('about 1,000,000 channels (page count approximate)');
    expect(approximateTotalNote(2_468, false)).toBe('about 2,470 channels (page count approximate)');
    expect(approximateTotalNote(0, false)).toBeNull();
  });
});
