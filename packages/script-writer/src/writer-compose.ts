// The built-in writer's working parts: picking templates a topic can fill, filling them, and the
// scenes they become.
import { SCENE_KEYWORDS_MAX, sceneSchema, VISUAL_QUERY_MAX_WORDS, type Scene, type Tone } from '@reelforge/contracts';
import type { LanguageBank, Line, ToneBank, TopicKind } from './writer-bank.ts';
import { fill, placeholders, type Picker } from './writer-text.ts';

/** A scene before its text is polished: sentences, and what to show with them. */
export interface SceneDraft {
  lines: string[];
  visual: string;
  keywords: string[];
  emoji?: string;
}

export class Composer {
  private readonly cache = new Map<readonly Line[], Map<string, string[]>>();

  constructor(
    readonly bank: LanguageBank,
    readonly toneName: Tone,
    readonly kind: TopicKind,
    readonly vars: Readonly<Record<string, string>>,
    readonly pick: Picker,
    /**
     * What else the topic is: its kind of practice (writer-practice.ts; a line tagged "!habit" keeps
     * away from a habit) or "past" (an event that is over: "[!past]" keeps a "use it today" away).
     */
    readonly traits: readonly string[] = [],
  ) {}

  get tone(): ToneBank {
    return this.bank.tones[this.toneName];
  }

  /** The templates of `lines` this topic can use: its kind, and every slot filled. */
  usable(lines: readonly Line[], extraKeys: readonly string[] = []): string[] {
    const key = extraKeys.join(',');
    let byKeys = this.cache.get(lines);
    if (!byKeys) this.cache.set(lines, (byKeys = new Map()));
    let out = byKeys.get(key);
    if (!out) {
      const known = new Set([...Object.keys(this.vars), ...extraKeys]);
      out = lines
        .filter((l) => !l.kinds || l.kinds.includes(this.kind))
        .filter((l) => !l.notFor?.some((t) => this.traits.includes(t)))
        .filter((l) => placeholders(l.text).every((p) => known.has(p)))
        .map((l) => l.text);
      byKeys.set(key, out); // the same array each time, so Picker.one avoids repeats
    }
    return out;
  }

  fill(template: string, extra: Record<string, string> = {}): string {
    return fill(template, { ...this.vars, ...extra });
  }

  /** One usable line, filled; '' when the bank has none for this topic (a bank gap, caught by tests). */
  one(lines: readonly Line[], extra: Record<string, string> = {}): string {
    const list = this.usable(lines, Object.keys(extra));
    return list.length ? this.fill(this.pick.one(list), extra) : '';
  }

  polish(text: string): string {
    // A quoted question ends the sentence itself: “Is coffee bad?” needs no full stop after it.
    return this.bank.polish(text, this.toneName).replace(/([?!][”»"])\./g, '$1');
  }
}

const capitalise = (s: string) => (/^\p{Ll}+\p{Lu}/u.test(s) ? s : s.charAt(0).toUpperCase() + s.slice(1));

const VISUAL_QUERY_MAX_CHARS = 60;
const KEYWORD_MAX_CHARS = 40;

/** At most five words and 60 characters, as the contract wants; never empty. */
export function visualQuery(...candidates: (string | undefined)[]): string {
  const words = candidates.find((c) => c && c.trim())?.trim().split(/\s+/) ?? ['people', 'talking'];
  let out = words.slice(0, VISUAL_QUERY_MAX_WORDS).join(' ');
  while (out.length > VISUAL_QUERY_MAX_CHARS && out.includes(' ')) out = out.slice(0, out.lastIndexOf(' '));
  return out.slice(0, VISUAL_QUERY_MAX_CHARS);
}

export function keywordList(...items: (string | undefined)[]): string[] {
  const out: string[] = [];
  for (const item of items) {
    const k = item?.trim();
    if (!k || k.length > KEYWORD_MAX_CHARS || out.some((o) => o.toLowerCase() === k.toLowerCase())) continue;
    out.push(capitalise(k));
  }
  return out.slice(0, SCENE_KEYWORDS_MAX);
}

/**
 * The drafts as the contract's scenes. Whatever a bank or a note brings, a scene only carries what
 * the response schema accepts (an emoji the engine can draw, keywords of at most 40 characters), so
 * a writer's slip costs a scene its emoji, never the request a 500.
 */
export function finishScenes(drafts: SceneDraft[], polish: (s: string) => string): Scene[] {
  return drafts
    .filter((d) => d.lines.some((l) => l.trim()))
    .map((d) => {
      const keywords = d.keywords.map(polish).filter((k) => k.trim() && k.trim().length <= KEYWORD_MAX_CHARS);
      const emoji = d.emoji?.trim();
      return {
        text: polish(d.lines.filter((l) => l.trim()).join(' ')),
        visualQuery: visualQuery(d.visual),
        keywords: keywords.length ? keywords : ['…'],
        ...(emoji && sceneSchema.shape.emoji.safeParse(emoji).success ? { emoji } : {}),
      };
    });
}
