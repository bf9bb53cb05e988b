import type { ChildProcess } from 'node:child_process';
export interface RunningStack { url: string; emulatorHost: string | undefined; server: ChildProcess; stop(): Promise<void>; }
export declare function startStack(opts?: { port?: number; emulatorPort?: number; env?: Record<string, string>;
  log?: (s: string) => void; serverOutput?: 'inherit' | 'ignore' }): Promise<RunningStack>;
