// Executable and archive file names: the payload of fake "game builds", "contracts" and "brand kits".
import type { FirstContactFinding } from './types';

const EXTENSIONS = [
  'exe', 'msi', 'scr', 'bat', 'cmd', 'com', 'pif', 'apk', 'xapk', 'dmg', 'pkg', 'app', 'jar', 'vbs', 'vbe', 'js', 'jse',
  'wsf', 'ps1', 'hta', 'lnk', 'iso', 'img', 'zip', 'rar', '7z', 'tar\\.gz', 'tgz', 'tar', 'gz', 'cab', 'ace',
];
// Found from the extension backwards, so the cost stays linear on long runs of letters: the extension (not followed
// by more letters), then the name before it (letters, digits, "_-.()", at most 120 characters). Names of domains and
// scripts that are rarely payloads ("www.site.com", "next.js") are left out.
const EXTENSION = new RegExp(`\\.(?:${EXTENSIONS.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
const NAME_CHAR = /[\p{L}\p{N}_\-.()]/u;
const NAME_END = /[\p{L}\p{N}_)]/u;
const AMBIGUOUS = /\.(?:com|app|js|img|gz|tar)$/i;
const MAX_NAME = 120;

export function fileFindings(text: string): FirstContactFinding[] {
  const findings: FirstContactFinding[] = [];
  for (const m of text.matchAll(EXTENSION)) {
    const dot = m.index;
    if (dot === 0 || !NAME_END.test(text[dot - 1] as string)) continue;
    let start = dot - 1;
    while (start > 0 && dot - start < MAX_NAME && NAME_CHAR.test(text[start - 1] as string)) start--;
    const end = dot + m[0].length;
    const match = text.slice(start, end);
    if (!AMBIGUOUS.test(match)) findings.push({ kind: 'executable', start, end, match });
  }
  return findings;
}
