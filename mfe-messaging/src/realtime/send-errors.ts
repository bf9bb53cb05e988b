// The ways a SEND with a receipt can fail. Kept apart from the socket client so the chat data service can tell them
// apart without pulling @stomp/stompjs and sockjs-client into the first load (the socket loads later).

/** A SEND the server refused (on the error queue, or with an ERROR frame) naming its receipt: retrying the same frame cannot succeed. */
export class SendRejectedError extends Error {
  override name = 'SendRejectedError';
}

/** The connection dropped before the server acknowledged the SEND: it may or may not have been committed. */
export class SendInterruptedError extends Error {
  override name = 'SendInterruptedError';
}

/**
 * Neither a RECEIPT nor a refusal came in time, and the connection still stands: the SEND may or may not have been
 * committed. The same frame (same client message id) may go again: the server answers a repeat with the original.
 */
export class SendUnacknowledgedError extends Error {
  override name = 'SendUnacknowledgedError';
}

/** The server is not taking this SEND now (over the send budget): the same frame may go again after the hint. */
export class SendDeferredError extends Error {
  override name = 'SendDeferredError';

  constructor(message: string, readonly retryAfterMs: number) {
    super(message);
  }
}
