import { CHART_HEIGHT, chartLine } from './growth-chart';

const point = (day: number, subscribers: number, views: number) => ({
  recordedAt: new Date(Date.UTC(2026, 10, day)).toISOString(), subscribers, views, videos: 1,
});

describe('chartLine', () => {
  it('scales time to x and the series to its own range on y (higher value, smaller y)', () => {
    const line = chartLine([point(1, 100, 10), point(2, 150, 20), point(3, 200, 40)], (p) => p.subscribers);
    expect(line?.min).toBe(100);
    expect(line?.max).toBe(200);
    const coords = line?.points.split(' ').map((c) => c.split(',').map(Number)) ?? [];
    expect(coords).toHaveLength(3);
    expect(coords[0]?.[0]).toBeLessThan(coords[2]?.[0] as number);
    expect(coords[0]?.[1]).toBeGreaterThan(coords[2]?.[1] as number);
  });

  it('draws a single reading as a flat line and nothing without readings', () => {
    const one = chartLine([point(1, 100, 10)], (p) => p.views);
    expect(one?.points).toBe(`8,${CHART_HEIGHT / 2} 300.0,${(CHART_HEIGHT / 2).toFixed(1)}`);
    expect(chartLine([], (p) => p.views)).toBeNull();
  });
});
