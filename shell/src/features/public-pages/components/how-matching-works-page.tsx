// /how-matching-works: the public description of the collab-fit score, its components, weights and parameters,
// read from the same constants the server ranks with (shared-api collab-fit.ts).
import styled from 'styled-components';
import { FIT_COMPONENT_KEYS, FIT_COMPONENT_LABELS, FIT_PARAMETERS as P, FIT_WEIGHTS } from 'shared-api/collab-fit-rules';
import { Container, PublicMain, PublicPage, Section } from './public-layout';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

const Prose = styled.div`
  max-width: 75ch;
  h1 { margin: 0 0 ${({ theme }) => theme.space[4]}; font-size: ${({ theme }) => theme.fontSizes['3xl']}; }
  h2 { margin: ${({ theme }) => theme.space[8]} 0 ${({ theme }) => theme.space[2]}; font-size: ${({ theme }) => theme.fontSizes.xl}; }
  p, li { line-height: 1.6; }
  table { width: 100%; border-collapse: collapse; margin: ${({ theme }) => theme.space[4]} 0; }
  th, td { text-align: left; padding: ${({ theme }) => theme.space[2]}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; vertical-align: top; }
  td:nth-child(2) { white-space: nowrap; font-variant-numeric: tabular-nums; }
  /* A phone has no room for three columns: each part becomes a block (name and points, then how it is counted).
     The table keeps its roles explicitly, since a changed display drops them in some browsers. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    thead tr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
    tbody tr { display: grid; grid-template-columns: 1fr auto; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
    tbody td { border-bottom: 0; }
    tbody td:first-child { font-weight: 600; }
    tbody td:nth-child(3) { grid-column: 1 / -1; padding-top: 0; }
  }
`;

const HOW: Record<(typeof FIT_COMPONENT_KEYS)[number], string> = {
  topics: `${P.sameCategoryPoints} for the same category, plus ${P.sharedTagPoints} per shared tag (at most ${P.sharedTagsCounted} tags).`,
  language: `${P.sameLanguagePoints} when both make content in the same main language.`,
  size: `By how far apart the subscriber counts are, in steps of about ×3: ${P.sizePointsByDistance.join(', ')} points for 0, 1, 2, 3 steps; none further. Channels of similar size say yes most often.`,
  status: `Open to Collaborations ${P.statusPoints.open}, Invite Only ${P.statusPoints.inviteOnly}, not said ${P.statusPoints.unknown}; the weaker side counts. Not Actively Seeking channels are never listed by fit.`,
  formats: `Collaboration formats you both offer: ${P.formatPoints.one} for one, ${P.formatPoints.twoOrMore} for two or more.`,
  activity: `From verified YouTube stats only: last upload within 30 days ${P.activityPoints.within30}, within 90 days ${P.activityPoints.within90}, older ${P.activityPoints.older}; not verified ${P.activityPoints.unverified}. The weaker side counts.`,
  responsiveness: `Collaboration requests and first messages of the last 180 days: at least ${P.answeredShareGood * 100}% answered with a typical reply within a day ${P.responsivenessPoints.withinDay}, within 3 days ${P.responsivenessPoints.withinThreeDays}; at least ${P.answeredShareHalf * 100}% answered ${P.responsivenessPoints.answersHalf}; fewer ${P.responsivenessPoints.rarelyAnswers}; no requests yet ${P.responsivenessPoints.unknown}. The weaker side counts.`,
};

export function HowMatchingWorksPage() {
  return (
    <PublicPage>
      <PublicHeader />
      <PublicMain>
        <Section aria-labelledby="matching-title">
          <Container>
            <Prose>
              <h1 id="matching-title">How matching works</h1>
              <p>
                When you sort by <strong>Best fit</strong>, CollabHub ranks channels by a collab-fit score from 0 to 100.
                The score is two-way: it only counts what is good for both of you, so a channel you fit well also
                fits you well. Every card shows its strongest reasons, and <em>Why this match?</em> lists every part.
              </p>
              <h2>The parts of the score</h2>
              <table role="table">
                <thead>
                  <tr role="row">
                    <th role="columnheader" scope="col">Part</th><th role="columnheader" scope="col">Up to</th>
                    <th role="columnheader" scope="col">How it is counted</th>
                  </tr>
                </thead>
                <tbody>
                  {FIT_COMPONENT_KEYS.map((key) => (
                    <tr key={key} role="row">
                      <td role="cell">{FIT_COMPONENT_LABELS[key]}</td><td role="cell">{FIT_WEIGHTS[key]} points</td>
                      <td role="cell">{HOW[key]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <h2>Ties and limits</h2>
              <ul>
                <li>At an equal score, an Open channel comes before an Invite Only one, then the larger channel.</li>
                <li>
                  To answer fast at a million channels, only channels that share your category or your language
                  and are near your size are scored, the closest sizes first (a few thousand at most); a channel
                  sharing neither misses the 25 points those two give.
                </li>
                <li>Nothing is paid for: no channel can buy a better place.</li>
              </ul>
              <h2>Similar channels and saved searches</h2>
              <p>
                A channel page lists channels similar to it: the same category first, then the same language, then
                the nearest size. Saved searches keep your filters; when channels join or change so that they match,
                you get a notification saying how many.
              </p>
            </Prose>
          </Container>
        </Section>
      </PublicMain>
      <PublicFooter />
    </PublicPage>
  );
}
