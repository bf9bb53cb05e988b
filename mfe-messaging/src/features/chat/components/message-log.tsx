// The messages of the open conversation: an accessible log (role="log") with a polite live region announcing
// incoming messages. Only the messages near the viewport are rendered (hooks/use-virtual-list.ts), so a
// conversation of 10,000 messages scrolls as smoothly as one of 50. Older history loads when the reader nears the
// top and the view keeps its place; new messages are followed while the reader is at the bottom; the
// scroll-to-bottom button shows when the view is more than 100 px from the bottom. Consecutive messages of one
// sender form a group with one time, and each day opens with a divider (rules/message-groups.ts).
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Dropdown, InlineAlert, Spinner, VisuallyHidden, formatChatDay, formatChatTime } from 'shared-ui';
import type { ChatItem } from '../rules/message-list';
import { placeMessages, type MessagePlace } from '../rules/message-groups';
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

/* Rows of one group sit close together; a group ends with a wider gap. */
const Row = styled.div<{ $groupEnd: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding-bottom: ${({ theme, $groupEnd }) => ($groupEnd ? theme.space[3] : '2px')};
`;

const DayDivider = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
  &::before, &::after { content: ''; flex: 1; border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;

/* Inside a group the corners facing the neighbouring bubbles are tighter, so the group reads as one. */
const Bubble = styled.div<{ $mine: boolean; $failed: boolean; $joinsPrevious: boolean; $joinsNext: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: min(75%, 560px);
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  ${({ $mine, $joinsPrevious }) => ($joinsPrevious ? `border-${$mine ? 'top-right' : 'top-left'}-radius: 4px;` : '')}
  ${({ $mine, $joinsNext }) => ($joinsNext ? `border-${$mine ? 'bottom-right' : 'bottom-left'}-radius: 4px;` : '')}
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

/* The menu of another member's message sits beside its bubble. */
const BubbleLine = styled.div<{ $mine: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: 100%;
  & > ${Bubble} { max-width: min(75vw, 560px); }
`;

/** Primitives only (the place's flags spread), so the memoised rows skip re-rendering when nothing changed. */
interface MessageRowProps extends MessagePlace {
  item: ChatItem; mine: boolean; seen: boolean; onRetry(key: string): void;
  /** The reader has not answered: this message's links are not clickable. */
  inert: boolean;
  /** Opens the report dialog for a message (another member's, once stored). */
  onReport?: (messageId: number) => void;
}

/**
 * One message: the day divider above the first of a day, the bubble, and under it the group's time (under the
 * group's last message) and the message's state. Memoised: scrolling re-renders the log, not the rows it keeps.
 */
const MessageRow = memo(function MessageRow({ item, dayStart, groupStart, groupEnd, mine, seen, onRetry, inert, onReport }: MessageRowProps) {
  const day = dayStart ? formatChatDay(item.timestamp) : '';
  const state = mine && item.state !== 'sent';
  return (
    <Row {...{ [ROW_KEY_ATTRIBUTE]: item.key }} $groupEnd={groupEnd}>
      {day && <DayDivider role="separator" aria-label={day}>{day}</DayDivider>}
      <BubbleLine $mine={mine}>
        <Bubble
          $mine={mine}
          $failed={item.state === 'failed'}
          $joinsPrevious={!groupStart}
          $joinsNext={!groupEnd}
          data-testid="chat-message"
          data-state={item.state}
        >
          <MessageText text={item.content} inert={inert && !mine} />
        </Bubble>
        {!mine && onReport && item.id !== null && (
          <Dropdown
            label="Message actions"
            trigger={<span aria-hidden="true">⋯</span>}
            align="start"
            items={[{ id: 'report', label: 'Report message', tone: 'danger', onSelect: () => onReport(item.id as number) }]}
          />
        )}
      </BubbleLine>
      {(groupEnd || state || seen) && (
        <Meta $mine={mine}>
          {groupEnd && <time dateTime={item.timestamp} data-testid="message-time">{formatChatTime(item.timestamp)}</time>}
          {mine && item.state === 'sending' && <span>Sending…</span>}
          {mine && item.state === 'failed' && (
            <>
              <span role="alert">Not sent{item.error ? `: ${item.error}` : ''}</span>
              <Button type="button" size="sm" variant="secondary" onClick={() => onRetry(item.key)}>Retry</Button>
            </>
          )}
          {seen && <span data-testid="seen">Seen</span>}
        </Meta>
      )}
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
  /** Links in the other member's messages are not clickable (the reader has not answered). */
  inertLinks?: boolean;
  onReport?: (messageId: number) => void;
}

export function MessageLog({
  items, me, name, seenKey, loaded, loading, loadingOlder, error, onLoadOlder, onRetry, inertLinks = false, onReport,
}: MessageLogProps) {
  const logRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const keys = useMemo(() => items.map((i) => i.key), [items]);
  const places = useMemo(() => placeMessages(items), [items]);
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
        {loadingOlder && <Spinner label="Loading older messages" />}
        {error && <InlineAlert tone="error">{error}</InlineAlert>}
        {!loaded && loading && <Spinner label="Loading messages" />}
        {loaded && items.length === 0 && (
          <p style={{ textAlign: 'center', opacity: 0.8 }}>No messages yet. Say hello to {name}!</p>
        )}
        <div ref={trackRef} style={{ paddingTop: range.before, paddingBottom: range.after }}>
          {items.slice(range.start, range.end).map((item, i) => (
            <MessageRow
              key={item.key}
              item={item}
              {...places[range.start + i]!}
              mine={item.senderId === me}
              seen={item.key === seenKey}
              onRetry={onRetry}
              inert={inertLinks}
              onReport={onReport}
            />
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
