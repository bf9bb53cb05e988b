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

  it('rejects container names that are not identifiers and empty URLs', () => {
    expect(() => parseRemotesConfig({ 'mfe-profile': '/x' }, 'http://h/')).toThrow('"mfe-profile" is not a valid container name');
    expect(() => parseRemotesConfig({ mfe_profile: '' }, 'http://h/')).toThrow('"mfe_profile" needs a manifest URL');
    expect(() => parseRemotesConfig([], 'http://h/')).toThrow('expected an object');
  });
});
