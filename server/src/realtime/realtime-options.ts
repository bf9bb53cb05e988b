// Protocol limits and timings of the STOMP server.
import { DEFAULT_PARSER_LIMITS, type ParserLimits } from './stomp/frame-parser';

export interface RealtimeOptions {
  parser: ParserLimits;
  /** What CONNECTED offers: [server sends every, server wants every] (SPEC §9: 10 s each way). */
  heartBeat: [number, number];
  /** A peer silent for longer than this many negotiated intervals is dropped. */
  heartBeatTolerance: number;
  /** Time a transport may stay open without a successful CONNECT. */
  connectTimeoutMs: number;
  maxSubscriptions: number;
  /** Messages delivered on client / client-individual subscriptions and not yet acknowledged. */
  maxUnacknowledged: number;
  /** Open transactions per session, and frames held by one transaction. */
  maxTransactions: number;
  maxTransactionFrames: number;
  /** Frames received but not yet processed (a client flooding SENDs faster than the database commits). */
  maxPendingFrames: number;
  /** Output queued for a peer that does not read, in bytes, past which its session is dropped. */
  maxOutboundBytes: number;
  /** Concurrent sessions of one member on this instance; a newer one closes the oldest. */
  maxSessionsPerUser: number;
  /** Largest SockJS transport message accepted (an xhr_send body or a websocket message), bytes. */
  maxTransportMessageBytes: number;
}

export const DEFAULT_REALTIME_OPTIONS: RealtimeOptions = {
  parser: DEFAULT_PARSER_LIMITS,
  heartBeat: [10_000, 10_000],
  heartBeatTolerance: 2,
  connectTimeoutMs: 10_000,
  maxSubscriptions: 8,
  maxUnacknowledged: 1000,
  maxTransactions: 8,
  maxTransactionFrames: 100,
  maxPendingFrames: 256,
  // Well above the 64 KB frame limit, so an oversized frame is answered with an ERROR by the STOMP layer rather
  // than cut off by the transport (websocket close 1009) before the client learns why.
  maxTransportMessageBytes: 1024 * 1024,
  maxOutboundBytes: 1024 * 1024,
  maxSessionsPerUser: 20,
};
