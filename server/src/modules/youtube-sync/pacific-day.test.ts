import { nextPacificMidnight, pacificDay } from './pacific-day';

describe('the Pacific quota day', () => {
  it('names the Pacific date, not the UTC one', () => {
    expect(pacificDay(new Date('2026-11-25T07:59:00Z'))).toBe('2026-11-24'); // 23:59 PST
    expect(pacificDay(new Date('2026-11-25T08:00:00Z'))).toBe('2026-11-25');
  });

  it('finds the next midnight in standard and daylight time', () => {
    expect(nextPacificMidnight(new Date('2026-11-25T20:00:00Z')).toISOString()).toBe('2026-11-26T08:00:00.000Z');
    expect(nextPacificMidnight(new Date('2026-07-01T12:00:00Z')).toISOString()).toBe('2026-07-02T07:00:00.000Z');
  });

  it('crosses daylight-saving changes', () => {
    // 2026-03-08: clocks go forward at 02:00; the next midnight is 2026-03-09 00:00 PDT (07:00Z).
    expect(nextPacificMidnight(new Date('2026-03-08T09:00:00Z')).toISOString()).toBe('2026-03-09T07:00:00.000Z');
    // 2026-11-01: clocks go back; the next midnight is 2026-11-02 00:00 PST (08:00Z).
    expect(nextPacificMidnight(new Date('2026-11-01T08:30:00Z')).toISOString()).toBe('2026-11-02T08:00:00.000Z');
  });
});
