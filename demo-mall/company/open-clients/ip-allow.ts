// A client's IP allow-list (docs/company-api.md §17): exact IPv4/IPv6 addresses and CIDR ranges, checked with
// node's BlockList. An IPv4 address written as IPv6 (::ffff:10.0.0.1, as a dual-stack socket reports it) is
// compared as the IPv4 address it is. An empty list allows every address.
import { BlockList, isIP } from 'node:net';

const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The address as compared: trimmed, brackets dropped, IPv4-mapped IPv6 as IPv4; null when it is no address. */
export function normalIp(raw: string): string | null {
  const text = raw.trim().replace(/^\[|\]$/g, '');
  const address = MAPPED_V4.exec(text)?.[1] ?? text;
  return isIP(address) === 0 ? null : address.toLowerCase();
}

/** One entry as stored (`10.0.0.0/8`, `2001:db8::1`), or null when it is neither an address nor a CIDR range. */
export function normalEntry(raw: string): string | null {
  const [base = '', bits, extra] = raw.trim().split('/');
  if (extra !== undefined) return null;
  const address = normalIp(base);
  if (!address) return null;
  if (bits === undefined) return address;
  const max = isIP(address) === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > max) return null;
  return `${address}/${Number(bits)}`;
}

export function ipAllowed(entries: readonly string[], rawIp: string): boolean {
  if (entries.length === 0) return true;
  const ip = normalIp(rawIp);
  if (!ip) return false;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list.check(ip, isIP(ip) === 4 ? 'ipv4' : 'ipv6');
}
