// /channelPage/:id (SPEC §2): sample-data channel page with Collaborations and Reviews tabs, blurred for
// members without premium.
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from 'shared-auth';
import { Button, Card, Tabs } from 'shared-ui';

export const PREMIUM_ONLY_TEXT = 'This feature is available only for premium users.';

const Banner = styled.div`
  height: 160px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(120deg, ${({ theme }) => theme.colors.primary}, ${({ theme }) => theme.colors.accent});
`;

const Locked = styled.div`
  position: relative;
  > div[aria-hidden='true'] { filter: blur(4px); pointer-events: none; user-select: none; }
`;

const Notice = styled(Card)`
  position: absolute;
  inset: 20% 10% auto;
  text-align: center;
`;

function PremiumGate({ children }: { children: ReactNode }) {
  const { isPremium } = useSession();
  if (isPremium) return <>{children}</>;
  return (
    <Locked>
      <div aria-hidden="true" inert>{children}</div>
      <Notice>
        <p>{PREMIUM_ONLY_TEXT}</p>
        <Button type="button">Upgrade to Premium</Button>
      </Notice>
    </Locked>
  );
}

export function ChannelPage() {
  const { id = '' } = useParams();
  return (
    <article aria-labelledby="channel-title">
      <Banner />
      <h1 id="channel-title">Channel {id}</h1>
      <Tabs
        label="Channel sections"
        tabs={[
          { id: 'collaborations', label: 'Collaborations', content: <PremiumGate><p>Collaboration options</p></PremiumGate> },
          { id: 'reviews', label: 'Reviews', content: <PremiumGate><p>Reviews</p></PremiumGate> },
        ]}
      />
    </article>
  );
}
