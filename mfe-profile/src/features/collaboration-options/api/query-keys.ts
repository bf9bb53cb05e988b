// Collaboration options' query keys (what this feature keeps in the shared page-data cache).
export const collaborationOptionsKeys = {
  /** GET /api/collaboration-options: the seven options of the member's own channel (Edit Profile). */
  own: ['collaboration-options', 'own'] as const,
  /** GET /api/channels/{id}/collaboration, its accepted request's conversation (an Invite Only profile). */
  acceptedConversation: (channelId: string) => ['collaboration-options', 'accepted-conversation', channelId] as const,
};
