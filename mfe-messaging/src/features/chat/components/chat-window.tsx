// The open conversation (SPEC §2): header with Online / Offline and typing, the message log (an accessible log
// with a live region), older history on scrolling up with the position kept, the scroll-to-bottom button beyond
// 100 px, 'Seen' under my last read message, Retry for a refused one, and the composer. On a phone the header is
// compact (Back, the partner's name as the page's h1, their status) and opening the conversation moves focus to
// that heading when the row it was opened from has gone. The header's menu has Block (with a confirmation); a
// message request shows its preview (who is writing, Accept / Delete / Block / Report) above the messages.
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { Conversation } from 'shared-api';
import { allowanceText } from 'shared-api/first-contact-allowance';
import { findLinks, type FirstContactFinding } from 'shared-api/first-contact-guard';
import { blockMember, sendReport } from 'shared-auth';
import { Avatar, BlockDialog, Button, Dropdown, InlineAlert, ReportDialog, TextArea, VisuallyHidden } from 'shared-ui';
import { FirstContactBanner } from './first-contact-banner';
import { FirstMessagePrompt } from './first-message-prompt';
import { useBlockingAvailable } from '../hooks/use-blocking-available';
import { useFirstContactCheck } from '../hooks/use-first-contact-check';
import { useNewConversationAllowance } from '../hooks/use-first-contact-limits';
import { RequestPreview } from './request-preview';
import { folderOf } from '../rules/folders';
import { focusLost } from '../hooks/focus-lost';
import { firstMessageFindings, haveAnswered } from '../rules/first-contact';
import { toChatItems, type ChatItem } from '../rules/message-list';
import type { ChatDataService, ChatSnapshot } from '../service/chat-data-service';
import { MessageLog } from './message-log';
import { TypingIndicator } from './typing-indicator';

const Frame = styled.section`
  display: grid;
  grid-template-rows: auto auto 1fr auto;
  grid-template-columns: minmax(0, 1fr);
  width: 100%;
  min-height: 0;
  height: 100%;
  position: relative;
`;

/* A div, not a <header>: inside the page's main region a header element would be a second banner to some readers. */
const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding-bottom: ${({ theme }) => theme.space[2]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[3]};
    padding-bottom: ${({ theme }) => theme.space[3]};
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  &:focus { outline: none; }
  &:focus-visible { box-shadow: ${({ theme }) => theme.shadows.focus}; }
  ${({ theme }) => theme.media.md} { font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

const BackButton = styled(Button)`
  white-space: nowrap;
  flex-shrink: 0;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
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

const HeaderMenu = styled.div`
  margin-left: auto;
  flex-shrink: 0;
`;

const MenuDots = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  min-height: 32px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1;
`;

const Composer = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-end;
  padding-top: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  textarea { flex: 1; resize: none; min-height: 44px; max-height: 160px; }
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
  /** The partner's name is the page's h1 (on a phone, where the list and its h1 are not shown); else an h2. */
  pageHeading?: boolean;
  onBack(): void;
}

export function ChatWindow({ service, snapshot, conversation, pageHeading = false, onBack }: ChatWindowProps) {
  const me = service.userId;
  const name = conversation.opponentChannelInfo.channelName || conversation.opponentChannelInfo.name;
  const state = snapshot.messages[conversation.id];
  const messages = state?.messages;
  const outbox = snapshot.outbox;
  // Recomputed only when this conversation's messages or the outbox change (the log windows over it).
  const items = useMemo(
    () => toChatItems(messages ?? [], outbox.filter((e) => e.conversationId === conversation.id)),
    [messages, outbox, conversation.id],
  );
  // While this tab is disconnected it cannot know: the other user counts as offline until presence is fresh again.
  const online = snapshot.connected && (snapshot.online[conversation.opponentUserId] ?? false);
  const readUpTo = snapshot.readUpTo[conversation.id] ?? conversation.opponentLastReadSequence ?? 0;
  const seenKey = lastSeenKey(items, me, readUpTo);

  // Stable, so the log's memoised rows are not re-rendered for nothing.
  const onLoadOlder = useCallback(() => void service.loadOlder(conversation.id), [service, conversation.id]);
  const onRetry = useCallback((key: string) => service.retry(key), [service]);
  const [draft, setDraft] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // On a phone, opened from a row that is now hidden or from a link: start at the conversation, not the page body
  // (there the app header with its skip link is hidden too). Wider screens keep the list, and the browser's order.
  useEffect(() => {
    if (pageHeading && focusLost()) headingRef.current?.focus({ preventScroll: true });
    // Only when the conversation opens, not when the screen is resized.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [notice, setNotice] = useState<string | null>(null);
  const [blocking, setBlocking] = useState(false);
  const folder = folderOf(conversation, me);
  // After Accept the list is read again (the conversation moves to the Inbox); after Delete or Block it leaves.
  const requestDone = (action: 'accepted' | 'deleted' | 'blocked') => {
    service.refreshConversations();
    if (action !== 'accepted') onBack();
  };

  // The first-contact guard: the reader's banner and inert links until they answer; the sender's prompt.
  const loaded = state?.loaded ?? false;
  const answered = haveAnswered(items, me);
  const othersCount = items.reduce((n, i) => n + (i.senderId === me ? 0 : 1), 0);
  const check = useFirstContactCheck(conversation.id, answered || !loaded, othersCount);
  const inertLinks = !answered;
  const showInertHint = inertLinks && items.some((i) => i.senderId !== me && findLinks(i.content).length > 0);
  const [reporting, setReporting] = useState<number | null>(null);
  const canBlock = useBlockingAvailable(reporting !== null || (check?.messages.length ?? 0) > 0);
  const onReport = useCallback((messageId: number) => setReporting(messageId), []);
  const [prompt, setPrompt] = useState<FirstContactFinding[] | null>(null);
  const starting = loaded && items.length === 0;
  const allowance = useNewConversationAllowance(starting);

  const submit = (confirmed = false) => {
    if (!confirmed && draft.trim()) {
      const findings = firstMessageFindings(draft, items, me);
      if (findings.length > 0) return setPrompt(findings);
    }
    setPrompt(null);
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
          <span aria-hidden="true">←</span>
        </BackButton>
        <Avatar src={conversation.opponentChannelInfo.thumbnail || conversation.opponentChannelInfo.avatarUrl} name={name} size={pageHeading ? 36 : 40} />
        <div style={{ minWidth: 0 }}>
          <Title as={pageHeading ? 'h1' : 'h2'} ref={headingRef} tabIndex={-1}>{name}</Title>
          <Presence $online={online}>{online ? 'Online' : 'Offline'}</Presence>
        </div>
        <HeaderMenu>
          <Dropdown
            label={`More actions for ${name}`}
            trigger={<MenuDots aria-hidden="true">⋯</MenuDots>}
            items={[{ id: 'block', label: `Block ${name}`, tone: 'danger', onSelect: () => setBlocking(true) }]}
          />
        </HeaderMenu>
      </Header>
      <BlockDialog
        open={blocking}
        onBlock={() => blockMember(conversation.opponentUserId)}
        name={name}
        onClose={() => setBlocking(false)}
        onBlocked={() => { setBlocking(false); requestDone('blocked'); }}
      />
      <div>
        {!snapshot.connected && (
          <InlineAlert tone="warning">Reconnecting… Messages you send now will be delivered when the connection is back.</InlineAlert>
        )}
        {folder !== 'INBOX' && (
          <RequestPreview
            conversationId={conversation.id}
            folder={folder}
            name={name}
            opponentUserId={conversation.opponentUserId}
            onDone={requestDone}
          />
        )}
        {check && check.messages.length > 0 && (
          <FirstContactBanner check={check} name={name} otherUserId={conversation.opponentUserId} canBlock={canBlock} />
        )}
        {showInertHint && !(check && check.messages.length > 0) && (
          <InlineAlert tone="info">Links from {name} are not clickable until you reply.</InlineAlert>
        )}
      </div>
      <MessageLog
        items={items}
        me={me}
        name={name}
        seenKey={seenKey}
        loaded={state?.loaded ?? false}
        loading={state?.loading ?? false}
        loadingOlder={state?.loadingOlder ?? false}
        error={state?.error ?? null}
        onLoadOlder={onLoadOlder}
        onRetry={onRetry}
        inertLinks={inertLinks}
        onReport={onReport}
      />
      <div>
        <TypingIndicator name={name} until={snapshot.typingUntil[conversation.id] ?? 0} />
        {notice && <InlineAlert tone="warning">{notice}</InlineAlert>}
        {allowance && <InlineAlert tone={allowance.used >= allowance.limit ? 'warning' : 'info'}>{allowanceText(allowance, 'new conversations')}</InlineAlert>}
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
      <FirstMessagePrompt findings={prompt} name={name} onSend={() => submit(true)} onEdit={() => setPrompt(null)} />
      <ReportDialog
        open={reporting !== null}
        subject="this message"
        memberName={name}
        onSend={(r) => sendReport({ item: { kind: 'MESSAGE', id: reporting as number }, ...r })}
        onBlock={canBlock ? async () => (await blockMember(conversation.opponentUserId)) === 'blocked' : undefined}
        onClose={() => setReporting(null)}
      />
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
