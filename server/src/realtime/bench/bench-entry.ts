// The entry point every realtime benchmark script shares: the same file runs as the benchmark (`main`), as its
// server process (`--serve chat|echo`, forked by ServerProcess) or as one of its load generators (`--load`, forked
// by LoadProcess).
import { type ServerMode, runBenchServer } from './bench-server';
import { runLoadGenerator } from './load-generator';

export function benchEntry(main: () => Promise<void>): void {
  const serveAt = process.argv.indexOf('--serve');
  if (serveAt >= 0) {
    runBenchServer(process.argv[serveAt + 1] as ServerMode);
  } else if (process.argv.includes('--load')) {
    runLoadGenerator();
  } else {
    main().then(() => process.exit(0), (err: unknown) => {
      console.error(err);
      process.exit(1);
    });
  }
}
