// Runs the real Firebase Auth emulator (tooling/firebase/auth-emulator.mjs) in a child Node process, because
// jest's CommonJS module system cannot load that ES module directly.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const launcher = path.resolve(__dirname, '../../tooling/firebase/auth-emulator.mjs');

export interface EmulatorProcess {
  host: string;
  stop(): Promise<void>;
}

export function startEmulatorProcess(): Promise<EmulatorProcess> {
  const script = `
    const { startAuthEmulator } = await import(${JSON.stringify(launcher)});
    const emulator = await startAuthEmulator();
    process.stdout.write(JSON.stringify({ host: emulator.host }) + '\\n');
    const stop = async () => { await emulator.stop(); process.exit(0); };
    process.on('SIGTERM', stop);
    process.stdin.on('end', stop);
    process.stdin.resume();
  `;
  const child: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`Auth emulator process exited early (${code})`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (!line) return;
      const { host } = JSON.parse(line) as { host: string };
      resolve({
        host,
        stop: () =>
          new Promise<void>((done) => {
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
