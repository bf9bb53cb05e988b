// Lints source texts as if they were files at the given paths, with the workspace's ESLint config, and prints
// the messages as JSON: [{ filePath, messages: [{ ruleId, message }] }]. Used by boundaries.test.ts (ESLint's
// flat config is an ES module, which jest's CommonJS runtime cannot load in-process).
//   node tooling/lint/lint-text.mjs < [{ "filePath": "...", "text": "..." | null }]   (null: lint the file on disk)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const inputs = JSON.parse(readFileSync(0, 'utf8'));
const eslint = new ESLint({ cwd: root, ignore: false });
const out = [];
for (const { filePath, text } of inputs) {
  const absolute = path.join(root, filePath);
  const [result] = text === null ? await eslint.lintFiles([absolute]) : await eslint.lintText(text, { filePath: absolute });
  out.push({ filePath, messages: (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message })) });
}
process.stdout.write(JSON.stringify(out));
