// The one API client (spec section 7/8): sends cookies, sends JSON only with a payload, and turns
// any non-2xx response into an ApiError whose message is "<status>: <body text or status text>".
import type { ErrorCode } from '@reelforge/contracts';

/**
 * The `code` of the server's JSON error body. The server can only send codes from contracts'
 * ERROR_CODES (AppError's code is typed to it), so the list is not checked again here: that check
 * would pull the zod schemas into every page, the landing page included.
 */
function codeOf(bodyText: string): ErrorCode | undefined {
  try {
    const code = (JSON.parse(bodyText) as { code?: unknown }).code;
    return typeof code === 'string' ? (code as ErrorCode) : undefined;
  } catch {
    return undefined;
  }
}

export class ApiError extends Error {
  /** What went wrong, for code to branch on (not the status number, not the wording). */
  readonly code: ErrorCode | undefined;

  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.code = codeOf(bodyText);
  }

  /** The request field the server's error is about (`field` of its JSON error body), if any. */
  get field(): string | undefined {
    try {
      const field = (JSON.parse(this.bodyText) as { field?: unknown }).field;
      return typeof field === 'string' ? field : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * The server's own words for people: the `message` of its JSON error body. Not its generic
   * "something went wrong" (code internal), and never a non-JSON body (a proxy's HTML page).
   */
  get userMessage(): string | undefined {
    try {
      const body = JSON.parse(this.bodyText) as { message?: unknown; code?: unknown };
      if (typeof body.message !== 'string' || !body.message || body.code === 'internal') return undefined;
      return body.message;
    } catch {
      return undefined;
    }
  }
}

export const isUnauthorizedError = (error: unknown) => error instanceof ApiError && error.code === 'unauthorized';

/** The message to show a person: the server's words when it sent some, else the fallback. */
export const errorMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError ? (error.userMessage ?? fallback) : fallback;

async function throwIfNotOk(res: Response) {
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return res;
}

export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await apiRequest(method, url, data);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** Sends raw bytes (e.g. an image) rather than JSON. */
export async function apiUpload<T>(method: string, url: string, file: Blob): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    body: file,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/** The default query function: the key's parts joined with slashes, as a GET. */
export async function getQueryFn<T>({ queryKey, on401 = 'throw' }: { queryKey: readonly unknown[]; on401?: 'throw' | 'returnNull' }) {
  const res = await fetch(queryKey.join('/'), { credentials: 'include' });
  if (on401 === 'returnNull' && res.status === 401) return null as T;
  await throwIfNotOk(res);
  return (await res.json()) as T;
}
