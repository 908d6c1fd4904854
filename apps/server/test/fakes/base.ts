import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as a fake route sees it; the body is read on demand (uploads may be large). */
export class FakeReq {
  readonly url: URL;
  private buffered?: Promise<Buffer>;

  constructor(readonly raw: http.IncomingMessage) {
    this.url = new URL(raw.url ?? '/', 'http://fake');
  }

  get method() {
    return this.raw.method ?? 'GET';
  }
  get query() {
    return this.url.searchParams;
  }
  header(name: string): string | undefined {
    const v = this.raw.headers[name.toLowerCase()];
    return Array.isArray(v) ? v.join(', ') : v;
  }
  /** The token after "Bearer " or "OAuth ". */
  token(scheme = 'Bearer'): string | undefined {
    const h = this.header('authorization');
    return h?.startsWith(`${scheme} `) ? h.slice(scheme.length + 1) : undefined;
  }
  body(): Promise<Buffer> {
    this.buffered ??= new Promise((resolve, reject) => {
      const parts: Buffer[] = [];
      this.raw.on('data', (c: Buffer) => parts.push(c));
      this.raw.on('end', () => resolve(Buffer.concat(parts)));
      this.raw.on('error', reject);
    });
    return this.buffered;
  }
  async json(): Promise<unknown> {
    const b = await this.body();
    try {
      return b.length ? JSON.parse(b.toString('utf8')) : undefined;
    } catch {
      return undefined;
    }
  }
  /** Query string and urlencoded body together, as Graph-style APIs accept both. */
  async params(): Promise<URLSearchParams> {
    const out = new URLSearchParams(this.url.searchParams);
    if ((this.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) {
      for (const [k, v] of new URLSearchParams((await this.body()).toString('utf8'))) out.set(k, v);
    }
    return out;
  }
  /** Reads `n` bytes (or all, if fewer arrive) and stops reading. */
  readSome(n: number): Promise<Buffer> {
    return new Promise((resolve) => {
      const parts: Buffer[] = [];
      let got = 0;
      const onData = (c: Buffer) => {
        parts.push(c);
        got += c.length;
        if (got >= n) finish();
      };
      const finish = () => {
        this.raw.off('data', onData);
        this.raw.off('end', finish);
        this.raw.pause();
        resolve(Buffer.concat(parts).subarray(0, n));
      };
      this.raw.on('data', onData);
      this.raw.on('end', finish);
    });
  }
}

export interface FakeRes {
  status: number;
  headers?: Record<string, string>;
  /** Objects are sent as JSON. */
  body?: unknown;
}

/** What a handler may do instead of answering: cut the connection (the socket is destroyed). */
export const DROP = Symbol('drop');
export type Handler = (req: FakeReq, m: RegExpExecArray) => Promise<FakeRes | typeof DROP>;

export type FaultAction =
  | FakeRes
  /** Never answer. With commit, the call still takes effect first (the answer is what gets lost). */
  | { hang: true; commit?: boolean }
  | { drop: true };

interface Fault {
  route: string;
  nth?: number;
  action: FaultAction;
  used: boolean;
}

interface Route {
  method: string;
  pattern: RegExp;
  name: string;
  handler: Handler;
}

/** A local HTTP server speaking one platform's contract, with per-test faults and counters. */
export class FakeServer {
  url = '';
  /** Calls per route name, faulted ones included. */
  readonly calls: Record<string, number> = {};
  /** Handler crashes: a test should assert this stays empty. */
  readonly errors: string[] = [];
  private faults: Fault[] = [];
  private routes: Route[] = [];
  private server = http.createServer((req, res) => void this.handle(req, res));

  protected route(method: string, pattern: RegExp, name: string, handler: Handler) {
    this.routes.push({ method, pattern, name, handler });
  }

  /** Wraps a registered route's handler: an extension (metrics) adds to what the route answers. */
  protected wrap(name: string, wrapper: (next: Handler) => Handler) {
    const route = this.routes.find((r) => r.name === name);
    if (!route) throw new Error(`no route named ${name}`);
    route.handler = wrapper(route.handler);
  }

  /** Injects a fault on a route: on its `nth` call (1-based, counted from the start), or the next one. */
  fail(route: string, action: FaultAction, nth?: number) {
    if (!this.routes.some((r) => r.name === route)) throw new Error(`no route named ${route}`);
    this.faults.push({ route, nth, action, used: false });
    return this;
  }

  count(route: string): number {
    return this.calls[route] ?? 0;
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop() {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The host goes away: connections to its port are refused (as with DNS or a network failure). */
  async goOffline() {
    await this.stop();
  }

  /** The host is back on the same address, with everything it knew. */
  async comeBack() {
    // Already up (a test's cleanup after it brought the host back itself): listening twice on
    // the port would fail with EADDRINUSE and take the fake down instead.
    if (this.server.listening) return;
    const port = Number(new URL(this.url).port);
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
  }

  private async handle(raw: http.IncomingMessage, res: http.ServerResponse) {
    const req = new FakeReq(raw);
    const path = req.url.pathname;
    let found: { route: Route; m: RegExpExecArray } | undefined;
    for (const route of this.routes) {
      const m = route.method === req.method ? route.pattern.exec(path) : null;
      if (m) {
        found = { route, m };
        break;
      }
    }
    if (!found) {
      await req.body();
      return send(res, { status: 404, body: { message: `fake: no route for ${req.method} ${path}` } });
    }
    const { route, m } = found;
    const n = (this.calls[route.name] = (this.calls[route.name] ?? 0) + 1);
    const fault = this.faults.find((f) => !f.used && f.route === route.name && (f.nth === undefined || f.nth === n));
    try {
      if (fault) {
        fault.used = true;
        const a = fault.action;
        if ('drop' in a) return void raw.socket.destroy();
        if ('hang' in a) {
          if (a.commit) await route.handler(req, m);
          else await req.body();
          return; // the client waits until it gives up
        }
        await req.body();
        return send(res, a);
      }
      const out = await route.handler(req, m);
      if (out === DROP) return void raw.socket.destroy();
      send(res, out);
    } catch (err) {
      this.errors.push(`${route.name}: ${err instanceof Error ? err.stack : String(err)}`);
      if (!res.headersSent) send(res, { status: 500, body: { message: 'fake crashed' } });
    }
  }
}

function send(res: http.ServerResponse, out: FakeRes) {
  const headers: Record<string, string> = { ...out.headers };
  let payload: Buffer | string = '';
  if (Buffer.isBuffer(out.body) || typeof out.body === 'string') payload = out.body;
  else if (out.body !== undefined) {
    payload = JSON.stringify(out.body);
    headers['content-type'] ??= 'application/json; charset=UTF-8';
  }
  res.writeHead(out.status, headers);
  res.end(payload);
}

export const json = (status: number, body: unknown, headers?: Record<string, string>): FakeRes => ({
  status,
  body,
  headers,
});

export function readRecord(v: unknown): Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

let seq = 1000;
export const nextId = (prefix = '') => `${prefix}${++seq}${Math.floor(Math.random() * 1e6)}`;
/** Digits-only ids like Meta's, as strings (they exceed what a JS number holds exactly). */
export const numericId = (lead: string) =>
  `${lead}${String(++seq).padStart(8, '0')}${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`;
