// Plumbing shared by the language-model fakes: a JSON body in, a JSON answer out, a random port.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export async function readJson(req: http.IncomingMessage): Promise<unknown> {
  let raw = '';
  for await (const chunk of req) raw += (chunk as Buffer).toString('utf8');
  if (!raw) return {};
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw; // a body that is not JSON: the fake answers 400, as a real server does
  }
}

export function sendJson(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** Listens on 127.0.0.1 (port 0 = a free one) and returns the port and a closer. */
export async function listen(server: http.Server, port = 0) {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
