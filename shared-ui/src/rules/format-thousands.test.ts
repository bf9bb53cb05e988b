import { formatThousands } from './format-thousands';

describe('formatThousands', () => {
  it('groups thousands as en-US does', () => {
    expect(formatThousands(0)).toBe('0');
    expect(formatThousands(999)).toBe('999');
    expect(formatThousands(1000)).toBe('1,000');
    expect(formatThousands(1_000_000)).toBe('1,000,000');
    expect(formatThousands(777_000)).toBe('777,000');
    expect(formatThousands(-1234.5)).toBe('-1,234.5');
    expect(formatThousands(0.0005)).toBe('0.001');
  });

  // Node ships full ICU: the formatter must write exactly what Intl writes, for every kind of number.
  it('matches toLocaleString("en-US") on integers, fractions, signs and extremes', () => {
    const values = [
      -0, 1, 12, 2 ** 60, 1e20 + 12345, 0.1 + 0.2, 2 ** 53 + 2, 0.9995, 99.9999, 9.9995e-4, 123, 1234, 12345, 123456, 1234567, 999_999, 1e15, 2 ** 53, 1e21, 1.7976931348623157e308,
      0.1, 0.125, 1.0005, 2.5, 10.0004, 999.9995, 1234.5678, -0.0001, -999.9999, 5e-7, Infinity, -Infinity, NaN,
    ];
    // A seeded walk through many magnitudes (no Math.random: a failure must be reproducible).
    let seed = 42;
    for (let i = 0; i < 2000; i += 1) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const magnitude = 10 ** ((seed % 16) - 4);
      values.push(((seed / 2 ** 31) * magnitude * (seed % 3 === 0 ? -1 : 1)));
      values.push(Math.round((seed / 2 ** 31) * magnitude));
    }
    for (const value of values) expect([value, formatThousands(value)]).toEqual([value, value.toLocaleString('en-US')]);
  });
});
