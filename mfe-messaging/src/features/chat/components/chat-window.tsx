// The open conversation (SPEC §2): header with Online / Offline and typing, the message log (an accessible log
// with a live region), older history on scrolling up with the position kept, the scroll-to-bottom button beyond
// 100 px, 'Seen' under my last read message, Retry for a refused one, and the composer.
import { Fragment, useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { Conversation } from 'shared-api';
import { Avatar, Button, InlineAlert, Spinner, TextArea, formatChatTimestamp } from 'shared-ui';
import type { ChatItem } from '../rules/message-list';
import type { ChatDataService, ChatSnapshot } from '../service/chat-data-service';
import { MessageText } from './message-text';

export const SCROLL_BOTTOM_THRESHOLD_PX = 100;

const Frame = styled.section`
  display: grid;
  grid-template-rows: auto auto 1fr auto;
  grid-template-columns: minmax(0, 1fr);
  width: 100%;
  min-height: 0;
  height: 100%;
  position: relative;
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding-bottom: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

const BackButton = styled(Button)`
  white-space: nowrap;
  flex-shrink: 0;
  ${({ theme }) => theme.media.md} { display: none; }
`;

const Presence = styled.span<{ $online: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme, $online }) => ($online ? theme.colors.success : theme.colors.grey[400])};
  }
`;

const Log = styled.div`
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[1]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 0;
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
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
  /* Off-screen messages of a long conversation cost no layout or paint. */
  content-visibility: auto;
  contain-intrinsic-size: auto 48px;
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

const Typing = styled.p`
  margin: 0;
  min-height: 1.4em;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

const Composer = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-end;
  padding-top: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  textarea { flex: 1; resize: none; min-height: 44px; max-height: 160px; }
`;

const ScrollDown = styled(Button)`
  position: absolute;
  right: ${({ theme }) => theme.space[4]};
  bottom: 96px;
  border-radius: ${({ theme }) => theme.radii.pill};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const VisuallyHidden = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const SEND_REFUSALS: Record<string, string> = {
  self: 'You cannot send a message to yourself.',
  busy: 'Please wait: your previous message is still being sent.',
  'unknown-conversation': 'This conversation is not available.',
};

export interface ChatWindowProps {
  service: ChatDataService;
  snapshot: ChatSnapshot;
  conversation: Conversation;
  onBack(): void;
}

export function ChatWindow({ service, snapshot, conversation, onBack }: ChatWindowProps) {
  const me = service.userId;
  const name = conversation.opponentChannelInfo.channelName || conversation.opponentChannelInfo.name;
  const state = snapshot.messages[conversation.id];
  const items = service.itemsOf(conversation.id);
  // While this tab is disconnected it cannot know: the other user counts as offline until presence is fresh again.
  const online = snapshot.connected && (snapshot.online[conversation.opponentUserId] ?? false);
  const typing = (snapshot.typingUntil[conversation.id] ?? 0) > Date.now();
  const readUpTo = snapshot.readUpTo[conversation.id] ?? conversation.opponentLastReadSequence ?? 0;
  const seenKey = lastSeenKey(items, me, readUpTo);

  const logRef = useRef<HTMLDivElement>(null);
  const [atBottom, setAtBottom] = useState(true);
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const firstKey = items[0]?.key;
  const lastKey = items[items.length - 1]?.key;
  const previous = useRef<{ firstKey?: string; lastKey?: string; height: number; top: number }>({ height: 0, top: 0 });

  // Typing clears by itself after 5 s without a new signal.
  const [, tick] = useState(0);
  useEffect(() => {
    if (!typing) return;
    const t = setTimeout(() => tick((n) => n + 1), Math.max(0, (snapshot.typingUntil[conversation.id] ?? 0) - Date.now()) + 50);
    return () => clearTimeout(t);
  }, [typing, snapshot.typingUntil, conversation.id]);

  // Keep the place when older messages are added on top; follow new ones while at the bottom.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const prev = previous.current;
    if (prev.firstKey && firstKey !== prev.firstKey && lastKey === prev.lastKey) {
      log.scrollTop = prev.top + (log.scrollHeight - prev.height);
    } else if (lastKey !== prev.lastKey) {
      const last = items[items.length - 1];
      if (atBottom || last?.senderId === me || !prev.lastKey) log.scrollTop = log.scrollHeight;
      if (prev.lastKey && last && last.senderId !== me) setAnnouncement(`${name}: ${last.content}`);
    }
    previous.current = { firstKey, lastKey, height: log.scrollHeight, top: log.scrollTop };
  }, [firstKey, lastKey, items, atBottom, me, name]);

  const onScroll = useCallback(() => {
    const log = logRef.current;
    if (!log) return;
    setAtBottom(log.scrollHeight - log.scrollTop - log.clientHeight <= SCROLL_BOTTOM_THRESHOLD_PX);
    previous.current = { ...previous.current, height: log.scrollHeight, top: log.scrollTop };
    if (log.scrollTop < 80) void service.loadOlder(conversation.id);
  }, [service, conversation.id]);

  const scrollToBottom = () => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
    setAtBottom(true);
  };

  const submit = () => {
    const result = service.send(conversation.id, draft);
    if (result === 'queued') {
      setDraft('');
      setNotice(null);
      service.notifyTyping(conversation.id, false);
    } else if (result !== 'empty') {
      setNotice(SEND_REFUSALS[result] ?? null);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter (and Enter while composing with an input method) adds a line.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <Frame aria-label={`Conversation with ${name}`}>
      <Header>
        <BackButton type="button" variant="ghost" size="sm" onClick={onBack} aria-label="Back to conversations">
          ← Back
        </BackButton>
        <Avatar src={conversation.opponentChannelInfo.thumbnail || conversation.opponentChannelInfo.avatarUrl} name={name} size={40} />
        <div style={{ minWidth: 0 }}>
          <h2>{name}</h2>
          <Presence $online={online}>{online ? 'Online' : 'Offline'}</Presence>
        </div>
      </Header>
      {!snapshot.connected ? (
        <InlineAlert tone="warning">Reconnecting… Messages you send now will be delivered when the connection is back.</InlineAlert>
      ) : <div />}
      <Log ref={logRef} role="log" aria-label={`Messages with ${name}`} tabIndex={0} onScroll={onScroll}>
        {state?.loadingOlder && <Spinner aria-label="Loading older messages" />}
        {state?.error && <InlineAlert tone="error">{state.error}</InlineAlert>}
        {!state?.loaded && state?.loading && <Spinner aria-label="Loading messages" />}
        {state?.loaded && items.length === 0 && (
          <p style={{ textAlign: 'center', opacity: 0.8 }}>No messages yet. Say hello to {name}!</p>
        )}
        {items.map((item) => {
          const mine = item.senderId === me;
          return (
            <Fragment key={item.key}>
              <Bubble $mine={mine} $failed={item.state === 'failed'} data-testid="chat-message" data-state={item.state}>
                <MessageText text={item.content} />
              </Bubble>
              <Meta $mine={mine}>
                <time dateTime={item.timestamp}>{formatChatTimestamp(item.timestamp)}</time>
                {mine && item.state === 'sending' && <span>Sending…</span>}
                {mine && item.state === 'failed' && (
                  <>
                    <span role="alert">Not sent{item.error ? `: ${item.error}` : ''}</span>
                    <Button type="button" size="sm" variant="secondary" onClick={() => service.retry(item.key)}>Retry</Button>
                  </>
                )}
                {item.key === seenKey && <span data-testid="seen">Seen</span>}
              </Meta>
            </Fragment>
          );
        })}
      </Log>
      <div>
        <Typing aria-live="polite">{typing ? `${name} is typing…` : ''}</Typing>
        {notice && <InlineAlert tone="warning">{notice}</InlineAlert>}
        <Composer onSubmit={(e) => { e.preventDefault(); submit(); }}>
          <TextArea
            aria-label={`Message ${name}`}
            placeholder="Write a message…"
            aria-describedby="composer-hint"
            rows={1}
            value={draft}
            maxLength={5000}
            onChange={(e) => {
              setDraft(e.target.value);
              if (e.target.value.trim()) service.notifyTyping(conversation.id);
              else service.notifyTyping(conversation.id, false);
            }}
            onKeyDown={onKeyDown}
          />
          <Button type="submit" disabled={draft.trim() === ''}>Send</Button>
        </Composer>
        <VisuallyHidden id="composer-hint">Enter sends, Shift+Enter adds a new line.</VisuallyHidden>
      </div>
      {!atBottom && (
        <ScrollDown type="button" variant="secondary" size="sm" onClick={scrollToBottom} aria-label="Scroll to the newest message">
          ↓ New messages
        </ScrollDown>
      )}
      <VisuallyHidden aria-live="polite" aria-atomic="true">{announcement}</VisuallyHidden>
    </Frame>
  );
}

/** The key of my last message the other user has read (by server sequence), if any. */
export function lastSeenKey(items: readonly ChatItem[], me: number, readUpTo: number): string | null {
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i]!;
    if (item.senderId === me && item.sequence !== null && item.sequence <= readUpTo) return item.key;
  }
  return null;
}
