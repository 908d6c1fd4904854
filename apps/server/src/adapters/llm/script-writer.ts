// Script writing with a language model: the prompt, and the checks on what comes back.
import {
  isSceneEmoji,
  PLATFORM_LABELS,
  SCENE_KEYWORDS_MAX,
  SCRIPT_HOOK_COUNT,
  scriptDraftSchema,
  scriptText,
  targetWords,
  VISUAL_QUERY_MAX_WORDS,
  type ScriptRequestParsed,
  type ScriptResult,
  type ScriptStructure,
  type Tone,
} from '@reelforge/contracts';
import { repairSceneKind } from '@reelforge/script-writer';
import { DEFAULT_TEMPERATURE, type ChatMessage, type LlmClient } from './json-client.ts';
import { SCRIPT_JSON_SCHEMA, SCRIPT_SHAPE } from './script-schema.ts';

/** Regenerate asks for something new: hotter sampling, on top of "write a different one". */
export const REGENERATE_TEMPERATURE = 1;

const TONE_GUIDE: Record<Tone, string> = {
  'engaging-educational': 'engaging and educational: clear explanations, concrete examples, one or two surprising facts',
  motivational: 'motivational: energetic and encouraging, speaking to the viewer directly, a push to act today',
  'casual-friendly': 'casual and friendly: conversational, like talking to a friend, contractions welcome',
  professional: 'professional: precise, calm and credible, no slang',
  'funny-entertaining': 'funny and entertaining: playful, light self-deprecating jokes, while still giving real, useful tips',
};

/** A template's structure, scene by scene (the skeletons in the contracts' STRUCTURE_INFO). */
const STRUCTURE_PROMPT: Record<ScriptStructure, string> = {
  listicle:
    'Structure: a numbered list. The first scene is the hook and says how many points follow. Then one scene per point, ' +
    'and each of these scenes\' "text" starts with its number and a full stop ("1. ", "2. ", "3. " ...). The last scene ' +
    'recaps and ends with a call to action that fits the platform.',
  story:
    'Structure: a story in four beats after the hook: the setup (where it starts), the struggle (what goes wrong), ' +
    'the turning point, and what changed. Tell it in order, one beat per scene or more, and end with a call to action.',
  tutorial:
    'Structure: a tutorial. The first scene is the hook and says what the viewer will be able to do. Then one scene per ' +
    'step, and each of these scenes\' "text" starts with "Step 1:", "Step 2:" ... in order. The last scene shows the ' +
    'result and ends with a call to action.',
  'myth-vs-fact':
    'Structure: myth versus fact. After the hook, each scene takes one common belief about the topic: its "text" starts ' +
    'with "Myth:" and the belief, then "Fact:" and what is actually true. Three to five pairs; the last scene gives the ' +
    'takeaway and a call to action.',
};

/** When a scene is designed rather than narrated over a picture (issue 25): what the viewer should see. */
const KIND_GUIDE =
  'Each scene has a "kind", the design the viewer sees while the narrator speaks; "narration" (keywords over a ' +
  'picture) suits most scenes, and the others carry their data: "stat" when the scene states one number worth ' +
  'seeing (value as written, e.g. "73%", and a short label saying what it counts); "list" for an enumeration of 2 to 6 ' +
  'things; "steps" for a procedure of 2 to 6 steps in order; "comparison" for A versus B (a title and 1 to 4 short ' +
  'points per side); "quote" for a quotation with its speaker ("by"); "timeline" for 2 to 6 dated events ("when", ' +
  '"what"). The narration still says the content in full sentences; the data is the short on-screen version. Use a ' +
  'designed kind only where it fits, never for every scene, and set the data of every other kind to null.';

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

/** Short videos cut every 6-10 s; long ones hold a scene for 15-25 s. */
export function sceneCount(seconds: number): number {
  return Math.min(120, Math.max(3, Math.round(seconds / (seconds <= 90 ? 8 : 20))));
}

/** Facts research found, for the prompt: numbered sentences and the articles they come from. */
export interface ScriptSources {
  facts: { n: number; text: string }[];
  articles: { title: string; url: string }[];
  /** Where the facts come from, for the prompt; defaults to "Wikipedia" (a linked page: "the web page"). */
  origin?: string;
}

function sourcesBlock(sources: ScriptSources): string {
  const from = sources.articles.map((a) => `"${a.title}" (${a.url})`).join(', ');
  return [
    `Sources (from ${sources.origin ?? 'Wikipedia'}: ${from}):`,
    ...sources.facts.map((f) => `[${f.n}] ${f.text}`),
    'Use only these numbered sources for claims of fact: every number, name, date and cause you state must come from one ' +
      'of them, exactly as written there (translated into the script\'s language when it differs). Add no facts from ' +
      'anywhere else; where the sources say nothing, make no claim.',
  ].join('\n');
}

export function scriptMessages(input: ScriptRequestParsed, seconds: number, sources?: ScriptSources): ChatMessage[] {
  const words = targetWords(seconds);
  const minutes = seconds >= 90 ? `${Math.round(seconds / 6) / 10} minutes` : `${seconds} seconds`;
  const system = [
    'You write narration scripts for social media videos. You answer with one JSON object and nothing else.',
    SCRIPT_SHAPE,
    'Each scene\'s "text" holds only the words the narrator speaks, as plain sentences: no headings, no stage ' +
      'directions, no timestamps, no emojis, no hashtags, no markdown.',
    `"visualQuery" is always in English, 2-${VISUAL_QUERY_MAX_WORDS} concrete words naming what the camera could show ` +
      '(e.g. "woman drinking water kitchen"), never abstract words. "keywords" are 1 to ' +
      `${SCENE_KEYWORDS_MAX} short words from the scene, in the script's language, to show on screen.`,
    `"hooks" are ${SCRIPT_HOOK_COUNT} different opening lines of under 20 words each; the first scene opens with the first one.`,
    '"description" is the caption posted with the video. Hashtags contain no spaces.',
    'Be specific: when the topic promises a list ("5 habits", "top 3 apps"), name every item; give real facts, names and ' +
      'numbers you are sure of, and never invent statistics.',
    KIND_GUIDE,
    "When the creator gives instructions, they take priority over this guidance (except the JSON shape): follow every one.",
  ].join('\n');
  const user = [
    `Topic: ${input.topic}`,
    `Platform: ${platformGuide(input.platform, seconds)}`,
    `Tone: ${TONE_GUIDE[input.tone]}`,
    `Language: write every field in ${languageName(input.language)} (${input.language}), except "visualQuery", which is English.`,
    `Length: the narration is read aloud at about 2.5 words a second and must fill ${minutes}, so all scene texts together ` +
      `must be about ${words} words long (between ${Math.round(words * 0.9)} and ${Math.round(words * 1.1)} words), ` +
      `in about ${sceneCount(seconds)} scenes.`,
    input.structure
      ? STRUCTURE_PROMPT[input.structure]
      : 'Structure: open with the strongest hook, say what the viewer will get, make distinct points with concrete, ' +
        'specific content about the topic, and end with a call to action that fits the platform.',
    sources && sources.facts.length ? sourcesBlock(sources) : '',
    input.additionalInstructions
      ? `Instructions from the creator (these come first; follow every one):\n"""\n${input.additionalInstructions}\n"""`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
  const messages: ChatMessage[] = [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
  if (input.previousScript) {
    messages.push({
      role: 'user',
      content:
        'The creator already has the script below and asked for a new one. Write a different script on the same topic: ' +
        'a different hook, different points or a different order, different examples and wording. Do not reuse its ' +
        `sentences.\n"""\n${input.previousScript}\n"""`,
    });
  }
  return messages;
}

const asStrings = (v: unknown): string[] =>
  typeof v === 'string' ? v.split(/\s*[,;]\s*/) : Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

function normalizeScene(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const s = { ...(value as Record<string, unknown>) };
  if (typeof s.text !== 'string' && typeof s.narration === 'string') s.text = s.narration;
  if (typeof s.visualQuery === 'string') s.visualQuery = s.visualQuery.split(/\s+/).slice(0, VISUAL_QUERY_MAX_WORDS).join(' ');
  if (s.keywords !== undefined) s.keywords = asStrings(s.keywords).map((k) => k.trim()).filter(Boolean).slice(0, SCENE_KEYWORDS_MAX);
  if (typeof s.emoji !== 'string' || !isSceneEmoji(s.emoji)) delete s.emoji;
  delete s.narration;
  // A design with missing or broken data is dropped, not sent back: the scene still narrates.
  return repairSceneKind(s);
}

/**
 * Harmless deviations fixed before validation: '#' added, spaces dropped, extra hooks cut, empty
 * emoji dropped, a scene kind without valid data made a narration scene.
 */
export function normalizeScript(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const v = { ...(value as Record<string, unknown>) };
  if (v.hashtags !== undefined) {
    const tags = asStrings(typeof v.hashtags === 'string' ? v.hashtags.replace(/\s+/g, ',') : v.hashtags)
      .map((t) => `#${t.replace(/^#+/, '').replace(/\s+/g, '')}`)
      .filter((t) => t.length > 1);
    v.hashtags = [...new Set(tags)].slice(0, 10);
  }
  if (Array.isArray(v.hooks) && v.hooks.length > SCRIPT_HOOK_COUNT) v.hooks = v.hooks.slice(0, SCRIPT_HOOK_COUNT);
  if (Array.isArray(v.scenes)) v.scenes = v.scenes.map(normalizeScene);
  delete v.script; // derived from the scenes
  return v;
}

/**
 * Bigger than the script itself: JSON keys, visual queries and keywords ride along, and each scene
 * its kind with the other kinds' nulls (about 25 tokens) or its data.
 */
const outputTokens = (seconds: number) => Math.round(targetWords(seconds) * 2.2 + 400 + sceneCount(seconds) * 40);

export async function writeScriptWithLlm(
  llm: LlmClient,
  input: ScriptRequestParsed,
  seconds: number,
  sources?: ScriptSources,
): Promise<ScriptResult> {
  const regenerate = !!input.previousScript || (input.variation ?? 0) > 0;
  const draft = await llm.completeJson({
    messages: scriptMessages(input, seconds, sources),
    schema: scriptDraftSchema,
    jsonSchema: SCRIPT_JSON_SCHEMA,
    normalize: normalizeScript,
    shapeHint: SCRIPT_SHAPE,
    temperature: regenerate ? REGENERATE_TEMPERATURE : DEFAULT_TEMPERATURE,
    ...(input.variation !== undefined ? { seed: input.variation } : {}),
    outputTokens: outputTokens(seconds),
  });
  return { ...draft, script: scriptText(draft.scenes) };
}
