// /messages (SPEC §2): the conversation list and the open conversation. `?conversation={id}` opens one directly
// and survives a reload. On phones the list and the chat are two screens: the list fills the screen below the
// app header, and an open conversation fills the whole screen (the app frame steps aside, the composer stays above
// the on-screen keyboard) with a compact header: Back, the partner's name as the page's h1, their status. On wider
// screens the page fits the viewport below the header: the lists scroll inside it, the page does not. Focus
// follows: opening a conversation whose row disappears moves it to the conversation's heading, and Back returns
// it to that conversation's row.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from 'shared-auth';
import { Button, Card, InlineAlert, PHONE_FULL_SCREEN_MEDIA, Spinner, theme, usePhoneFullScreen, warmLocaleData } from 'shared-ui';
import { ChatWindow } from '../../chat/components/chat-window';
import { chatUserId, useChatService, useChatServiceHost, useChatSnapshot } from '../../chat/hooks/chat-service-host';
import { focusLost } from '../../chat/hooks/focus-lost';
import { useMediaQuery } from '../hooks/use-media-query';
import { useDocumentTop } from '../hooks/use-viewport-fit';
import { useVisualViewportBox } from '../hooks/use-visual-viewport';
import { ConversationList } from './conversation-list';

/** Space kept below the page, above the bottom of the screen. */
const BOTTOM_GAP_PX = 16;

const Layout = styled.div<{ $chatOpen: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  /* Until the page has measured where it starts (use-viewport-fit.ts): the desktop header and the main padding. */
  height: calc(100dvh - ${({ theme }) => theme.layout.headerHeight} - 48px);
  min-height: 320px;
  /* minmax(0, …): long names and messages wrap inside the column instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  & > :first-child { display: ${({ $chatOpen }) => ($chatOpen ? 'none' : 'flex')}; }
  & > :last-child { display: ${({ $chatOpen }) => ($chatOpen ? 'flex' : 'none')}; }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 320px minmax(0, 1fr);
    & > :first-child, & > :last-child { display: flex; }
  }
  /* A wider list on a desktop: the folder tabs with their counts and more of each preview fit. */
  ${({ theme }) => theme.media.lg} { grid-template-columns: 360px minmax(0, 1fr); }
`;

const Pane = styled(Card)`
  flex-direction: column;
  min-height: 0;
  min-width: 0;
  overflow: hidden;
`;

/* On a phone an open conversation is a layer over the whole (visual) viewport, edge to edge. */
const ChatPane = styled(Pane)<{ $open: boolean }>`
  ${({ $open, theme }) => ($open ? `${PHONE_FULL_SCREEN_MEDIA} {
    position: fixed;
    left: 0;
    right: 0;
    top: var(--viewport-top, 0px);
    height: var(--viewport-height, 100dvh);
    z-index: ${theme.zIndex.header + 1};
    border: 0;
    border-radius: 0;
    box-shadow: none;
    padding: ${theme.space[2]} ${theme.space[3]};
  }` : '')}
`;

const Empty = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  h2 { color: ${({ theme }) => theme.colors.text}; margin: 0 0 ${({ theme }) => theme.space[2]}; }
`;

/** From here the list and the conversation are side by side (theme.media.md). */
const WIDE_MEDIA = `(min-width: ${theme.breakpoints.md}px)`;

const BackLink = styled(Button)`
  margin-top: ${({ theme: t }) => t.space[4]};
  ${({ theme: t }) => t.media.md} { display: none; }
`;

interface RecipientState { recipient?: { userId?: number | string | null } }

export function MessagesPage() {
  useChatServiceHost();
  const service = useChatService();
  const snapshot = useChatSnapshot();
  const { signedIn, serverUser } = useSession();
  // Without a member to chat as there is nothing to load: the empty states show at once.
  const nothingToLoad = !signedIn || chatUserId(serverUser) === null;
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const raw = params.get('conversation');
  const openId = raw && /^\d+$/.test(raw) ? Number(raw) : null;

  // The list and the chat show times as soon as they arrive: their locale data loads off the main thread now.
  useEffect(() => {
    if (!nothingToLoad) warmLocaleData();
  }, [nothingToLoad]);

  // Tell the service which conversation is open (it marks it read and loads it).
  const known = openId !== null && snapshot?.conversations.some((c) => c.id === openId);
  useEffect(() => {
    if (!service) return;
    service.openConversation(known ? openId : null);
    return () => service.openConversation(null);
  }, [service, openId, known]);

  // A conversation from the URL that this list does not know yet (just created elsewhere): ask the server.
  useEffect(() => {
    if (service && snapshot?.conversationsLoaded && openId !== null && !known) service.refreshConversations();
  }, [service, snapshot?.conversationsLoaded, openId, known]);

  // Opened with a recipient (older links from a profile): find or create the conversation, then open it.
  const recipientId = Number((location.state as RecipientState | null)?.recipient?.userId);
  useEffect(() => {
    if (!service || !Number.isSafeInteger(recipientId) || recipientId <= 0) return;
    service.startConversation(recipientId)
      .then((c) => navigate(`/messages?conversation=${c.id}`, { replace: true }))
      .catch(() => {});
  }, [service, recipientId, navigate]);

  const layoutRef = useRef<HTMLDivElement>(null);
  const chatPaneRef = useRef<HTMLDivElement>(null);
  const top = useDocumentTop(layoutRef);
  const wide = useMediaQuery(WIDE_MEDIA);
  usePhoneFullScreen(openId !== null);
  useVisualViewportBox(chatPaneRef, openId !== null && !wide);

  // Back (or the browser's back) from a conversation: focus goes to its row instead of the page body.
  const listRef = useRef<HTMLDivElement>(null);
  const previousOpenId = useRef(openId);
  useEffect(() => {
    const left = previousOpenId.current;
    previousOpenId.current = openId;
    if (openId !== null || left === null || !focusLost()) return;
    listRef.current?.querySelector<HTMLElement>(`[data-conversation-id="${left}"]`)?.focus();
  }, [openId]);
  // Opening a conversation shows the whole chat pane, its Back button right below the header.
  useEffect(() => {
    if (openId !== null && window.scrollY > 0) window.scrollTo({ top: 0 });
  }, [openId]);

  const conversation = openId === null ? undefined : snapshot?.conversations.find((c) => c.id === openId);
  const open = (id: number | null) => setParams(id === null ? {} : { conversation: String(id) });

  return (
    <Layout
      ref={layoutRef}
      $chatOpen={openId !== null}
      style={top === null ? undefined : { height: `calc(100dvh - ${top + BOTTOM_GAP_PX}px)` }}
    >
      <Pane as="div" ref={listRef}>
        <ConversationList
          conversations={snapshot?.conversations ?? []}
          loaded={snapshot?.conversationsLoaded ?? nothingToLoad}
          error={snapshot?.conversationsError ?? null}
          openId={openId}
          onOpen={(id) => open(id)}
          onRetry={() => service?.refreshConversations()}
          me={service?.userId ?? null}
        />
      </Pane>
      <ChatPane as="div" ref={chatPaneRef} $open={openId !== null}>
        {service && snapshot && conversation ? (
          <ChatWindow
            key={conversation.id}
            service={service}
            snapshot={snapshot}
            conversation={conversation}
            pageHeading={!wide}
            onBack={() => open(null)}
          />
        ) : openId !== null ? (
          // Still loading, or not found: on a phone this fills the screen, so it keeps a way back.
          <Empty>
            {snapshot?.conversationsLoaded && !snapshot.conversationsLoading
              ? <InlineAlert tone="warning">This conversation could not be found.</InlineAlert>
              : <Spinner label="Loading the conversation" />}
            <BackLink type="button" variant="secondary" size="sm" onClick={() => open(null)}>Back to conversations</BackLink>
          </Empty>
        ) : (
          <Empty aria-label="Chat">
            <h2>No conversation selected</h2>
            <p>Select a conversation or start a new one</p>
          </Empty>
        )}
      </ChatPane>
    </Layout>
  );
}
