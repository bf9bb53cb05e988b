// On an Invite Only member's profile: Send Request (on their channel page) instead of Send Message, until a request
// of the viewer's was accepted: then Send Message into the conversation it opened.
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, collaborationStatusInfo } from 'shared-ui';
import { useAcceptedConversation } from '../hooks/use-accepted-conversation';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  align-items: flex-start;
  p { margin: 0; font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; max-width: 20rem; }
`;

export const INVITE_ONLY_HINT = 'This channel is Invite Only: send a collaboration request. You can message once it is accepted.';

export function isInviteOnly(status: unknown): boolean {
  return collaborationStatusInfo(status).code === 'INVITE_ONLY';
}

export const REQUEST_ACCEPTED_HINT = 'Your collaboration request was accepted: your conversation is open.';

export function SendRequestAction({ channelId }: { channelId: string }) {
  const navigate = useNavigate();
  // A failed lookup leaves Send Request, which the channel page answers correctly anyway.
  const conversationId = useAcceptedConversation(channelId);
  if (conversationId !== null) {
    return (
      <Box>
        <Button type="button" aria-describedby="invite-only-hint"
          onClick={() => navigate(`/messages?conversation=${conversationId}`)}>
          Send Message
        </Button>
        <p id="invite-only-hint">{REQUEST_ACCEPTED_HINT}</p>
      </Box>
    );
  }
  return (
    <Box>
      <Button type="button" aria-describedby="invite-only-hint"
        onClick={() => navigate(`/channelPage/${encodeURIComponent(channelId)}?request=new`)}>
        Send Request
      </Button>
      <p id="invite-only-hint">{INVITE_ONLY_HINT}</p>
    </Box>
  );
}
