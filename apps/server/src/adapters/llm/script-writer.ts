// Script writing with a language model: the prompt, and the checks on what comes back.
import {
  PLATFORM_LABELS,
  SCRIPT_HOOK_COUNT,
  scriptResultSchema,
  targetWords,
  type ScriptRequestParsed,
  type ScriptResult,
  type Tone,
} from '@reelforge/contracts';
import type { Config } from '../../config.ts';
import { createLlmClient, DEFAULT_LLM_MODEL, type ChatMessage, type LlmClient } from './openai-compatible.ts';

/** The configured model, or null when LLM_BASE_URL is not set (the built-in writer is used). */
export function llmFromConfig(config: Config): LlmClient | null {
  if (!config.LLM_BASE_URL) return null;
  return createLlmClient({
    baseUrl: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY || undefined,
    model: config.LLM_MODEL || DEFAULT_LLM_MODEL,
    timeoutMs: config.LLM_TIMEOUT_MS,
  });
}

const TONE_GUIDE: Record<Tone, string> = {
  'engaging-educational': 'engaging and educational: clear explanations, concrete examples, one or two surprising facts',
  motivational: 'motivational: energetic and encouraging, speaking to the viewer directly, a push to act today',
  'casual-friendly': 'casual and friendly: conversational, like talking to a friend, contractions welcome',
  professional: 'professional: precise, calm and credible, no slang',
  'funny-entertaining': 'funny and entertaining: playful, light self-deprecating jokes, while still giving real, useful tips',
};

function platformGuide(platform: ScriptRequestParsed['platform'], seconds: number): string {
  switch (platform) {
    case 'all':
      return 'TikTok, YouTube, Instagram Reels and Facebook at once, so keep the call to action platform-neutral';
    case 'youtube':
      return seconds <= 60
        ? 'YouTube Shorts (vertical; the first two seconds decide whether people keep watching)'
        : 'YouTube (horizontal long-form; flow from section to section with spoken transitions)';
    case 'instagram':
      return 'Instagram Reels (vertical; strong first line, invite people to save and share)';
    default:
      return `${PLATFORM_LABELS[platform]} (vertical short video; the first two seconds decide whether people keep watching)`;
  }
}

function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const SHAPE =
  'The JSON object has exactly these keys: "title" (string, at most 100 characters), "script" (string), ' +
  '"description" (string, 1 to 3 sentences), "hooks" (array of exactly 3 strings) and "hashtags" ' +
  '(array of 5 to 10 strings, each starting with #).';

export function scriptMessages(input: ScriptRequestParsed, seconds: number): ChatMessage[] {
  const words = targetWords(seconds);
  const minutes = seconds >= 90 ? `${Math.round(seconds / 6) / 10} minutes` : `${seconds} seconds`;
  const system = [
    'You write narration scripts for social media videos. You answer with one JSON object and nothing else.',
    SHAPE,
    '"script" holds only the words the narrator speaks, as plain paragraphs separated by blank lines: no headings, ' +
      'no stage directions, no timestamps, no emojis, no hashtags, no markdown.',
    '"hooks" are three different opening lines of under 20 words each; the script opens with the first one.',
    '"description" is the caption posted with the video. Hashtags contain no spaces.',
  ].join('\n');
  const user = [
    `Topic: ${input.topic}`,
    `Platform: ${platformGuide(input.platform, seconds)}`,
    `Tone: ${TONE_GUIDE[input.tone]}`,
    `Language: write every field in ${languageName(input.language)} (${input.language}).`,
    `Length: the script is read aloud at about 2.5 words a second and must fill ${minutes}, so it must be about ` +
      `${words} words long (between ${Math.round(words * 0.9)} and ${Math.round(words * 1.1)} words).`,
    'Structure: open with the strongest hook, say what the viewer will get, make distinct points with concrete, ' +
      'specific advice about the topic, and end with a call to action that fits the platform.',
    input.additionalInstructions ? `Additional instructions from the creator: ${input.additionalInstructions}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

/** Harmless deviations fixed before validation: '#' added, spaces dropped, extra hooks cut. */
export function normalizeScript(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const v = { ...(value as Record<string, unknown>) };
  if (typeof v.hashtags === 'string') v.hashtags = v.hashtags.split(/[\s,]+/).filter(Boolean);
  if (Array.isArray(v.hashtags)) {
    const tags = v.hashtags
      .filter((t): t is string => typeof t === 'string')
      .map((t) => `#${t.replace(/^#+/, '').replace(/\s+/g, '')}`)
      .filter((t) => t.length > 1);
    v.hashtags = [...new Set(tags)].slice(0, 10);
  }
  if (Array.isArray(v.hooks) && v.hooks.length > SCRIPT_HOOK_COUNT) v.hooks = v.hooks.slice(0, SCRIPT_HOOK_COUNT);
  return v;
}

export async function writeScriptWithLlm(llm: LlmClient, input: ScriptRequestParsed, seconds: number): Promise<ScriptResult> {
  return llm.completeJson({
    messages: scriptMessages(input, seconds),
    schema: scriptResultSchema,
    normalize: normalizeScript,
    shapeHint: SHAPE,
  });
}
