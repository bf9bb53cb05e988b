import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test-support/render-with-ui';
import { INVITATION_FAILED, InviteButton, type InvitationControl } from './invite-button';

const control = (over: Partial<InvitationControl> = {}): InvitationControl => ({
  state: 'invite', send: jest.fn(), alertOpen: false, closeAlert: jest.fn(), emailed: null, productName: 'CollabHub', ...over,
});

const show = (invitation: InvitationControl) =>
  renderWithUi(<InviteButton invitation={invitation} channelName="Bob Bakes" label="Invite Bob Bakes to CollabHub" />);

describe('InviteButton', () => {
  it.each([
    ['checking', 'Checking...'],
    ['sending', 'Sending...'],
    ['invite', 'Invite Bob Bakes to CollabHub'],
  ] as const)('reads %s as the SPEC names it', (state, name) => {
    show(control({ state }));
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it("reads 'Invitation Sent', disabled, once sent", () => {
    show(control({ state: 'sent' }));
    expect(screen.getByRole('button', { name: 'Invitation Sent' })).toBeDisabled();
  });

  it('sends on click', async () => {
    const invitation = control();
    show(invitation);
    await userEvent.click(screen.getByRole('button', { name: 'Invite Bob Bakes to CollabHub' }));
    expect(invitation.send).toHaveBeenCalledTimes(1);
  });

  it('says whether the invitation was emailed', () => {
    const { unmount } = show(control({ state: 'sent', emailed: true }));
    expect(screen.getByText('We emailed Bob Bakes your invitation at its public contact address.')).toBeInTheDocument();
    unmount();
    show(control({ state: 'sent', emailed: false }));
    expect(screen.getByText(/^No email was sent: we know no public contact address for Bob Bakes/)).toBeInTheDocument();
  });

  it('shows the alert while it is open, and OK closes it', async () => {
    const invitation = control({ alertOpen: true });
    show(invitation);
    expect(screen.getByRole('alertdialog')).toHaveTextContent(INVITATION_FAILED);
    expect(INVITATION_FAILED).toBe('Unable to send invitation. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(invitation.closeAlert).toHaveBeenCalled();
  });
});
