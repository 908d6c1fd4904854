import { scriptResultSchema, type ScriptRequestParsed } from '@reelforge/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createLlmClient } from '../src/adapters/llm/openai-compatible.ts';
import { SCRIPT_JSON_SCHEMA } from '../src/adapters/llm/script-schema.ts';
import { writeScriptWithLlm } from '../src/adapters/llm/script-writer.ts';
import { completion, designedScript, startFakeOpenAi } from './fakes/llm/index.ts';

// Issue 25: a model is asked for each scene's design (stat, list, quote...) with its data, and a
// design it got wrong costs the scene its design, never the script.
const input: ScriptRequestParsed = {
  topic: 'Compound interest',
  duration: '15-30 seconds',
  platform: 'tiktok',
  tone: 'engaging-educational',
  language: 'en',
};

let fake: Awaited<ReturnType<typeof startFakeOpenAi>> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});
const client = (url: string) => createLlmClient({ baseUrl: url, model: 'fake-gpt', timeoutMs: 5000 });
const scene = (text: string, extra: Record<string, unknown>) => ({ text, visualQuery: 'money jar table', keywords: ['Money'], emoji: '', ...extra });

describe('scene kinds from a language model', () => {
  it('asks for a kind and its data in the schema and the prompt, saying when each fits', async () => {
    fake = await startFakeOpenAi({ replies: [completion(JSON.stringify(designedScript))] });
    await writeScriptWithLlm(client(fake.url), input, 30);
    const body = fake.calls[0]!.body;
    expect(body.response_format?.json_schema?.schema).toEqual(SCRIPT_JSON_SCHEMA.schema);
    const sceneSchema = SCRIPT_JSON_SCHEMA.schema.properties.scenes.items as { required: string[]; properties: { kind: { enum: string[] } } };
    expect(sceneSchema.required).toEqual(['text', 'visualQuery', 'keywords', 'emoji', 'kind', 'stat', 'items', 'comparison', 'quote', 'timeline']);
    expect(sceneSchema.properties.kind.enum).toEqual(['narration', 'stat', 'list', 'steps', 'comparison', 'quote', 'timeline']);
    const prompt = body.messages!.map((m) => m.content).join('\n');
    expect(prompt).toMatch(/"stat" when the scene states one number worth seeing/);
    expect(prompt).toMatch(/"list" for an enumeration/);
    expect(prompt).toMatch(/"steps" for a procedure/);
    expect(prompt).toMatch(/"comparison" for A versus B/);
    expect(prompt).toMatch(/"quote" for a quotation with its speaker/);
    expect(prompt).toMatch(/"timeline" for 2 to 6 dated events/);
    expect(prompt).toMatch(/never for every scene/);
  });

  it('keeps valid designs with their data and leaves narration scenes plain', async () => {
    fake = await startFakeOpenAi({ replies: [completion(JSON.stringify(designedScript))] });
    const result = await writeScriptWithLlm(client(fake.url), input, 30);
    expect(scriptResultSchema.parse(result)).toEqual(result);
    expect(result.scenes.map((s) => s.kind)).toEqual([undefined, 'stat', 'list', 'quote']);
    expect(result.scenes[0]).not.toHaveProperty('stat');
    expect(result.scenes[1]).toMatchObject({ kind: 'stat', stat: { value: '$1,967', label: 'after 10 years at 7%' } });
    expect(result.scenes[1]).not.toHaveProperty('items');
    expect(result.scenes[2]?.items).toEqual(['Start early', 'Reinvest gains', 'Never withdraw']);
    expect(result.scenes[3]?.quote).toEqual({ text: 'The first rule is never to lose money.', by: 'Warren Buffett' });
    expect(fake.calls).toHaveLength(1);
  });

  it('drops a design with missing or broken data to narration without asking again', async () => {
    const broken = {
      ...designedScript,
      scenes: [
        scene('A stat without its label.', { kind: 'stat', stat: { value: '73%' } }),
        scene('A list of one.', { kind: 'list', items: ['Only one'] }),
        scene('A quote nobody said.', { kind: 'quote', quote: { text: 'Words.', by: '' } }),
        scene('A kind that does not exist.', { kind: 'chart', stat: { value: '5', label: 'five' } }),
        scene('Steps with data of another kind.', { kind: 'steps', stat: { value: '3', label: 'steps' } }),
        scene('A timeline with one event.', { kind: 'timeline', timeline: [{ when: '1990', what: 'Start' }] }),
        // Repaired, not dropped: an eighth item and blank items are trimmed away.
        scene('Many steps.', { kind: 'steps', items: ['One', ' ', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven'], quote: { text: 'x', by: 'y' } }),
        scene('A comparison.', { kind: 'comparison', comparison: { left: { title: 'Saving', points: ['Slow', 'Safe'] }, right: { title: 'Investing', points: ['a', 'b', 'c', 'd', 'e'] } } }),
      ],
    };
    fake = await startFakeOpenAi({ replies: [completion(JSON.stringify(broken))] });
    const result = await writeScriptWithLlm(client(fake.url), input, 30);
    expect(fake.calls).toHaveLength(1);
    expect(result.scenes.map((s) => s.text)).toEqual(broken.scenes.map((s) => s.text));
    expect(result.scenes.slice(0, 6).map((s) => Object.keys(s).sort())).toEqual(
      Array(6).fill(['keywords', 'text', 'visualQuery']),
    );
    expect(result.scenes[6]).toMatchObject({ kind: 'steps', items: ['One', 'Two', 'Three', 'Four', 'Five', 'Six'] });
    expect(result.scenes[6]).not.toHaveProperty('quote');
    expect(result.scenes[7]?.comparison?.right.points).toEqual(['a', 'b', 'c', 'd']);
  });
});
