import { loadConfig } from './config';
import { localAddresses, startBanner } from './start-banner';

describe('start banner', () => {
  it('lists the app, the API docs, the development inbox and the Auth emulator in development', () => {
    const config = loadConfig({ PORT: '8080', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(startBanner(localAddresses(config))).toBe([
      'CollabHub is running',
      '  App:               http://localhost:8080',
      '  API docs:          http://localhost:8080/api/docs',
      '  Development inbox: http://localhost:8080/dev/inbox',
      '  Auth emulator:     http://127.0.0.1:9099',
    ].join('\n'));
  });

  it('leaves the emulator out when there is none', () => {
    const config = loadConfig({ PORT: '8181', PUBLIC_URL: 'https://collabhub.example', SMTP_URL: 'smtp://mail.example:587' });
    expect(localAddresses(config).map((a) => a.label)).toEqual(['App', 'API docs']);
  });
});

describe('start banner addresses that depend on settings', () => {
  it('names the metrics listener when METRICS_PORT is set', () => {
    const config = loadConfig({ PORT: '8080', METRICS_PORT: '9464' });
    expect(localAddresses(config)).toContainEqual({ label: 'Metrics', url: 'http://127.0.0.1:9464/metrics' });
  });

  it('leaves the API docs out when they are not published', () => {
    const config = loadConfig({ PORT: '8080', API_DOCS: 'off', EMAIL_ENABLED: 'false' });
    expect(localAddresses(config).map((a) => a.label)).toEqual(['App']);
  });
});
