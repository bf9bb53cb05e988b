// `node tooling/scripts/precompress.mjs mfe-account/dist [more dirs]`: the build's compression step on its own,
// for a remote built with `pnpm --filter <remote> build` and deployed to a host that serves precompressed files.
import path from 'node:path';
import { precompressDir } from './lib/precompress.mjs';

const dirs = process.argv.slice(2);
if (!dirs.length) {
  console.error('usage: node tooling/scripts/precompress.mjs <dist folder> [...]');
  process.exit(2);
}
for (const dir of dirs) {
  const t = await precompressDir(path.resolve(dir));
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`${dir}: ${t.files} files, ${kb(t.raw)} → brotli ${kb(t.br)}, gzip ${kb(t.gzip)}`);
}
