// Validates the body of a SEND to /app/chat.sendMessage with the same shared-api schema as POST /api/messages,
// so both refuse the same inputs; a refusal is a 400 HttpError naming the field (chat-errors.ts turns it into the
// ERROR frame's message).
import { sendMessageRequestSchema } from 'shared-api';
import { badRequest } from '../errors';
import type { SendMessageInput } from '../modules/chat/service';
import { clientErrorMessage } from './chat-errors';
import { type Frame } from './stomp/frame';

const CLIENT_MESSAGE_ID_HEADERS = ['client-message-id', 'x-client-message-id', 'clientMessageId'];

export function parseChatSend(frame: Frame, callerId: number): SendMessageInput {
  let parsed: unknown;
  try {
    parsed = JSON.parse(frame.body.toString('utf8'));
  } catch {
    throw badRequest('Message body must be JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw badRequest('Message body must be a JSON object');
  const body = parsed as Record<string, unknown>;
  const headerId = CLIENT_MESSAGE_ID_HEADERS.map((h) => frame.headers[h]).find((v) => v !== undefined);
  const result = sendMessageRequestSchema.safeParse({
    senderId: body.senderId,
    recipientId: body.recipientId,
    content: body.content,
    clientMessageId: body.clientMessageId ?? headerId,
  });
  if (!result.success) throw badRequest(clientErrorMessage(result.error) ?? 'Invalid message');
  const { senderId, recipientId, content, clientMessageId } = result.data;
  if (senderId !== callerId) throw badRequest('senderId must be the connected user');
  if (recipientId === callerId) throw badRequest('You cannot send a message to yourself');
  return clientMessageId ? { senderId, recipientId, content, clientMessageId } : { senderId, recipientId, content };
}
