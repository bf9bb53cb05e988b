// Every email is described once as data (EmailContent); the HTML part is that data rendered by React components
// (react-dom/server's renderToStaticMarkup, React being the product's UI language) and the plain-text part is derived
// from the same data, so both always hold the same words and links. createElement rather than JSX keeps the server's
// build a plain TypeScript one.
import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export interface EmailLink {
  label: string;
  href: string;
}

export interface EmailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** A list (conversations, requests, channels) under a heading. */
  sections?: { title: string; items: EmailLink[] }[];
  /** The deep link back into the product. */
  action: EmailLink;
}

export interface EmailFrame {
  /** The sender's address, shown in the footer. */
  from: string;
  /** The body's unsubscribe link (a confirmation page). */
  unsubscribeUrl: string;
  preferencesUrl: string;
}

// The product's look: shared-ui's theme tokens (primary teal 700, text grey 900, muted grey 600, page grey 100).
const COLORS = { accent: '#0f766e', text: '#0f172a', muted: '#475569', page: '#f1f5f9', card: '#ffffff', line: '#e2e8f0' };
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

function Layout({ content, frame }: { content: EmailContent; frame: EmailFrame }): ReactNode {
  return h('html', { lang: 'en' },
    h('head', null,
      h('meta', { charSet: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('title', null, content.subject)),
    h('body', { style: { margin: 0, padding: '24px 12px', background: COLORS.page, fontFamily: FONT, color: COLORS.text } },
      h('table', { role: 'presentation', width: '100%', cellPadding: 0, cellSpacing: 0, style: { maxWidth: 560, margin: '0 auto' } },
        h('tbody', null,
          h('tr', null, h('td', { style: { padding: '0 0 16px', fontSize: 20, fontWeight: 700, color: COLORS.accent } }, 'CollabHub')),
          h('tr', null, h('td', { style: { background: COLORS.card, border: `1px solid ${COLORS.line}`, borderRadius: 12, padding: 24 } },
            h('h1', { style: { fontSize: 20, margin: '0 0 12px' } }, content.heading),
            ...content.paragraphs.map((p, i) => h('p', { key: `p${i}`, style: { fontSize: 15, lineHeight: '22px', margin: '0 0 12px' } }, p)),
            ...(content.sections ?? []).map((s, i) => h(Section, { key: `s${i}`, ...s })),
            h('p', { style: { margin: '20px 0 4px' } },
              h('a', {
                href: content.action.href,
                style: { display: 'inline-block', background: COLORS.accent, color: '#ffffff', padding: '10px 18px', borderRadius: 8, textDecoration: 'none', fontWeight: 600 },
              }, content.action.label)))),
          h('tr', null, h('td', { style: { padding: '16px 4px', fontSize: 12, lineHeight: '18px', color: COLORS.muted } },
            'Sent by CollabHub from ',
            // The address unbroken: a phone would otherwise wrap it at its hyphen.
            h('span', { style: { whiteSpace: 'nowrap' } }, senderAddress(frame.from)),
            '. ',
            h('a', { href: frame.unsubscribeUrl, style: { color: COLORS.muted } }, 'Unsubscribe'),
            ' · ',
            h('a', { href: frame.preferencesUrl, style: { color: COLORS.muted } }, 'Email preferences')))))));
}

/** 'CollabHub <no-reply@x>' → 'no-reply@x' (the footer already names CollabHub). */
function senderAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}

function Section({ title, items }: { title: string; items: EmailLink[] }): ReactNode {
  return h('div', { style: { margin: '16px 0' } },
    h('h2', { style: { fontSize: 15, margin: '0 0 6px' } }, title),
    h('ul', { style: { margin: 0, paddingLeft: 18 } },
      ...items.map((item, i) => h('li', { key: i, style: { fontSize: 14, lineHeight: '22px' } },
        h('a', { href: item.href, style: { color: COLORS.accent } }, item.label)))));
}

export function renderHtml(content: EmailContent, frame: EmailFrame): string {
  return `<!doctype html>${renderToStaticMarkup(h(Layout, { content, frame }))}`;
}

export function renderText(content: EmailContent, frame: EmailFrame): string {
  const lines = ['CollabHub', '', content.heading, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  for (const s of content.sections ?? []) {
    lines.push(s.title, ...s.items.map((i) => `- ${i.label}: ${i.href}`), '');
  }
  lines.push(`${content.action.label}: ${content.action.href}`, '', '--',
    `Sent by CollabHub from ${senderAddress(frame.from)}.`, `Unsubscribe: ${frame.unsubscribeUrl}`, `Email preferences: ${frame.preferencesUrl}`);
  return `${lines.join('\n')}\n`;
}
