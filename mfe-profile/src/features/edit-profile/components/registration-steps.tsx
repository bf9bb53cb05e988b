import styled from 'styled-components';
import { Check, visuallyHidden } from 'shared-ui';

const Header = styled.header`
  text-align: center;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  h1 { margin: 0; }
`;

/* Three equal columns: the labels line up under their numbers whatever their length, on a phone too. */
const Steps = styled.ol`
  list-style: none;
  margin: ${({ theme }) => theme.space[2]} auto 0;
  padding: 0;
  width: 100%;
  max-width: 640px;
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space[2]};
`;

type StepState = 'done' | 'current' | 'upcoming';

const Step = styled.li<{ $state: StepState }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.3;
  color: ${({ theme, $state }) => ($state === 'upcoming' ? theme.colors.textMuted : theme.colors.text)};
`;

const Marker = styled.span<{ $state: StepState }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.round};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  background: ${({ theme, $state }) => ($state === 'upcoming' ? theme.colors.surfaceMuted : theme.colors.primary)};
  color: ${({ theme, $state }) => ($state === 'upcoming' ? theme.colors.textMuted : theme.colors.onPrimary)};
  box-shadow: ${({ theme, $state }) => ($state === 'current' ? `0 0 0 4px ${theme.colors.primarySoft}` : 'none')};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const REGISTRATION_STEPS = ['Sign in with Google', 'Connect YouTube channel', 'Complete your profile'] as const;

const STATE_TEXT: Record<StepState, string> = { done: 'completed', current: 'current step', upcoming: 'not started' };

/** The registration-style header of Edit Profile: title and where the user is in the three steps. */
export function RegistrationSteps() {
  const current = REGISTRATION_STEPS.length - 1;
  return (
    <Header>
      <h1>Complete your profile</h1>
      <Lead>One last step: tell other creators what you make and how you like to collaborate.</Lead>
      <Steps aria-label="Registration progress">
        {REGISTRATION_STEPS.map((label, i) => {
          const state: StepState = i < current ? 'done' : i === current ? 'current' : 'upcoming';
          return (
            <Step key={label} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <Marker $state={state} aria-hidden="true">
                {state === 'done' ? <Check size={18} strokeWidth={3} /> : i + 1}
              </Marker>
              <span>
                {label}
                <Hidden>{`, step ${i + 1} of ${REGISTRATION_STEPS.length}, ${STATE_TEXT[state]}`}</Hidden>
              </span>
            </Step>
          );
        })}
      </Steps>
    </Header>
  );
}
