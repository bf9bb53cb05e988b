import { createResiliencePlugin, pageSharedVersions, type LoadFailure } from './resilience-plugin';
import { VersionSkewError } from './version-skew';

type Plugin = ReturnType<typeof createResiliencePlugin>;
type EntryErrorArgs = Parameters<NonNullable<Plugin['loadEntryError']>>[0];
type ErrorLoadArgs = Parameters<NonNullable<Plugin['errorLoadRemote']>>[0];

const noSleep = async () => undefined;

describe('resilience runtime plugin', () => {
  it('reports every load error with its classification and lets the error through', async () => {
    const failures: LoadFailure[] = [];
    const plugin = createResiliencePlugin({ onLoadError: (f) => failures.push(f), sleep: noSleep });
    const error = new TypeError('Failed to fetch');
    const result = await plugin.errorLoadRemote!({ id: 'mfe_account/BillingPage', error, lifecycle: 'onLoad' } as ErrorLoadArgs);
    expect(result).toBeUndefined();
    expect(failures).toEqual([{ id: 'mfe_account/BillingPage', kind: 'network', lifecycle: 'onLoad', error }]);
  });

  it('retries a failed remote entry after dropping the cached failure, and recovers', async () => {
    const plugin = createResiliencePlugin({ sleep: noSleep, retries: 2, onLoadError: () => undefined });
    const exportsOk = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest.fn()
      .mockRejectedValueOnce(new Error('Failed to load script resources. #RUNTIME-008'))
      .mockResolvedValueOnce(exportsOk);
    const globalLoading: Record<string, unknown> = { 'mfe_x:url': Promise.resolve() };
    const result = await plugin.loadEntryError!({
      getRemoteEntry, origin: {}, remoteInfo: { name: 'mfe_x' }, globalLoading, uniqueKey: 'mfe_x:url',
    } as unknown as EntryErrorArgs);
    expect(result).toBe(exportsOk);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(globalLoading).not.toHaveProperty('mfe_x:url');
  });

  it('gives up after the configured retries', async () => {
    const plugin = createResiliencePlugin({ sleep: noSleep, retries: 2, onLoadError: () => undefined });
    const getRemoteEntry = jest.fn().mockRejectedValue(new Error('down'));
    const result = await plugin.loadEntryError!({
      getRemoteEntry, origin: {}, remoteInfo: { name: 'mfe_x' }, globalLoading: {}, uniqueKey: 'k',
    } as unknown as EntryErrorArgs);
    expect(result).toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });
});

describe('version-skew guard in the runtime plugin', () => {
  type SnapshotArgs = Parameters<NonNullable<Plugin['loadRemoteSnapshot']>>[0];
  const hostShared = {
    react: [{ version: '19.2.9', from: 'shell' }, { version: '18.3.1', from: 'mfe_old' }],
    'shared-ui': [{ version: '1.0.0', from: 'shell' }],
  };
  const snapshotArgs = (shared: unknown[]) => ({
    from: 'manifest',
    manifestJson: { name: 'mfe_account', shared },
    moduleInfo: { name: 'mfe_account', entry: 'http://127.0.0.1:8181/mf-manifest.json' },
    options: { name: 'shell', shared: hostShared },
    remoteSnapshot: {},
  }) as unknown as SnapshotArgs;

  it('passes a remote built against the page\'s majors through unchanged', async () => {
    const plugin = createResiliencePlugin();
    const args = snapshotArgs([{ name: 'react', version: '19.2.9', requiredVersion: '^19.2.9', singleton: true }]);
    await expect(plugin.loadRemoteSnapshot!(args)).resolves.toBe(args);
  });

  it('refuses a remote built against another React major before its code loads, and the console says why', async () => {
    const plugin = createResiliencePlugin();
    const args = snapshotArgs([{ name: 'react', version: '18.3.1', requiredVersion: '^18.3.1', singleton: true }]);
    const refusal = Promise.resolve(plugin.loadRemoteSnapshot!(args));
    await expect(refusal).rejects.toBeInstanceOf(VersionSkewError);
    await expect(refusal).rejects.toThrow('mfe_account was not loaded: version skew in shared singletons (incompatible major versions): react 18.3.1 wanted, this page runs 19.2.9.');

    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = (await refusal.catch((e: unknown) => e)) as VersionSkewError;
    // The runtime tags the message in place before the hook sees it; the console still gets the plain reason.
    error.message = `[ Federation Runtime ]: ${error.message}`;
    await plugin.errorLoadRemote!({ id: 'mfe_account/BillingPage', error, lifecycle: 'onLoad' } as ErrorLoadArgs);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^\[federation\] mfe_account was not loaded: version skew/));
    logged.mockRestore();
  });

  it('reads the page\'s versions from the host\'s own shared entries', () => {
    expect(pageSharedVersions(hostShared as never, 'shell')).toEqual({ react: '19.2.9', 'shared-ui': '1.0.0' });
  });
});
