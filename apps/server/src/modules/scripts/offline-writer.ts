// The built-in writer: a topic-specific script with no network, used when no language model is
// configured. A script is a hook and a promise, a run of points (each a different angle on the
// topic), a recap and a call to action for the platform, sized to the duration's word target.
import {
  targetSeconds as secondsFor,
  targetWords,
  type ScriptRequestParsed,
  scriptText,
  type ScriptResult,
} from '@reelforge/contracts';
import { BANK_EN } from './writer-bank-en.ts';
import { BANK_ES } from './writer-bank-es.ts';
import type { Angle, LanguageBank } from './writer-bank.ts';
import { countWords, fill, hashString, Picker } from './writer-text.ts';
import { analyzeTopic, type WriterLanguage } from './writer-topic.ts';

export type WriterInput = Pick<
  ScriptRequestParsed,
  'topic' | 'duration' | 'platform' | 'tone' | 'language' | 'durationMinutes' | 'additionalInstructions'
>;

export interface OfflineScript {
  result: ScriptResult;
  /** The language the script is written in. */
  language: WriterLanguage;
  targetSeconds: number;
  notice?: string;
}

const BANKS: Record<WriterLanguage, LanguageBank> = { en: BANK_EN, es: BANK_ES };
export const WRITER_LANGUAGES = Object.keys(BANKS) as WriterLanguage[];

/** 'es-MX' -> 'es'; null when the built-in writer does not write that language. */
export function writerLanguage(code: string): WriterLanguage | null {
  const base = code.toLowerCase().split('-')[0] ?? '';
  return (WRITER_LANGUAGES as string[]).includes(base) ? (base as WriterLanguage) : null;
}

/** Order of points: a strong opener, a practical one, then the rest, varied by the seed. */
function angleOrder(angles: Angle[], pick: Picker): Angle[] {
  const g = (n: number) => pick.shuffle(angles.filter((a) => a.group === n));
  const [g1, g2, g3] = [g(1), g(2), g(3)];
  const head = [g1.shift(), g2.shift(), g2.shift(), g1.shift()].filter((a): a is Angle => !!a);
  return [...head, ...pick.shuffle([...g1, ...g2, ...g3])];
}

const RECAP_ESTIMATE = 16;

export function writeOffline(input: WriterInput): OfflineScript {
  const requested = writerLanguage(input.language ?? 'en');
  const lang: WriterLanguage = requested ?? 'en';
  const bank = BANKS[lang];
  const tb = bank.tones[input.tone];
  const seconds = secondsFor(input.duration, input.durationMinutes);
  const W = targetWords(seconds);
  const info = analyzeTopic(input.topic, lang);
  const pick = new Picker(
    hashString([input.topic.toLowerCase(), input.tone, input.platform, lang, seconds].join('|')),
  );
  const vars: Record<string, string> = {
    topic: info.phrase,
    focus: info.focus,
    who: info.who,
    minutes: pick.one(bank.minutes),
    days: pick.one(bank.days),
    runtime: bank.runtime(seconds),
    Title: info.title,
    TitlePhrase: info.titlePhrase,
  };
  const f = (template: string, extra: Record<string, string> = {}) => fill(template, { ...vars, ...extra });

  // Hooks open the script, so they name the whole topic; later lines can use the shorter focus.
  const whole = { focus: info.phrase };
  const hooks = pick.shuffle(tb.hooks).slice(0, 3).map((h) => f(h, whole));
  const opening = [hooks[0] ?? ''];
  if (W >= 140) opening.push(f(pick.one(tb.promises)));
  const tail: string[] = [];
  if (W >= 140) tail.push(f(pick.one(tb.closers)));
  tail.push(f(pick.one(bank.ctas[input.platform])));
  const withRecap = W >= 300;
  const budget = W - countWords(opening) - countWords(tail) - (withRecap ? RECAP_ESTIMATE : 0);

  // Short videos make each point in one or two sentences; long ones take whole paragraphs.
  const perBeat = W < 100 ? 2 : W < 200 ? 3 : W < 600 ? 4 : Infinity;
  const transitions = W >= 140;
  const asides = W >= 400;
  const sections = W >= 900;

  const order = angleOrder(bank.angles, pick);
  const offsets = new Map(order.map((a) => [a.id, pick.int(a.variants.length)]));
  const beats: string[][] = [];
  const covered: string[] = [];
  let total = 0;
  let beatIndex = 0;
  let idleBeats = 0;
  // The banks hold about 17 minutes of distinct material; past that, points come back.
  const seen = new Set<string>();
  let lineCount = 0;
  let repeated = 0;
  // Close enough: within 6% of the target (the contract promises 15%).
  const slack = Math.max(3, Math.round(W * 0.06));
  const fits = (words: number) => total + words <= budget + slack;

  for (let pass = 0; total < budget - slack && idleBeats < order.length; pass++) {
    for (const angle of order) {
      if (idleBeats >= order.length) break;
      const variant = angle.variants[((offsets.get(angle.id) ?? 0) + pass) % angle.variants.length] ?? [];
      const lines = variant.slice(0, perBeat).map((s) => f(s));
      const lead: string[] = [];
      if (sections && pass > 0 && beatIndex % 3 === 0) {
        lead.push(f(pick.one(bank.sectionOpeners), { context: pick.one(bank.contexts) }));
      } else if (transitions && beatIndex > 0) {
        lead.push(f(pick.one(tb.transitions), { n: bank.number(beatIndex + 1) }));
      }
      const units = [[...lead, ...lines.slice(0, 1)], ...lines.slice(1).map((l) => [l])];
      if (asides && beatIndex % 2 === 1) units.push([f(pick.one(tb.asides))]);
      const paragraph: string[] = [];
      for (const unit of units) {
        const words = countWords(unit);
        if (!fits(words)) break;
        paragraph.push(...unit);
        total += words;
        for (const line of unit.filter((l) => lines.includes(l))) {
          lineCount += 1;
          if (seen.has(line)) repeated += 1;
          seen.add(line);
        }
      }
      if (paragraph.length === 0) {
        idleBeats += 1; // too long for what is left: a later, shorter point may still fit
        continue;
      }
      idleBeats = 0;
      beats.push(paragraph);
      if (!covered.includes(angle.label)) covered.push(angle.label);
      beatIndex += 1;
      if (total >= budget - slack) break;
    }
  }
  if (total < budget - slack) {
    // Nothing fitted the last gap: add the one opening line that lands closest to the target.
    const best = order
      .map((a) => f(a.variants[0]?.[0] ?? ''))
      .filter((line) => !beats.some((b) => b.includes(line)))
      .map((line) => ({ line, miss: Math.abs(total + countWords(line) - budget) }))
      .sort((a, b) => a.miss - b.miss)[0];
    if (best && best.miss < budget - total) {
      beats.push([best.line]);
      total += countWords(best.line);
    }
  }

  const closing: string[] = [];
  if (withRecap && covered.length >= 2) {
    const points = bank.list(covered.slice(0, 4).map((l) => f(l)));
    closing.push(f(pick.one(tb.recaps), { points }));
  }
  closing.push(...tail);

  const polish = (s: string) => bank.polish(s, input.tone);
  const paragraphs = [opening, ...beats, closing].map((p) => polish(p.join(' ')));
  const visualQuery = info.keywords.slice(0, 3).join(' ') || 'notebook desk';
  const scenes = paragraphs.map((text) => ({ text, visualQuery, keywords: info.keywords.slice(0, 2).length ? info.keywords.slice(0, 2) : [info.focus] }));
  const script = scriptText(scenes);

  let title = f(pick.one(tb.titles));
  if (title.length > 100) title = info.title.length > 100 ? `${info.title.slice(0, 97).replace(/\s+\S*$/, '')}...` : info.title;

  const notices: string[] = [];
  if (!requested) {
    notices.push(
      'The built-in writer writes English and Spanish only, so this script is in English. A language model writes other languages.',
    );
  }
  if (repeated > lineCount * 0.1) {
    notices.push('A script this long from the built-in writer revisits the same points; a language model writes richer long scripts.');
  }
  notices.push('A connected language model writes scripts about the topic itself.');

  return {
    result: {
      title: polish(title),
      script,
      scenes,
      description: polish(f(pick.one(tb.descriptions), whole)),
      hooks: hooks.map(polish),
      hashtags: hashtags(info.tagWords, bank, input, seconds, tb.hashtags),
    },
    language: lang,
    targetSeconds: seconds,
    ...(notices.length ? { notice: notices.join(' ') } : {}),
  };
}

function hashtags(tagWords: string[], bank: LanguageBank, input: WriterInput, seconds: number, toneTags: string[]): string[] {
  const tags: string[] = [];
  const add = (word: string) => {
    const tag = `#${word.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')}`;
    if (tag.length > 3 && tag.length <= 40 && !tags.includes(tag)) tags.push(tag);
  };
  tagWords.slice(0, 4).forEach(add);
  bank.platformTags[input.platform].forEach(add);
  if (input.platform === 'youtube' && seconds <= 60) add('shorts');
  for (const t of toneTags) if (tags.length < 8) add(t);
  return tags.slice(0, 10);
}
