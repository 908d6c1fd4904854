// Whether a host name points into a private network: loopback, LAN, link-local (where cloud
// metadata services answer), carrier-grade NAT, multicast and reserved ranges. Used for addresses
// users type (their own model), so the server is not a way into the network it runs in.
import { lookup } from 'node:dns/promises';
import net from 'node:net';

const ranges = new net.BlockList();
for (const [address, prefix] of [
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
] as const) {
  ranges.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  ranges.addSubnet(address, prefix, 'ipv6');
}

export function isPrivateIp(ip: string): boolean {
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1, or ::ffff:7f00:1 as URLs write it) is the IPv4 address.
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (dotted) return ranges.check(dotted, 'ipv4');
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(ip);
  if (hex) {
    const [hi, lo] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
    return ranges.check(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`, 'ipv4');
  }
  const family = net.isIP(ip);
  return family === 4 ? ranges.check(ip, 'ipv4') : family === 6 ? ranges.check(ip, 'ipv6') : false;
}

/**
 * True when the host is, or resolves to, a private address (any of its addresses). A name that
 * does not resolve is not private: connecting to it fails on its own, with its own words.
 */
export async function isPrivateHost(hostname: string): Promise<boolean> {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host)) return isPrivateIp(host);
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  try {
    const addresses = await lookup(host, { all: true, verbatim: true });
    return addresses.some((a) => isPrivateIp(a.address));
  } catch {
    return false;
  }
}
