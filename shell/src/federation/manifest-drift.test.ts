// The comparison behind tooling/federation/check-manifests.mjs (the build-output drift check).
import { findManifestDrift, formatDrift, sharedPackageOf } from '../../../tooling/federation/manifest-drift.cjs';

const expected = { react: '19.2.9', 'react-dom': '19.2.9', 'shared-ui': '1.0.0' };

function entry(name: string, version: string, extra: Record<string, unknown> = {}) {
  return { name, version, singleton: true, requiredVersion: `^${version}`, ...extra };
}

describe('sharedPackageOf', () => {
  it('maps subpaths and scoped names to their package', () => {
    expect(sharedPackageOf('react/jsx-runtime')).toBe('react');
    expect(sharedPackageOf('react-dom/client')).toBe('react-dom');
    expect(sharedPackageOf('@scope/pkg/sub')).toBe('@scope/pkg');
    expect(sharedPackageOf('jotai')).toBe('jotai');
  });
});

describe('findManifestDrift', () => {
  it('accepts a manifest that matches the pinned versions', () => {
    const manifest = { name: 'shell', shared: [entry('react', '19.2.9'), entry('react/jsx-runtime', '19.2.9'), entry('shared-ui', '1.0.0')] };
    expect(findManifestDrift(manifest, expected)).toEqual([]);
  });

  it('ignores shared packages the workspace does not pin', () => {
    expect(findManifestDrift({ shared: [entry('lodash', '4.17.21', { singleton: false })] }, expected)).toEqual([]);
  });

  it('reports a version that differs from the catalog, subpaths included', () => {
    const manifest = { name: 'mfe_profile', shared: [entry('react', '19.2.9'), entry('react-dom/client', '19.1.0')] };
    expect(findManifestDrift(manifest, expected, 'mfe-profile/dist/mf-manifest.json')).toEqual([
      { manifest: 'mfe-profile/dist/mf-manifest.json', shared: 'react-dom/client', problem: 'version 19.1.0 differs from pinned 19.2.9' },
      { manifest: 'mfe-profile/dist/mf-manifest.json', shared: 'react-dom/client', problem: 'requiredVersion ^19.1.0 differs from ^19.2.9' },
    ]);
  });

  it('reports a shared package that is not a singleton', () => {
    const problems = findManifestDrift({ name: 'x', shared: [entry('shared-ui', '1.0.0', { singleton: false })] }, expected);
    expect(problems).toEqual([{ manifest: 'x', shared: 'shared-ui', problem: 'singleton is false, expected true' }]);
    const missing = findManifestDrift({ name: 'x', shared: [{ name: 'react/jsx-runtime', version: '19.2.9' }] }, expected);
    expect(missing.map((p) => p.problem)).toEqual(['singleton is undefined, expected true']);
  });

  it('rejects something that is not a federation manifest', () => {
    expect(findManifestDrift({} as never, expected, 'bad.json')).toEqual([
      { manifest: 'bad.json', shared: '-', problem: 'no "shared" list: not a federation manifest' },
    ]);
  });

  it('formats one line per problem', () => {
    expect(formatDrift([{ manifest: 'a', shared: 'react', problem: 'p1' }, { manifest: 'b', shared: 'jotai', problem: 'p2' }]))
      .toBe('a: react: p1\nb: jotai: p2');
  });
});
