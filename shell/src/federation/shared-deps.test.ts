// The one shared-dependency map (tooling/federation/shared-deps.cjs) and the catalog reader behind it.
import { parseCatalog, readCatalog, readWorkspaceVersion } from '../../../tooling/federation/catalog.cjs';
import { sharedPackageOf } from '../../../tooling/federation/manifest-drift.cjs';
import { createSharedDeps, REMOTE_CONTAINERS, SHARE_STRATEGY } from '../../../tooling/federation/shared-deps.cjs';

describe('parseCatalog', () => {
  it('reads only the top-level catalog block, quoted names included', () => {
    const yaml = [
      'packages:',
      '  - shell',
      '# versions',
      'catalog:',
      '  react: 19.2.9',
      '  "@stomp/stompjs": 7.5.0  # pinned',
      "  'jotai': '2.20.3'",
      '',
      'onlyBuiltDependencies:',
      '  - esbuild',
    ].join('\n');
    expect(parseCatalog(yaml)).toEqual({ react: '19.2.9', '@stomp/stompjs': '7.5.0', jotai: '2.20.3' });
  });
});

describe('createSharedDeps', () => {
  const catalog = readCatalog();
  const shared = createSharedDeps();

  it('shares React, its subpaths, the router, jotai, styled-components, the query cache and the two shared packages', () => {
    expect(Object.keys(shared).sort()).toEqual([
      '@tanstack/react-query', 'jotai', 'react', 'react-dom', 'react-dom/', 'react-dom/client', 'react-router',
      'react-router-dom', 'react/', 'react/jsx-dev-runtime', 'react/jsx-runtime', 'shared-auth', 'shared-auth/query',
      'shared-ui', 'styled-components',
    ]);
  });

  it('makes every entry a non-eager singleton pinned to the catalog', () => {
    for (const [name, entry] of Object.entries(shared)) {
      const pkg = sharedPackageOf(name);
      const version = pkg.startsWith('shared-') ? readWorkspaceVersion(pkg) : catalog[pkg];
      expect({ name, ...entry }).toMatchObject({ name, singleton: true, requiredVersion: `^${version}` });
      expect(entry.eager).toBeUndefined();
    }
  });

  it('uses loaded-first and identifier container names', () => {
    expect(SHARE_STRATEGY).toBe('loaded-first');
    expect(Object.values(REMOTE_CONTAINERS)).toEqual(['mfe_discovery', 'mfe_profile', 'mfe_messaging', 'mfe_account']);
  });
});
