// The skew guard between two builds: the shell built from today's share map, and a remote built from the same map
// with one shared package at another version. Both builds' shared sections come from createSharedDeps (what
// webpack's ModuleFederationPlugin receives) and are written as mf-manifest.json writes them; the remote's manifest
// then goes through the runtime plugin's manifest hook as the page would load it.
import { readWorkspaceVersion } from '../../../tooling/federation/catalog.cjs';
import { createSharedDeps, expectedSharedVersions } from '../../../tooling/federation/shared-deps.cjs';
import { createResiliencePlugin } from './resilience-plugin';
import { VersionSkewError, type ManifestShared } from './version-skew';

type Plugin = ReturnType<typeof createResiliencePlugin>;
type SnapshotArgs = Parameters<NonNullable<Plugin['loadRemoteSnapshot']>>[0];

interface Build {
  name: string;
  shared: ManifestShared[];
}

/** One build's manifest `shared` section, from the share map at the given versions. */
function build(name: string, bump: Record<string, string> = {}): Build {
  const versions = { ...expectedSharedVersions(), ...bump };
  const shared = Object.entries(createSharedDeps(versions)).map(([key, entry]) => ({
    name: key,
    version: entry.version ?? versions[key.replace(/\/.*$/, '')],
    requiredVersion: entry.requiredVersion,
    singleton: entry.singleton,
  }));
  return { name, shared };
}

/** The page's shared registry after the shell's build started: every key provided by the shell. */
function pageOf(shell: Build): SnapshotArgs['options']['shared'] {
  return Object.fromEntries(shell.shared.map((s) => [s.name, [{ version: s.version, from: shell.name }]])) as never;
}

async function load(shell: Build, remote: Build, onNewerMinor = jest.fn()) {
  const plugin = createResiliencePlugin({ onNewerMinor });
  const args = {
    from: 'manifest',
    manifestJson: { name: remote.name, shared: remote.shared },
    moduleInfo: { name: remote.name, entry: 'http://127.0.0.1:8080/mfe-account/mf-manifest.json' },
    options: { name: shell.name, shared: pageOf(shell) },
    remoteSnapshot: {},
  } as unknown as SnapshotArgs;
  return { result: Promise.resolve(plugin.loadRemoteSnapshot!(args)), args, onNewerMinor };
}

const authVersion = readWorkspaceVersion('shared-auth');
const [major, minor] = authVersion.split('.').map(Number) as [number, number];

describe('version-skew guard over two builds', () => {
  const shell = build('shell');

  it('shared packages carry a real release version, and the share map asks for a compatible range of it', () => {
    for (const pkg of ['shared-auth', 'shared-ui', 'shared-api']) expect(readWorkspaceVersion(pkg)).not.toBe('1.0.0');
    const entry = shell.shared.find((s) => s.name === 'shared-auth');
    expect(entry).toMatchObject({ version: authVersion, requiredVersion: `^${authVersion}`, singleton: true });
  });

  it('loads a remote built from the same versions without a word', async () => {
    const { result, args, onNewerMinor } = await load(shell, build('mfe_account'));
    await expect(result).resolves.toBe(args);
    expect(onNewerMinor).not.toHaveBeenCalled();
  });

  it('loads a remote built against a newer minor of shared-auth, and reports it', async () => {
    const newer = `${major}.${minor + 1}.0`;
    const { result, args, onNewerMinor } = await load(shell, build('mfe_account', { 'shared-auth': newer }));
    await expect(result).resolves.toBe(args);
    expect(onNewerMinor).toHaveBeenCalledTimes(1);
    expect(onNewerMinor).toHaveBeenCalledWith(
      // shared-auth/query (the page-data cache) is a singleton of its own at shared-auth's version.
      `mfe_account was built against newer shared versions than this page runs: shared-auth ${newer} (this page runs ${authVersion}); `
      + `shared-auth/query ${newer} (this page runs ${authVersion}). `
      + 'It loads, but may use exports this page\'s copy lacks: deploy the shell built against them.',
    );
  });

  it('says nothing of a remote built against a newer patch or an older minor', async () => {
    const patch = await load(shell, build('mfe_account', { 'shared-auth': `${major}.${minor}.9` }));
    await expect(patch.result).resolves.toBe(patch.args);
    const older = await load(build('shell', { 'shared-ui': '1.9.0' }), build('mfe_account', { 'shared-ui': '1.0.0' }));
    await expect(older.result).resolves.toBe(older.args);
    expect(patch.onNewerMinor).not.toHaveBeenCalled();
    expect(older.onNewerMinor).not.toHaveBeenCalled();
  });

  it('refuses a remote built against the next major of shared-ui', async () => {
    const { result, onNewerMinor } = await load(shell, build('mfe_account', { 'shared-ui': '2.0.0' }));
    await expect(result).rejects.toBeInstanceOf(VersionSkewError);
    await expect(result).rejects.toThrow(`shared-ui 2.0.0 wanted, this page runs ${readWorkspaceVersion('shared-ui')}`);
    expect(onNewerMinor).not.toHaveBeenCalled();
  });
});
