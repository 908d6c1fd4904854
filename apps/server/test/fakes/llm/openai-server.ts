// A fake OpenAI-compatible server on 127.0.0.1: /v1/models and /v1/chat/completions with
// `response_format` json_schema / json_object. By default its "model" writes a script from the
// prompt (fake-writer.ts); tests can script the replies instead, or make it hang.
import http from 'node:http';
import { fakeTranslate } from '../libretranslate.ts';
import { fakeScript, type PromptMessage } from './fake-writer.ts';
import { listen, readJson, sendJson } from './http.ts';

/**
 * What the fake answers to one call: a reply, never answering at all, or (for `stream: true`)
 * these text pieces as chunks, optionally cutting the connection after them instead of [DONE].
 */
export type FakeReply = { status?: number; body: unknown } | { hang: true } | { pieces: string[]; cut?: boolean };

export interface ChatBody {
  model?: string;
  messages?: PromptMessage[];
  temperature?: number;
  seed?: number;
  stream?: boolean;
  response_format?: { type: string; json_schema?: { name?: string; strict?: boolean; schema?: unknown } };
}

export interface FakeCall {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: ChatBody;
}

export interface FakeOpenAiOptions {
  /** Scripted replies, one per call, the last one repeating; unset: the built-in fake model answers. */
  replies?: FakeReply[];
  /** Models it serves; a request for another model is a 404, as on OpenAI. */
  models?: string[];
  /** When set, calls without `Authorization: Bearer <apiKey>` get a 401. */
  apiKey?: string;
  /** response_format types it accepts (others: 400, as older servers do); default both. */
  formats?: ('json_schema' | 'json_object')[];
  port?: number;
}

/** A chat-completions reply whose message content is `content`. */
export const completion = (content: string, status = 200): { status: number; body: unknown } => ({
  status,
  body: {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  },
});

/** The fake model's translation: the user message's { target, texts }, word by word. */
function fakeTranslation(messages: PromptMessage[]) {
  const last = [...messages].reverse().find((m) => m.role === 'user');
  const asked = JSON.parse(String(last?.content ?? '{}')) as { target?: string; texts?: string[] };
  return { translations: (asked.texts ?? []).map((t) => fakeTranslate(t, asked.target ?? 'xx')) };
}

const error = (status: number, message: string, type = 'invalid_request_error') => ({ status, body: { error: { message, type } } });

export async function startFakeOpenAi(opts: FakeOpenAiOptions = {}) {
  const calls: FakeCall[] = [];
  let replies = opts.replies;
  const models = opts.models ?? ['fake-gpt'];
  const formats = opts.formats ?? ['json_schema', 'json_object'];

  function answer(call: FakeCall): FakeReply {
    if (opts.apiKey && call.headers.authorization !== `Bearer ${opts.apiKey}`) {
      return error(401, 'Incorrect API key provided.');
    }
    if (replies) return replies[Math.min(calls.length - 1, replies.length - 1)] ?? { hang: true };
    const { body } = call;
    if (!body.model || !models.includes(body.model)) return error(404, `The model \`${body.model}\` does not exist.`);
    if (!Array.isArray(body.messages) || body.messages.length === 0) return error(400, "'messages' is required.");
    const format = body.response_format?.type;
    if (format && !formats.includes(format as 'json_object')) {
      return error(400, `'response_format.type' ${format} is not supported by this model.`);
    }
    // A translation request (adapters/translate/llm-translator.ts): the same word table as the LibreTranslate fake.
    if (body.response_format?.json_schema?.name === 'translation') return completion(JSON.stringify(fakeTranslation(body.messages)));
    return completion(JSON.stringify(fakeScript(body.messages, body.seed ?? 0)));
  }

  const server = http.createServer(async (req, res) => {
    const path = req.url ?? '';
    if (req.method === 'GET' && path === '/v1/models') {
      // As on OpenAI, listing models needs the key too.
      if (opts.apiKey && req.headers.authorization !== `Bearer ${opts.apiKey}`) {
        const refused = error(401, 'Incorrect API key provided.');
        return sendJson(res, refused.status, refused.body);
      }
      return sendJson(res, 200, { object: 'list', data: models.map((id) => ({ id, object: 'model', created: 0, owned_by: 'fake' })) });
    }
    if (req.method !== 'POST' || path !== '/v1/chat/completions') return sendJson(res, 404, { error: { message: `Unknown path ${path}` } });
    const raw = await readJson(req);
    const call: FakeCall = { path, headers: req.headers, body: typeof raw === 'object' && raw ? (raw as ChatBody) : {} };
    calls.push(call);
    const reply = answer(call);
    if ('hang' in reply) return; // never answers
    if (call.body.stream) return streamReply(res, reply);
    if ('pieces' in reply) return sendJson(res, 200, completion(reply.pieces.join('')).body);
    sendJson(res, reply.status ?? 200, reply.body);
  });
  const { port, close } = await listen(server, opts.port);
  return {
    url: `http://127.0.0.1:${port}/v1`,
    calls,
    /** Replace the scripted replies (undefined: the fake model answers) and forget earlier calls. */
    reset(next?: FakeReply[]) {
      replies = next;
      calls.length = 0;
    },
    close,
  };
}

const chunk = (delta: Record<string, string>, finish: string | null) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

/** `stream: true` as OpenAI sends it: server-sent events of chunks with delta.content, then [DONE]. */
function streamReply(res: http.ServerResponse, reply: Exclude<FakeReply, { hang: true }>) {
  if (!('pieces' in reply)) {
    const content = (reply.body as { choices?: { message?: { content?: string } }[] }).choices?.[0]?.message?.content;
    // An error reply stays a JSON error, as a real server refuses before streaming.
    if ((reply.status ?? 200) !== 200 || typeof content !== 'string') return sendJson(res, reply.status ?? 200, reply.body);
    reply = { pieces: content.match(/[\s\S]{1,12}/g) ?? [] };
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.write(chunk({ role: 'assistant', content: '' }, null));
  reply.pieces.forEach((piece, i) => {
    const last = i === reply.pieces.length - 1;
    // Cut once the last piece has left, so the client sees the start of an answer that breaks off.
    res.write(chunk({ content: piece }, null), last && reply.cut ? () => res.destroy() : undefined);
  });
  if (reply.cut) return;
  res.write(chunk({}, 'stop'));
  res.end('data: [DONE]\n\n');
}

/** The first tests' name: a fake with scripted replies. */
export const startFakeLlm = (replies: FakeReply[]) => startFakeOpenAi({ replies });
