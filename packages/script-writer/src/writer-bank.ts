import { TONES, type SCRIPT_PLATFORMS, type Tone } from '@reelforge/contracts';

export type ScriptPlatform = (typeof SCRIPT_PLATFORMS)[number];

/**
 * What a topic lets the writer say. practice: something you do (habits, skills, "how to ...");
 * choice: things you pick between ("top 3 budgeting apps", "iPhone vs Android"); inquiry: something
 * you learn about (a question, a name, a thing). The built-in writer knows no facts, so each kind
 * gets only the kind of advice that is true whatever the topic is.
 */
export const TOPIC_KINDS = ['practice', 'choice', 'inquiry'] as const;
export type TopicKind = (typeof TOPIC_KINDS)[number];

/** A template, and the kinds of topic it suits (all when unset). */
export interface Line {
  text: string;
  kinds?: TopicKind[];
  /** Kinds of practice it does not suit ("habit", "task", "money"; see writer-practice.ts): "[practice !habit]". */
  notFor?: string[];
}

/** A point a script can make: a distinct angle on the topic, in several wordings. */
export interface Angle {
  id: string;
  /** 1 = a strong opening point, 2 = practical, 3 = depth for longer videos. */
  group: 1 | 2 | 3;
  kinds: TopicKind[];
  /** A short noun phrase for the recap and the on-screen keyword ("the mistake to avoid"). */
  label: string;
  emoji?: string;
  /** English words for the stock-footage search, added to the topic's own. */
  visual: string;
  /** Each an ordered list of sentences; the first states the point on its own. */
  variants: string[][];
  /** Per wording, the kinds of practice it does not suit ("habit", "task"): "-- !habit" in the bank. */
  notFor?: string[][];
}

export const TONE_SECTIONS = ['hooks', 'promises', 'asides', 'recaps', 'closers', 'titles', 'descriptions', 'hashtags'] as const;
export type ToneBank = Record<(typeof TONE_SECTIONS)[number], Line[]>;

/** Frames for a script built from the creator's notes. */
export const NOTES_SECTIONS = ['listIntros', 'pointIntros', 'points', 'mentions', 'recaps'] as const;
export type NotesBank = Record<(typeof NOTES_SECTIONS)[number], Line[]>;

export const NOTICE_KEYS = ['model', 'fromNotes', 'noFacts', 'listNeedsNotes', 'items', 'unfollowed', 'language', 'languageNotes', 'repeats', 'notesCut', 'notesShort'] as const;

/** What a language supplies in code: numbers in words, lists, plurals, last touches. */
export interface LanguageHelpers {
  /** Opening and closing quotation marks for words the writer cannot translate. */
  quotes: [string, string];
  number(n: number): string;
  runtime(seconds: number): string;
  list(items: string[]): string;
  /** "habits" -> "habit", for "Habit one: ..." */
  singular(noun: string): string;
  /** Last touches on the finished text (contractions, "de el" -> "del"). */
  polish(text: string, tone: Tone): string;
}

export interface LanguageBank extends LanguageHelpers {
  tones: Record<Tone, ToneBank>;
  angles: Angle[];
  ctas: Record<ScriptPlatform, Line[]>;
  /** A few words of call to action, for a video too short for a whole sentence of it. */
  briefCtas: Record<ScriptPlatform, Line[]>;
  platformTags: Record<ScriptPlatform, string[]>;
  notes: NotesBank;
  /** Long form: a new section; {context} is a situation. */
  sectionOpeners: Line[];
  contexts: string[];
  minutes: string[];
  days: string[];
  /** The one-line notice's parts, in the script's language. */
  notices: Record<(typeof NOTICE_KEYS)[number], string>;
}

/**
 * The phrase banks are written as plain text, so a translator edits prose, not code:
 *
 *   @tone motivational           a block: @name and its argument
 *   hooks:                       a section; its items are the indented lines below it
 *     [practice] You're closer to mastering {focus} than you think.
 *   hashtags: motivation mindset a section whose items follow on the same line, space-separated
 *   @angle mistake 1 practice ⚠️ | the mistake to avoid | frustrated person
 *     A sentence.                an angle's items are sentences; "--" starts another wording
 *     -- !habit !task            a wording that does not suit those kinds of practice (writer-practice.ts)
 *
 * "[practice choice]" before an item limits it to those topic kinds; "[practice !habit]" also keeps it
 * from a kind of practice it does not suit, and "[!past]" from an event that is over (writer-form.ts).
 */
export interface Block {
  name: string;
  arg: string;
  sections: Map<string, Line[]>;
  items: Line[];
}

const KIND_TAG = /^\[([a-z !]+)\]\s*/;

function parseLine(raw: string): Line {
  const tag = KIND_TAG.exec(raw);
  if (!tag?.[1]) return { text: raw };
  const all = tag[1].split(' ').filter(Boolean);
  const kinds = all.filter((k) => !k.startsWith('!'));
  const notFor = all.filter((k) => k.startsWith('!')).map((k) => k.slice(1));
  for (const k of kinds) if (!(TOPIC_KINDS as readonly string[]).includes(k)) throw new Error(`writer bank: unknown topic kind "${k}" in "${raw}"`);
  return { text: raw.slice(tag[0].length), ...(kinds.length ? { kinds: kinds as TopicKind[] } : {}), ...(notFor.length ? { notFor } : {}) };
}

export function parseBank(text: string): Block[] {
  const blocks: Block[] = [];
  let block: Block | undefined;
  let section: Line[] | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim() || line.trim().startsWith('//')) continue;
    const head = /^@(\w+)\s*(.*)$/.exec(line);
    if (head) {
      block = { name: head[1] ?? '', arg: head[2] ?? '', sections: new Map(), items: [] };
      blocks.push(block);
      section = block.items;
      continue;
    }
    if (!block) throw new Error(`writer bank: text before the first @block: "${line}"`);
    const sectionHead = /^([a-zA-Z]+):\s*(.*)$/.exec(line);
    if (sectionHead && !line.startsWith(' ')) {
      section = [];
      block.sections.set(sectionHead[1] ?? '', section);
      if (sectionHead[2]) section.push(...sectionHead[2].split(/\s+/).map((text) => ({ text })));
      continue;
    }
    section?.push(parseLine(line.trim()));
  }
  return blocks;
}

/** The block's section, which must be there and hold something. */
export function sectionOf(block: Block, name: string): Line[] {
  const lines = block.sections.get(name);
  if (!lines?.length) throw new Error(`writer bank: @${block.name} ${block.arg} has no "${name}:" lines`);
  return lines;
}

export function toneBanks(blocks: Block[]): Record<Tone, ToneBank> {
  const out: Partial<Record<Tone, ToneBank>> = {};
  for (const tone of TONES) {
    const block = blocks.find((b) => b.name === 'tone' && b.arg === tone);
    if (!block) throw new Error(`writer bank: no @tone ${tone}`);
    out[tone] = Object.fromEntries(TONE_SECTIONS.map((s) => [s, sectionOf(block, s)])) as ToneBank;
  }
  return out as Record<Tone, ToneBank>;
}

/** "@angle mistake 1 practice,choice ⚠️ | the mistake to avoid | frustrated person" and its sentences. */
export function angles(blocks: Block[]): Angle[] {
  return blocks
    .filter((b) => b.name === 'angle')
    .map((b) => {
      const [head = '', label = '', visual = ''] = b.arg.split('|').map((s) => s.trim());
      const [id = '', group = '', kinds = '', emoji] = head.split(/\s+/);
      const variants: string[][] = [[]];
      const notFor: string[][] = [[]];
      for (const item of b.items) {
        const sep = /^--((?:\s+![a-z]+)*)$/.exec(item.text);
        if (sep) {
          variants.push([]);
          notFor.push((sep[1] ?? '').split(/\s+/).filter(Boolean).map((t) => t.slice(1)));
        } else if (/^(?:![a-z]+\s*)+$/.test(item.text) && variants.at(-1)?.length === 0) {
          notFor[notFor.length - 1] = item.text.split(/\s+/).map((t) => t.slice(1));
        } else variants.at(-1)?.push(item.text);
      }
      if (!id || !['1', '2', '3'].includes(group) || !label || !visual || variants.some((v) => v.length === 0)) {
        throw new Error(`writer bank: malformed @angle ${b.arg}`);
      }
      return {
        id,
        group: Number(group) as 1 | 2 | 3,
        kinds: kinds.split(',') as TopicKind[],
        label,
        visual,
        ...(emoji ? { emoji } : {}),
        variants,
        ...(notFor.some((t) => t.length) ? { notFor } : {}),
      };
    });
}

export function blockNamed(blocks: Block[], name: string, arg = ''): Block {
  const block = blocks.find((b) => b.name === name && b.arg === arg);
  if (!block) throw new Error(`writer bank: no @${name} ${arg}`);
  return block;
}

export const texts = (lines: Line[]) => lines.map((l) => l.text);
