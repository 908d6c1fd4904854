// The address policy: whether an address points into a private network (loopback, LAN, link-local
// where cloud metadata services answer, carrier-grade NAT, multicast, reserved ranges, and IPv6
// forms that carry such an IPv4 address inside them), and connections that go only where the check
// said. Used for every address a user types (their own model, webhooks, a page to write from), so
// the server is not a way into the network it runs in.
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import net, { type LookupFunction } from 'node:net';
import { Agent, fetch as undiciFetch, type RequestInit as UndiciRequestInit, type Response as UndiciResponse } from 'undici';

const v4 = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  v4.addSubnet(address, prefix, 'ipv4');
}
const v6 = new net.BlockList();
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48], // NAT64 for local use (RFC 8215)
  ['100::', 64], // discard
  ['2001::', 32], // Teredo: the IPv4 address inside is obfuscated, so it cannot be judged
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed inside some networks)
  ['ff00::', 8], // multicast
] as const) {
  v6.addSubnet(address, prefix, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail and a zone allowed), or null. */
function ipv6Groups(ip: string): number[] | null {
  let text = ip.replace(/%.*$/, '').toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const b = dotted.slice(1).map(Number);
    if (b.some((n) => n > 255)) return null;
    text = `${text.slice(0, dotted.index)}${((b[0]! << 8) | b[1]!).toString(16)}:${((b[2]! << 8) | b[3]!).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const part = (s: string) => (s ? s.split(':') : []);
  const head = part(halves[0]!);
  const tail = halves.length === 2 ? part(halves[1]!) : [];
  const fill = halves.length === 2 ? 8 - head.length - tail.length : 0;
  if (fill < 0 || (halves.length === 1 && head.length !== 8)) return null;
  const groups = [...head, ...Array<string>(fill).fill('0'), ...tail].map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : NaN));
  return groups.length === 8 && groups.every((g) => !Number.isNaN(g)) ? groups : null;
}

const dottedOf = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/**
 * The IPv4 address an IPv6 address carries, judged in its place: IPv4-compatible `::a.b.c.d`,
 * mapped `::ffff:a.b.c.d`, translated `::ffff:0:a.b.c.d`, NAT64 `64:ff9b::/96` and 6to4 `2002::/16`.
 */
export function embeddedIpv4(ip: string): string | null {
  const g = ipv6Groups(ip);
  if (!g) return null;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && (g[5] === 0 || g[5] === 0xffff)) return dottedOf(g[6]!, g[7]!);
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return dottedOf(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return dottedOf(g[6]!, g[7]!);
  if (g[0] === 0x2002) return dottedOf(g[1]!, g[2]!);
  return null;
}

export function isPrivateIp(ip: string): boolean {
  const family = net.isIP(ip.replace(/%.*$/, ''));
  if (family === 4) return v4.check(ip, 'ipv4');
  if (family !== 6) return false;
  const plain = ip.replace(/%.*$/, '');
  if (v6.check(plain, 'ipv6')) return true;
  const inner = embeddedIpv4(plain);
  return inner !== null && v4.check(inner, 'ipv4');
}

/** A name's addresses, as the system resolves them; tests inject their own answers. */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '');
const isLocalName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/**
 * True when the host is, or resolves to, a private address (any of its addresses). A name that
 * does not resolve is not private: connecting to it fails on its own, with its own words.
 */
export async function isPrivateHost(hostname: string, resolve: Resolver = systemResolver): Promise<boolean> {
  const host = bare(hostname);
  if (net.isIP(host)) return isPrivateIp(host);
  if (isLocalName(host)) return true;
  try {
    return (await resolve(host)).some((a) => isPrivateIp(a.address));
  } catch {
    return false;
  }
}

/** A connection refused because the address it would reach is private. */
export class PrivateAddressError extends Error {
  readonly code = 'EPRIVATEADDRESS';
  constructor(
    readonly host: string,
    how = 'resolves to a private address',
  ) {
    super(`${host} ${how}`);
  }
}

export interface AddressPolicy {
  /** The caller's allow-flag from config (USER_LLM_PRIVATE_HOSTS, WEBHOOK_PRIVATE_HOSTS, SOURCE_PRIVATE_HOSTS...). */
  allowPrivate: boolean;
  resolve?: Resolver;
  /** Which addresses count as private; isPrivateIp unless a test lets a loopback address stand for the internet. */
  isPrivate?: (ip: string) => boolean;
}

/**
 * A lookup for a socket: resolves once, checks every address, and hands the socket exactly the
 * addresses it checked, so no later DNS answer (rebinding) can point the connection elsewhere.
 */
export function guardedLookup(policy: AddressPolicy): LookupFunction {
  const resolve = policy.resolve ?? systemResolver;
  const isPrivate = policy.isPrivate ?? isPrivateIp;
  return (hostname, options, callback) => {
    const answer = isLocalName(hostname) && !policy.allowPrivate ? Promise.reject(new PrivateAddressError(hostname)) : resolve(hostname);
    answer.then(
      (found) => {
        const wanted = options.family === 4 || options.family === 6 ? found.filter((a) => a.family === options.family) : found;
        if (!policy.allowPrivate && found.some((a) => isPrivate(a.address))) throw new PrivateAddressError(hostname);
        if (!wanted.length) throw Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' });
        if (options.all) (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, wanted);
        else callback(null, wanted[0]!.address, wanted[0]!.family);
      },
    ).catch((err: NodeJS.ErrnoException) => callback(err, '', 0));
  };
}

const agents = new Map<boolean, Agent>();

/** A connection pool whose every socket goes through the policy's lookup (Host and SNI stay the name). */
export function guardedAgent(policy: AddressPolicy): Agent {
  const make = () => new Agent({ connect: { lookup: guardedLookup(policy) }, keepAliveTimeout: 4_000 });
  if (policy.resolve || policy.isPrivate) return make();
  let agent = agents.get(policy.allowPrivate);
  if (!agent) agents.set(policy.allowPrivate, (agent = make()));
  return agent;
}

/** The PrivateAddressError behind a failed fetch, if that is why it failed. */
export function privateAddressCause(err: unknown): PrivateAddressError | null {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof PrivateAddressError) return e;
  }
  return null;
}

/**
 * fetch that reaches only addresses the policy allows: a literal private address is refused before
 * connecting, a name is checked as it is connected to. Redirects are never followed here (the caller
 * checks each target). Throws PrivateAddressError (possibly as the cause of a TypeError).
 */
export async function guardedFetch(url: string | URL, init: UndiciRequestInit, policy: AddressPolicy): Promise<UndiciResponse> {
  const target = new URL(url);
  const host = bare(target.hostname);
  const isPrivate = policy.isPrivate ?? isPrivateIp;
  if (!policy.allowPrivate && ((net.isIP(host) && isPrivate(host)) || isLocalName(host))) throw new PrivateAddressError(target.host, 'is on a private network');
  return undiciFetch(target, { ...init, redirect: 'manual', dispatcher: guardedAgent(policy) });
}
