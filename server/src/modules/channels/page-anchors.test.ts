import { PageAnchors } from './page-anchors';

describe('PageAnchors', () => {
  let now = 0;
  const anchors = (maxKeys = 10, maxAnchorsPerKey = 10) =>
    new PageAnchors({ ttlMs: 1_000, maxKeys, maxAnchorsPerKey, now: () => now });
  beforeEach(() => {
    now = 0;
  });

  it('returns the nearest anchor at or before the offset', () => {
    const a = anchors();
    a.remember('k', 45, [9, 1]);
    a.remember('k', 90, [8, 2]);
    a.remember('k', 450, [5, 3]);
    expect(a.nearest('k', 0)).toBeNull();
    expect(a.nearest('k', 44)).toBeNull();
    expect(a.nearest('k', 45)).toEqual({ offset: 45, after: [9, 1] });
    expect(a.nearest('k', 400)).toEqual({ offset: 90, after: [8, 2] });
    expect(a.nearest('k', 22_500)).toEqual({ offset: 450, after: [5, 3] });
    expect(a.nearest('other', 450)).toBeNull();
  });

  it('forgets anchors after the time to live', () => {
    const a = anchors();
    a.remember('k', 45, [1]);
    now = 999;
    expect(a.nearest('k', 45)).not.toBeNull();
    now = 1_000;
    expect(a.nearest('k', 45)).toBeNull();
  });

  it('bounds keys and anchors per key', () => {
    const a = anchors(2, 2);
    a.remember('k', 45, [1]);
    a.remember('k', 90, [2]);
    a.remember('k', 135, [3]);
    expect(a.nearest('k', 45)).toBeNull();
    expect(a.nearest('k', 135)?.offset).toBe(135);
    a.remember('b', 45, [1]);
    a.remember('c', 45, [1]);
    expect(a.nearest('k', 135)).toBeNull();
    expect(a.nearest('c', 45)).not.toBeNull();
  });

  it('ignores an anchor at the very top', () => {
    const a = anchors();
    a.remember('k', 0, [1]);
    expect(a.nearest('k', 0)).toBeNull();
  });
});
