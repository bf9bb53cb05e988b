import { createResiliencePlugin, type LoadFailure } from './resilience-plugin';

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
