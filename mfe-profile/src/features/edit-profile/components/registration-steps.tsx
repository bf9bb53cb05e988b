import styled from 'styled-components';

const Header = styled.header`
  text-align: center;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  flex-wrap: wrap;
`;

const Step = styled.li<{ $state: 'done' | 'current' | 'upcoming' }>`
  padding: 4px 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  background: ${({ theme, $state }) =>
    $state === 'current' ? theme.colors.primary : $state === 'done' ? theme.colors.primarySoft : theme.colors.surfaceMuted};
  color: ${({ theme, $state }) =>
    $state === 'current' ? theme.colors.onPrimary : $state === 'done' ? theme.colors.primary : theme.colors.textMuted};
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const REGISTRATION_STEPS = ['Sign in with Google', 'Connect YouTube channel', 'Complete your profile'] as const;

/** The registration-style header of Edit Profile: title and where the user is in the three steps. */
export function RegistrationSteps() {
  const current = REGISTRATION_STEPS.length - 1;
  return (
    <Header>
      <h1>Complete your profile</h1>
      <Lead>One last step: tell other creators what you make and how you like to collaborate.</Lead>
      <Steps aria-label="Registration progress">
        {REGISTRATION_STEPS.map((label, i) => (
          <Step key={label} $state={i < current ? 'done' : i === current ? 'current' : 'upcoming'} aria-current={i === current ? 'step' : undefined}>
            {`Step ${i + 1} of ${REGISTRATION_STEPS.length}: ${label}`}
          </Step>
        ))}
      </Steps>
    </Header>
  );
}
