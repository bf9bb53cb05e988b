// Generators of hostile input for the fuzz suites: the values that have turned client mistakes into server
// errors before (U+0000, integers past int4 and bigint, non-finite numbers), wrong types, deep nesting and
// prototype keys, mixed with plausible values so that validation is passed often enough to reach the handlers.
import fc from 'fast-check';

export const nulText = fc.oneof(
  fc.constant('\u0000'),
  fc.string().map((s) => `${s}\u0000${s}`),
  fc.string({ unit: 'binary' }),
  // Lone UTF-16 surrogates, which PostgreSQL's json parser refuses once JSON.stringify escapes them.
  fc.constantFrom('\ud800', 'a\ud800b', '\udc00', 'x\udbff', '\udc00\ud800'),
  fc.string().map((s) => `${s}\ud800${s}`),
);

export const hugeNumber = fc.constantFrom(
  2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 2 ** 63, 1e21, 1e300, -1e21, Number.MAX_VALUE, Number.MIN_VALUE, -0, 0.5,
);

export const numericText = fc.constantFrom(
  '2147483648', '9223372036854775808', '1e21', '-1', '0x10', ' 12 ', 'NaN', 'Infinity', '١٢', '1'.repeat(400), '',
);

const scalar = fc.oneof(
  fc.string(), nulText, fc.integer(), hugeNumber, numericText, fc.boolean(), fc.constant(null), fc.double(),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

/** Any JSON-ish value: scalars, arrays and objects, including prototype keys. */
export const anyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString')), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A field that is usually a hostile value, sometimes the plausible one. */
export function field<T>(plausible: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 2, arbitrary: plausible }, { weight: 3, arbitrary: anyValue });
}

/** Raw JSON text of a body built from `shape`, sometimes replaced or wrapped by hostile raw text. */
export function jsonBody(shape: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: shape.map((o) => JSON.stringify(o)) },
    { weight: 1, arbitrary: shape.map((o) => `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},${JSON.stringify(o).slice(1)}`) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 5000 }).map((d) => '['.repeat(d) + ']'.repeat(d)) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 2000 }).map((d) => '{"a":'.repeat(d) + '1' + '}'.repeat(d)) },
    { weight: 1, arbitrary: fc.json() },
    { weight: 1, arbitrary: fc.oneof(fc.string(), fc.constantFrom('', '{', '{"a":1,}', 'null', '[]', '"\\u0000"', '{"a":"\\ud800"}')) },
  );
}

/** A path segment: ids in and out of range, and text that must be refused. */
export const pathSegment = fc.oneof(
  fc.integer({ min: 1, max: 50 }).map(String),
  numericText,
  hugeNumber.map(String),
  fc.string({ minLength: 1, maxLength: 80 }),
  nulText,
).map((s) => encodeUnits(s === '' ? 'x' : s));

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is written as the three bytes a careless
 * client would send for it (%ED%A0%80 for U+D800): invalid UTF-8 that the server must refuse or replace.
 */
export function encodeUnits(s: string): string {
  return s.replace(/[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]|[^\ud800-\udfff]+/g, (part) => {
    if (part.length !== 1 || part.charCodeAt(0) < 0xd800 || part.charCodeAt(0) > 0xdfff) return encodeURIComponent(part);
    const c = part.charCodeAt(0);
    return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
  });
}

/** A query-string value. */
export const queryValue = fc.oneof(
  fc.integer({ min: -5, max: 200 }).map(String), numericText, hugeNumber.map(String), fc.string(), nulText,
).map((s) => encodeUnits(s));
