// Topic ideas from a language model: a niche and the creator's best videos in, one idea per
// requested structure out, validated like a script is.
import { SCRIPT_STRUCTURES, STRUCTURE_INFO, type ScriptStructure } from '@reelforge/contracts';
import { z } from 'zod';
import { DEFAULT_TEMPERATURE, type ChatMessage, type LlmClient } from './json-client.ts';

export interface IdeasRequest {
  niche: string;
  /** One idea per entry, in order. */
  structures: ScriptStructure[];
  /** Titles of the creator's videos that did best (most viewed first); may be empty. */
  bestVideos: string[];
  language: string;
}

export interface TopicIdea {
  topic: string;
  angle: string;
}

const ideaSchema = z.object({ topic: z.string().trim().min(3).max(160), angle: z.string().trim().min(3).max(300) });
export const ideasSchema = z.object({ ideas: z.array(ideaSchema).min(1) });

const IDEAS_JSON_SCHEMA = {
  name: 'content_ideas',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['ideas'],
    properties: {
      ideas: {
        type: 'array',
        description: 'One idea per requested format, in the same order.',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['topic', 'angle'],
          properties: {
            topic: { type: 'string', description: 'The video topic as a short title, at most 100 characters.' },
            angle: { type: 'string', description: 'One sentence: why this video should work for this audience.' },
          },
        },
      },
    },
  },
};
const IDEAS_SHAPE = 'The JSON object has exactly one key, "ideas": an array of objects with "topic" and "angle" (strings).';

export function ideasMessages(req: IdeasRequest): ChatMessage[] {
  const formats = req.structures.map((s, i) => `${i + 1}. ${STRUCTURE_INFO[s].label}: ${STRUCTURE_INFO[s].summary}`).join('\n');
  const best = req.bestVideos.length ? `The creator's videos that did best, most viewed first:\n${req.bestVideos.map((t) => `- ${t}`).join('\n')}` : '';
  return [
    {
      role: 'system',
      content:
        'You plan short social media videos for a creator. You answer with one JSON object and nothing else. ' +
        `${IDEAS_SHAPE} Every topic is specific and different from the others; never invent statistics.`,
    },
    {
      role: 'user',
      content: [
        `Niche: ${req.niche}`,
        best,
        `Write exactly ${req.structures.length} video ideas for the coming week, one per format below and in this order, ` +
          `each topic suited to its format (${SCRIPT_STRUCTURES.join(', ')}):`,
        formats,
        `Language: write the topics and angles in the language with code ${req.language}.`,
      ]
        .filter(Boolean)
        .join('\n'),
    },
  ];
}

export async function writeIdeasWithLlm(llm: LlmClient, req: IdeasRequest): Promise<TopicIdea[]> {
  const out = await llm.completeJson({
    messages: ideasMessages(req),
    schema: ideasSchema,
    jsonSchema: IDEAS_JSON_SCHEMA,
    shapeHint: IDEAS_SHAPE,
    temperature: DEFAULT_TEMPERATURE,
    outputTokens: 120 * req.structures.length + 200,
  });
  return out.ideas;
}
