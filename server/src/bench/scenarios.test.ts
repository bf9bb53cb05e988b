import {
  CHANNEL_FETCH_SIZE, findChannelsByNameRequestSchema, loadFilteredChannelsRequestSchema, SORT_OPTIONS,
} from 'shared-api';
import { deepPage, matrixScenarios, scenarios } from './scenarios';

describe('benchmark scenarios', () => {
  const all = scenarios(1_000_000);

  it('are valid request bodies of the two calls', () => {
    for (const s of all) {
      const schema = s.call === 'loadFilteredChannels' ? loadFilteredChannelsRequestSchema : findChannelsByNameRequestSchema;
      expect(schema.safeParse(s.body).success).toBe(true);
    }
  });

  it('cover every sort with no filter and with each filter, first page', () => {
    const firstPages = all.filter((s) => s.call === 'loadFilteredChannels' && !s.name.endsWith('deep page'));
    const filters = new Set(firstPages.map((s) => s.name.split(' / ')[0]));
    expect([...filters]).toEqual(expect.arrayContaining([
      'no filter', 'category Gaming', 'language Japanese', 'status open', 'subscribers 1k-1M (wide)', 'subscribers 50k-55k (narrow)',
    ]));
    for (const f of filters) {
      for (const sort of SORT_OPTIONS) expect(firstPages.map((s) => s.name)).toContain(`${f} / ${sort}`);
    }
  });

  it('include deep pages about 100,000 rows in on a large table and half way in on a small one', () => {
    expect(deepPage(1_000_000) * CHANNEL_FETCH_SIZE).toBe(99_990);
    expect(deepPage(20_000)).toBe(222);
    expect(deepPage(10)).toBe(1);
    const deep = all.filter((s) => s.name.endsWith('deep page'));
    expect(deep.length).toBeGreaterThanOrEqual(3);
    for (const s of deep) expect(s.body.pagination?.page).toBe(2222);
  });

  it('search short, prefix, infix and LIKE-metacharacter texts', () => {
    const names = all.flatMap((s) => (s.call === 'findChannelsByName' ? [s.body.name] : []));
    expect(names.some((n) => n.length <= 2)).toBe(true);
    expect(names.some((n) => n.includes('%') && n.includes('_'))).toBe(true);
    expect(all.filter((s) => s.core).length).toBeGreaterThan(8);
  });
});

describe('discovery matrix', () => {
  const matrix = matrixScenarios();

  it('is every filter (active too), and combinations up to every filter at once, x every sort x pages 1, 5 and 500, plus searches', () => {
    const discovery = matrix.filter((s) => s.call === 'loadFilteredChannels');
    expect(discovery).toHaveLength(11 * SORT_OPTIONS.length * 3);
    expect(new Set(discovery.map((s) => s.body.pagination?.page))).toEqual(new Set([0, 4, 499]));
    for (const s of matrix) {
      const schema = s.call === 'loadFilteredChannels' ? loadFilteredChannelsRequestSchema : findChannelsByNameRequestSchema;
      expect(schema.safeParse(s.body).success).toBe(true);
    }
    expect(matrix.some((s) => s.call === 'findChannelsByName' && s.body.name === 'zzqx')).toBe(true);
  });
});
