import { loadRuntimeConfig, parseRuntimeConfig, RuntimeConfigError } from './runtime-config';

const valid = {
  appName: 'CollabHub',
  comingSoon: true,
  launchDate: '2027-01-15',
  apiBaseUrl: 'https://api.example.test/',
  firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  authEmulatorUrl: 'http://127.0.0.1:9099',
};

describe('parseRuntimeConfig', () => {
  it('keeps every field and trims the trailing slash of the API base', () => {
    expect(parseRuntimeConfig(valid)).toEqual({ ...valid, apiBaseUrl: 'https://api.example.test' });
  });

  it('leaves out an empty emulator address (production)', () => {
    expect(parseRuntimeConfig({ ...valid, authEmulatorUrl: '' })).not.toHaveProperty('authEmulatorUrl');
  });

  it('names the missing Firebase field', () => {
    expect(() => parseRuntimeConfig({ ...valid, firebase: { apiKey: 'k', authDomain: 'd' } }))
      .toThrow(new RuntimeConfigError('config.json: "firebase.projectId" must be a string'));
    expect(() => parseRuntimeConfig('nope')).toThrow('expected a JSON object');
  });
});

describe('loadRuntimeConfig', () => {
  it('reports the HTTP status when /config.json cannot be loaded', async () => {
    const stub = (async () => ({ ok: false, status: 404, json: async () => ({}) })) as unknown as typeof fetch;
    await expect(loadRuntimeConfig('/config.json', stub)).rejects.toThrow('Could not load /config.json: HTTP 404');
  });
});
