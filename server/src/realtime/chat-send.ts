// Validates the body of a SEND to /app/chat.sendMessage before it reaches the chat service.
import { type SendMessageInput } from './chat-port';
import { type Frame } from './stomp/frame';

const CLIENT_MESSAGE_ID_HEADERS = ['client-message-id', 'x-client-message-id', 'clientMessageId'];
const MAX_CLIENT_MESSAGE_ID = 100;

export function parseChatSend(frame: Frame, callerId: number, maxContentChars: number): SendMessageInput | { error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(frame.body.toString('utf8'));
  } catch {
    return { error: 'Message body must be JSON' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { error: 'Message body must be a JSON object' };
  const body = parsed as Record<string, unknown>;
  const senderId = toId(body.senderId);
  const recipientId = toId(body.recipientId);
  if (senderId === null) return { error: 'senderId is required' };
  if (senderId !== callerId) return { error: 'senderId must be the connected user' };
  if (recipientId === null) return { error: 'recipientId is required' };
  if (recipientId === callerId) return { error: 'You cannot send a message to yourself' };
  if (typeof body.content !== 'string' || body.content.trim() === '') return { error: 'Message content must not be empty' };
  if (body.content.length > maxContentChars) return { error: `Message content must be at most ${maxContentChars} characters` };

  const headerId = CLIENT_MESSAGE_ID_HEADERS.map((h) => frame.headers[h]).find((v) => v !== undefined);
  const clientMessageId = body.clientMessageId ?? headerId;
  if (clientMessageId !== undefined && clientMessageId !== null) {
    if (typeof clientMessageId !== 'string' || clientMessageId === '' || clientMessageId.length > MAX_CLIENT_MESSAGE_ID) {
      return { error: `clientMessageId must be a string of 1 to ${MAX_CLIENT_MESSAGE_ID} characters` };
    }
    return { senderId, recipientId, content: body.content, clientMessageId };
  }
  return { senderId, recipientId, content: body.content };
}

function toId(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}
