export declare const DEMO_PROJECT_ID: string;
export declare function freePort(): Promise<number>;
export interface RunningEmulator { host: string; projectId: string; stop(): Promise<void>; }
export declare function startAuthEmulator(opts?: { port?: number; projectId?: string; log?: (s: string) => void }): Promise<RunningEmulator>;
export declare function createEmulatorUser(host: string, opts: { email: string; password?: string; displayName?: string }): Promise<{ idToken: string; uid: string; email: string; refreshToken: string }>;
export declare function clearEmulatorUsers(host: string, projectId?: string): Promise<void>;
