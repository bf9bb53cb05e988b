import { useAtomValue } from 'shared-auth';
import { useRef } from 'react';
import styled from 'styled-components';
import { runtimeConfigAtom } from 'shared-auth';
import { Button } from 'shared-ui';
import { COMING_SOON_TEXT, WHAT_TO_EXPECT } from './coming-soon-content';
import { EmailSignupForm } from './email-signup-form';
import { InfoCard } from './info-card';
import { CardGrid, Container, PublicMain, PublicPage, Section, SectionTitle } from './public-layout';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

const Hero = styled.section`
  padding: ${({ theme }) => theme.space[16]} 0 ${({ theme }) => theme.space[12]};
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.primarySoft}, ${({ theme }) => theme.colors.accentSoft});
  text-align: center;
`;

const Title = styled.h1`
  margin: 0 auto ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
`;

const Lead = styled.p`
  margin: 0 auto ${({ theme }) => theme.space[4]};
  max-width: 60ch;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Launch = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[8]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
`;

/** The configured launch date (ISO) as a long date; any other text is shown as written. */
export function formatLaunchDate(value: string): string {
  // Only ISO dates: engines "parse" free text such as 'Spring 2027' into arbitrary days.
  const date = /^\d{4}-\d{2}-\d{2}/.test(value) ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

export interface ComingSoonPageProps {
  subscribe?: (email: string) => Promise<void>;
}

/** The pre-launch home page (runtime config `comingSoon: true`). */
export function ComingSoonPage({ subscribe }: ComingSoonPageProps) {
  const config = useAtomValue(runtimeConfigAtom);
  const emailInput = useRef<HTMLInputElement>(null);
  const launchDate = formatLaunchDate(config?.launchDate ?? '');

  const goToForm = () => {
    emailInput.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    emailInput.current?.focus({ preventScroll: true });
  };

  return (
    <PublicPage>
      <PublicHeader homeOnly actions={<Button onClick={goToForm}>Get Notified</Button>} />
      <PublicMain>
        <Hero aria-labelledby="coming-soon-title">
          <Container>
            <Title id="coming-soon-title">{COMING_SOON_TEXT.title}</Title>
            <Lead>{COMING_SOON_TEXT.subtitle}</Lead>
            {launchDate && <Launch>Launching {launchDate}</Launch>}
            <EmailSignupForm inputRef={emailInput} subscribe={subscribe} />
          </Container>
        </Hero>
        <Section aria-labelledby="what-to-expect-title">
          <Container>
            <SectionTitle id="what-to-expect-title">What to Expect</SectionTitle>
            <CardGrid>
              {WHAT_TO_EXPECT.map((card) => (
                <InfoCard key={card.title} title={card.title} text={card.text} icon={card.icon} />
              ))}
            </CardGrid>
          </Container>
        </Section>
      </PublicMain>
      <PublicFooter variant="coming-soon" />
    </PublicPage>
  );
}
