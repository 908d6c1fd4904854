import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers to one call: a reply, or never answering at all. */
export type FakeReply = { status?: number; body: unknown } | { hang: true };

export interface FakeCall {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    response_format?: { type: string };
  };
}

/** A chat-completions reply whose message content is `content`. */
export const completion = (content: string, status = 200): FakeReply => ({
  status,
  body: {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  },
});

export const goodScript = {
  title: 'Balcony Gardens in 30 Seconds',
  script: 'Tomatoes love a sunny balcony. Start with one pot, water at dawn, and feed every two weeks.',
  description: 'Grow vegetables on a balcony, step by step.',
  hooks: ['Your balcony can feed you.', 'One pot is enough to start.', 'Stop buying sad tomatoes.'],
  hashtags: ['#balconygarden', '#gardening', '#urbangarden', '#tomatoes', '#growyourown'],
};

/**
 * An OpenAI-compatible chat-completions server on 127.0.0.1 (random port). Each call takes the
 * next scripted reply; the last one repeats.
 */
export async function startFakeLlm(replies: FakeReply[]) {
  const calls: FakeCall[] = [];
  let script = replies;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      calls.push({ path: req.url ?? '', headers: req.headers, body: raw ? (JSON.parse(raw) as FakeCall['body']) : {} });
      const reply = script[Math.min(calls.length - 1, script.length - 1)];
      if (!reply || 'hang' in reply) return; // never answers
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    calls,
    /** Replace the scripted replies (and forget earlier calls). */
    reset(next: FakeReply[]) {
      script = next;
      calls.length = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
