import { ConfigError, loadConfig } from '../../config';
import { PRODUCTION_ENV } from '../../../test-support/production-env';

describe('email settings', () => {
  it('production refuses to start with email enabled and no SMTP server, sender or signing secret', () => {
    for (const missing of ['SMTP_URL', 'MAIL_FROM', 'EMAIL_SIGNING_SECRET']) {
      expect(() => loadConfig({ ...PRODUCTION_ENV, [missing]: '' })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ ...PRODUCTION_ENV, SMTP_URL: '' })).toThrow(/SMTP_URL \(or SMTP_HOST\)/);
  });

  it('production starts with SMTP_HOST instead of SMTP_URL, or with email turned off', () => {
    const viaHost = loadConfig({ ...PRODUCTION_ENV, SMTP_URL: '', SMTP_HOST: 'mail.example.test', SMTP_USER: 'u', SMTP_PASS: 'p' });
    expect(viaHost.email.smtp).toEqual({ host: 'mail.example.test', port: 587, user: 'u', pass: 'p' });
    const off = loadConfig({ ...PRODUCTION_ENV, SMTP_URL: '', MAIL_FROM: '', EMAIL_SIGNING_SECRET: '', EMAIL_ENABLED: 'false' });
    expect(off.email.enabled).toBe(false);
  });

  it('development needs no SMTP settings (the mail catcher) and alerts after 15 minutes by default', () => {
    const dev = loadConfig({ NODE_ENV: 'development' });
    expect(dev.email).toMatchObject({ enabled: true, smtp: undefined, unreadAlertMs: 15 * 60_000 });
  });

  it('rejects a non-SMTP URL and a short signing secret', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL: must be an smtp/);
    expect(() => loadConfig({ EMAIL_SIGNING_SECRET: 'short' })).toThrow(/EMAIL_SIGNING_SECRET/);
  });
});
