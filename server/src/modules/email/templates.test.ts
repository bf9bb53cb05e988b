import { renderHtml, renderText, type EmailContent } from './templates';
import { signUnsubscribe, verifyUnsubscribe } from './unsubscribe-token';
import { inQuietHours, localTime } from './local-time';

const frame = { from: 'CollabHub <hello@collabhub.test>', unsubscribeUrl: 'https://c.test/u?token=t', preferencesUrl: 'https://c.test/settings?tab=notifications' };
const content: EmailContent = {
  subject: 'Hi', heading: 'Tom & <Jerry> wrote', paragraphs: ['One', 'Two'],
  sections: [{ title: 'Unread conversations', items: [{ label: '2 unread messages', href: 'https://c.test/messages?conversation=4' }] }],
  action: { label: 'Open the conversation', href: 'https://c.test/messages?conversation=4' },
};

describe('email templates', () => {
  it('renders HTML and text from the same content: deep link, list, sender and unsubscribe in both', () => {
    const html = renderHtml(content, frame);
    const text = renderText(content, frame);
    expect(html.startsWith('<!doctype html><html lang="en">')).toBe(true);
    for (const part of [html, text]) {
      expect(part).toContain('https://c.test/messages?conversation=4');
      expect(part).toContain('hello@collabhub.test');
      expect(part).toContain('https://c.test/u?token=t');
      expect(part).toContain('https://c.test/settings?tab=notifications');
    }
    expect(text).toContain('Sent by CollabHub from hello@collabhub.test.');
    expect(html).toContain('Sent by CollabHub from <span style="white-space:nowrap">hello@collabhub.test</span>.');
    expect(html).toContain('Tom &amp; &lt;Jerry&gt; wrote');
    expect(html).not.toContain('<Jerry>');
    expect(text).toContain('Tom & <Jerry> wrote');
    expect(text).toContain('- 2 unread messages: https://c.test/messages?conversation=4');
  });
});

describe('unsubscribe tokens', () => {
  const secret = 's'.repeat(40);
  it('verify what they were signed for, and nothing altered or signed with another key', () => {
    const token = signUnsubscribe(secret, { userId: 42, kind: 'messages' });
    expect(verifyUnsubscribe(secret, token)).toEqual({ userId: 42, kind: 'messages' });
    expect(verifyUnsubscribe('x'.repeat(40), token)).toBeNull();
    const other = Buffer.from('u:43:messages').toString('base64url');
    expect(verifyUnsubscribe(secret, `${other}.${token.split('.')[1]}`)).toBeNull();
    expect(verifyUnsubscribe(secret, 'garbage')).toBeNull();
    expect(verifyUnsubscribe(secret, `${token}.x`)).toBeNull();
    const invite = signUnsubscribe(secret, { email: 'A@Example.test', kind: 'invitations' });
    expect(verifyUnsubscribe(secret, invite)).toEqual({ email: 'a@example.test', kind: 'invitations' });
  });
});

describe('local time', () => {
  it('reads the wall clock of a time zone and wraps quiet hours past midnight', () => {
    expect(localTime(new Date('2026-11-30T00:00:00Z'), 'Asia/Tokyo')).toEqual({ date: '2026-11-30', weekday: 1, minutes: 540 });
    expect(localTime(new Date('2026-11-30T00:00:00Z'), 'America/New_York')).toEqual({ date: '2026-11-29', weekday: 0, minutes: 1140 });
    expect(inQuietHours(23 * 60, 22 * 60, 7 * 60)).toBe(true);
    expect(inQuietHours(6 * 60, 22 * 60, 7 * 60)).toBe(true);
    expect(inQuietHours(12 * 60, 22 * 60, 7 * 60)).toBe(false);
    expect(inQuietHours(12 * 60, null, null)).toBe(false);
  });
});
