import { parseRuntimeConfig, RuntimeConfigError, type RuntimeConfig } from './runtime-config';
import { runtimeConfigSchema } from './common';

const valid: RuntimeConfig = {
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

  it('reads the server\'s nulls as they are, and reads an empty emulator address (production) as null', () => {
    const production = { ...valid, launchDate: null, authEmulatorUrl: null };
    expect(parseRuntimeConfig(production)).toEqual({ ...production, apiBaseUrl: 'https://api.example.test' });
    expect(parseRuntimeConfig({ ...valid, authEmulatorUrl: '' }).authEmulatorUrl).toBeNull();
  });

  it('fills the optional fields of a minimal file', () => {
    expect(parseRuntimeConfig({ firebase: valid.firebase })).toEqual({
      appName: 'CollabHub', comingSoon: false, launchDate: null, apiBaseUrl: '', firebase: valid.firebase,
      authEmulatorUrl: null,
    });
  });

  it('returns what the API schema accepts', () => {
    expect(runtimeConfigSchema.parse(parseRuntimeConfig({ firebase: valid.firebase }))).toBeTruthy();
  });

  it('names the missing Firebase field', () => {
    expect(() => parseRuntimeConfig({ ...valid, firebase: { apiKey: 'k', authDomain: 'd' } }))
      .toThrow(new RuntimeConfigError('config.json: "firebase.projectId" must be a string'));
    expect(() => parseRuntimeConfig('nope')).toThrow('expected a JSON object');
  });
});
