import { scriptText, type Scene, type SceneVisual } from '@reelforge/contracts';

/**
 * A scene as a video keeps it: the narration, plus the writer's visual hints when a writer wrote
 * it (a creator's own words have none yet; later visual work fills them).
 */
export type StoredScene = Pick<Scene, 'text'> & Partial<Omit<Scene, 'text'>> & { visual?: SceneVisual };

/** About 11 seconds of speech: one background and motion per scene. */
const TARGET_WORDS = 28;
/** A paragraph longer than this is several scenes. */
const MAX_WORDS = 56;
/** A paragraph shorter than this ("Intro", "Step one:") joins the next one. */
const MIN_WORDS = 4;

const words = (s: string) => s.split(/\s+/).filter(Boolean);
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
const hasWords = (s: string) => /[\p{L}\p{N}]/u.test(s);

/** Sentences, and run-ons without punctuation cut at commas, then every MAX_WORDS words. */
function sentences(text: string): string[] {
  const out: string[] = [];
  for (const sentence of oneLine(text).split(/(?<=[.!?…。！？])\s+(?=\S)/u)) {
    if (words(sentence).length <= MAX_WORDS) {
      out.push(sentence);
      continue;
    }
    for (const clause of sentence.split(/(?<=[,;:])\s+/u)) {
      const w = words(clause);
      for (let i = 0; i < w.length; i += MAX_WORDS) out.push(w.slice(i, i + MAX_WORDS).join(' '));
    }
  }
  return out.filter(hasWords);
}

/** Sentences grouped into scenes close to TARGET_WORDS, never past MAX_WORDS. */
function groupSentences(list: string[]): string[] {
  const scenes: string[] = [];
  let current: string[] = [];
  let count = 0;
  for (const sentence of list) {
    const n = words(sentence).length;
    if (count > 0 && count + n > MAX_WORDS) {
      scenes.push(current.join(' '));
      current = [];
      count = 0;
    }
    current.push(sentence);
    count += n;
    if (count >= TARGET_WORDS) {
      scenes.push(current.join(' '));
      current = [];
      count = 0;
    }
  }
  if (current.length) scenes.push(current.join(' '));
  return scenes;
}

/**
 * A script as scenes: its paragraphs when it has several (the writer chose those breaks), else its
 * sentences grouped to about 11 seconds each. Long paragraphs are split at sentences, and
 * headings too short to be a scene join the paragraph after them.
 */
export function splitScript(script: string): string[] {
  const paragraphs = script
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map(oneLine)
    .filter(hasWords);
  if (paragraphs.length <= 1) return groupSentences(sentences(paragraphs[0] ?? ''));
  const joined: string[] = [];
  let pending = '';
  for (const p of paragraphs) {
    const text = pending ? `${pending} ${p}` : p;
    if (words(text).length < MIN_WORDS) pending = text;
    else {
      joined.push(text);
      pending = '';
    }
  }
  if (pending && joined.length) joined[joined.length - 1] += ` ${pending}`;
  else if (pending) joined.push(pending);
  return joined.flatMap((p) => (words(p).length > MAX_WORDS ? groupSentences(sentences(p)) : [p]));
}

/**
 * The scenes to narrate `script`. Unedited, the writer's scenes exactly (each narration is what the
 * writer returned); edited, the script is split again and every part still equal to one of the
 * writer's scenes keeps that scene's visuals.
 */
export function scenesForScript(script: string, known: readonly StoredScene[] = []): StoredScene[] {
  if (known.length && oneLine(scriptText(known)) === oneLine(script)) return [...known];
  const byText = new Map(known.map((s) => [oneLine(s.text), s]));
  return splitScript(script).map((text) => byText.get(text) ?? { text });
}
