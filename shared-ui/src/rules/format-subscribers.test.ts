import { SUBSCRIBER_RANGE, formatSubscribers } from './format-subscribers';

describe('formatSubscribers', () => {
  it.each([
    [0, '0'], [7, '7'], [999, '999'],
    [1_000, '1K'], [1_200, '1.2K'], [1_250, '1.3K'], [12_345, '12.3K'], [999_949, '999.9K'],
    [999_950, '1M'], [1_000_000, '1M'], [3_400_000, '3.4M'], [3_449_999, '3.4M'], [12_500_000, '12.5M'],
  ])('%p → %p', (input, expected) => {
    expect(formatSubscribers(input)).toBe(expected);
  });

  it('accepts numeric strings', () => {
    expect(formatSubscribers('1200')).toBe('1.2K');
    expect(formatSubscribers('42')).toBe('42');
  });

  it.each([null, undefined, '', '  ', 'abc', Number.NaN, -5, Infinity])('shows N/A for %p', (input) => {
    expect(formatSubscribers(input as number | string | null | undefined)).toBe('N/A');
  });

  it('exposes the subscriber range of the filters', () => {
    expect(SUBSCRIBER_RANGE).toEqual({ min: 100, max: 1_000_000, maxLabel: '1,000,000+' });
  });
});
