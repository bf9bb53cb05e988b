// Latency percentiles of the API benchmark (nearest-rank, so every figure is a latency that was observed).

export interface Percentiles {
  count: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  meanMs: number;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** Nearest-rank percentile of an ascending list: the smallest sample with at least q of the samples at or below it. */
export function percentile(sortedAsc: readonly number[], q: number): number {
  if (sortedAsc.length === 0) return NaN;
  const rank = Math.max(1, Math.ceil(q * sortedAsc.length));
  return sortedAsc[Math.min(sortedAsc.length, rank) - 1]!;
}

export function percentiles(samples: readonly number[]): Percentiles {
  if (samples.length === 0) return { count: 0, p50Ms: NaN, p95Ms: NaN, p99Ms: NaN, maxMs: NaN, meanMs: NaN };
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50Ms: round(percentile(sorted, 0.5)),
    p95Ms: round(percentile(sorted, 0.95)),
    p99Ms: round(percentile(sorted, 0.99)),
    maxMs: round(sorted[sorted.length - 1]!),
    meanMs: round(sorted.reduce((s, x) => s + x, 0) / sorted.length),
  };
}

/** How many times slower than the baseline, per percentile (2 decimals). */
export function ratios(subject: Percentiles, baseline: Percentiles): { p50: number; p95: number; p99: number } {
  const r = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 100) / 100 : NaN);
  return { p50: r(subject.p50Ms, baseline.p50Ms), p95: r(subject.p95Ms, baseline.p95Ms), p99: r(subject.p99Ms, baseline.p99Ms) };
}
