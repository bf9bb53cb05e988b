// Typechecks every package (tsc --noEmit with the package's own tsconfig). Exit code = number of failures.
import { createRequire } from 'node:module';
import path from 'node:path';
import { run } from './lib/run.mjs';
import { ROOT, TYPECHECKED } from './lib/workspace.mjs';

const require = createRequire(path.join(ROOT, 'package.json'));

export async function typecheckAll({ log = console.log } = {}) {
  // Resolved here, not at import: on a fresh clone this module is loaded before the install.
  const tsc = require.resolve('typescript/bin/tsc');
  const results = [];
  // Two at a time: the machine has two cores.
  const queue = [...TYPECHECKED];
  await Promise.all([0, 1].map(async () => {
    while (queue.length) {
      const pkg = queue.shift();
      const res = await run(process.execPath, [tsc, '-p', path.join(ROOT, pkg, 'tsconfig.json'), '--noEmit'], { quiet: true });
      results.push({ name: `typecheck ${pkg}`, ok: res.code === 0, output: res.output });
      log(`${res.code === 0 ? 'ok  ' : 'FAIL'} typecheck ${pkg}`);
      if (res.code !== 0) log(res.output);
    }
  }));
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await typecheckAll();
  process.exit(results.filter((r) => !r.ok).length ? 1 : 0);
}
