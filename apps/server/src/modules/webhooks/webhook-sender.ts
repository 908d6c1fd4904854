import http from 'node:http';
import https from 'node:https';
import { guardedLookup } from '../../lib/private-address.ts';

export interface SendResult {
  /** null: no HTTP answer (refused, timed out, blocked). */
  statusCode: number | null;
  error: string | null;
}

const excerpt = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 200);

/** One POST of a signed body; never follows redirects (a 3xx is an answer, not a delivery). */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  opts: { timeoutMs: number; allowPrivate: boolean },
): Promise<SendResult> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const req = client.request(
      target,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), ...headers },
        // The address checked is the address connected to (no DNS-rebinding window).
        lookup: guardedLookup({ allowPrivate: opts.allowPrivate }),
        // Idle sockets end at the timeout; a receiver that trickles its answer ends at the same deadline.
        timeout: opts.timeoutMs,
        signal: AbortSignal.timeout(opts.timeoutMs),
      },
      (res) => {
        const code = res.statusCode ?? 0;
        let text = '';
        res.setEncoding('utf8');
        // The receiver's words go in the log (a little of them); the rest is drained and dropped.
        res.on('data', (chunk: string) => {
          if (text.length < 200) text += chunk;
        });
        res.on('end', () => {
          const ok = code >= 200 && code < 300;
          resolve({ statusCode: code, error: ok ? null : `HTTP ${code}${text ? `: ${excerpt(text)}` : ''}` });
        });
        res.on('error', (err) => resolve({ statusCode: code, error: err.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${opts.timeoutMs / 1000} s`)));
    req.on('error', (err) =>
      resolve({ statusCode: null, error: err.name === 'AbortError' ? `no answer within ${opts.timeoutMs / 1000} s` : err.message }),
    );
    req.end(body);
  });
}
