// Decides whether an address may be fetched by the avatar proxy: only public unicast addresses.
import net from 'node:net';

/** Normalises IPv4 text in any form the URL parser accepts (decimal 2130706433, hex 0x7f.1, octal 0177.0.0.1). */
export function normalizeIPv4(text: string): string | null {
  if (net.isIPv4(text)) return text;
  if (!/^[0-9a-fx.]+$/i.test(text)) return null;
  try {
    const host = new URL(`http://${text}/`).hostname;
    return net.isIPv4(host) ? host : null;
  } catch {
    return null;
  }
}

function v4ToInt(ip: string): number {
  return ip.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
}

const V4_BLOCKED: [string, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

function isPublicV4(ip: string): boolean {
  const n = v4ToInt(ip);
  return !V4_BLOCKED.some(([base, bits]) => {
    const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
    return ((n & mask) >>> 0) === ((v4ToInt(base) & mask) >>> 0);
  });
}

/** Expands an IPv6 address to eight 16-bit groups. */
function v6Groups(ip: string): number[] | null {
  let text = ip.toLowerCase();
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  // Embedded IPv4 tail (::ffff:1.2.3.4).
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4?.[1]) {
    const n = v4ToInt(v4[1]);
    text = text.slice(0, -v4[1].length) + `${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const h = head ? head.split(':') : [];
  const t = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const fill = text.includes('::') ? 8 - h.length - t.length : 0;
  const groups = [...h, ...Array<string>(Math.max(0, fill)).fill('0'), ...t].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

function isPublicV6(ip: string): boolean {
  const g = v6Groups(ip);
  if (!g) return false;
  const [a = 0, b = 0, , , , f = 0, g6 = 0, g7 = 0] = g;
  const v4tail = `${g6 >> 8}.${g6 & 255}.${g7 >> 8}.${g7 & 255}`;
  if (g.every((x) => x === 0)) return false; // ::
  if (g.slice(0, 7).every((x) => x === 0) && g7 === 1) return false; // ::1
  if (g.slice(0, 5).every((x) => x === 0) && f === 0xffff) return isPublicV4(v4tail); // IPv4-mapped
  if (g.slice(0, 6).every((x) => x === 0)) return isPublicV4(v4tail); // IPv4-compatible (deprecated)
  if (a === 0x64 && b === 0xff9b) return isPublicV4(v4tail); // NAT64
  if ((a & 0xfe00) === 0xfc00) return false; // unique local fc00::/7 (incl. fd00:ec2::254 metadata)
  if ((a & 0xffc0) === 0xfe80) return false; // link-local
  if ((a & 0xffc0) === 0xfec0) return false; // site-local (deprecated)
  if ((a & 0xff00) === 0xff00) return false; // multicast
  if (a === 0x2001 && b === 0x0db8) return false; // documentation
  if (a === 0x2002) return isPublicV4(`${b >> 8}.${b & 255}.${g[2]! >> 8}.${g[2]! & 255}`); // 6to4
  return true;
}

/** True only for a public unicast IPv4 or IPv6 address (after normalising odd IPv4 spellings). */
export function isPublicAddress(address: string): boolean {
  const text = address.replace(/^\[|\]$/g, '');
  if (net.isIPv6(text)) return isPublicV6(text);
  const v4 = normalizeIPv4(text);
  return v4 ? isPublicV4(v4) : false;
}
