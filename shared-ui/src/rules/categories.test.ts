import { CATEGORIES } from './categories';

describe('CATEGORIES', () => {
  it('holds the 31 fixed choices without duplicates', () => {
    expect(CATEGORIES).toHaveLength(31);
    expect(new Set(CATEGORIES).size).toBe(31);
    expect(CATEGORIES[0]).toBe('Film & Animation');
    expect(CATEGORIES[30]).toBe('Trailers');
  });
});
