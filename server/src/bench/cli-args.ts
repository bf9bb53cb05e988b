// Command-line flags of the benchmarks: `--name value`, positive numbers only.

/** The value of `--name` as a positive number, or `fallback` when absent; throws on anything else. */
export function positiveNumberArg(argv: string[], name: string, fallback: number): number {
  const i = argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(argv[i + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}
