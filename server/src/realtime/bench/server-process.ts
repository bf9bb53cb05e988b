// A benchmark server in its own process (so its memory is measured apart from the clients'), driven over IPC.
import { type ChildProcess, fork } from 'node:child_process';
import { type FromServer, type ServerMode, type ToServer } from './bench-server';

export class ServerProcess {
  private constructor(private readonly child: ChildProcess, readonly port: number) {}

  /** Forks `script` with `--serve <mode>`; the script hands that to runBenchServer. */
  static async start(script: string, mode: ServerMode, env: NodeJS.ProcessEnv): Promise<ServerProcess> {
    const child = fork(script, ['--serve', mode], {
      env,
      execArgv: [...process.execArgv, '--expose-gc'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const ready = await ServerProcess.next(child, 'ready', 120_000);
    return new ServerProcess(child, ready.port);
  }

  private static next<T extends FromServer['type']>(child: ChildProcess, type: T, timeoutMs: number) {
    return new Promise<Extract<FromServer, { type: T }>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`bench server: no ${type} in time`)), timeoutMs);
      const onExit = (code: number | null) => reject(new Error(`bench server exited (${code})`));
      const onMessage = (msg: FromServer) => {
        if (msg.type !== type) return;
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(msg as Extract<FromServer, { type: T }>);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  }

  async request<T extends FromServer['type']>(msg: ToServer, type: T) {
    const answer = ServerProcess.next(this.child, type, 120_000);
    this.child.send(msg);
    return answer;
  }

  async stop(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.send({ type: 'close' } satisfies ToServer);
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}
