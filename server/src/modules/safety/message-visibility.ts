// Which messages a viewer may read while some are held. A message hidden by reports stays visible to its sender
// only (the sender is not told it was reported, which protects the reporters); a removed message is gone for both.
import type { ChatMessage } from 'shared-api';
import type { SafetyRepository } from './repository';

export class MessageVisibility {
  constructor(private readonly repo: SafetyRepository) {}

  async visibleTo(viewerId: number, messages: ChatMessage[]): Promise<ChatMessage[]> {
    if (messages.length === 0) return messages;
    const held = await this.repo.holdsOf('MESSAGE', messages.map((m) => m.id));
    if (held.size === 0) return messages;
    return messages.filter((m) => {
      const reason = held.get(m.id);
      return reason === undefined || (reason === 'REPORTS' && m.senderId === viewerId);
    });
  }
}
