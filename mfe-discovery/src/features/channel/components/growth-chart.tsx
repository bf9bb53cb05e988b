// The channel page's growth history: subscribers and views over time, as the YouTube sync read them. Plain SVG,
// with a title and a description that states the first and last readings for screen readers.
import styled from 'styled-components';
import { Card, SyncBadge, formatSubscribers, formatThousands, syncStateOf } from 'shared-ui';
import { useStatsHistory } from '../hooks/use-stats-history';
import { CHART_HEIGHT, CHART_WIDTH, chartLine } from '../rules/growth-chart';

const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  header { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space[2]}; align-items: center; justify-content: space-between; }
  /* A fixed band of height at every width: on a phone the chart stays readable rather than shrinking with the width. */
  svg { width: 100%; height: clamp(120px, 22vw, 190px); display: block; }
  ul { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space[3]}; margin: 0; padding: 0; list-style: none;
    font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
  li::before { content: ''; display: inline-block; width: 12px; height: 3px; margin-right: 6px; vertical-align: middle; background: var(--swatch); }
`;

export function GrowthChart({ channelId, syncedAt }: { channelId: number; syncedAt: string | null | undefined }) {
  const { history, failed } = useStatsHistory(channelId);

  const points = history?.points ?? [];
  const subs = chartLine(points, (p) => p.subscribers);
  const views = chartLine(points, (p) => p.views);
  const first = points[0];
  const last = points.at(-1);
  const desc = first && last
    ? `${points.length} readings. Subscribers ${formatSubscribers(first.subscribers)} to ${formatSubscribers(last.subscribers)}, views ${formatThousands(first.views)} to ${formatThousands(last.views)}.`
    : 'No readings yet.';
  return (
    <Panel as="section" aria-labelledby="growth-title" data-testid="growth-chart">
      <header>
        <h2 id="growth-title">Growth</h2>
        <SyncBadge state={syncStateOf(syncedAt)} syncedAt={syncedAt ?? null} />
      </header>
      {failed && <p role="status">The history could not be loaded.</p>}
      {history && !subs && <p>No history yet: it starts with the next sync.</p>}
      {subs && views && (
        <>
          <svg viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`} role="img" aria-labelledby="growth-svg-title growth-svg-desc" preserveAspectRatio="none">
            <title id="growth-svg-title">Subscribers and views over time</title>
            <desc id="growth-svg-desc">{desc}</desc>
            <polyline points={views.points} fill="none" stroke="#9aa5b1" strokeWidth={2} vectorEffect="non-scaling-stroke" />
            <polyline points={subs.points} fill="none" stroke="#4f46e5" strokeWidth={3} vectorEffect="non-scaling-stroke" />
          </svg>
          <ul aria-hidden="true">
            <li style={{ ['--swatch' as string]: '#4f46e5' }}>Subscribers {last && formatSubscribers(last.subscribers)}</li>
            <li style={{ ['--swatch' as string]: '#9aa5b1' }}>Views {last && formatThousands(last.views)}</li>
          </ul>
        </>
      )}
    </Panel>
  );
}
