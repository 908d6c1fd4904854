import { vi } from 'vitest';

// A tiny stand-in for the server at the network edge: the app's real fetch calls go through it,
// answered by per-test routes such as 'GET /api/videos' or 'PATCH /api/videos/:id'.

export interface FakeRequest {
  method: string;
  path: string;
  url: URL;
  params: Record<string, string>;
  headers: Headers;
  /** The parsed JSON body, the raw text, or undefined without one. */
  body: unknown;
}

/** A reply with a status; a handler's plain return value is sent as 200 JSON. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body?: unknown,
    readonly statusText = '',
  ) {}
}
export const reply = (status: number, body?: unknown, statusText?: string) => new Reply(status, body, statusText);
/** What the server sends for an expired or missing session. */
export const unauthorized = () => reply(401, { message: 'Unauthorized', code: 'unauthorized' }, 'Unauthorized');

type Handler = (req: FakeRequest) => unknown;
export type Routes = Record<string, Handler | object | null>;

/** Every screen sends page views; they are accepted unless a test says otherwise. */
const ALWAYS: Routes = {
  'POST /api/events': () => reply(204),
  // A saved video's render steps: none unless a test says so (renders without the render cache).
  'GET /api/videos/:id/render': { status: 'ready', steps: [] },
};

function compile(key: string) {
  const [method, pattern] = key.split(' ') as [string, string];
  const names: string[] = [];
  const source = pattern.replace(/:(\w+)/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const re = new RegExp(`^${source}$`);
  return (m: string, path: string) => {
    if (m !== method) return null;
    const hit = re.exec(path);
    return hit ? Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(hit[i + 1]!)])) : null;
  };
}

async function toResponse(value: unknown): Promise<Response> {
  const r = value instanceof Reply ? value : new Reply(200, value);
  // A file (e.g. an MP4): its bytes, typed. The page's Blob is not fetch's, so it is read first.
  if (r.body instanceof Blob) return new Response(await r.body.arrayBuffer(), { status: r.status, headers: { 'Content-Type': r.body.type } });
  if (r.body === undefined) return new Response(null, { status: r.status, statusText: r.statusText });
  const text = typeof r.body === 'string' ? r.body : JSON.stringify(r.body);
  return new Response(text, {
    status: r.status,
    statusText: r.statusText,
    headers: { 'Content-Type': typeof r.body === 'string' ? 'text/plain' : 'application/json' },
  });
}

export function fakeApi(initial: Routes = {}) {
  let routes: Routes = { ...ALWAYS, ...initial };
  const calls: FakeRequest[] = [];

  const fetchFake = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      window.location.origin,
    );
    const method = (init.method ?? 'GET').toUpperCase();
    const raw = typeof init.body === 'string' ? init.body : undefined;
    let body: unknown = raw;
    if (raw !== undefined) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    } else if (init.body instanceof Blob) {
      body = init.body;
    }
    for (const [key, handler] of Object.entries(routes)) {
      const params = compile(key)(method, url.pathname);
      if (!params) continue;
      const req: FakeRequest = { method, path: url.pathname, url, params, headers: new Headers(init.headers), body };
      calls.push(req);
      const value = typeof handler === 'function' ? await (handler as Handler)(req) : handler;
      return toResponse(value);
    }
    // A call no test expected is a bug in the test or the app: say so loudly.
    console.error(`fake API: no route for ${method} ${url.pathname}`);
    return toResponse(reply(404, { message: 'Not found' }));
  });
  vi.stubGlobal('fetch', fetchFake);

  return {
    /** Adds or replaces routes mid-test (e.g. the list after a save). */
    on(more: Routes) {
      routes = { ...routes, ...more };
    },
    /** Requests that matched `METHOD /path` (exact path), in order. */
    calls(method: string, path: string) {
      return calls.filter((c) => c.method === method && c.path === path);
    },
    all: calls,
  };
}

/** One page of a paginated list (GET /api/videos), the last one. */
export const page = <T>(items: T[]) => ({ items, nextCursor: null });
