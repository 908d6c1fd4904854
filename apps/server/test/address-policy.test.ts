import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedIpv4, guardedFetch, isPrivateHost, isPrivateIp, PrivateAddressError, privateAddressCause, type Resolver } from '../src/lib/private-address.ts';

// The one address policy every user-typed address goes through (users' models, webhooks, links):
// each form an attacker can write a private address in, and a DNS answer that changes after the check.

describe('which addresses are private', () => {
  it.each([
    '127.0.0.1', '127.255.0.9', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1',
    '100.127.255.254', '0.0.0.0', '224.0.0.1', '239.255.255.250', '240.0.0.1', '255.255.255.255', '192.0.0.8', '198.18.0.1',
  ])('IPv4 %s is private', (ip) => expect(isPrivateIp(ip)).toBe(true));

  it.each(['8.8.8.8', '1.1.1.1', '93.184.215.14', '172.32.0.1', '100.128.0.1', '192.169.0.1'])('IPv4 %s is public', (ip) =>
    expect(isPrivateIp(ip)).toBe(false),
  );

  it.each(['::1', '::', 'fe80::1', 'fe80::1%eth0', 'fc00::1', 'fd12:3456::1', 'ff02::1', 'fec0::1', '2001:db8::1', '100::1', '64:ff9b:1::a00:1'])(
    'IPv6 %s is private',
    (ip) => expect(isPrivateIp(ip)).toBe(true),
  );

  it.each(['2606:4700:4700::1111', '2a00:1450:4001:80b::200e'])('IPv6 %s is public', (ip) => expect(isPrivateIp(ip)).toBe(false));

  it.each([
    ['::7f00:1', '127.0.0.1', 'IPv4-compatible, as URLs write it'],
    ['::127.0.0.1', '127.0.0.1', 'IPv4-compatible, dotted'],
    ['::ffff:127.0.0.1', '127.0.0.1', 'mapped, dotted'],
    ['::ffff:7f00:1', '127.0.0.1', 'mapped, as URLs write it'],
    ['::ffff:a9fe:a9fe', '169.254.169.254', 'mapped metadata address'],
    ['::ffff:0:a00:1', '10.0.0.1', 'translated (SIIT)'],
    ['64:ff9b::7f00:1', '127.0.0.1', 'NAT64'],
    ['64:ff9b::192.168.0.1', '192.168.0.1', 'NAT64, dotted'],
    ['2002:7f00:1::', '127.0.0.1', '6to4'],
    ['2002:c0a8:101::1', '192.168.1.1', '6to4 with a host part'],
    ['2002:a9fe:a9fe:1:2:3:4:5', '169.254.169.254', '6to4, written out'],
  ])('%s carries %s (%s) and is judged by it: private', (ip, inner) => {
    expect(embeddedIpv4(ip)).toBe(inner);
    expect(isPrivateIp(ip)).toBe(true);
  });

  it.each([
    ['::ffff:8.8.8.8', '8.8.8.8'],
    ['64:ff9b::808:808', '8.8.8.8'],
    ['2002:808:808::1', '8.8.8.8'],
  ])('%s carries the public %s and is public', (ip, inner) => {
    expect(embeddedIpv4(ip)).toBe(inner);
    expect(isPrivateIp(ip)).toBe(false);
  });

  it('refuses Teredo whatever it carries: its IPv4 address is obfuscated', () => {
    expect(isPrivateIp('2001:0:4136:e378:8000:63bf:3fff:fdd2')).toBe(true);
    expect(isPrivateIp('2001::1')).toBe(true);
  });

  it('judges hosts as URLs give them, and names by every address they resolve to', async () => {
    const host = (url: string) => new URL(url).hostname;
    for (const url of ['http://[::ffff:127.0.0.1]/', 'http://[::7f00:1]:8080/', 'http://[64:ff9b::7f00:1]/', 'http://[2002:7f00:1::]/', 'http://0x7f.1/', 'http://2130706433/']) {
      expect(await isPrivateHost(host(url)), url).toBe(true);
    }
    expect(await isPrivateHost('localhost')).toBe(true);
    expect(await isPrivateHost('api.localhost')).toBe(true);
    const resolve: Resolver = async (name) => (name === 'mixed.example' ? [{ address: '93.184.215.14', family: 4 }, { address: '::ffff:a00:1', family: 6 }] : [{ address: '93.184.215.14', family: 4 }]);
    expect(await isPrivateHost('mixed.example', resolve)).toBe(true);
    expect(await isPrivateHost('public.example', resolve)).toBe(false);
  });
});

describe('connections pinned to the checked address', () => {
  let server: http.Server;
  let port = 0;
  const seen: { host?: string }[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push({ host: req.headers.host });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('inside');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('does not reach a private host when the name answers public on the check and private afterwards (DNS rebinding)', async () => {
    seen.length = 0;
    let asked = 0;
    const rebinding: Resolver = async () => (++asked === 1 ? [{ address: '93.184.215.14', family: 4 }] : [{ address: '127.0.0.1', family: 4 }]);
    const policy = { allowPrivate: false, resolve: rebinding };
    // The check (as when the address is saved) sees a public address...
    expect(await isPrivateHost('rebind.example', rebinding)).toBe(false);
    // ...the connection asks again, gets the private answer, and refuses it rather than connect.
    const err = await guardedFetch(`http://rebind.example:${port}/`, { signal: AbortSignal.timeout(10_000) }, policy).catch((e: unknown) => e);
    expect(privateAddressCause(err)).toBeInstanceOf(PrivateAddressError);
    expect(asked).toBe(2);
    expect(seen).toEqual([]);
  });

  it('refuses a name whose answers mix public and private addresses, and a literal private address before connecting', async () => {
    seen.length = 0;
    const mixed: Resolver = async () => [{ address: '93.184.215.14', family: 4 }, { address: '127.0.0.1', family: 4 }];
    const err = await guardedFetch(`http://mixed.example:${port}/`, {}, { allowPrivate: false, resolve: mixed }).catch((e: unknown) => e);
    expect(privateAddressCause(err)).toBeInstanceOf(PrivateAddressError);
    for (const url of [`http://127.0.0.1:${port}/`, `http://[::ffff:7f00:1]:${port}/`, `http://localhost:${port}/`]) {
      await expect(guardedFetch(url, {}, { allowPrivate: false })).rejects.toBeInstanceOf(PrivateAddressError);
    }
    expect(seen).toEqual([]);
  });

  it('connects to the address it resolved once, keeping the name as the Host, when private hosts are allowed', async () => {
    seen.length = 0;
    let asked = 0;
    const once: Resolver = async () => {
      asked++;
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const res = await guardedFetch(`http://pages.example:${port}/a`, {}, { allowPrivate: true, resolve: once });
    expect(await res.text()).toBe('inside');
    expect(asked).toBe(1);
    expect(seen).toEqual([{ host: `pages.example:${port}` }]);
  });
});
