// Validates the body of a SEND to /app/chat.sendMessage with the same shared-api schema as POST /api/messages,
// so both refuse the same inputs; the error names the field.
import { sendMessageRequestSchema } from 'shared-api';
import { type SendMessageInput } from './chat-port';
import { type Frame } from './stomp/frame';

const CLIENT_MESSAGE_ID_HEADERS = ['client-message-id', 'x-client-message-id', 'clientMessageId'];

export function parseChatSend(frame: Frame, callerId: number): SendMessageInput | { error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(frame.body.toString('utf8'));
  } catch {
    return { error: 'Message body must be JSON' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { error: 'Message body must be a JSON object' };
  const body = parsed as Record<string, unknown>;
  const headerId = CLIENT_MESSAGE_ID_HEADERS.map((h) => frame.headers[h]).find((v) => v !== undefined);
  const result = sendMessageRequestSchema.safeParse({
    senderId: body.senderId,
    recipientId: body.recipientId,
    content: body.content,
    clientMessageId: body.clientMessageId ?? headerId,
  });
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const field = issue.path.map(String).join('.');
    return { error: field ? `${field}: ${issue.message}` : issue.message };
  }
  const { senderId, recipientId, content, clientMessageId } = result.data;
  if (senderId !== callerId) return { error: 'senderId must be the connected user' };
  if (recipientId === callerId) return { error: 'You cannot send a message to yourself' };
  return clientMessageId ? { senderId, recipientId, content, clientMessageId } : { senderId, recipientId, content };
}
