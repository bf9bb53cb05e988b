import { formatBadgeCount, initials, truncatePreview } from './text';

describe('formatBadgeCount', () => {
  it.each([[1, '1'], [99, '99'], [100, '99+'], [12_345, '99+']])('%p → %p', (input, expected) => {
    expect(formatBadgeCount(input)).toBe(expected);
  });
  it.each([0, -3, null, undefined, Number.NaN])('shows nothing for %p', (input) => {
    expect(formatBadgeCount(input)).toBeNull();
  });
});

describe('truncatePreview', () => {
  it('keeps text of at most 50 characters', () => {
    const fifty = 'x'.repeat(50);
    expect(truncatePreview(fifty)).toBe(fifty);
    expect(truncatePreview('Hello')).toBe('Hello');
  });
  it('cuts at 50 characters and adds an ellipsis', () => {
    expect(truncatePreview('y'.repeat(51))).toBe(`${'y'.repeat(50)}...`);
  });
  it('honours a custom maximum and never splits an emoji', () => {
    expect(truncatePreview('abcdef', 3)).toBe('abc...');
    expect(truncatePreview('😀😀😀', 2)).toBe('😀😀...');
  });
  it('returns empty text for a missing message', () => {
    expect(truncatePreview(null)).toBe('');
    expect(truncatePreview(undefined)).toBe('');
  });
});

describe('initials', () => {
  it.each([
    ['Jane Doe', 'JD'], ['jane', 'J'], ['  Ana   Maria  Lopez ', 'AM'], ['Élodie Brun', 'ÉB'], ['@tech guru', 'TG'],
  ])('%p → %p', (input, expected) => {
    expect(initials(input)).toBe(expected);
  });
  it.each(['', '   ', null, undefined, '!!!'])('returns empty text for %p', (input) => {
    expect(initials(input)).toBe('');
  });
});
