// The unread-message alert holds back while the member has a live session (the realtime presence), and is sent
// once they have left: the real server with the realtime plugin, a STOMP client, and an in-process SMTP server.
import { type ScratchDatabase, createScratchDatabase } from '../../../test-support/scratch-database';
import { POSTGRES_ADMIN_URL, REDIS_URL, sharedServicesMissing } from '../../../test-support/realtime/services-probe';
import { type TestServer, type TestUser, createUser, startTestServer } from '../../../test-support/realtime/realtime-test-app';
import { chatClient, publishWithReceipt } from '../../../test-support/realtime/stomp-test-client';
import { DevInbox } from './dev-inbox';
import { QUEUES } from './service';

let smtp: DevInbox;
let smtpPort: number;
let server: TestServer;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  smtp = new DevInbox();
  smtpPort = await smtp.start(0);
  server = await startTestServer({ env: {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, PUBLIC_URL: 'https://collabhub.test', EMAIL_UNREAD_ALERT_MINUTES: '0.01',
    MAIL_FROM: 'CollabHub <hello@collabhub.test>', DEV_SMTP_PORT: '0',
  } });
  await server.app.jobs.start();
  [alice, bob] = await Promise.all([createUser(server.database, 'alice'), createUser(server.database, 'bob')]);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const toBob = () => smtp.emails.filter((e) => e.to.includes(bob.email));
const send = (content: string) => server.app.chat.sendMessage({ senderId: alice.id, recipientId: bob.id, content });

async function until(probe: () => Promise<boolean> | boolean, what: string, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!await probe()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Every unread-alert job of the member has finished. */
const alertJobsSettled = () => until(async () => {
  const rows = await server.database.executeSql(
    'select state from pgboss.job where name = $1 and singleton_key = $2', [QUEUES.unreadAlert, `user:${bob.id}`]);
  return rows.rows.length > 0 && rows.rows.every((r) => ['completed', 'failed', 'cancelled'].includes(String((r as { state: string }).state)));
}, 'the unread-alert job to settle');

it('sends no alert while the member is online, and one after they leave', async () => {
  const bobs = chatClient({ baseUrl: server.baseUrl, token: bob.token, transport: 'websocket' });
  await bobs.connected();
  await publishWithReceipt(bobs.client, '/app/chat.addUser', { senderId: bob.id });
  await send('Are you around?');
  await alertJobsSettled();
  await new Promise((r) => setTimeout(r, 1000));
  expect(toBob()).toHaveLength(0);

  await bobs.client.deactivate();
  await until(async () => !(await server.app.realtime.presenceOf(bob.id)).online, 'Bob to be offline');
  await send('Ping when you are back');
  await until(() => toBob().length > 0, 'the alert');
  expect(toBob()).toHaveLength(1);
  expect(toBob()[0]!.subject).toMatch(/unread message/);
}, 60_000);

const missing = sharedServicesMissing();
(missing ? describe.skip : describe)(`across two instances over Redis${missing ? ` (${missing})` : ''}`, () => {
  let scratch: ScratchDatabase;
  let worker: TestServer;
  let edge: TestServer;
  let carol: TestUser;
  let dave: TestUser;

  beforeAll(async () => {
    scratch = await createScratchDatabase(POSTGRES_ADMIN_URL);
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, PUBLIC_URL: 'https://collabhub.test', EMAIL_UNREAD_ALERT_MINUTES: '0.01',
      MAIL_FROM: 'CollabHub <hello@collabhub.test>', DEV_SMTP_PORT: '0', REDIS_PREFIX: `online-alert-${process.pid}:`,
    };
    // Only `worker` works the job queues; the member is connected to `edge` alone.
    worker = await startTestServer({ databaseUrl: scratch.url, redisUrl: REDIS_URL, env });
    edge = await startTestServer({ databaseUrl: scratch.url, redisUrl: REDIS_URL, migrate: false, env: { ...env, JOB_WORKERS: 'off' } });
    await Promise.all([worker.app.jobs.start(), edge.app.jobs.start()]);
    [carol, dave] = await Promise.all([createUser(worker.database, 'carol'), createUser(worker.database, 'dave')]);
  }, 120_000);

  afterAll(async () => {
    await edge?.close();
    await worker?.close();
    await scratch?.drop();
  });

  it('the instance that runs the alert sees a member online on another instance, and sends nothing', async () => {
    const daves = chatClient({ baseUrl: edge.baseUrl, token: dave.token, transport: 'websocket' });
    await daves.connected();
    await publishWithReceipt(daves.client, '/app/chat.addUser', { senderId: dave.id });
    await until(async () => (await worker.app.realtime.presenceOf(dave.id)).online, 'Dave online as the worker sees it');
    await edge.app.chat.sendMessage({ senderId: carol.id, recipientId: dave.id, content: 'Seen my pitch?' });
    await until(async () => {
      const rows = await worker.database.executeSql(
        'select state from pgboss.job where name = $1 and singleton_key = $2', [QUEUES.unreadAlert, `user:${dave.id}`]);
      return rows.rows.length > 0 && rows.rows.every((r) => String((r as { state: string }).state) === 'completed');
    }, 'the alert job to complete on the worker');
    await new Promise((r) => setTimeout(r, 1000));
    expect(smtp.emails.filter((e) => e.to.includes(dave.email))).toHaveLength(0);
    await daves.client.deactivate();
  }, 60_000);
});
