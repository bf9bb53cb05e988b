// What the chat module tells other modules after a commit. Chat writes only its own tables; a notification, an
// email or a counter is made by the module that owns it, from these events (subscribed at composition).

/** A message as it was committed. */
export interface CommittedMessage {
  id: number;
  conversationId: number;
  senderId: number;
  recipientId: number;
  content: string;
  createdAt: Date;
  /**
   * False when the sending module tells the recipient of this message itself (an accepted collaboration request
   * carries its own notification): no MESSAGE notification or unread alert for it.
   */
  notify: boolean;
}

/**
 * Hears every committed batch of messages once, in commit order, before their senders are answered (so what a
 * listener writes is there when the sender's call returns). A failure is the listener's own: the messages stay
 * committed and their senders are answered.
 */
export type MessagesCommittedListener = (messages: CommittedMessage[]) => Promise<void>;

/** The part of the chat service a subscriber needs. */
export interface ChatCommits {
  onCommitted(listener: MessagesCommittedListener): () => void;
}
