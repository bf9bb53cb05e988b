// Focus is "lost" when it sits on the page body, or on an element that is gone or hidden (a conversation's row on
// a phone once the conversation opens over the list): then the chat moves it somewhere useful.
export function focusLost(doc: Document = document): boolean {
  const active = doc.activeElement;
  return !active || active === doc.body || !active.isConnected || active.getClientRects().length === 0;
}
