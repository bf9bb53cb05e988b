import { loadConfig } from './config';
import { localAddresses, startBanner } from './start-banner';

describe('start banner', () => {
  it('lists the app, the API docs and the Auth emulator in development', () => {
    const config = loadConfig({ PORT: '8080', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(startBanner(localAddresses(config))).toBe([
      'CollabHub is running',
      '  App:           http://localhost:8080',
      '  API docs:      http://localhost:8080/api/docs',
      '  Auth emulator: http://127.0.0.1:9099',
    ].join('\n'));
  });

  it('leaves the emulator out when there is none', () => {
    const config = loadConfig({ PORT: '8181', PUBLIC_URL: 'https://collabhub.example' });
    expect(localAddresses(config).map((a) => a.label)).toEqual(['App', 'API docs']);
  });
});
