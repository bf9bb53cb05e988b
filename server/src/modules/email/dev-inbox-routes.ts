// /dev/inbox: the development mail catcher's emails. Registered only outside production; 404 until the catcher runs.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { typed } from '../../deps';
import { notFound } from '../../errors';
import type { DevInbox } from './dev-inbox';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function registerDevInboxRoutes(app: FastifyInstance, inbox: () => DevInbox | null): void {
  const r = typed(app);
  const running = () => {
    const box = inbox();
    if (!box) throw notFound('The development mail catcher is not running');
    return box;
  };
  r.get('/dev/inbox/messages', { schema: { hide: true } }, async () => running().emails.map(({ html: _h, ...rest }) => rest));
  r.get('/dev/inbox', { schema: { hide: true } }, async (_request, reply) => {
    const rows = running().emails.map((e) => `<tr><td>${escapeHtml(e.date)}</td><td>${escapeHtml(e.to)}</td>`
      + `<td><a href="/dev/inbox/${e.id}">${escapeHtml(e.subject)}</a></td></tr>`).join('');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development inbox · CollabHub</title></head>`
      + `<body><h1>Development inbox</h1><p>Every email CollabHub sent in this run (newest first). Nothing leaves this machine.</p>`
      + `<table><thead><tr><th>Date</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table></body></html>`);
  });
  r.get('/dev/inbox/:id', { schema: { hide: true, params: z.object({ id: z.coerce.number().int().min(1) }) } }, async (request, reply) => {
    const mail = running().find(request.params.id);
    if (!mail) throw notFound('No such email');
    // The email's own HTML, as a mail client would show it.
    return reply.type('text/html; charset=utf-8').send(mail.html || `<pre>${escapeHtml(mail.text)}</pre>`);
  });
}
