// A remote's standalone harness as a feature team runs it (`pnpm --filter <remote> dev`): webpack's dev server
// on a free port, proxying the API, the runtime config and the Auth emulator's endpoints to the running product.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as EmulatorModule from '../../tooling/firebase/auth-emulator.mjs';
import { REPO_ROOT } from './remote-build';
import { importTooling } from './tooling-modules';

export interface HarnessServer {
  /** 'http://localhost:<port>' */
  url: string;
  stop(): Promise<void>;
}


async function waitForPage(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the harness dev server exited (${child.exitCode}):\n${output()}`);
    try {
      // The dev server holds requests until the first compilation is done.
      const res = await fetch(url, { headers: { Accept: 'text/html' }, signal: AbortSignal.timeout(30_000) });
      if (res.ok && (await res.text()).includes('id="root"')) return;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the harness dev server did not serve ${url} within ${timeoutMs / 1000} s:\n${output()}`);
}

/** Starts `webpack serve --mode development` in `pkg` (e.g. 'mfe-profile') against the product at `apiUrl`. */
export async function startHarness(pkg: string, apiUrl: string, timeoutMs = 300_000): Promise<HarnessServer> {
  const dir = path.join(REPO_ROOT, pkg);
  const cli = createRequire(path.join(dir, 'package.json')).resolve('webpack-cli/bin/cli.js');
  const { freePort } = await importTooling<typeof EmulatorModule>('firebase/auth-emulator.mjs');
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, [cli, 'serve', '--mode', 'development'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), API_PROXY_TARGET: apiUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => { log += d.toString(); });
  child.stderr?.on('data', (d: Buffer) => { log += d.toString(); });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const url = `http://localhost:${port}`;
  try {
    await waitForPage(url, child, () => log.slice(-4000), timeoutMs);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, stop };
}
