/**
 * A number as `toLocaleString('en-US')` writes it ('1,000,000', '-1,234.5', at most three decimals), without the
 * Intl API. The first Intl call of a page loads the browser's locale data: 50-120 ms of main thread on a desktop,
 * four times that on a phone. Nothing the first render shows needs it, so labels use this instead.
 */
export function formatThousands(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  const negative = value < 0 || Object.is(value, -0);
  const size = Math.abs(value);
  if (size === Infinity) return negative ? '-∞' : '∞';
  const { whole, fraction } = roundedDecimal(size, 3);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/**
 * Intl rounds the shortest decimal that reads back as the number (what String() writes: 1.0005, not the binary
 * 1.000499…), half away from zero; so does this, on that decimal's digits.
 */
function roundedDecimal(size: number, decimals: number): { whole: string; fraction: string } {
  const [mantissa = '0', exponent = '0'] = String(size).split('e');
  const [int = '0', frac = ''] = mantissa.split('.');
  let digits = int + frac;
  // Where the decimal point falls in `digits`.
  let point = int.length + Number(exponent);
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  if (digits.length < point) digits += '0'.repeat(point - digits.length);
  const keep = point + decimals;
  if (digits.length > keep) {
    const roundUp = (digits[keep] ?? '0') >= '5';
    digits = digits.slice(0, keep);
    if (roundUp) {
      const next = incremented(digits);
      if (next.length > digits.length) point += 1;
      digits = next;
    }
  }
  return { whole: digits.slice(0, point).replace(/^0+(?=\d)/, '') || '0', fraction: digits.slice(point).replace(/0+$/, '') };
}

/** A decimal digit string plus one ('0999' → '1000', '999' → '1000'). */
function incremented(digits: string): string {
  const chars = digits.split('');
  let i = chars.length - 1;
  while (i >= 0 && chars[i] === '9') {
    chars[i] = '0';
    i -= 1;
  }
  if (i < 0) return `1${chars.join('')}`;
  chars[i] = String(Number(chars[i]) + 1);
  return chars.join('');
}
