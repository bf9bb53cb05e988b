import path from 'node:path';

/** The server package folder: src/paths.ts and dist/paths.js both sit one level below it. */
export const SERVER_ROOT = path.resolve(__dirname, '..');
/** The repository root. */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '..');
