// Links found by linkifyjs, classified by host: off-platform invitations, file hosts and URL shorteners.
import * as linkify from 'linkifyjs';
import type { FirstContactFinding, TextSpan } from './types';

/** Hosts whose links open a chat elsewhere. */
const OFF_PLATFORM_HOSTS = [
  't.me', 'telegram.me', 'telegram.dog', 'wa.me', 'chat.whatsapp.com', 'api.whatsapp.com', 'discord.gg',
  'signal.me', 'signal.group',
];
/** Host + path prefix pairs for invitations on hosts that also serve other pages. */
const OFF_PLATFORM_PATHS: Array<[string, string]> = [['discord.com', '/invite'], ['discordapp.com', '/invite']];
/** File hosts: where fake "briefs", "contracts" and "game builds" carrying malware are parked. */
const FILE_HOSTS = [
  'mediafire.com', 'mega.nz', 'mega.io', 'mega.co.nz', 'wetransfer.com', 'we.tl', 'dropbox.com', 'dropboxusercontent.com',
  'drive.google.com', 'onedrive.live.com', '1drv.ms', '4shared.com', 'sendspace.com', 'gofile.io', 'pixeldrain.com',
  'anonfiles.com', 'zippyshare.com', 'file.io', 'catbox.moe', 'transfer.sh', 'filebin.net', 'krakenfiles.com',
  'uploadhaven.com', 'workupload.com', 'box.com', 'sharepoint.com', 'disk.yandex.ru',
];
/** URL shorteners: they hide where a link leads. */
const SHORTENER_HOSTS = [
  'bit.ly', 'tinyurl.com', 'cutt.ly', 'rb.gy', 'is.gd', 'goo.su', 'ow.ly', 't.co', 'buff.ly', 'shorturl.at',
  'tiny.cc', 'v.gd', 'rebrand.ly', 'bl.ink', 'short.io', 'shorturl.asia', 'acortar.link', 'encurtador.com.br',
  's.id', 'urlz.fr', 'qrco.de', 'lnkd.in', 'surl.li', 'clck.ru', 'u.to', 'x.gd', 'tiny.one', 'gg.gg',
];
/** TLDs that are also file extensions: "BrandKit.zip" written without a scheme is a file name, not a link. */
const FILE_LIKE_TLDS = new Set(['zip', 'mov']);

const onHost = (host: string, list: string[]) => list.some((h) => host === h || host.endsWith(`.${h}`));

export interface FoundLink extends TextSpan { href: string; host: string; path: string }

/** Web links in `text` (no e-mail addresses), with their host and path. */
export function findLinks(text: string): FoundLink[] {
  const out: FoundLink[] = [];
  for (const m of linkify.find(text, 'url')) {
    let url: URL;
    try { url = new URL(m.href); } catch { continue; }
    const host = url.hostname.toLowerCase().replace(/\.$/, '');
    const tld = host.slice(host.lastIndexOf('.') + 1);
    const schemeless = !/^[a-z][a-z0-9+.-]*:/i.test(m.value);
    if (schemeless && FILE_LIKE_TLDS.has(tld) && (url.pathname === '/' || url.pathname === '')) continue;
    out.push({ start: m.start, end: m.end, text: m.value, href: m.href, host, path: url.pathname.toLowerCase() });
  }
  return out;
}

export function linkFindings(links: FoundLink[]): FirstContactFinding[] {
  const findings: FirstContactFinding[] = [];
  for (const link of links) {
    const span = { start: link.start, end: link.end, match: link.text };
    if (onHost(link.host, OFF_PLATFORM_HOSTS)
      || OFF_PLATFORM_PATHS.some(([h, p]) => onHost(link.host, [h]) && link.path.startsWith(p))) {
      findings.push({ kind: 'off-platform', ...span });
    } else if (onHost(link.host, FILE_HOSTS)) {
      findings.push({ kind: 'file-host', ...span });
    } else if (onHost(link.host, SHORTENER_HOSTS)) {
      findings.push({ kind: 'url-shortener', ...span });
    }
  }
  return findings;
}
