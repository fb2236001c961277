// Where a webhook may be sent (docs/adr/0050): http(s) only, and never to a private, loopback, link-local or
// otherwise internal address unless the mall's setting allows it (tests do, for their local receiver). The name
// is resolved here and the request is pinned to the address that was checked, so a DNS answer that changes
// between the check and the connection cannot point the mall at its own network.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const internal = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  internal.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  internal.addSubnet(net, prefix, 'ipv6');

/** true for an address no webhook may reach by default (IPv4-mapped IPv6 is read as its IPv4 address) */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return internal.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return internal.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The URL, parsed, when it is an http(s) URL without credentials; null otherwise. */
export function webhookUrlOf(text: string): URL | null {
  try {
    const url = new URL(text);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password || !url.hostname) return null;
    return url;
  } catch {
    return null;
  }
}

export type Resolved = { ok: true; address: string; family: 4 | 6 } | { ok: false; reason: string };

/** The address to connect to, or why not: unresolvable, or internal while internal addresses are not allowed. */
export async function resolveTarget(url: URL, allowInternal: boolean): Promise<Resolved> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let found: { address: string; family: number }[];
  try {
    found = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true });
  } catch {
    return { ok: false, reason: `无法解析域名 ${host}` };
  }
  if (found.length === 0) return { ok: false, reason: `无法解析域名 ${host}` };
  // every answer is checked: one internal address among public ones is refused as a whole
  if (!allowInternal && found.some((entry) => isInternalAddress(entry.address)))
    return { ok: false, reason: '推送地址指向内网或本机地址，已拒绝' };
  const first = found[0] as { address: string; family: number };
  return { ok: true, address: first.address, family: first.family === 6 ? 6 : 4 };
}
