import { safeHref, splitLinks } from './message-text';

it('finds http(s) and www links and leaves trailing punctuation outside', () => {
  expect(splitLinks('See https://example.com/a?b=1, and www.test.org.')).toEqual([
    { kind: 'text', text: 'See ' },
    { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
    { kind: 'text', text: ', and ' },
    { kind: 'link', text: 'www.test.org', href: 'https://www.test.org/' },
    { kind: 'text', text: '.' },
  ]);
});

it('never links other schemes, and keeps markup as text', () => {
  expect(splitLinks('javascript:alert(1) <b>hi</b>')).toEqual([{ kind: 'text', text: 'javascript:alert(1) <b>hi</b>' }]);
  expect(safeHref('javascript:alert(1)')).toBeNull();
  expect(safeHref('data:text/html,x')).toBeNull();
});
