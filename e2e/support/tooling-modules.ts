// The launchers under tooling/ are plain ES modules shared with `npm start`; load them natively, past the test
// transpiler (which would turn `import()` into `require`).
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const importEsm = new Function('specifier', 'return import(specifier)') as <T>(specifier: string) => Promise<T>;

/** Imports `tooling/<rel>` as the ES module it is. */
export function importTooling<T>(rel: string): Promise<T> {
  return importEsm<T>(pathToFileURL(path.join(__dirname, '..', '..', 'tooling', rel)).href);
}
