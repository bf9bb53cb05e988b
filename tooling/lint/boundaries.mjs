// The architecture's import boundaries as ESLint rules (no-restricted-imports), one block per web package:
//   - a remote imports no other remote (by package name or by a relative path into its folder);
//   - the shell and the remotes reach jotai and firebase only through shared-auth (one store, one Firebase);
//   - shared packages are imported by package name and their declared `exports` only, never by a deep path;
//   - test-support code (a `test-support` folder, `jest-support/*`) is imported only by tests;
//   - web production code takes only types from shared-api's root; values come from its zod-free subpaths (a value
//     from the root brings zod, about 27 KB gzip, into the build: see docs/performance.md, page-weight budgets).
// On the server (serverConventionBlocks): repositories are constructed by the composition root only, and
// authentication is declared once per route group, never per route.
// boundaries.test.ts lints a deliberate violation of each rule.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REMOTES = ['mfe-discovery', 'mfe-profile', 'mfe-messaging', 'mfe-account'];
export const WEB_PACKAGES = ['shell', ...REMOTES];
const SHARED_PACKAGES = ['shared-ui', 'shared-auth', 'shared-api'];
// Subpaths that shared-api declares in its package.json `exports` (read from it, so the two cannot drift).
const SHARED_API_EXPORTS = Object.keys(
  JSON.parse(readFileSync(new URL('../../shared-api/package.json', import.meta.url), 'utf8')).exports,
).filter((key) => key !== '.').map((key) => key.slice(2));
const TOP_LEVEL_PACKAGES = [...WEB_PACKAGES, ...SHARED_PACKAGES, 'server', 'tooling', 'e2e'];

const TEST_FILES = ['**/*.test.{ts,tsx}', '**/test-support/**'];

const ZOD_FREE_MESSAGE = 'Take only types from shared-api\'s root; import values from a zod-free subpath '
  + '(shared-api/constants, /report-categories, /collab-fit-rules, …), or the build carries zod.';

const viaSharedAuth = {
  message: 'Import it from shared-auth (the federation singleton that owns the store and Firebase).',
};

function webPatterns(pkg, { tests }) {
  const otherRemotes = REMOTES.filter((r) => r !== pkg);
  const patterns = [
    { regex: '^(jotai|firebase)(/.*)?$', ...viaSharedAuth },
    {
      regex: `^(${otherRemotes.join('|')})(/.*)?$`,
      message: 'A remote never imports another remote: meet through shared-auth, shared-ui and URLs.',
    },
    {
      // Tests may read the build tooling they check (the shared-dependency map, the manifest checker).
      regex: `^(\\.\\./)+(${TOP_LEVEL_PACKAGES.filter((p) => p !== pkg && !(tests && p === 'tooling')).join('|')})(/|$)`,
      message: 'Another package is imported by its package name, never by a relative path.',
    },
    {
      regex: `^shared-ui/.+|^shared-api/(?!(${SHARED_API_EXPORTS.join('|')})$).+|^shared-auth/(?!test-support/|query$).+`,
      message: 'Import shared packages by package name (or a subpath listed in their exports), not a deep path.',
    },
  ];
  if (!tests) {
    patterns.push({
      regex: '(^|/)test-support(/|$)|^jest-support/',
      message: 'Test-support code is for tests only.',
    });
  }
  return patterns;
}

/** Flat-config blocks: one for each web package's production code, one for its tests. */
export function boundaryBlocks() {
  const blocks = [];
  for (const pkg of WEB_PACKAGES) {
    const files = [`${pkg}/src/**/*.{ts,tsx}`];
    blocks.push({
      files,
      ignores: TEST_FILES,
      rules: { 'no-restricted-imports': ['error', { patterns: webPatterns(pkg, { tests: false }) }] },
    });
    blocks.push({
      files: TEST_FILES.map((glob) => `${pkg}/src/${glob}`),
      rules: { 'no-restricted-imports': ['error', { patterns: webPatterns(pkg, { tests: true }) }] },
    });
  }
  // The web's production code (the shell, the remotes and the two shared singletons) and shared-api's root.
  blocks.push({
    files: [...WEB_PACKAGES, 'shared-ui', 'shared-auth'].map((pkg) => `${pkg}/src/**/*.{ts,tsx}`),
    ignores: TEST_FILES,
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [{ name: 'shared-api', allowTypeImports: true, message: ZOD_FREE_MESSAGE }],
      }],
    },
  });
  // Shared packages and the server: test-support stays in tests.
  blocks.push({
    files: [...SHARED_PACKAGES, 'server'].map((pkg) => `${pkg}/src/**/*.{ts,tsx}`),
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '(^|/)test-support(/|$)|^jest-support/', message: 'Test-support code is for tests only.' }],
      }],
    },
  });
  return blocks;
}

// ── Zones: what is otherwise only convention (import-x/no-restricted-paths, on resolved paths) ──────────────
//   - inside each web package a feature imports no other feature: `expose/` (or the shell's app/) composes them;
//   - on the server a module never imports another module's repository (it asks that module's service);
//   - realtime/ talks to the modules' services, never to a repository.
// Imports that break a zone today and belong to larger moves are listed in ZONE_EXCEPTIONS, each with its reason.
const root = fileURLToPath(new URL('../..', import.meta.url));
const dirs = (rel) => readdirSync(path.join(root, rel), { withFileTypes: true })
  .filter((d) => d.isDirectory()).map((d) => d.name).sort();

const FEATURE_MESSAGE = 'A feature never imports another feature: compose them in expose/ (or the shell\'s app/), or move the shared part to a shared package.';
const REPOSITORY_MESSAGE = 'A server module never imports another module\'s repository: call that module\'s service.';
const REALTIME_MESSAGE = 'realtime/ talks to the modules\' services only, never to a repository.';

/** Features of a web package's src/features folder. */
function featureZones(pkg) {
  return dirs(`${pkg}/src/features`).map((feature) => ({
    target: `${pkg}/src/features/${feature}`,
    from: `${pkg}/src/features`,
    except: [`./${feature}`],
    message: FEATURE_MESSAGE,
  }));
}

const SERVER_MODULES = dirs('server/src/modules');
const repositoryOf = (mod) => `server/src/modules/${mod}/repository.ts`;
const REPOSITORIES = SERVER_MODULES.filter((mod) => existsSync(path.join(root, repositoryOf(mod))));

function serverZones() {
  const zones = SERVER_MODULES.map((mod) => ({
    target: `server/src/modules/${mod}`,
    from: REPOSITORIES.filter((other) => other !== mod).map(repositoryOf),
    message: REPOSITORY_MESSAGE,
  }));
  zones.push({ target: 'server/src/realtime', from: REPOSITORIES.map(repositoryOf), message: REALTIME_MESSAGE });
  return zones;
}

/**
 * Imports that break a zone today, each allowed for its importer only (`allow`: the file or feature folder it
 * may import). They belong to larger moves made elsewhere: chat emitting an event that the notifications module turns into a
 * notification instead of composing its SQL, and the chat client's split by concern. Add none without a reason.
 */
const feature = (pkg, name) => `${pkg}/src/features/${name}`;
export const ZONE_EXCEPTIONS = [
  // Services typed against another module's repository: they receive it from the composition root
  // (services.ts) and read or write a row it owns. Each becomes a call on the owner's service.
  ...[
    ['server/src/modules/auth/service.ts', 'channels', 'registration claims the member\'s channel row'],
    ['server/src/modules/profiles/service.ts', 'channels', 'a profile update writes the member\'s channel row'],
    ['server/src/modules/profiles/service.ts', 'languages', 'a profile update checks the chosen languages exist'],
    ['server/src/modules/reviews/service.ts', 'channels', 'a review names the channel it is about'],
    ['server/src/modules/reviews/service.ts', 'collab-requests', 'only a partner of an accepted request may review'],
    ['server/src/modules/reviews/service.ts', 'channel-page', 'a review belongs to a collaboration'],
    ['server/src/modules/channel-page/service.ts', 'channels', 'the channel page shows the channel row'],
    ['server/src/modules/channel-page/service.ts', 'collab-requests', 'the page shows the visitor\'s pending request'],
    ['server/src/modules/invitations/service.ts', 'channels', 'an invitation checks the channel is not a member yet'],
    ['server/src/modules/collab-requests/service.ts', 'channels', 'a request names the channels it joins'],
    ['server/src/modules/collab-requests/service.ts', 'channel-page', 'an accepted request opens a collaboration'],
    ['server/src/modules/collab-requests/service.ts', 'notifications', 'the type of a request\'s notification row'],
    ['server/src/modules/tags/service.ts', 'channels', 'tags are read from the channel row'],
    ['server/src/modules/oauth/dev-provider.ts', 'channels', 'the development provider lists unclaimed channels'],
    // Chat composes the notifications module's SQL so a message and its notification commit in one statement.
    ['server/src/modules/chat/service.ts', 'notifications', 'message and notification written in one statement'],
    ['server/src/modules/chat/repository.ts', 'notifications', 'message and notification written in one statement'],
  ].map(([file, module, reason]) => ({ file, allow: repositoryOf(module), reason })),
  // mfe-messaging: the conversations page and badge read the chat client; they go when expose/ passes it in.
  // (The connection is src/realtime/, below the features, handed to the bell by expose/.)
  ...[
    ['mfe-messaging/src/features/conversations/components/conversation-list.tsx', 'chat', 'the conversation order rule'],
    ['mfe-messaging/src/features/conversations/components/messages-page.tsx', 'chat', 'the page renders the chat window'],
    ['mfe-messaging/src/features/conversations/components/unread-badge.tsx', 'chat', 'reads the chat store\'s unread count'],
  ].map(([file, name, reason]) => ({ file, allow: feature('mfe-messaging', name), reason })),
  // Pages that embed another feature's component; they go when expose/ passes them in (the channel's owner
  // moves between remotes elsewhere, and the account pages are being reworked with billing).
  ...[
    ['mfe-profile/src/features/edit-profile/components/edit-profile-page.tsx', 'mfe-profile', 'collaboration-options', 'the edit page holds the collaboration options section'],
    ['mfe-profile/src/features/profile/components/profile-page.tsx', 'mfe-profile', 'collaboration-options', 'the profile shows the send-request action'],
    ['mfe-profile/src/features/profile/components/profile-page.tsx', 'mfe-profile', 'report', 'the profile shows the report action beside the send-request one'],
    ['mfe-discovery/src/features/dashboard/components/dashboard-page.tsx', 'mfe-discovery', 'search', 'the dashboard shows the name search results'],
    ['mfe-account/src/features/settings/components/manage-subscription.tsx', 'mfe-account', 'billing', 'settings shows the plan and its checkout'],
    ['shell/src/features/public-pages/components/landing-page.tsx', 'shell', 'sign-in', 'the landing page holds the sign-in buttons'],
    ['shell/src/features/public-pages/hooks/use-channel-connection.ts', 'shell', 'sign-in', 'registration connects the channel after sign-in'],
  ].map(([file, pkg, name, reason]) => ({ file, allow: feature(pkg, name), reason })),
];

/** A zone without the imports its target file is allowed (a folder under `from` becomes an `except`). */
function withoutAllowed(zone, allowed) {
  if (typeof zone.from === 'string') {
    const except = allowed.filter((a) => a.startsWith(`${zone.from}/`)).map((a) => `./${path.relative(zone.from, a)}`);
    return except.length ? { ...zone, except: [...new Set([...(zone.except ?? []), ...except])] } : zone;
  }
  return { ...zone, from: zone.from.filter((from) => !allowed.includes(from)) };
}

/** Flat-config blocks of the zones (tests excepted), then one block per excepted file with its exceptions. */
export function zoneBlocks() {
  const zones = [...WEB_PACKAGES.flatMap(featureZones), ...serverZones()];
  const rule = (z) => ({ 'import-x/no-restricted-paths': ['error', { zones: z.filter((zone) => zone.from.length > 0) }] });
  const blocks = [{
    files: [...WEB_PACKAGES.map((pkg) => `${pkg}/src/**/*.{ts,tsx}`), 'server/src/**/*.ts'],
    ignores: TEST_FILES,
    rules: rule(zones),
  }];
  const byFile = new Map();
  for (const { file, allow } of ZONE_EXCEPTIONS) byFile.set(file, [...(byFile.get(file) ?? []), allow]);
  for (const [file, allowed] of byFile) {
    blocks.push({ files: [file], rules: rule(zones.map((zone) => withoutAllowed(zone, allowed))) });
  }
  return blocks;
}

// ── Server conventions (no-restricted-syntax) ────────────────────────────────────────────────────────────
//   - repositories are constructed by the composition root (server/src/services.ts) only; a repository may open
//     itself on a transaction (its own repository.ts);
//   - authentication is declared once per route group (requireAuthentication in server/src/deps.ts), never as a
//     route's own onRequest / preHandler hook.
const COMPOSITION_MESSAGE = 'Repositories are built once, by the composition root (server/src/services.ts): receive this one from there.';
const AUTH_MESSAGE = 'Declare authentication once per route group: requireAuthentication(app) in server/src/deps.ts, not per route.';
const NEW_REPOSITORY = { selector: 'NewExpression[callee.name=/Repository$/]', message: COMPOSITION_MESSAGE };
const PER_ROUTE_AUTH = {
  selector: 'Property[key.name=/^(onRequest|preHandler|preValidation)$/] MemberExpression[property.name=/^authenticate/]',
  message: AUTH_MESSAGE,
};

/** Server files the conventions do not reach yet, each with its reason. Add none without one. */
export const CONVENTION_EXCEPTIONS = [
  ['server/src/modules/channels/routes.ts', 'the channel listing is being reworked for speed in its own change; its service moves to the root then'],
  ['server/src/bench/bench-app.ts', 'measures the authentication hooks themselves, route by route'],
];

export function serverConventionBlocks() {
  return [
    {
      files: ['server/src/**/*.ts'],
      ignores: TEST_FILES,
      rules: { 'no-restricted-syntax': ['error', NEW_REPOSITORY, PER_ROUTE_AUTH] },
    },
    {
      files: ['server/src/services.ts', 'server/src/modules/*/repository.ts'],
      ignores: TEST_FILES,
      rules: { 'no-restricted-syntax': ['error', PER_ROUTE_AUTH] },
    },
    { files: CONVENTION_EXCEPTIONS.map(([file]) => file), rules: { 'no-restricted-syntax': 'off' } },
  ];
}
