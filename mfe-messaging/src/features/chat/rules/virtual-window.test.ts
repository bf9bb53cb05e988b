import { prefixOffsets, rowAt, windowRange } from './virtual-window';

it('sums the row heights into offsets', () => {
  expect([...prefixOffsets([10, 20, 30])]).toEqual([0, 10, 30, 60]);
  expect([...prefixOffsets([])]).toEqual([0]);
});

it('finds the row at a position, clamped to the list', () => {
  const offsets = prefixOffsets([10, 20, 30]);
  expect(rowAt(offsets, -5)).toBe(0);
  expect(rowAt(offsets, 0)).toBe(0);
  expect(rowAt(offsets, 9.9)).toBe(0);
  expect(rowAt(offsets, 10)).toBe(1);
  expect(rowAt(offsets, 59)).toBe(2);
  expect(rowAt(offsets, 1000)).toBe(2);
  expect(rowAt(prefixOffsets([]), 0)).toBe(-1);
});

it('renders only the rows in and around the viewport of 10,000 rows, padding the rest', () => {
  const offsets = prefixOffsets(Array.from({ length: 10_000 }, () => 50));
  const middle = windowRange(offsets, 250_000, 500, 100);
  expect(middle).toEqual({ start: 4998, end: 5013, before: 4998 * 50, after: (10_000 - 5013) * 50, total: 500_000 });
  const top = windowRange(offsets, 0, 500, 100);
  expect(top.start).toBe(0);
  expect(top.end).toBe(13);
  const bottom = windowRange(offsets, 500_000 - 500, 500, 100);
  expect(bottom.end).toBe(10_000);
  expect(bottom.after).toBe(0);
  expect(bottom.before + (bottom.end - bottom.start) * 50 + bottom.after).toBe(500_000);
});

it('renders at least one row and nothing for an empty list', () => {
  expect(windowRange(prefixOffsets([]), 0, 500, 100)).toEqual({ start: 0, end: 0, before: 0, after: 0, total: 0 });
  const one = windowRange(prefixOffsets([2000]), 1500, 100, 0);
  expect([one.start, one.end]).toEqual([0, 1]);
});
