// `npm run build`: install if needed, then build every package whose inputs changed (`--force` rebuilds all).
import { ensureInstalled } from './lib/install.mjs';
import { buildAll } from './lib/build.mjs';

try {
  await ensureInstalled();
  await buildAll({ force: process.argv.includes('--force') });
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
