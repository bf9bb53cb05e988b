// Latency summaries for the benchmark.

export interface LatencySummary {
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  meanMs: number;
}

export function summarize(samples: number[]): LatencySummary {
  if (samples.length === 0) return { count: 0, p50Ms: NaN, p99Ms: NaN, maxMs: NaN, meanMs: NaN };
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    count: sorted.length,
    p50Ms: round(at(0.5)),
    p99Ms: round(at(0.99)),
    maxMs: round(sorted[sorted.length - 1]!),
    meanMs: round(sorted.reduce((s, x) => s + x, 0) / sorted.length),
  };
}
