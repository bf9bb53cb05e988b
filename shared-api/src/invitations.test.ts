import { hasInvited } from './invitations';

const invitation = (inviterChannelId: number, inviteeChannelId: number) => ({
  id: 1, inviterChannelId, inviteeChannelId, message: null, createdAt: '2026-01-01T00:00:00.000Z',
});

it('finds an invitation from the own channel to the target only', () => {
  expect(hasInvited([invitation(5, 9)], 5, 9)).toBe(true);
  expect(hasInvited([invitation(6, 8), invitation(5, 9)], 5, 9)).toBe(true);
  expect(hasInvited([invitation(5, 8)], 5, 9)).toBe(false);
  expect(hasInvited([invitation(6, 9)], 5, 9)).toBe(false);
  expect(hasInvited([], 5, 9)).toBe(false);
});
