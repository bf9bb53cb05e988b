// Geometry of the growth chart: history points → SVG polyline coordinates in a fixed viewBox.
import type { ChannelStatsPoint } from 'shared-api';

export const CHART_WIDTH = 600;
export const CHART_HEIGHT = 160;
const PAD = 8;

export interface ChartLine {
  points: string;
  min: number;
  max: number;
}

/** One series scaled to the chart: time on x, value on y (its own min-max, so both series use the full height). */
export function chartLine(history: ChannelStatsPoint[], pick: (p: ChannelStatsPoint) => number): ChartLine | null {
  if (history.length === 0) return null;
  const times = history.map((p) => new Date(p.recordedAt).getTime());
  const values = history.map(pick);
  const t0 = Math.min(...times);
  const t1 = Math.max(...times);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const x = (t: number) => (t1 === t0 ? CHART_WIDTH / 2 : PAD + ((t - t0) / (t1 - t0)) * (CHART_WIDTH - 2 * PAD));
  const y = (v: number) => (max === min ? CHART_HEIGHT / 2 : CHART_HEIGHT - PAD - ((v - min) / (max - min)) * (CHART_HEIGHT - 2 * PAD));
  const coords = history.map((p, i) => `${x(times[i] as number).toFixed(1)},${y(values[i] as number).toFixed(1)}`);
  // A single reading still draws: a short flat line through it.
  if (coords.length === 1) coords.unshift(`${PAD},${CHART_HEIGHT / 2}`);
  return { points: coords.join(' '), min, max };
}
