// The messages of the open conversation: an accessible log (role="log") with a polite live region announcing
// incoming messages. Only the messages near the viewport are rendered (hooks/use-virtual-list.ts), so a
// conversation of 10,000 messages scrolls as smoothly as one of 50. Older history loads when the reader nears the
// top and the view keeps its place; new messages are followed while the reader is at the bottom; the
// scroll-to-bottom button shows when the view is more than 100 px from the bottom.
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, InlineAlert, Spinner, VisuallyHidden, formatChatTimestamp } from 'shared-ui';
import type { ChatItem } from '../rules/message-list';
import { ROW_KEY_ATTRIBUTE, useVirtualList } from '../hooks/use-virtual-list';
import { MessageText } from './message-text';

export const SCROLL_BOTTOM_THRESHOLD_PX = 100;
/** Older history is asked for when the view is this close to the top of what is loaded. */
export const LOAD_OLDER_THRESHOLD_PX = 600;
/** Height assumed for a message not measured yet (one line of text and its time). */
const ESTIMATED_ROW_PX = 64;
/** Rendered beyond the viewport above and below, so fast scrolling does not show blank space. */
const OVERSCAN_PX = 600;

const Log = styled.div`
  overflow-y: auto;
  /* The virtual list keeps the reader's place itself (see use-virtual-list.ts). */
  overflow-anchor: none;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[1]};
  min-height: 0;
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding-bottom: ${({ theme }) => theme.space[2]};
`;

const Bubble = styled.div<{ $mine: boolean; $failed: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: min(75%, 560px);
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.surfaceMuted)};
  color: ${({ theme, $mine }) => ($mine ? theme.colors.onPrimary : theme.colors.text)};
  border: 1px solid ${({ theme, $failed }) => ($failed ? theme.colors.danger : 'transparent')};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  a { color: inherit; text-decoration: underline; }
`;

const Meta = styled.div<{ $mine: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  margin-top: -4px;
`;

const ScrollDown = styled(Button)`
  position: absolute;
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.pill};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Wrap = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  min-height: 0;
  & > ${Log} { flex: 1; }
`;

interface MessageRowProps { item: ChatItem; mine: boolean; seen: boolean; onRetry(key: string): void }

/** One message and its line of time and state. Memoised: scrolling re-renders the log, not the rows it keeps. */
const MessageRow = memo(function MessageRow({ item, mine, seen, onRetry }: MessageRowProps) {
  return (
    <Row {...{ [ROW_KEY_ATTRIBUTE]: item.key }}>
      <Bubble $mine={mine} $failed={item.state === 'failed'} data-testid="chat-message" data-state={item.state}>
        <MessageText text={item.content} />
      </Bubble>
      <Meta $mine={mine}>
        <time dateTime={item.timestamp}>{formatChatTimestamp(item.timestamp)}</time>
        {mine && item.state === 'sending' && <span>Sending…</span>}
        {mine && item.state === 'failed' && (
          <>
            <span role="alert">Not sent{item.error ? `: ${item.error}` : ''}</span>
            <Button type="button" size="sm" variant="secondary" onClick={() => onRetry(item.key)}>Retry</Button>
          </>
        )}
        {seen && <span data-testid="seen">Seen</span>}
      </Meta>
    </Row>
  );
});

export interface MessageLogProps {
  items: readonly ChatItem[];
  me: number;
  /** The other participant's display name. */
  name: string;
  /** The key of my last message the other user has read ('Seen' under it). */
  seenKey: string | null;
  loaded: boolean;
  loading: boolean;
  loadingOlder: boolean;
  error: string | null;
  onLoadOlder(): void;
  onRetry(key: string): void;
}

export function MessageLog({ items, me, name, seenKey, loaded, loading, loadingOlder, error, onLoadOlder, onRetry }: MessageLogProps) {
  const logRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const keys = useMemo(() => items.map((i) => i.key), [items]);
  const list = useVirtualList({ scrollRef: logRef, trackRef, keys, estimate: ESTIMATED_ROW_PX, overscan: OVERSCAN_PX });
  const { range, scrollToEnd } = list;
  const [atBottom, setAtBottom] = useState(true);
  const [announcement, setAnnouncement] = useState('');
  const lastKey = items[items.length - 1]?.key;
  const previousLastKey = useRef(lastKey);

  // A new last message: follow it while at the bottom or when it is mine; announce it when it is not mine.
  useLayoutEffect(() => {
    const prev = previousLastKey.current;
    previousLastKey.current = lastKey;
    if (lastKey === prev) return;
    const last = items[items.length - 1];
    if (atBottom || last?.senderId === me || prev === undefined) scrollToEnd();
    if (prev !== undefined && last && last.senderId !== me) setAnnouncement(`${name}: ${last.content}`);
  }, [lastKey, items, atBottom, me, name, scrollToEnd]);

  const onScroll = useCallback(() => {
    const log = logRef.current;
    if (!log) return;
    list.onScroll();
    setAtBottom(log.scrollHeight - log.scrollTop - log.clientHeight <= SCROLL_BOTTOM_THRESHOLD_PX);
    if (log.scrollTop < LOAD_OLDER_THRESHOLD_PX) onLoadOlder();
  }, [list, onLoadOlder]);

  const jumpToBottom = () => {
    scrollToEnd();
    setAtBottom(true);
  };

  return (
    <Wrap>
      <Log ref={logRef} role="log" aria-label={`Messages with ${name}`} tabIndex={0} onScroll={onScroll}>
        {loadingOlder && <Spinner aria-label="Loading older messages" />}
        {error && <InlineAlert tone="error">{error}</InlineAlert>}
        {!loaded && loading && <Spinner aria-label="Loading messages" />}
        {loaded && items.length === 0 && (
          <p style={{ textAlign: 'center', opacity: 0.8 }}>No messages yet. Say hello to {name}!</p>
        )}
        <div ref={trackRef} style={{ paddingTop: range.before, paddingBottom: range.after }}>
          {items.slice(range.start, range.end).map((item) => (
            <MessageRow key={item.key} item={item} mine={item.senderId === me} seen={item.key === seenKey} onRetry={onRetry} />
          ))}
        </div>
      </Log>
      {!atBottom && (
        <ScrollDown type="button" variant="secondary" size="sm" onClick={jumpToBottom} aria-label="Scroll to the newest message">
          ↓ New messages
        </ScrollDown>
      )}
      <VisuallyHidden aria-live="polite" aria-atomic="true">{announcement}</VisuallyHidden>
    </Wrap>
  );
}
