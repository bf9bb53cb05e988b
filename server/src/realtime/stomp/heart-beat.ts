// STOMP heart-beat negotiation (STOMP 1.1+ "Heart-beating").

export interface HeartBeat {
  /** How often the server sends an EOL to the client, ms (0 = never). */
  outgoingMs: number;
  /** How often the client promised to send something, ms (0 = not checked). */
  incomingMs: number;
}

/** Parses a "cx,cy" header; absent or malformed means "no heart-beats" as the spec's default 0,0. */
export function parseHeartBeat(header: string | undefined): [number, number] | null {
  if (header === undefined) return [0, 0];
  const m = /^\s*(\d{1,9})\s*,\s*(\d{1,9})\s*$/.exec(header);
  if (!m) return null;
  return [Number(m[1]), Number(m[2])];
}

/**
 * The client's [cx, cy] against the server's [sx, sy]: each direction runs at the slower of what one side can
 * do and the other wants, and is off when either side says 0.
 */
export function negotiateHeartBeat(client: [number, number], server: [number, number]): HeartBeat {
  const [cx, cy] = client;
  const [sx, sy] = server;
  return {
    outgoingMs: sx === 0 || cy === 0 ? 0 : Math.max(sx, cy),
    incomingMs: cx === 0 || sy === 0 ? 0 : Math.max(cx, sy),
  };
}
