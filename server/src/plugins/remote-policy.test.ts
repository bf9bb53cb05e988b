import { deriveRemotePolicy } from './remote-policy';

describe('deriveRemotePolicy', () => {
  const file = {
    mfe_discovery: '/remotes/mfe-discovery/mf-manifest.json',
    mfe_profile: 'https://cdn.example.com/mfe-profile/1.4.0/mf-manifest.json',
    mfe_messaging: 'https://cdn.example.com/mfe-messaging/2.0.0/mf-manifest.json',
    mfe_account: 'http://127.0.0.1:8181/mf-manifest.json',
  };

  it('admits exactly the origins the file names, once each, and none for same-origin paths', () => {
    const policy = deriveRemotePolicy(file, { production: false });
    expect(policy.origins).toEqual(['http://127.0.0.1:8181', 'https://cdn.example.com']);
    expect(policy.remotes).toEqual(file);
    expect(policy.refused).toEqual([]);
  });

  it('keeps the port in the origin and drops paths, queries and credentials-free details', () => {
    const policy = deriveRemotePolicy({ a: 'https://cdn.example.com:8443/x/mf-manifest.json?v=2#top' }, { production: true });
    expect(policy.origins).toEqual(['https://cdn.example.com:8443']);
  });

  it('refuses a non-https remote in production and leaves it out of the origins and the served list', () => {
    const policy = deriveRemotePolicy(file, { production: true });
    expect(policy.origins).toEqual(['https://cdn.example.com']);
    expect(policy.remotes).not.toHaveProperty('mfe_account');
    expect(policy.remotes).toHaveProperty('mfe_discovery', file.mfe_discovery);
    expect(policy.refused).toEqual([{
      name: 'mfe_account',
      url: 'http://127.0.0.1:8181/mf-manifest.json',
      reason: 'not https (production serves remotes over https only)',
    }]);
  });

  it('refuses malformed entries one by one instead of the whole file', () => {
    const policy = deriveRemotePolicy({
      'mfe-profile': 'https://a.example.com/m.json',
      mfe_empty: '',
      mfe_number: 42,
      mfe_relative: 'remotes/x/mf-manifest.json',
      mfe_scheme_less: '//cdn.example.com/m.json',
      mfe_js: 'javascript:alert(1)',
      mfe_ok: 'https://ok.example.com/m.json',
    }, { production: false });
    expect(policy.origins).toEqual(['https://ok.example.com']);
    expect(Object.keys(policy.remotes)).toEqual(['mfe_ok']);
    expect(policy.refused.map((r) => [r.name, r.reason])).toEqual([
      ['mfe-profile', 'the name is not a valid container name'],
      ['mfe_empty', 'no manifest URL'],
      ['mfe_number', 'no manifest URL'],
      ['mfe_relative', 'not an absolute URL or a path on this server'],
      ['mfe_scheme_less', 'not an absolute URL or a path on this server'],
      ['mfe_js', 'unsupported scheme javascript:'],
    ]);
  });

  it('refuses a wildcard host instead of turning it into a script source', () => {
    const policy = deriveRemotePolicy({
      mfe_wild: 'https://*.example.test/mf-manifest.json',
      mfe_ok: 'https://cdn.example.test/mf-manifest.json',
    }, { production: true });
    expect(policy.origins).toEqual(['https://cdn.example.test']);
    expect(policy.refused).toEqual([
      { name: 'mfe_wild', url: 'https://*.example.test/mf-manifest.json', reason: 'host "*.example.test" is not one host name (wildcards are refused)' },
    ]);
  });

  it('admits nothing when the file is not an object', () => {
    for (const raw of [null, [], 'x', 3]) {
      const policy = deriveRemotePolicy(raw, { production: false });
      expect(policy).toMatchObject({ remotes: {}, origins: [] });
      expect(policy.refused).toHaveLength(1);
    }
  });
});
