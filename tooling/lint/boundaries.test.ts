// Each boundary rule of eslint.config.mjs bites on a deliberate violation, and lets the allowed form through.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

interface LintResult {
  filePath: string;
  messages: { ruleId: string | null; message: string }[];
}

interface Case {
  name: string;
  filePath: string;
  /** Source text linted as if it were `filePath`; null lints the file on disk. */
  text: string | null;
  /** A fragment of the expected message, or null when the text must pass. */
  expected: string | null;
  rule?: string;
}

const REMOTE = 'A remote never imports another remote';
const SINGLETON = 'Import it from shared-auth';
const DEEP = 'not a deep path';
const RELATIVE = 'never by a relative path';
const TEST_ONLY = 'Test-support code is for tests only';
const FEATURE = 'A feature never imports another feature';
const REPOSITORY = 'never imports another module\'s repository';
const REALTIME = 'realtime/ talks to the modules\' services only';
const ZONE = 'import-x/no-restricted-paths';
const COMPOSITION = 'Repositories are built once, by the composition root';
const PER_ROUTE_AUTH = 'Declare authentication once per route group';
const SYNTAX = 'no-restricted-syntax';
const ZOD_FREE = 'Take only types from shared-api\'s root';
const TS_RESTRICTED = '@typescript-eslint/no-restricted-imports';
const NEW_REPO_TEXT = "class FooRepository { constructor(readonly db: unknown) {} }\nexport const repo = new FooRepository(null);\n";
const ROUTES_HEAD = "import type { FastifyInstance } from 'fastify';\nimport { requireAuthentication } from '../../deps';\n";

const CASES: Case[] = [
  { name: 'a remote importing another remote by name', filePath: 'mfe-discovery/src/features/x/a.ts', text: "import { ProfilePage } from 'mfe-profile';\nexport const p = ProfilePage;\n", expected: REMOTE },
  { name: 'a remote importing another remote by path', filePath: 'mfe-discovery/src/features/x/a.ts', text: "export { ProfilePage } from '../../../../mfe-profile/src/expose/profile-page';\n", expected: RELATIVE },
  { name: 'a remote importing jotai', filePath: 'mfe-profile/src/features/x/a.ts', text: "import { atom } from 'jotai';\nexport const a = atom(0);\n", expected: SINGLETON },
  { name: 'the shell importing firebase/auth', filePath: 'shell/src/features/x/a.ts', text: "import { getAuth } from 'firebase/auth';\nexport const a = getAuth;\n", expected: SINGLETON },
  { name: 'a remote test importing jotai', filePath: 'mfe-account/src/features/x/a.test.ts', text: "import { createStore } from 'jotai';\nexport const s = createStore();\n", expected: SINGLETON },
  { name: 'jotai through shared-auth', filePath: 'mfe-profile/src/features/x/a.ts', text: "import { atom } from 'shared-auth';\nexport const a = atom(0);\n", expected: null },
  { name: 'a deep import into shared-ui', filePath: 'mfe-account/src/features/x/a.ts', text: "import { Button } from 'shared-ui/src/components/button';\nexport const b = Button;\n", expected: DEEP },
  { name: 'a deep import into shared-api', filePath: 'shell/src/features/x/a.ts', text: "import type { LoginResponse } from 'shared-api/src/auth';\nexport type L = LoginResponse;\n", expected: DEEP },
  { name: 'a subpath shared-api exports', filePath: 'shell/src/features/x/a.ts', text: "import { DASHBOARD_PAGE_SIZE } from 'shared-api/constants';\nexport const n = DASHBOARD_PAGE_SIZE;\n", expected: null },
  { name: 'a value from shared-api\'s root in web code', filePath: 'mfe-discovery/src/features/x/a.ts', text: "import { FIT_WEIGHTS } from 'shared-api';\nexport const w = FIT_WEIGHTS;\n", expected: ZOD_FREE, rule: TS_RESTRICTED },
  { name: 'a value from shared-api\'s root in shared-ui', filePath: 'shared-ui/src/components/a.ts', text: "import { REPORT_CATEGORIES } from 'shared-api';\nexport const c = REPORT_CATEGORIES;\n", expected: ZOD_FREE, rule: TS_RESTRICTED },
  { name: 'a type from shared-api\'s root in web code', filePath: 'mfe-discovery/src/features/x/a.ts', text: "import type { CollabFit } from 'shared-api';\nexport type F = CollabFit;\n", expected: null },
  { name: 'a test taking a value from shared-api\'s root', filePath: 'mfe-discovery/src/features/x/a.test.ts', text: "import { FIT_WEIGHTS } from 'shared-api';\nexport const w = FIT_WEIGHTS;\n", expected: null },
  { name: 'a shared package by relative path', filePath: 'mfe-messaging/src/features/x/a.ts', text: "export { useSession } from '../../../../shared-auth/src/index';\n", expected: RELATIVE },
  { name: 'production code importing test support', filePath: 'mfe-profile/src/features/profile/hooks/a.ts', text: "export { replyByRoute } from '../test-support/route-replies';\n", expected: TEST_ONLY },
  { name: 'production code importing the shared jest support', filePath: 'shell/src/features/x/a.ts', text: "export { fakeFetch } from 'jest-support/fake-fetch';\n", expected: TEST_ONLY },
  { name: 'server code importing test support', filePath: 'server/src/modules/x/a.ts', text: "export { createTestApp } from '../../../test-support/test-app';\n", expected: TEST_ONLY },
  { name: 'a test importing test support', filePath: 'mfe-profile/src/features/profile/hooks/a.test.ts', text: "export { replyByRoute } from '../test-support/route-replies';\n", expected: null },
  // Zones, linted at real paths so the imports resolve.
  { name: 'a feature importing another feature', filePath: 'mfe-discovery/src/features/dashboard/hooks/a.ts', text: "export * from '../../search/hooks/use-channel-search';\n", expected: FEATURE, rule: ZONE },
  { name: 'a shell feature importing another feature', filePath: 'shell/src/features/sign-in/a.ts', text: "export * from '../public-pages/components/public-links';\n", expected: FEATURE, rule: ZONE },
  { name: 'a feature importing its own folder', filePath: 'mfe-discovery/src/features/dashboard/hooks/a.ts', text: "export * from '../rules/dashboard-paging';\n", expected: null },
  { name: 'expose composing features', filePath: 'mfe-discovery/src/expose/a.ts', text: "export * from '../features/search/hooks/use-channel-search';\nexport * from '../features/dashboard/rules/dashboard-paging';\n", expected: null },
  { name: 'a server module importing another module\'s repository', filePath: 'server/src/modules/languages/a.ts', text: "export type { ChannelRepository } from '../channels/repository';\n", expected: REPOSITORY, rule: ZONE },
  { name: 'an excepted file importing a repository not excepted for it', filePath: 'server/src/modules/tags/service.ts', text: "export type { UserRepository } from '../auth/repository';\n", expected: REPOSITORY, rule: ZONE },
  { name: 'a server module calling another module\'s service', filePath: 'server/src/modules/languages/a.ts', text: "export type { ChannelService } from '../channels/service';\n", expected: null },
  { name: 'realtime importing a repository', filePath: 'server/src/realtime/a.ts', text: "export type { ChatRepository } from '../modules/chat/repository';\n", expected: REALTIME, rule: ZONE },
  { name: 'realtime calling a service', filePath: 'server/src/realtime/a.ts', text: "export type { ChatService } from '../modules/chat/service';\n", expected: null },
  { name: 'a server module constructing a repository', filePath: 'server/src/modules/languages/a.ts', text: NEW_REPO_TEXT, expected: COMPOSITION, rule: SYNTAX },
  { name: 'realtime constructing a repository', filePath: 'server/src/realtime/a.ts', text: NEW_REPO_TEXT, expected: COMPOSITION, rule: SYNTAX },
  { name: 'the composition root constructing a repository', filePath: 'server/src/services.ts', text: NEW_REPO_TEXT, expected: null },
  { name: 'a route declaring its own authentication', filePath: 'server/src/modules/languages/routes.ts', text: `${ROUTES_HEAD}export async function r(app: FastifyInstance) {\n  requireAuthentication(app);\n  app.get('/x', { onRequest: app.authenticate }, async () => ({}));\n}\n`, expected: PER_ROUTE_AUTH, rule: SYNTAX },
  { name: 'a route declaring a cached authentication in a list', filePath: 'server/src/modules/languages/routes.ts', text: `${ROUTES_HEAD}export async function r(app: FastifyInstance) {\n  requireAuthentication(app);\n  app.get('/x', { preHandler: [app.authenticateCached] }, async () => ({}));\n}\n`, expected: PER_ROUTE_AUTH, rule: SYNTAX },
  { name: 'a route group declaring authentication once', filePath: 'server/src/modules/languages/routes.ts', text: `${ROUTES_HEAD}export async function r(app: FastifyInstance) {\n  requireAuthentication(app, app.authenticateCached);\n  app.get('/x', async () => ({}));\n}\n`, expected: null },
  { name: 'an import cycle', filePath: 'tooling/lint/fixtures/cycle-a.ts', text: null, expected: 'Dependency cycle', rule: 'import-x/no-cycle' },
];

function lint(cases: Case[]): LintResult[] {
  const root = path.resolve(__dirname, '../..');
  const input = JSON.stringify(cases.map(({ filePath, text }) => ({ filePath, text })));
  const out = execFileSync(process.execPath, [path.join(__dirname, 'lint-text.mjs')], { cwd: root, input, encoding: 'utf8' });
  return JSON.parse(out) as LintResult[];
}

describe('boundary lint rules', () => {
  let results: LintResult[];
  beforeAll(() => {
    results = lint(CASES);
  }, 180_000);

  it.each(CASES.map((c, i) => [c.name, i] as const))('%s', (_name, i) => {
    const c = CASES[i] as Case;
    const messages = (results[i] as LintResult).messages;
    if (c.expected === null) {
      expect(messages).toEqual([]);
      return;
    }
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ruleId: c.rule ?? 'no-restricted-imports', message: expect.stringContaining(c.expected) }),
      ]),
    );
  });
});
