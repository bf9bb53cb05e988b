// Presence on Accept: while a conversation is a message request the sender does not see the recipient's presence
// (the relationship policy). Accepting changes that, but nobody's presence changed, so no presence frame would say
// so: each of the two is sent the other's current state, each direction asked of the policy again (a block wins).
import type { RequestAccepted } from '../modules/message-requests/service';

export interface AcceptedSource {
  on(event: 'accepted', listener: (e: RequestAccepted) => void): unknown;
  off(event: 'accepted', listener: (e: RequestAccepted) => void): unknown;
}

export interface AcceptedPresenceDeps {
  source: AcceptedSource;
  maySeePresence(viewerId: number, subjectId: number): Promise<boolean>;
  /** Sends the subject's current presence to the viewer's sessions (RealtimeServer.sendPresence). */
  sendPresence(subjectId: number, viewerId: number): Promise<void>;
  warn(msg: string, err: unknown): void;
}

/** Listens until the returned function is called. */
export function introduceOnAccept(deps: AcceptedPresenceDeps): () => void {
  const tell = async (subjectId: number, viewerId: number) => {
    if (await deps.maySeePresence(viewerId, subjectId)) await deps.sendPresence(subjectId, viewerId);
  };
  const onAccepted = ({ memberId, otherId }: RequestAccepted): void => {
    Promise.all([tell(memberId, otherId), tell(otherId, memberId)])
      // A lost frame costs little: the conversation view reads GET /api/presence when it opens.
      .catch((err: unknown) => deps.warn(`Presence after an accepted request (${memberId}, ${otherId}) failed`, err));
  };
  deps.source.on('accepted', onAccepted);
  return () => deps.source.off('accepted', onAccepted);
}
