// The recipient's warning above a conversation they have not answered whose messages the detectors flag: what was
// found, why it matters, and one tap to report the message as a scam; then the offer to block the sender too
// (only when the server blocks). Links stay inert until the reader replies (message-text.tsx).
import { useState } from 'react';
import styled from 'styled-components';
import type { FirstContactCheck } from 'shared-api';
import { blockMember, sendReport } from 'shared-auth';
import { Button } from 'shared-ui';
import { describeFindings } from '../rules/first-contact';

const Box = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-left-width: 4px;
  background: ${({ theme }) => theme.colors.warningSoft};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[2]} 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  h3 { margin: 0 0 ${({ theme }) => theme.space[1]}; font-size: ${({ theme }) => theme.fontSizes.md}; }
  ul { margin: ${({ theme }) => theme.space[1]} 0; padding-left: ${({ theme }) => theme.space[5]}; }
  p { margin: ${({ theme }) => theme.space[1]} 0; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

export interface FirstContactBannerProps {
  check: FirstContactCheck;
  name: string;
  otherUserId: number;
  /** Blocking can be offered (the server blocks). */
  canBlock: boolean;
}

type State = 'idle' | 'sending' | 'reported' | 'failed' | 'blocked' | 'block-failed';

export function FirstContactBanner({ check, name, otherUserId, canBlock }: FirstContactBannerProps) {
  const [state, setState] = useState<State>('idle');
  const [blockGone, setBlockGone] = useState(false);
  const first = check.messages[0];
  if (!first) return null;
  const reasons = describeFindings(check.messages.flatMap((m) => m.findings));

  const report = () => {
    setState('sending');
    sendReport({ item: { kind: 'MESSAGE', id: first.messageId }, category: 'SCAM_OR_FRAUD' })
      .then(() => setState('reported'), () => setState('failed'));
  };
  const block = () => {
    blockMember(otherUserId).then((r) => {
      if (r === 'blocked') setState('blocked');
      else setBlockGone(true); // the server does not block: the report alone stands
    }, () => setState('block-failed'));
  };

  return (
    <Box aria-labelledby="first-contact-title" data-testid="first-contact-banner">
      <h3 id="first-contact-title">Be careful with this first message</h3>
      <p>{name} has not talked with you before, and their message:</p>
      <ul>{reasons.map((r) => <li key={r}>{r}</li>)}</ul>
      <p>
        Fake collaboration offers use exactly this to spread malware, steal accounts or ask for money. Never download
        files, sign in through links or pay anyone you met here. Links stay inactive until you reply.
      </p>
      {(state === 'idle' || state === 'sending' || state === 'failed') && (
        <Actions>
          <Button type="button" variant="danger" size="sm" onClick={report} disabled={state === 'sending'}>
            {state === 'sending' ? 'Reporting…' : 'Report as scam'}
          </Button>
          {state === 'failed' && <span role="alert">The report could not be sent. Please try again.</span>}
        </Actions>
      )}
      {(state === 'reported' || state === 'block-failed') && (
        <Actions role="status">
          <span>Reported. Thanks — a moderator will review it; {name} is not told who reported them.</span>
          {canBlock && !blockGone && (
            <Button type="button" variant="secondary" size="sm" onClick={block}>Also block {name}</Button>
          )}
          {state === 'block-failed' && <span role="alert">Blocking failed. Please try again.</span>}
        </Actions>
      )}
      {state === 'blocked' && <Actions role="status">Reported, and you blocked {name}.</Actions>}
    </Box>
  );
}
