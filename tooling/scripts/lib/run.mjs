// Small process helpers: run a command to completion, or keep a child that dies with us.
import { spawn } from 'node:child_process';
import { ROOT } from './workspace.mjs';

/** Runs a command, streaming its output; resolves with the exit code (never rejects on a non-zero code). */
export function run(cmd, args, { cwd = ROOT, env = process.env, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (d) => { output += d; });
      child.stderr.on('data', (d) => { output += d; });
    }
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** Runs a command and throws with its output when it fails. */
export async function runOrThrow(cmd, args, opts = {}) {
  const res = await run(cmd, args, opts);
  if (res.code !== 0) {
    if (res.output) process.stderr.write(res.output);
    throw new Error(`${cmd} ${args.join(' ')} failed with exit code ${res.code}`);
  }
  return res;
}

export const pnpmArgs = (version, ...args) => ['-y', `pnpm@${version}`, ...args];
