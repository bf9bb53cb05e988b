import { parseRemotesConfig } from './remotes-config';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerPlugins: jest.fn(), registerRemotes: jest.fn() }));

describe('parseRemotesConfig', () => {
  it('makes manifest URLs absolute against the page', () => {
    expect(parseRemotesConfig({
      mfe_profile: '/remotes/mfe-profile/mf-manifest.json',
      mfe_account: 'https://cdn.example.test/account/mf-manifest.json',
    }, 'http://localhost:8080/dashboardV2')).toEqual({
      mfe_profile: 'http://localhost:8080/remotes/mfe-profile/mf-manifest.json',
      mfe_account: 'https://cdn.example.test/account/mf-manifest.json',
    });
  });

  it('leaves out (and logs) only the broken entries: a bad name, an empty or invalid URL', () => {
    const log = jest.fn();
    expect(parseRemotesConfig({
      'mfe-profile': '/x', mfe_account: '', mfe_messaging: 'http://[bad', mfe_discovery: '/remotes/mfe-discovery/mf-manifest.json',
    }, 'http://h/', log)).toEqual({ mfe_discovery: 'http://h/remotes/mfe-discovery/mf-manifest.json' });
    expect(log.mock.calls.map(([m]) => m)).toEqual([
      'remotes.json: "mfe-profile" is not a valid container name; that remote is left out',
      'remotes.json: "mfe_account" needs a manifest URL; that remote is left out',
      'remotes.json: "mfe_messaging" has an invalid manifest URL; that remote is left out',
    ]);
    expect(() => parseRemotesConfig([], 'http://h/')).toThrow('expected an object');
  });
});
