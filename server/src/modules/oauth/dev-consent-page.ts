// The development provider's consent page: plain server-rendered HTML that works without JavaScript (the CSP
// forbids inline scripts; inline styles are allowed). Every interpolated value is escaped.
import { DEV_AUTHORIZE_PATH } from './dev-provider';

export const DEV_BANNER = 'Development sign-in — no real YouTube account is used';

export interface ConsentChannel {
  id: number;
  name: string;
  handle: string | null;
  subscribers: number;
}

export interface ConsentPageInput {
  state: string;
  codeChallenge: string;
  channels: ConsentChannel[];
  error?: string;
  values?: { name?: string; handle?: string };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const S = {
  body: 'margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f4f4f5;color:#18181b;line-height:1.5',
  main: 'max-width:40rem;margin:2rem auto;padding:1.5rem 2rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.12)',
  banner: 'margin:0 0 1rem;padding:.75rem 1rem;background:#fef3c7;border:2px solid #92400e;border-radius:8px;color:#78350f;font-weight:700',
  alert: 'margin:1rem 0;padding:.75rem 1rem;background:#fee2e2;border:1px solid #991b1b;border-radius:8px;color:#7f1d1d',
  fieldset: 'border:1px solid #d4d4d8;border-radius:8px;padding:1rem;margin:0 0 1rem',
  option: 'display:flex;align-items:center;gap:.5rem;padding:.35rem 0',
  label: 'display:block;font-weight:600;margin:.75rem 0 .25rem',
  input: 'width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #71717a;border-radius:6px;font:inherit',
  primary: 'margin-top:1rem;padding:.6rem 1.2rem;border:0;border-radius:6px;background:#b91c1c;color:#fff;font:inherit;font-weight:600;cursor:pointer',
  secondary: 'padding:.6rem 1.2rem;border:1px solid #3f3f46;border-radius:6px;background:#fff;color:#18181b;font:inherit;cursor:pointer',
  muted: 'color:#52525b',
};

function hiddenFields(state: string, codeChallenge: string): string {
  return `<input type="hidden" name="state" value="${escapeHtml(state)}">` +
    `<input type="hidden" name="code_challenge" value="${escapeHtml(codeChallenge)}">`;
}

function channelOption(c: ConsentChannel): string {
  const id = `channel-${c.id}`;
  const handle = c.handle ? ` <span style="${S.muted}">${escapeHtml(c.handle)}</span>` : '';
  const subs = `${Number(c.subscribers).toLocaleString('en-US')} subscribers`;
  return `<div style="${S.option}"><input type="radio" id="${id}" name="channel" value="${c.id}" required>` +
    `<label for="${id}"><strong>${escapeHtml(c.name)}</strong>${handle} — ${subs}</label></div>`;
}

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)}</title></head>
<body style="${S.body}">
<main style="${S.main}">
<p role="note" style="${S.banner}">${DEV_BANNER}</p>
${content}
</main>
</body>
</html>
`;
}

export function renderConsentPage(p: ConsentPageInput): string {
  const hidden = hiddenFields(p.state, p.codeChallenge);
  const list = p.channels.length > 0
    ? `<form method="post" action="${DEV_AUTHORIZE_PATH}">${hidden}` +
      `<fieldset style="${S.fieldset}"><legend>Pick a sample channel</legend>${p.channels.map(channelOption).join('')}</fieldset>` +
      `<button type="submit" name="action" value="pick" style="${S.primary}">Connect selected channel</button></form>`
    : `<p style="${S.muted}">No unclaimed sample channels are left. Create a new channel below.</p>`;
  const error = p.error ? `<p role="alert" style="${S.alert}">${escapeHtml(p.error)}</p>` : '';
  return page('Development sign-in — Connect a YouTube channel', `<h1 style="margin:.5rem 0">Connect a YouTube channel</h1>
<p>CollabHub requests read-only access to your channel. Pick the channel to connect, or create one.</p>
${error}
<section aria-labelledby="pick-title"><h2 id="pick-title" style="font-size:1.15rem">Sample channels</h2>${list}</section>
<section aria-labelledby="create-title"><h2 id="create-title" style="font-size:1.15rem">Create a new channel</h2>
<form method="post" action="${DEV_AUTHORIZE_PATH}">${hidden}
<label for="new-name" style="${S.label}">Channel name</label>
<input id="new-name" name="name" required maxlength="100" autocomplete="off" value="${escapeHtml(p.values?.name ?? '')}" style="${S.input}">
<label for="new-handle" style="${S.label}">Handle (optional)</label>
<input id="new-handle" name="handle" maxlength="31" autocomplete="off" placeholder="@mychannel" aria-describedby="handle-hint" value="${escapeHtml(p.values?.handle ?? '')}" style="${S.input}">
<p id="handle-hint" style="${S.muted};margin:.25rem 0 0">3 to 30 letters, digits, dots, dashes or underscores.</p>
<button type="submit" name="action" value="create" style="${S.primary}">Create and connect</button>
</form></section>
<form method="post" action="${DEV_AUTHORIZE_PATH}" style="margin-top:1.5rem">${hidden}
<button type="submit" name="action" value="deny" style="${S.secondary}">Deny</button>
</form>`);
}

export function renderExpiredPage(): string {
  return page('Development sign-in — request expired', `<h1 style="margin:.5rem 0">This sign-in request has expired</h1>
<p>Go back to the <a href="/register">register page</a> and connect your channel again.</p>`);
}
