import { fakeFetch } from 'jest-support/fake-fetch';
import { renderRemote } from 'jest-support/render-remote';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CollaborationOption } from 'shared-api';
import { COLLABORATION_OPTIONS } from 'shared-api/collaboration-options';
import { firebaseUserAtom, sessionStore, type Session } from 'shared-auth';
import { signInForTests, testMember } from 'shared-auth/test-support/signed-in-firebase';
import { CollaborationOptionsSection } from './collaboration-options-section';
import { INVITE_ONLY_HINT, isInviteOnly, SendRequestAction } from './send-request-action';

beforeAll(async () => {
  await signInForTests();
  sessionStore.set(firebaseUserAtom, testMember as unknown as NonNullable<Session['firebaseUser']>);
});

/** Rendered as the shell does (the tab's session store, a fresh page-data cache); the location probe shows where it went. */
function wrap(node: React.ReactElement, path = '/profile/edit') {
  return renderRemote(node, { at: path, route: '*', store: sessionStore });
}

describe('Edit Profile → Collaboration options', () => {
  const stored: CollaborationOption[] = COLLABORATION_OPTIONS.map((o) => ({
    key: o.key, label: o.label, available: o.key === 'GUEST_APPEARANCE', description: o.summary,
  }));

  it('lists the seven options, lets the owner toggle and describe them, and saves them', async () => {
    const puts: unknown[] = [];
    fakeFetch.mockImplementation(async (_url: string, init?: RequestInit) => {
      let body: unknown = { options: stored };
      if (init?.method === 'PUT') {
        puts.push(JSON.parse(String(init.body)));
        body = { options: (puts[0] as { options: CollaborationOption[] }).options.map((o) => ({ ...o, label: COLLABORATION_OPTIONS.find((c) => c.key === o.key)!.label })) };
      }
      return { ok: true, status: 200, text: async () => JSON.stringify(body), json: async () => body };
    });
    wrap(<CollaborationOptionsSection />);
    const section = await screen.findByRole('form', { name: 'Collaboration options' });
    const boxes = await within(section).findAllByRole('checkbox');
    expect(boxes).toHaveLength(7);
    expect(within(section).getByRole('checkbox', { name: 'Guest Appearance' })).toBeChecked();
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Paid Promotion' }));
    const desc = within(section).getByRole('textbox', { name: 'Paid Promotion description' });
    await userEvent.clear(desc);
    await userEvent.type(desc, '60 second ad read');
    await userEvent.click(within(section).getByRole('button', { name: 'Save collaboration options' }));
    expect(await within(section).findByText('Collaboration options saved.')).toBeInTheDocument();
    const sent = (puts[0] as { options: CollaborationOption[] }).options;
    expect(sent.find((o) => o.key === 'PAID_PROMOTION')).toEqual({ key: 'PAID_PROMOTION', available: true, description: '60 second ad read' });
    expect(sent).toHaveLength(7);
  });

  it('shows a save failure with the server text', async () => {
    fakeFetch.mockImplementation(async (_url: string, init?: RequestInit) => {
      const fail = init?.method === 'PUT';
      const body = fail ? { statusCode: 400, error: 'Bad Request', message: 'each option may appear once' } : { options: stored };
      return { ok: !fail, status: fail ? 400 : 200, text: async () => JSON.stringify(body), json: async () => body };
    });
    wrap(<CollaborationOptionsSection />);
    const section = await screen.findByRole('form', { name: 'Collaboration options' });
    await within(section).findAllByRole('checkbox');
    await userEvent.click(within(section).getByRole('button', { name: 'Save collaboration options' }));
    await waitFor(() => expect(within(section).getByText(/Failed to save collaboration options: each option may appear once/)).toBeInTheDocument());
  });
});

describe('Send Request on an Invite Only profile', () => {
  it('recognises Invite Only in its spellings', () => {
    expect(isInviteOnly(2)).toBe(true);
    expect(isInviteOnly('INVITE_ONLY')).toBe(true);
    expect(isInviteOnly(1)).toBe(false);
    expect(isInviteOnly(null)).toBe(false);
  });

  it('opens the request form on the channel page and says why', async () => {
    fakeFetch.mockImplementation(async () => {
      const body = { viewer: { lastRequest: null } };
      return { ok: true, status: 200, text: async () => JSON.stringify(body), json: async () => body };
    });
    wrap(<SendRequestAction channelId="42" />, '/profile/7');
    const button = screen.getByRole('button', { name: 'Send Request' });
    expect(button).toHaveAccessibleDescription(INVITE_ONLY_HINT);
    await userEvent.click(button);
    expect(screen.getByTestId('location')).toHaveTextContent('/channelPage/42?request=new');
  });

  it('offers Send Message into the conversation once a request of the viewer was accepted', async () => {
    fakeFetch.mockImplementation(async (url: string) => {
      const body = url === '/api/channels/42/collaboration'
        ? { viewer: { lastRequest: { id: 3, status: 'ACCEPTED', conversationId: 15, responseNote: null } } } : {};
      return { ok: true, status: 200, text: async () => JSON.stringify(body), json: async () => body };
    });
    wrap(<SendRequestAction channelId="42" />, '/profile/7');
    const button = await screen.findByRole('button', { name: 'Send Message' });
    expect(button).not.toHaveAccessibleDescription(INVITE_ONLY_HINT);
    expect(screen.queryByRole('button', { name: 'Send Request' })).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(screen.getByTestId('location')).toHaveTextContent('/messages?conversation=15');
  });
});
