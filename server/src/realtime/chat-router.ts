// Chat routing of STOMP SENDs: which destination does what. The protocol (stomp-session.ts) hands every SEND here;
// this module validates it (the shared-api schema, via chat-send.ts), takes it from the sender's budget and hands
// it to the chat service with the sending session as a parameter. Refusals are thrown (HttpError for a client's
// mistake, translated once by chat-errors.ts; SendDeferred for the budget's soft refusal).
import { badRequest } from '../errors';
import type { SendBudget } from '../modules/chat/send-budget';
import type { ChatMessage } from 'shared-api';
import type { SendMessageInput } from '../modules/chat/service';
import type { ChatPort } from './chat-port';
import { parseChatSend } from './chat-send';
import type { ChatSignals } from './chat-signals';
import { ADD_USER_DESTINATION, SEND_MESSAGE_DESTINATION } from 'shared-api';
import type { Frame, Headers } from './stomp/frame';

/** The sending session as the router sees it. */
export interface SendingSession {
  readonly id: string;
  readonly userId: number | null;
}

/** A SEND of a transaction, checked when it arrived and carried out at COMMIT. */
export type HeldSend = { kind: 'message'; input: SendMessageInput } | { kind: 'add-user' };

/**
 * The sender is over its send budget (answered on the session's error queue; the session stays open). Not stored;
 * the client may send it again after the hint (closing would only make it reconnect into the same budget).
 */
export class SendDeferred extends Error {
  constructor(readonly retryAfterMs: number) {
    super(`Sending too fast: retry in ${Math.ceil(retryAfterMs / 1000)} s`);
  }

  get headers(): Headers {
    return { 'retry-after-ms': String(this.retryAfterMs) };
  }
}

export interface ChatRouterDeps {
  port: ChatPort;
  /** Per-user chat send budget, shared with POST /api/messages (null: unlimited). */
  sendBudget: SendBudget | null;
  markOnline(session: SendingSession): void;
  /** Typing signals; null when this server has none. */
  signals: ChatSignals | null;
}

export class ChatRouter {
  constructor(private readonly deps: ChatRouterDeps) {}

  /**
   * A SEND outside a transaction: checked and carried out (a chat message is committed before this resolves).
   * Returns the committed chat messages, which the session confirms to its sender (the fan-out skips that session).
   */
  async send(session: SendingSession, frame: Frame): Promise<ChatMessage[]> {
    const destination = frame.headers.destination;
    if (destination === SEND_MESSAGE_DESTINATION) {
      const { message } = await this.deps.port.sendMessage(this.checkMessage(session, frame), session.id);
      return [message];
    }
    if (destination === ADD_USER_DESTINATION) {
      this.checkAddUser(session, frame);
      this.deps.markOnline(session);
      return [];
    }
    if (destination && this.deps.signals && (await this.deps.signals.handle(session, destination, frame.body))) return [];
    throw unknownDestination(destination);
  }

  /** A SEND naming a transaction: checked now (including the budget), carried out by commit(). */
  hold(session: SendingSession, frame: Frame): HeldSend {
    if (frame.headers.destination === ADD_USER_DESTINATION) {
      this.checkAddUser(session, frame);
      return { kind: 'add-user' };
    }
    return { kind: 'message', input: this.checkMessage(session, frame) };
  }

  /** A transaction's SENDs: its messages in one database transaction (all or none), then the rest. Returns the committed messages. */
  async commit(session: SendingSession, held: HeldSend[]): Promise<ChatMessage[]> {
    const inputs = held.flatMap((h) => (h.kind === 'message' ? [h.input] : []));
    const committed = inputs.length > 0 ? await this.deps.port.sendMessages(inputs, session.id) : [];
    if (held.some((h) => h.kind === 'add-user')) this.deps.markOnline(session);
    return committed.map((r) => r.message);
  }

  /** The message a SEND to the chat carries, taken from the sender's budget. */
  private checkMessage(session: SendingSession, frame: Frame): SendMessageInput {
    const destination = frame.headers.destination;
    if (destination !== SEND_MESSAGE_DESTINATION) throw unknownDestination(destination);
    const input = parseChatSend(frame, session.userId!);
    const budget = this.deps.sendBudget?.take(session.userId!);
    if (budget && !budget.ok) throw new SendDeferred(budget.retryAfterMs);
    return input;
  }

  private checkAddUser(session: SendingSession, frame: Frame): void {
    if (parseSenderId(frame.body) !== session.userId) throw badRequest('senderId must be the connected user');
  }
}

function unknownDestination(destination: string | undefined): Error {
  return badRequest(destination ? `Unknown destination ${destination}` : 'SEND needs a destination header');
}

function parseSenderId(body: Buffer): number | null {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const senderId = Number((parsed as { senderId?: unknown }).senderId);
    return Number.isSafeInteger(senderId) ? senderId : null;
  } catch {
    return null;
  }
}
