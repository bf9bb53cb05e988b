// The first-contact guard on the server: which messages of a conversation the viewer has not answered yet, and
// what the shared detectors find in them. Pure and deterministic: the caller loads the messages.
import { scanFirstContact } from 'shared-api/first-contact-guard';
import type { ChatMessage, FirstContactCheck } from 'shared-api';

/**
 * The guard's view for `viewerId`: the other member's messages before the viewer's first message, each with its
 * findings (only the messages with findings are listed). Once the viewer has written, the conversation is answered.
 */
export function guardFirstContact(viewerId: number, messages: readonly ChatMessage[]): FirstContactCheck {
  const ordered = [...messages].sort((a, b) => a.sequence - b.sequence);
  const firstReply = ordered.find((m) => m.senderId === viewerId);
  const unanswered = ordered.filter((m) => m.senderId !== viewerId && (!firstReply || m.sequence < firstReply.sequence));
  return {
    answered: firstReply !== undefined,
    messages: firstReply ? [] : unanswered
      .map((m) => ({ messageId: m.id, findings: scanFirstContact(m.content) }))
      .filter((m) => m.findings.length > 0),
  };
}
