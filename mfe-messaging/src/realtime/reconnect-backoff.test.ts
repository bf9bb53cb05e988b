import { DEFAULT_RECONNECT_POLICY, MAX_RECONNECT_DELAY_MS, RECONNECT_DELAY_MS, reconnectDelay } from './reconnect-backoff';

const noJitter = { ...DEFAULT_RECONNECT_POLICY, jitter: 0 };

it('uses the spec constants: 5,000 ms default, 900,000 ms cap', () => {
  expect(RECONNECT_DELAY_MS).toBe(5000);
  expect(MAX_RECONNECT_DELAY_MS).toBe(900000);
});

it('fixed mode waits the same delay every time', () => {
  const fixed = { ...noJitter, mode: 'fixed' as const };
  expect([1, 2, 10].map((n) => reconnectDelay(n, fixed))).toEqual([5000, 5000, 5000]);
});

it('exponential mode doubles per failure and stops at the cap', () => {
  expect([1, 2, 3, 4].map((n) => reconnectDelay(n, noJitter))).toEqual([5000, 10000, 20000, 40000]);
  expect(reconnectDelay(9, noJitter)).toBe(900000);
  expect(reconnectDelay(500, noJitter)).toBe(900000);
});

it('jitter shortens the delay by at most the given fraction', () => {
  expect(reconnectDelay(1, DEFAULT_RECONNECT_POLICY, () => 0)).toBe(5000);
  expect(reconnectDelay(1, DEFAULT_RECONNECT_POLICY, () => 1)).toBe(3500);
  expect(reconnectDelay(2, DEFAULT_RECONNECT_POLICY, () => 0.5)).toBe(8500);
});
