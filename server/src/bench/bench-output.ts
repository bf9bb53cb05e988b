// What every benchmark does at its ends: write its result file to bench-results/ at the repository root, and run
// its main function as a command-line program (the stack on failure, exit code 1).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../paths';

export const BENCH_RESULTS_DIR = path.join(REPO_ROOT, 'bench-results');

/** Writes `data` as indented JSON to bench-results/<fileName> and returns the file's path. */
export function writeBenchResult(fileName: string, data: unknown, dir = BENCH_RESULTS_DIR): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, fileName);
  writeFileSync(file, JSON.stringify(data, null, 2) + '\n');
  return file;
}

/** Runs a benchmark's main function; a failure prints its stack and exits with code 1. */
export function runBenchMain(main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.stack ?? err.message : err);
    process.exit(1);
  });
}
