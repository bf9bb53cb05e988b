import styled from 'styled-components';
import { Card, Handshake, ShieldCheck, TrendingUp, type LucideIcon } from 'shared-ui';
import { ABOUT_INTRO, ABOUT_SECTIONS } from './about-content';
import { CardGrid, Container, PublicMain, PublicPage, Section } from './public-layout';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

const Intro = styled.section`
  padding: ${({ theme }) => theme.space[12]} 0 ${({ theme }) => theme.space[8]};
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.primarySoft}, ${({ theme }) => theme.colors.accentSoft});
  h1 { margin: 0 0 ${({ theme }) => theme.space[4]}; font-size: ${({ theme }) => theme.fontSizes['3xl']}; }
  p { margin: 0; max-width: 65ch; font-size: ${({ theme }) => theme.fontSizes.lg}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Item = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  height: 100%;
  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
  svg { color: ${({ theme }) => theme.colors.primary}; }
`;

const ICONS: readonly LucideIcon[] = [Handshake, ShieldCheck, TrendingUp];

/** About Us: one page, linked from every footer. */
export function AboutPage() {
  return (
    <PublicPage>
      <PublicHeader />
      <PublicMain>
        <Intro aria-labelledby="about-title">
          <Container>
            <h1 id="about-title">About CollabHub</h1>
            <p>{ABOUT_INTRO}</p>
          </Container>
        </Intro>
        <Section aria-label="What CollabHub offers">
          <Container>
            <CardGrid>
              {ABOUT_SECTIONS.map((section, i) => {
                const Icon = ICONS[i % ICONS.length]!;
                return (
                  <Item as="li" key={section.title}>
                    <Icon size={28} aria-hidden="true" />
                    <h2>{section.title}</h2>
                    <p>{section.text}</p>
                  </Item>
                );
              })}
            </CardGrid>
          </Container>
        </Section>
      </PublicMain>
      <PublicFooter />
    </PublicPage>
  );
}
