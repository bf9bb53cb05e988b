// The project's real chat server for this package's integration tests: the server's own realtime test app
// (Fastify + STOMP over SockJS + PGlite in memory) started in this jest process, with a real Auth emulator in a
// child process. Test files that use it run in the node environment (`@jest-environment node`).
//
// The server module is loaded with require() behind the small interface below, so this package's type check (DOM
// lib, bundler resolution) never walks into the server's sources, which are checked by the server's own config.
import { startEmulatorProcess, type EmulatorProcess } from 'shared-auth/test-support/emulator-process';

export interface TestServer {
  baseUrl: string;
  app: { close(): Promise<void> };
  database: { close(): Promise<void> };
  close(): Promise<void>;
}

export interface TestUser {
  id: number;
  uid: string;
  email: string;
  token: string;
}

interface RealtimeTestApp {
  startTestServer(opts?: { reuseDatabase?: TestServer['database']; port?: number }): Promise<TestServer>;
  createUser(database: TestServer['database'], label?: string): Promise<TestUser>;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startTestServer, createUser } = require('../../../server/test-support/realtime/realtime-test-app') as RealtimeTestApp;

export interface ChatTestEnv {
  server: TestServer;
  createUser(label: string): Promise<TestUser>;
  /** Stops the server (as a crash or deploy would) and starts a new one on the same port and database. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

let emulator: EmulatorProcess | null = null;

export async function startChatTestEnv(): Promise<ChatTestEnv> {
  if (!emulator) {
    emulator = await startEmulatorProcess();
    process.env.COLLABHUB_TEST_AUTH_EMULATOR_HOST = emulator.host;
  }
  let server = await startTestServer();
  const database = server.database;
  let restarted = false;
  const env: ChatTestEnv = {
    get server() {
      return server;
    },
    createUser: (label) => createUser(server.database, label),
    async restart() {
      const port = Number(new URL(server.baseUrl).port);
      await server.app.close();
      restarted = true;
      server = await startTestServer({ reuseDatabase: database, port });
    },
    async close() {
      await server.close();
      if (restarted) await database.close();
      await emulator?.stop();
      emulator = null;
    },
  };
  return env;
}
