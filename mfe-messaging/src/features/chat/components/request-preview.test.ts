import { accountAge } from './request-preview';

describe('accountAge', () => {
  it('says how new the sender is, in words that read well on the day they joined', () => {
    expect(accountAge(0)).toBe('New account · joined today');
    expect(accountAge(1)).toBe('New account · 1 day');
    expect(accountAge(29)).toBe('New account · 29 days');
    expect(accountAge(30)).toBe('Member for 1 month');
    expect(accountAge(364)).toBe('Member for 12 months');
    expect(accountAge(365)).toBe('Member for 1 year');
    expect(accountAge(800)).toBe('Member for 2 years');
  });
});
