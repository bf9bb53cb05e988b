import styled from 'styled-components';
import { preloadFirebase } from 'shared-auth';
import { Button } from 'shared-ui';
import { SignInAlertDialog, useGoogleSignIn } from '../../sign-in';
import { InfoCard } from './info-card';
import { ProductPreview } from './product-preview';
import { HOW_IT_WORKS_STEPS, LANDING_FEATURES, LANDING_HERO } from './landing-content';
import { CardGrid, Container, PublicMain, PublicPage, Section, SectionTitle } from './public-layout';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

const Hero = styled.section`
  padding: ${({ theme }) => theme.space[12]} 0;
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.primarySoft}, ${({ theme }) => theme.colors.accentSoft});
  text-align: center;
  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space[16]} 0; }
`;

/* Text above the picture on a phone; side by side from the large breakpoint. */
const HeroGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  align-items: center;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 1fr;
    text-align: left;
    h1, p { margin-left: 0; }
    > div > div { justify-content: flex-start; }
  }
`;

const HeroTitle = styled.h1`
  margin: 0 auto ${({ theme }) => theme.space[4]};
  max-width: 18ch;
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
`;

const HeroText = styled.p`
  margin: 0 auto ${({ theme }) => theme.space[8]};
  max-width: 60ch;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The public home page: hero with Google sign-up / log-in, How It Works, the three features. */
export function LandingPage() {
  const { signIn, pending, alertMessage, dismissAlert } = useGoogleSignIn();
  return (
    <PublicPage>
      <PublicHeader />
      <PublicMain>
        <Hero aria-labelledby="landing-hero-title">
          <Container>
            <HeroGrid>
            <div>
            <HeroTitle id="landing-hero-title">{LANDING_HERO.title}</HeroTitle>
            <HeroText>{LANDING_HERO.subtitle}</HeroText>
            {/* Firebase downloads as a hand or focus reaches a sign-in button, ahead of the click's popup. */}
            <HeroActions onPointerOver={preloadFirebase} onFocus={preloadFirebase} onTouchStart={preloadFirebase}>
              <Button size="lg" loading={pending === 'sign-up'} disabled={pending === 'login'} onClick={() => signIn('sign-up')}>
                Sign Up for Free
              </Button>
              <Button size="lg" variant="secondary" loading={pending === 'login'} disabled={pending === 'sign-up'} onClick={() => signIn('login')}>
                Log In
              </Button>
            </HeroActions>
            </div>
            <ProductPreview />
            </HeroGrid>
          </Container>
        </Hero>

        <Section aria-labelledby="how-it-works-title" $muted>
          <Container>
            <SectionTitle id="how-it-works-title">How It Works</SectionTitle>
            <CardGrid>
              {HOW_IT_WORKS_STEPS.map((step) => (
                <InfoCard key={step.title} title={step.title} text={step.text} icon={step.icon} />
              ))}
            </CardGrid>
          </Container>
        </Section>

        <Section aria-labelledby="features-title">
          <Container>
            <SectionTitle id="features-title">Why CollabHub</SectionTitle>
            <CardGrid>
              {LANDING_FEATURES.map((feature) => (
                <InfoCard key={feature.title} title={feature.title} text={feature.text} icon={feature.icon} />
              ))}
            </CardGrid>
          </Container>
        </Section>
      </PublicMain>
      <PublicFooter />
      <SignInAlertDialog message={alertMessage} onClose={dismissAlert} />
    </PublicPage>
  );
}
