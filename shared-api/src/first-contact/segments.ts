// Splits a message into sentences or clauses with their offsets. A dot only ends a sentence before whitespace or
// the end, so "wa.me/…", "kevin.collabs" and "1.000" stay whole.
import type { TextSpan } from './types';

const SENTENCE_END = /[.!?।\n]+(?=\s|$)|\n+/gu;
const CLAUSE_END = /[.!?।;,:]+(?=\s|$)|\n+|\s+(?:but|pero|mas|par|लेकिन)\s+/giu;

function split(text: string, separator: RegExp): TextSpan[] {
  const spans: TextSpan[] = [];
  let from = 0;
  for (const m of text.matchAll(separator)) {
    const end = m.index;
    if (end > from) spans.push({ start: from, end, text: text.slice(from, end) });
    from = end + m[0].length;
  }
  if (from < text.length) spans.push({ start: from, end: text.length, text: text.slice(from) });
  return spans;
}

export const sentences = (text: string): TextSpan[] => split(text, SENTENCE_END);
export const clauses = (text: string): TextSpan[] => split(text, CLAUSE_END);

/** Every match of `re` (which must be global) as spans offset by `base`. */
export function spansOf(re: RegExp, text: string, base = 0): TextSpan[] {
  return [...text.matchAll(re)].map((m) => ({ start: base + m.index, end: base + m.index + m[0].length, text: m[0] }));
}
