// The group-commit statement, and the statement writing the MESSAGE notifications of its batch, probe indexes,
// whatever the table sizes were when their plans were cached: no sequential scan (nor a hash of a whole table) of
// users, messages, conversations or notifications per commit.
// Checked on the generic plan, the one a prepared statement keeps, on tables large enough for the planner to care.
// PostgreSQL only (CI sets DATABASE_URL).
import { Pool } from 'pg';
import { createScratchDatabase, type ScratchDatabase } from '../../../test-support/scratch-database';
import { MESSAGE_NOTIFICATIONS_SQL } from '../notifications/repository';
import { INSERT_MESSAGES_SQL } from './repository';

const url = process.env.DATABASE_URL;
const suite = url ? describe : describe.skip;
const USERS = 2_000;
const MESSAGES = 20_000;
const TABLES = ['users', 'messages', 'conversations', 'notifications'];

interface PlanNode {
  'Node Type': string; 'Relation Name'?: string; Filter?: string; 'Actual Loops'?: number; Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** Whole-table reads of the tables a commit touches: sequential scans, and hashed subplans over them. */
function wholeTableReads(plan: PlanNode): string[] {
  return nodes(plan).flatMap((n) => [
    ...(n['Node Type'] === 'Seq Scan' && TABLES.includes(n['Relation Name'] ?? '') ? [`Seq Scan on ${n['Relation Name']}`] : []),
    ...(n.Filter?.includes('hashed SubPlan') ? [`hashed subplan in ${n.Filter}`] : []),
  ]);
}

suite(`group commit plan on PostgreSQL${url ? '' : ' (skipped: set DATABASE_URL to a PostgreSQL server to run it)'}`, () => {
  let scratch: ScratchDatabase;
  let pool: Pool;

  beforeAll(async () => {
    scratch = await createScratchDatabase(url as string, { prefix: 'collabhub_chat_plans' });
    pool = new Pool({ connectionString: scratch.url, max: 1 });
    await pool.query(`insert into users (firebase_uid, email) select 'uid-' || g, 'u' || g || '@example.com' from generate_series(1, ${USERS}) g`);
    await pool.query(`insert into conversations (user1_id, user2_id, last_sequence)
      select 2 * g - 1, 2 * g, ${(2 * MESSAGES) / USERS} from generate_series(1, ${USERS / 2}) g`);
    await pool.query(`insert into messages (conversation_id, sequence, sender_id, recipient_id, content, client_message_id)
      select c.id, s, c.user1_id, c.user2_id, 'message ' || s, 'client-' || c.id || '-' || s
      from conversations c, generate_series(1, ${(2 * MESSAGES) / USERS}) s`);
    await pool.query(`insert into notifications (user_id, type, title, source_id, sender_id)
      select recipient_id, 'MESSAGE', 'New message', conversation_id::text, sender_id from messages`);
    await pool.query('analyze');
  }, 120_000);

  afterAll(async () => {
    await pool?.end();
    await scratch?.drop();
  });


  async function genericPlan(statement: string, param: string): Promise<PlanNode> {
    const client = await pool.connect();
    try {
      await client.query('set plan_cache_mode = force_generic_plan');
      await client.query(`prepare probe(json) as ${statement}`);
      const res = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`explain (format json) execute probe('${param}')`);
      await client.query('deallocate probe');
      return res.rows[0]!['QUERY PLAN'][0]!.Plan;
    } finally {
      client.release();
    }
  }

  it('detects a whole-table read (the check can fail)', async () => {
    const plan = await genericPlan(
      `select i.* from json_to_recordset($1) as i(sender_id int, client_message_id varchar)
       where not exists (select 1 from messages m where m.client_message_id = i.client_message_id or m.sender_id = i.sender_id)`,
      '[]',
    );
    expect(wholeTableReads(plan)).not.toEqual([]);
  });

  it('counts each recipient\'s unread notifications once per commit, not once per message', async () => {
    // 40 messages to 10 recipients, four each.
    const batch = JSON.stringify(Array.from({ length: 40 }, (_, i) => ({
      ord: i, sender_id: 2 * (i % 10) + 1, recipient_id: 2 * (i % 10) + 2, conversation_id: i % 10 + 1, preview: 'm',
    })));
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('set local plan_cache_mode = force_generic_plan');
      await client.query(`prepare counted(json) as ${MESSAGE_NOTIFICATIONS_SQL}`);
      const res = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`explain (analyze, format json) execute counted('${batch}')`);
      const scans = nodes(res.rows[0]!['QUERY PLAN'][0]!.Plan)
        .filter((n) => n['Relation Name'] === 'notifications' && n['Node Type'] !== 'ModifyTable');
      expect(scans.length).toBeGreaterThan(0);
      for (const scan of scans) expect(scan['Actual Loops']).toBeLessThanOrEqual(10);
    } finally {
      await client.query('rollback');
      await client.query('deallocate all');
      client.release();
    }
  });

  it('writes a batch with index probes only', async () => {
    const batch = JSON.stringify([{ ord: 0, sender_id: 1, recipient_id: 2, content: 'hi', client_message_id: 'x' }]);
    expect(wholeTableReads(await genericPlan(INSERT_MESSAGES_SQL, batch))).toEqual([]);
  });

  it('writes a batch\'s MESSAGE notifications with index probes only', async () => {
    const batch = JSON.stringify([{ ord: 0, sender_id: 1, recipient_id: 2, conversation_id: 1, preview: 'hi' }]);
    expect(wholeTableReads(await genericPlan(MESSAGE_NOTIFICATIONS_SQL, batch))).toEqual([]);
  });
});
