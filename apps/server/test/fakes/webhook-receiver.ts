import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedHook {
  headers: http.IncomingHttpHeaders;
  /** The raw body, exactly as signed. */
  body: string;
  json: { id: string; type: string; createdAt: string; data: Record<string, unknown> };
}

/**
 * A webhook receiver on 127.0.0.1 that records what it is sent and answers `status` (200 unless
 * changed). `port` starts it on a given port: a receiver that comes back where it was.
 */
export async function startReceiver(opts: { port?: number; status?: number } = {}) {
  const received: ReceivedHook[] = [];
  let status = opts.status ?? 200;
  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      const body = Buffer.concat(parts).toString('utf8');
      received.push({ headers: req.headers, body, json: JSON.parse(body) as ReceivedHook['json'] });
      res.writeHead(status, { 'Content-Type': 'text/plain' }).end(status < 300 ? 'ok' : 'receiver says no');
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    setStatus: (next: number) => {
      status = next;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
