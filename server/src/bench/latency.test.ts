import { percentile, percentiles, ratios } from './latency';

describe('latency percentiles', () => {
  it('uses nearest rank, so each percentile is an observed sample', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile(sorted, 0.95)).toBe(95);
    expect(percentile(sorted, 0.99)).toBe(99);
    expect(percentile(sorted, 1)).toBe(100);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('summarises unsorted samples without changing them', () => {
    const samples = [5, 1, 4, 2, 3];
    expect(percentiles(samples)).toEqual({ count: 5, p50Ms: 3, p95Ms: 5, p99Ms: 5, maxMs: 5, meanMs: 3 });
    expect(samples).toEqual([5, 1, 4, 2, 3]);
    expect(percentiles([]).count).toBe(0);
  });

  it('relates a call to its baseline per percentile', () => {
    const base = percentiles([1, 1, 2, 2]);
    const call = percentiles([3, 3, 10, 10]);
    expect(ratios(call, base)).toEqual({ p50: 3, p95: 5, p99: 5 });
    expect(ratios(call, percentiles([0])).p50).toBeNaN();
  });
});
