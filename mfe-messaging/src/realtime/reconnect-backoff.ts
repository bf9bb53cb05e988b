// When to try the socket again (SPEC §4, §9): a fixed 5,000 ms by default; in exponential mode the delay doubles
// per failed attempt up to 900,000 ms. Jitter spreads the reconnects of many tabs after a server restart.

export const RECONNECT_DELAY_MS = 5_000;
export const MAX_RECONNECT_DELAY_MS = 900_000;

export type ReconnectMode = 'fixed' | 'exponential';

export interface ReconnectPolicy {
  delayMs: number;
  maxDelayMs: number;
  mode: ReconnectMode;
  /** Fraction of the delay that is randomised: 0.3 gives a delay between 70% and 100% of the nominal one. */
  jitter: number;
}

export const DEFAULT_RECONNECT_POLICY: ReconnectPolicy = {
  delayMs: RECONNECT_DELAY_MS,
  maxDelayMs: MAX_RECONNECT_DELAY_MS,
  mode: 'exponential',
  jitter: 0.3,
};

/** Delay before reconnect attempt number `failures` (1 = the first retry after a drop). */
export function reconnectDelay(failures: number, policy: ReconnectPolicy, random: () => number = Math.random): number {
  const step = Math.max(0, failures - 1);
  const nominal = policy.mode === 'exponential'
    ? Math.min(policy.maxDelayMs, policy.delayMs * 2 ** Math.min(step, 30))
    : Math.min(policy.maxDelayMs, policy.delayMs);
  const jitter = Math.min(Math.max(policy.jitter, 0), 1);
  return Math.round(nominal * (1 - jitter * random()));
}
