import { and, asc, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channels, conversations, messages, type ConversationRow, type MessageRow } from '../../db/schema';

/**
 * The group-commit statement (see insertMessages). Static, with one parameter (the batch as JSON), so it is
 * prepared once per connection: planning it costs far more than running it (about 100 ms in embedded PGlite).
 * It writes messages and conversations only: what other modules make of a committed message (a notification, an
 * email) they do after the commit, from the event the chat service emits (ChatService.onCommitted).
 *
 * Its cost must stay linear in the batch, because under load batches grow to what arrived during the previous
 * commit: a superlinear statement makes the next batch bigger still. So:
 * - the recipient and duplicate checks are scalar subqueries, one index probe per message (as EXISTS, the plan
 *   cached while the tables were small hashed every user and every message on each commit);
 * - no CTE is joined to another (the planner, which sees a JSON batch as 100 rows, joins CTEs with nested loops:
 *   n x n at 256 messages). Each message finds its conversation by the pair's rank among the batch's pairs, in
 *   arrays of the upserted conversations sorted the same way.
 * Conversation rows are upserted in (user1_id, user2_id) order, so concurrent statements lock them in one order.
 */
export const INSERT_MESSAGES_SQL = `
      with accepted as materialized (
        select i.*, nextval(pg_get_serial_sequence('messages', 'id'))::int as id,
          row_number() over (partition by i.u1, i.u2 order by i.ord)::int as n_in_pair,
          count(*) over (partition by i.u1, i.u2)::int as pair_count,
          dense_rank() over (order by i.u1, i.u2)::int as pair_rank
        from (
          select t.*, least(t.sender_id, t.recipient_id) as u1, greatest(t.sender_id, t.recipient_id) as u2
          from json_to_recordset($1::json)
            as t(ord int, sender_id int, recipient_id int, content text, client_message_id varchar)
        ) i
        where (select u.id from users u where u.id = i.recipient_id) is not null
          and (i.client_message_id is null or (
            select m.id from messages m
            where m.sender_id = i.sender_id and m.client_message_id = i.client_message_id
              and m.client_message_id is not null
            limit 1) is null)
      ),
      pairs as (
        select u1, u2, count(*)::int as n,
          (count(*) filter (where recipient_id = u1))::int as unread1,
          (count(*) filter (where recipient_id = u2))::int as unread2,
          (array_agg(id order by n_in_pair desc))[1] as last_id
        from accepted group by u1, u2
      ),
      conv as (
        insert into conversations as c
          (user1_id, user2_id, last_sequence, user1_unread_count, user2_unread_count, last_message_id, updated_at)
        select u1, u2, n, unread1, unread2, last_id, now() from pairs order by u1, u2
        on conflict (user1_id, user2_id) do update set
          last_sequence = c.last_sequence + excluded.last_sequence,
          user1_unread_count = c.user1_unread_count + excluded.user1_unread_count,
          user2_unread_count = c.user2_unread_count + excluded.user2_unread_count,
          last_message_id = excluded.last_message_id,
          updated_at = excluded.updated_at
        returning c.id, c.user1_id, c.user2_id, c.last_sequence
      ),
      conv_by_rank as materialized (
        select array_agg(id order by user1_id, user2_id) as ids,
          array_agg(last_sequence order by user1_id, user2_id) as last_sequences
        from conv
      ),
      placed as materialized (
        select a.*, r.ids[a.pair_rank] as conversation_id,
          r.last_sequences[a.pair_rank] - a.pair_count + a.n_in_pair as sequence
        from accepted a cross join conv_by_rank r
      ),
      inserted as (
        insert into messages (id, conversation_id, sequence, sender_id, recipient_id, content, client_message_id)
        select id, conversation_id, sequence, sender_id, recipient_id, content, client_message_id from placed
      )
      select p.ord, p.id, p.conversation_id, p.sequence, p.sender_id, p.recipient_id, p.content,
        p.client_message_id, now() as created_at
      from placed p`;
const INSERT_MESSAGES_STATEMENT = 'chat_insert_messages';

/** What drizzle's `$client` is: a node-postgres pool, or the embedded PGlite instance. */
interface PoolClient { totalCount: number; query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }> }
interface EmbeddedClient { exec(script: string): Promise<unknown>; query(text: string): Promise<{ rows: unknown[] }> }

/** One message of a group commit. */
export interface NewMessage {
  senderId: number;
  recipientId: number;
  content: string;
  clientMessageId: string | null;
}

/** A row of the group-commit statement's answer: one written message. */
interface InsertedRow {
  ord: number;
  id: number;
  conversation_id: number;
  sequence: number;
  sender_id: number;
  recipient_id: number;
  content: string;
  client_message_id: string | null;
  created_at: Date | string;
}

export class ChatRepository {
  constructor(private readonly db: Db) {}

  async conversationById(id: number): Promise<ConversationRow | null> {
    const rows = await this.db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
    return rows[0] ?? null;
  }

  async conversationForPair(a: number, b: number): Promise<ConversationRow | null> {
    const [user1Id, user2Id] = a < b ? [a, b] : [b, a];
    const rows = await this.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.user1Id, user1Id), eq(conversations.user2Id, user2Id)))
      .limit(1);
    return rows[0] ?? null;
  }

  async conversationsOf(userId: number): Promise<ConversationRow[]> {
    return this.db
      .select()
      .from(conversations)
      .where(or(eq(conversations.user1Id, userId), eq(conversations.user2Id, userId)))
      .orderBy(desc(conversations.updatedAt), desc(conversations.id))
      .limit(500);
  }

  async messagesByIds(ids: number[]): Promise<MessageRow[]> {
    if (ids.length === 0) return [];
    return this.db.select().from(messages).where(inArray(messages.id, ids));
  }

  /** Newest `limit` messages before `before` (a sequence), returned oldest first. */
  async history(conversationId: number, before: number | undefined, limit: number): Promise<MessageRow[]> {
    const cond = before === undefined
      ? eq(messages.conversationId, conversationId)
      : and(eq(messages.conversationId, conversationId), lt(messages.sequence, before));
    const rows = await this.db.select().from(messages).where(cond).orderBy(desc(messages.sequence)).limit(limit);
    return rows.reverse();
  }

  async after(conversationId: number, afterSequence: number, limit: number): Promise<MessageRow[]> {
    return this.db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), gt(messages.sequence, afterSequence)))
      .orderBy(asc(messages.sequence))
      .limit(limit);
  }

  /** Each user's channel (name, thumbnail, id) for the conversation list. */
  async channelsOfUsers(userIds: number[]) {
    if (userIds.length === 0) return new Map<number, { id: number; name: string; thumbnail: string }>();
    const rows = await this.db
      .select({ id: channels.id, name: channels.name, thumbnail: channels.thumbnail, owner: channels.ownerUserId })
      .from(channels)
      .where(inArray(channels.ownerUserId, userIds));
    return new Map(rows.map((r) => [r.owner as number, { id: r.id, name: r.name, thumbnail: r.thumbnail }]));
  }

  async markRead(conversation: ConversationRow, userId: number): Promise<ConversationRow> {
    // Reading also moves the reader's receipt up to the newest message (never down).
    const set = conversation.user1Id === userId
      ? { user1UnreadCount: 0, user1LastReadSequence: sql`greatest(${conversations.user1LastReadSequence}, ${conversations.lastSequence})` }
      : { user2UnreadCount: 0, user2LastReadSequence: sql`greatest(${conversations.user2LastReadSequence}, ${conversations.lastSequence})` };
    const rows = await this.db.update(conversations).set(set).where(eq(conversations.id, conversation.id)).returning();
    return rows[0] ?? conversation;
  }

  /** Finds or creates the conversation of a pair (idempotent; safe under concurrency). */
  async ensureConversation(db: Db, a: number, b: number): Promise<ConversationRow> {
    const [user1Id, user2Id] = a < b ? [a, b] : [b, a];
    await db.insert(conversations).values({ user1Id, user2Id }).onConflictDoNothing();
    const rows = await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.user1Id, user1Id), eq(conversations.user2Id, user2Id)))
      .limit(1);
    const row = rows[0];
    if (!row) throw new Error('conversation vanished after insert');
    return row;
  }

  /**
   * Commits a batch of messages in ONE statement (one round trip, one commit): each conversation row is created
   * or bumped once for all its messages in the batch (sequence, unread count, last message) and the messages get
   * consecutive sequences in batch order. A message is left out (null in the answer) when its recipient does not
   * exist or its sender already used its client message id.
   */
  async insertMessages(batch: NewMessage[]): Promise<Array<MessageRow | null>> {
    const input = JSON.stringify(batch.map((m, ord) => ({
      ord, sender_id: m.senderId, recipient_id: m.recipientId, content: m.content, client_message_id: m.clientMessageId,
    })));
    const { rows } = await this.runPrepared(input);
    const out: Array<MessageRow | null> = batch.map(() => null);
    for (const r of rows) {
      out[Number(r.ord)] = {
        id: Number(r.id),
        conversationId: Number(r.conversation_id),
        sequence: Number(r.sequence),
        senderId: Number(r.sender_id),
        recipientId: Number(r.recipient_id),
        content: String(r.content),
        clientMessageId: r.client_message_id,
        createdAt: r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at)),
      };
    }
    return out;
  }

  private embeddedPrepared: Promise<unknown> | null = null;

  /** Runs the group-commit statement as a prepared statement on either driver. */
  private async runPrepared(input: string): Promise<{ rows: InsertedRow[] }> {
    const text = INSERT_MESSAGES_SQL;
    const client = (this.db as unknown as { $client: PoolClient | EmbeddedClient }).$client;
    if ('totalCount' in client) {
      // node-postgres prepares a named statement once on each pooled connection.
      return (await client.query({ name: INSERT_MESSAGES_STATEMENT, text, values: [input] })) as { rows: InsertedRow[] };
    }
    // PGlite is one session: PREPARE once, then EXECUTE with the batch as a literal (EXECUTE takes no bind
    // parameters). Doubling single quotes is the whole escaping a standard-conforming string literal needs.
    this.embeddedPrepared ??= client.exec(`PREPARE ${INSERT_MESSAGES_STATEMENT}(json) AS ${text}`).catch((err: unknown) => {
      // Another repository on the same embedded database prepared it already (duplicate_prepared_statement).
      if ((err as { code?: string }).code !== '42P05') throw err;
    });
    await this.embeddedPrepared;
    const literal = `'${input.replace(/'/g, "''")}'`;
    return (await client.query(`EXECUTE ${INSERT_MESSAGES_STATEMENT}(${literal})`)) as { rows: InsertedRow[] };
  }

  async messageByClientId(senderId: number, clientMessageId: string): Promise<MessageRow | null> {
    const rows = await this.db
      .select()
      .from(messages)
      .where(and(eq(messages.senderId, senderId), eq(messages.clientMessageId, clientMessageId)))
      .limit(1);
    return rows[0] ?? null;
  }

  unreadIncrement(conversation: ConversationRow, recipientId: number) {
    return conversation.user1Id === recipientId
      ? { user1UnreadCount: sql`${conversations.user1UnreadCount} + 1` }
      : { user2UnreadCount: sql`${conversations.user2UnreadCount} + 1` };
  }
}
