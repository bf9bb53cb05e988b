import { classifyLoadError, RemoteLoadError } from './load-error';
import { VersionSkewError } from './version-skew';

describe('classifyLoadError', () => {
  it('treats unreachable servers as network errors', () => {
    expect(classifyLoadError(new TypeError('Failed to fetch'))).toBe('network');
    expect(classifyLoadError(new Error('Failed to load script resources. #RUNTIME-008 args: {"url":"x"}'))).toBe('network');
    // A manifest that could not be fetched at all: the network part wins over the manifest code.
    expect(classifyLoadError(new Error('Failed to get manifest. #RUNTIME-003\nOriginal Error Message:\n TypeError: Failed to fetch'))).toBe('network');
    expect(classifyLoadError(new Error('HTTP 503 for manifest http://x/mf-manifest.json'))).toBe('network');
    expect(classifyLoadError(Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' }))).toBe('network');
  });

  it('treats a missing or invalid manifest as a manifest error', () => {
    expect(classifyLoadError(new Error('Failed to get manifest. #RUNTIME-003\nOriginal Error Message:\n Error: HTTP 404 for manifest http://x/mf-manifest.json'))).toBe('manifest');
    expect(classifyLoadError(new SyntaxError('Unexpected token < in JSON at position 0'))).toBe('manifest');
  });

  it('treats a remote refused by the version-skew guard as a version error, before anything else', () => {
    expect(classifyLoadError(new VersionSkewError('mfe_account', [{ name: 'react', remoteWants: '^18.3.1', pageHas: '19.2.9' }])))
      .toBe('version');
    // Wrapped by the runtime: the text still says so.
    expect(classifyLoadError(new Error('Failed to get manifest. #RUNTIME-003 VersionSkewError: mfe_x was not loaded'))).toBe('version');
  });

  it('treats everything else as a runtime error', () => {
    expect(classifyLoadError(new Error('mfe_x/Page has no default export'))).toBe('runtime');
    expect(classifyLoadError('boom')).toBe('runtime');
  });
});

describe('RemoteLoadError', () => {
  it('keeps the remote, the kind and the cause', () => {
    const cause = new TypeError('Failed to fetch');
    const err = new RemoteLoadError('mfe_profile/ProfilePage', 'network', cause);
    expect(err).toMatchObject({ remoteId: 'mfe_profile/ProfilePage', kind: 'network', cause });
    expect(err.message).toBe('Could not load mfe_profile/ProfilePage (network): TypeError: Failed to fetch');
  });
});
