// Build-time compression: writes `file.br` and `file.gz` next to every text asset of a built front end, so the
// server sends them as they are (@fastify/static `preCompressed`) without compressing on each request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.map', '.wasm']);
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

async function filesUnder(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(full)));
    else if (TEXT.has(path.extname(entry.name))) out.push(full);
  }
  return out;
}

/**
 * Compresses every text asset under `dir` with brotli (best quality: it runs once per build) and gzip. A variant
 * is kept only when it is smaller than the file. Returns byte totals for the log.
 */
export async function precompressDir(dir) {
  const totals = { files: 0, raw: 0, br: 0, gzip: 0 };
  for (const file of await filesUnder(dir)) {
    if ((await stat(file)).size < MIN_BYTES) continue;
    const body = await readFile(file);
    const [br, gzipped] = await Promise.all([
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gz(body, { level: 9 }),
    ]);
    totals.files += 1;
    totals.raw += body.length;
    if (br.length < body.length) { await writeFile(`${file}.br`, br); totals.br += br.length; }
    if (gzipped.length < body.length) { await writeFile(`${file}.gz`, gzipped); totals.gzip += gzipped.length; }
  }
  return totals;
}
