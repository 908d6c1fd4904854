// The part of a language-model client that does not depend on the protocol: ask for JSON, pull the
// object out of the reply, validate it with zod, and give the model one chance to repair it.
import type { z } from 'zod';
import { LlmError } from './llm-http.ts';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** A JSON schema sent to the model (constrained decoding where the server supports it). */
export interface JsonSchemaSpec {
  name: string;
  schema: Record<string, unknown>;
}

export interface ChatRequest {
  messages: ChatMessage[];
  jsonSchema: JsonSchemaSpec;
  temperature: number;
  /** Same seed, same answer on servers that honour it; Regenerate sends a new one. */
  seed?: number;
  /** Rough size of the answer, so a local server can size its context window. */
  outputTokens?: number;
}

/** One chat round trip over some protocol; returns the assistant's message text. */
export type ChatTransport = (req: ChatRequest) => Promise<string>;

export interface JsonRequest<S extends z.ZodType> {
  messages: ChatMessage[];
  schema: S;
  jsonSchema: JsonSchemaSpec;
  /** Tidies harmless deviations (e.g. a hashtag without '#') before validation. */
  normalize?: (value: unknown) => unknown;
  /** One sentence restating the expected shape, used in the repair request. */
  shapeHint: string;
  temperature?: number;
  seed?: number;
  outputTokens?: number;
}

export interface LlmClient {
  readonly model: string;
  completeJson<S extends z.ZodType>(req: JsonRequest<S>): Promise<z.infer<S>>;
}

export const DEFAULT_TEMPERATURE = 0.7;

/** Pulls a JSON object out of a reply that may carry a code fence, a sentence or a <think> block. */
export function extractJson(content: string): unknown {
  let text = content.replace(/<think>[\s\S]*?<\/think>/gi, '').trim();
  const fence = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(text);
  if (fence?.[1] !== undefined) text = fence[1];
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start > 0 && end > start) text = text.slice(start, end + 1);
  return JSON.parse(text);
}

const describeIssues = (error: z.ZodError) =>
  error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || 'reply'}: ${i.message}`)
    .join('; ');

function repairRequest(problem: string, shapeHint: string): ChatMessage {
  return {
    role: 'user',
    content: `Your reply could not be used because ${problem}. Reply again with only the corrected JSON object and nothing else. ${shapeHint}`,
  };
}

export function jsonClient(model: string, chat: ChatTransport): LlmClient {
  return {
    model,
    async completeJson<S extends z.ZodType>(req: JsonRequest<S>): Promise<z.infer<S>> {
      const messages = [...req.messages];
      const base = {
        jsonSchema: req.jsonSchema,
        temperature: req.temperature ?? DEFAULT_TEMPERATURE,
        seed: req.seed,
        outputTokens: req.outputTokens,
      };
      let problem = '';
      for (let attempt = 0; attempt < 2; attempt++) {
        const content = await chat({ ...base, messages });
        let value: unknown;
        try {
          value = extractJson(content);
        } catch (err) {
          problem = `it is not valid JSON (${err instanceof Error ? err.message : String(err)})`;
          messages.push({ role: 'assistant', content }, repairRequest(problem, req.shapeHint));
          continue;
        }
        const checked = req.schema.safeParse(req.normalize ? req.normalize(value) : value);
        if (checked.success) return checked.data;
        problem = `it does not match the required shape (${describeIssues(checked.error)})`;
        messages.push({ role: 'assistant', content }, repairRequest(problem, req.shapeHint));
      }
      throw new LlmError(`The language model returned an unusable answer twice: ${problem}. Please try again.`, 'llm_invalid_output');
    },
  };
}
