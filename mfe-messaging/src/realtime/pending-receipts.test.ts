/**
 * @jest-environment node
 */
// The SENDs waiting for their RECEIPT: settled by the RECEIPT or a refusal, failed together when the connection
// drops, and never waiting longer than the receipt timeout.
import { PendingReceipts, RECEIPT_TIMEOUT_MS } from './pending-receipts';
import { SendInterruptedError, SendRejectedError, SendUnacknowledgedError } from './send-errors';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('gives up on a SEND with no RECEIPT after RECEIPT_TIMEOUT_MS, not before, and ignores a RECEIPT after that', async () => {
  const receipts = new PendingReceipts();
  let outcome: unknown = 'waiting';
  receipts.wait('r1').then(() => (outcome = 'acknowledged'), (err: unknown) => (outcome = err));
  await jest.advanceTimersByTimeAsync(RECEIPT_TIMEOUT_MS - 1);
  expect(outcome).toBe('waiting');
  expect(receipts.has('r1')).toBe(true);
  await jest.advanceTimersByTimeAsync(1);
  expect(outcome).toBeInstanceOf(SendUnacknowledgedError);
  expect(receipts.size).toBe(0);
  // The RECEIPT comes late: nothing waits for it any more.
  expect(receipts.resolve('r1')).toBe(false);
});

it('settles a SEND on its RECEIPT or its refusal, and stops its timer', async () => {
  const receipts = new PendingReceipts(1_000);
  const acknowledged = receipts.wait('a');
  const refused = receipts.wait('b');
  expect(receipts.resolve('a')).toBe(true);
  expect(receipts.reject('b', new SendRejectedError('no'))).toBe(true);
  await expect(acknowledged).resolves.toBeUndefined();
  await expect(refused).rejects.toBeInstanceOf(SendRejectedError);
  expect(jest.getTimerCount()).toBe(0);
});

it('fails every waiting SEND when the connection drops', async () => {
  const receipts = new PendingReceipts();
  const all = [receipts.wait('a'), receipts.wait('b')];
  receipts.rejectAll(new SendInterruptedError('Connection lost'));
  for (const p of all) await expect(p).rejects.toBeInstanceOf(SendInterruptedError);
  expect(receipts.size).toBe(0);
  expect(jest.getTimerCount()).toBe(0);
});
