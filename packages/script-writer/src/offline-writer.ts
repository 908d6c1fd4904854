// The built-in writer, used when no language model is connected. It knows no facts, so it says
// only what is true whatever the topic: advice that suits the topic's kind (something you do,
// choose between or learn about), or, better, the creator's own notes, in order. One language per
// script; Regenerate (a new variation) gives a different script; every script comes as scenes.
import {
  requestSeconds,
  scriptText,
  type Scene,
  type ScriptRequestParsed,
  type ScriptResult,
} from '@reelforge/contracts';
import { BANK_EN } from './writer-bank-en.ts';
import { BANK_ES } from './writer-bank-es.ts';
import type { Angle, LanguageBank } from './writer-bank.ts';
import { subjectDomain } from './writer-domains.ts';
import { DOMAIN_ANGLES_EN } from './writer-domains-en.ts';
import { DOMAIN_ANGLES_ES } from './writer-domains-es.ts';
import { practiceKindOf } from './writer-practice.ts';
import { PRACTICE_ANGLES_EN } from './writer-practice-en.ts';
import { PRACTICE_ANGLES_ES } from './writer-practice-es.ts';
import { Composer, finishScenes, keywordList, type SceneDraft } from './writer-compose.ts';
import { conceptOf } from './writer-concepts.ts';
import { extrasScene, notesAsWritten, notesBody, ownWords } from './writer-from-notes.ts';
import { topicBody } from './writer-from-topic.ts';
import { FORM_TIMELINE } from './writer-form.ts';
import type { WriterLanguage } from './writer-language.ts';
import { parseNotes, type Notes } from './writer-notes.ts';
import { withNotesKinds } from './writer-notes-kinds.ts';
import { capitaliseFirst, countWords, fill, hashString, Picker, sentence } from './writer-text.ts';
import { shapeBody } from './writer-structure.ts';
import { briefest, SHORT_SCRIPT_WORDS, spokenSecondsOf, wordBudget } from './writer-budget.ts';
import { analyzeTopic, type TopicInfo } from './writer-topic.ts';
import { RULES } from './writer-topic-rules.ts';
import { THIS_TOPIC } from './writer-subject.ts';

export type WriterInput = Pick<
  ScriptRequestParsed,
  'topic' | 'duration' | 'platform' | 'tone' | 'language' | 'durationMinutes' | 'additionalInstructions' | 'previousScript' | 'variation'
> &
  Partial<Pick<ScriptRequestParsed, 'structure' | 'seconds'>>;

export interface OfflineScript {
  result: ScriptResult;
  /** The language the script is written in: 'en' or 'es', or the notes' own when it is their words as written. */
  language: string;
  targetSeconds: number;
  /** One line for the script step (always set: at least, that a model writes about the topic itself). */
  notice: string;
}

const BANKS: Record<WriterLanguage, LanguageBank> = { en: BANK_EN, es: BANK_ES };
const DOMAIN_ANGLES: Record<WriterLanguage, Angle[]> = { en: DOMAIN_ANGLES_EN, es: DOMAIN_ANGLES_ES };
const PRACTICE_ANGLES: Record<WriterLanguage, Angle[]> = { en: PRACTICE_ANGLES_EN, es: PRACTICE_ANGLES_ES };
export const WRITER_LANGUAGES = Object.keys(BANKS) as WriterLanguage[];

/** 'es-MX' -> 'es'; null when the built-in writer does not write that language. */
export function writerLanguage(code: string): WriterLanguage | null {
  const base = code.toLowerCase().split('-')[0] ?? '';
  return (WRITER_LANGUAGES as string[]).includes(base) ? (base as WriterLanguage) : null;
}

const RECAP_ESTIMATE = 16;
/** Regenerate must not hand back the script it was given: a few more draws make sure of it. */
const MAX_DRAWS = 8;

/** English words for the topic's pictures: its own words when it is English, else a known concept. */
function topicVisual(info: TopicInfo, topic: string): string {
  const english = info.language === 'en' || info.language === 'neutral';
  const own = english ? info.keywords.filter((k) => !RULES.en.weak.has(k) && !/^\p{N}+$/u.test(k)).slice(0, 3).join(' ') : '';
  return own || conceptOf(topic)?.visual || '';
}

export function writeOffline(input: WriterInput): OfflineScript {
  const previous = input.previousScript?.trim();
  let out = compose(input, 0);
  for (let draw = 1; previous && out.result.script === previous && draw < MAX_DRAWS; draw++) out = compose(input, draw);
  return out;
}

function compose(input: WriterInput, draw: number): OfflineScript {
  const requested = writerLanguage(input.language ?? 'en');
  const lang: WriterLanguage = requested ?? 'en';
  const bank = BANKS[lang];
  const seconds = requestSeconds(input);
  const W = wordBudget(seconds, lang);
  const info = analyzeTopic(input.topic, lang);
  const parsed = parseNotes(input.additionalInstructions);
  const fromNotes = parsed.points.length > 0;
  // Notes that run past the length: the first ones that fit, in order, and the notice says so.
  const notes: Notes = requested && fromNotes ? { ...parsed, points: notesThatFit(parsed.points, W) } : parsed;
  // Notes in a language the writer has no phrasing for stay in that language: they are the script.
  if (!requested && fromNotes) return asWritten(input, notes, info, seconds);
  // Regenerate walks on from the script on screen, so pressing it again and again keeps giving new ones.
  const previous = input.previousScript ? hashString(input.previousScript.trim()) : '';
  const seed = [input.topic.toLowerCase(), input.tone, input.platform, lang, seconds, input.additionalInstructions ?? '', input.variation ?? 0, previous, draw];
  const pick = new Picker(hashString(seed.join('|')));
  const vars: Record<string, string> = {
    ...Object.fromEntries(Object.entries(info.vars).filter(([, v]) => v !== undefined)),
    minutes: pick.one(bank.minutes),
    days: pick.one(bank.days),
    runtime: bank.runtime(seconds),
    // {Title} and {TitlePhrase} are used as they are (a title phrase mid-title keeps "the" small).
    title: info.title,
    Title: info.title,
    titlePhrase: info.titlePhrase,
    TitlePhrase: info.titlePhrase,
  };
  // A "how to" is a habit, a task, money or a skill, and gets that kind's points first (a skill: the general ones).
  const practice = info.kind === 'practice' && !info.foreign ? practiceKindOf(input.topic, info.language === 'en' || info.language === 'es' ? info.language : lang) : undefined;
  const traits = [...(practice ? [practice.kind] : []), ...(info.past ? ['past'] : [])];
  const c = new Composer(bank, input.tone, info.kind, vars, pick, traits);
  const tb = c.tone;
  const q = (s: string) => ownWords(s, lang, bank.quotes);
  const concept = conceptOf(input.topic);
  const visual = topicVisual(info, input.topic);
  // On screen beside every point: the topic in a word or two ("Meal prep", "Sleep", «sleep»).
  const core = info.vars.focus || info.vars.options ? info.tagWords[0] : info.keywords[0];
  const topicKeyword = info.label || (core ? (info.foreign ? `${bank.quotes[0]}${core}${bank.quotes[1]}` : core) : info.title.slice(0, 40));
  const slack = Math.max(3, Math.round(W * 0.06));

  // Hooks open the script; the creator's own opening line wins.
  // Hooks and the caption name the whole topic; later lines can use its shorter focus.
  const whole: Record<string, string> = vars.focus ? { focus: vars.about ?? '' } : {};
  // Regenerate: each variation opens with the next hook of the pool (from a start set by the request),
  // so the first, second and third scripts never open alike; the rest is drawn from the seed.
  // A short video's hook and outro are its shortest wordings, so its words go to a point (issue 25: a 15 s script was hook and outro only).
  const short = W < SHORT_SCRIPT_WORDS;
  const hookPool = short ? briefest(c.usable(tb.hooks), (h) => countWords(c.fill(h, whole)), Math.round(W * 0.3)) : c.usable(tb.hooks);
  const start = hashString(seed.slice(0, 6).join('|'));
  const first = hookPool[(start + (input.variation ?? 0)) % Math.max(1, hookPool.length)];
  const hooks = [...(first ? [first] : []), ...pick.shuffle(hookPool.filter((h) => h !== first))].slice(0, 3).map((h) => c.fill(h, whole));
  if (notes.opening) hooks.unshift(sentence(q(notes.opening)));
  hooks.length = 3;
  const opening = [hooks[0] ?? ''];
  if (fromNotes && notes.points.length >= 2) {
    const count = { count: bank.number(notes.points.length) };
    opening.push(info.list ? c.one(bank.notes.listIntros, { ...count, listPhrase: info.list.phrase }) : c.one(bank.notes.pointIntros, count));
  } else if (W >= 140) opening.push(c.one(tb.promises));

  const tail: string[] = [];
  if (notes.closing) tail.push(sentence(q(notes.closing)));
  else if (W >= 140) tail.push(c.one(tb.closers));
  const ctaLines = short ? [...bank.ctas[input.platform], ...bank.briefCtas[input.platform]] : bank.ctas[input.platform];
  tail.push(short ? c.fill(pick.one(briefest(c.usable(ctaLines), (t) => countWords(c.fill(t)), 5))) : c.one(ctaLines));
  const extras = extrasScene(c, notes, lang, visual || 'creator filming phone');
  const withRecap = fromNotes ? notes.points.length >= 3 : W >= 300;
  const budget = W - countWords(opening) - countWords(tail) - countWords(extras?.lines ?? []) - (withRecap && !fromNotes ? RECAP_ESTIMATE : 0);

  let body: SceneDraft[];
  let repeats = false;
  let recap = '';
  if (fromNotes) {
    const noun = info.list && !info.foreign && info.list.noun ? bank.singular(info.list.noun) : undefined;
    body = notesBody(c, notes.points, { lang, budget, slack, topicVisual: visual, ...(noun ? { item: noun } : {}) }).scenes;
    if (withRecap) recap = c.one(bank.notes.recaps, { count: bank.number(notes.points.length) });
  } else {
    // A domain's questions name the subject in the script's own sentences: not for a topic quoted from another language.
    const domain = info.kind === 'inquiry' && !info.foreign ? subjectDomain(input.topic, info.vars.about, lang) : undefined;
    // A question's form (an end, causes, a mechanism) brings its own questions, ahead of the domain's.
    const form = info.kind === 'inquiry' && !info.foreign ? info.form : undefined;
    const tagged = (tag: string, pool = DOMAIN_ANGLES[lang]) => pool.filter((a) => (a.kinds as string[]).includes(tag));
    const formAngles = form ? tagged(form) : [];
    const practiceAngles = practice
      ? [practice.kind, ...(practice.health ? ['health'] : []), ...(practice.diy ? ['diy'] : [])].flatMap((tag) => tagged(tag, PRACTICE_ANGLES[lang]))
      : [];
    const subject = domain ?? (practice?.kind === 'money' ? 'money' : undefined);
    const unsuited = (a: Angle) => (a.kinds as string[]).some((k) => k === `!${form}` || k === `!${info.kind}`);
    const domainAngles = [...practiceAngles, ...(subject ? tagged(subject).filter((a) => !unsuited(a)) : [])];
    const made = topicBody(c, {
      target: W,
      budget,
      topicVisual: visual,
      topicKeyword,
      structured: !!input.structure,
      domainAngles,
      formAngles,
      traits,
      ...(form && FORM_TIMELINE[form] ? { timeline: FORM_TIMELINE[form] } : {}),
      lang,
    });
    body = made.scenes;
    repeats = made.repeats;
    if (withRecap && made.covered.length >= 2) recap = c.one(tb.recaps, { points: bank.list(made.covered.slice(0, 4)) });
  }

  // A template's structure: numbered points, steps, myth/fact pairs or story beats.
  body = shapeBody(body, input.structure, lang, pick);

  // The last words land the length: of the call-to-action wordings, the one that brings the script
  // closest to its budget (a 15 s script has room for a few words either way, no more).
  if (!notes.closing || tail.length > 1) {
    const said = countWords([...opening, ...body.flatMap((d) => d.lines), ...(extras?.lines ?? []), recap, ...tail.slice(0, -1)]);
    const ctas = c.usable(ctaLines).map((t) => c.fill(t));
    const miss = (line: string) => Math.abs(said + countWords(line) - W);
    const best = [...ctas].sort((x, y) => miss(x) - miss(y))[0];
    const current = tail[tail.length - 1] ?? '';
    if (best && miss(best) < miss(current) && miss(current) > W * 0.05) tail[tail.length - 1] = best;
    // Still short (no point fitted a very short video): the opening's promise fills the gap.
    const total = said + countWords(tail.slice(-1));
    const gap = (line: string) => Math.abs(total + countWords(line) - W);
    const promise = opening.length === 1 ? [...c.usable(tb.promises).map((t) => c.fill(t))].sort((x, y) => gap(x) - gap(y))[0] : undefined;
    if (promise && total < W * 0.92 && gap(promise) < W - total) opening.push(promise);
  }

  const drafts: SceneDraft[] = [
    { lines: opening, visual: visual || 'person talking camera', keywords: keywordList(topicKeyword), ...(concept ? { emoji: concept.emoji } : {}) },
    ...body,
    ...(extras ? [extras] : []),
    { lines: [recap, ...tail], visual: 'smiling person phone', keywords: keywordList(topicKeyword), emoji: '👉' },
  ];
  const polish = (s: string) => c.polish(s);
  const finished = finishScenes(drafts, polish);
  // The creator's points shown together, and their numbers; the topic writer's general questions
  // hold no data worth a designed scene, so its scenes stay narration.
  const kinds = fromNotes ? withNotesKinds(finished, { raw: input.additionalInstructions, points: notes.points, recap: !!recap }) : finished;
  // A topic quoted from another language is named once; after that the script says "this topic".
  const quoted = info.foreign && info.vars.about.startsWith(bank.quotes[0]) ? info.vars.about : '';
  const scenes = quoted ? quoteOnce(kinds, quoted, THIS_TOPIC[lang]) : kinds;

  let title = c.one(tb.titles);
  if (title.length > 100) title = info.title;

  const n = bank.notices;
  const spoken = Math.round(spokenSecondsOf(countWords(scenes.map((s) => s.text)), lang));
  const notice = [
    requested ? '' : BANK_EN.notices.language,
    fromNotes ? n.fromNotes : '',
    notes.points.length < parsed.points.length ? fill(n.notesCut, { kept: String(notes.points.length), count: String(parsed.points.length), seconds: String(seconds) }) : '',
    fromNotes && spoken < seconds * 0.9 ? fill(n.notesShort, { spoken: String(spoken), seconds: String(seconds) }) : '',
    !fromNotes && info.list ? fill(n.listNeedsNotes, { count: String(info.list.count), noun: info.list.noun || n.items }) : '',
    // Without the creator's notes the topic writer has nothing to state: it says so, never passing general talk off as research.
    fromNotes ? '' : n.noFacts,
    notes.unfollowed.length ? fill(n.unfollowed, { items: bank.list(notes.unfollowed.map((u) => `${bank.quotes[0]}${u}${bank.quotes[1]}`)) }) : '',
    repeats ? n.repeats : '',
    n.model,
  ]
    .filter(Boolean)
    .join(' ');

  return {
    result: {
      title: polish(title),
      script: scriptText(scenes),
      scenes,
      description: polish(c.one(tb.descriptions, whole)),
      hooks: hooks.map((h) => polish(h ?? '')),
      hashtags: hashtags(info.tagWords, bank, input, seconds, tb.hashtags.map((l) => l.text)),
    },
    language: lang,
    targetSeconds: seconds,
    notice,
  };
}

/** Every mention of `quoted` after the first becomes `plain` (capitalised where a sentence starts). */
function quoteOnce(scenes: Scene[], quoted: string, plain: string): Scene[] {
  let named = false;
  return scenes.map((scene) => ({
    ...scene,
    text: scene.text.split(quoted).reduce((out, part, i) => {
      if (i === 0) return part;
      if (!named) {
        named = true;
        return `${out}${quoted}${part}`;
      }
      return `${out}${/(?:^|[.!?]\s+)$/.test(out) ? capitaliseFirst(plain) : plain}${part}`;
    }, ''),
  }));
}

/** The script when it is the creator's notes as written (a language without a bank). */
function asWritten(input: WriterInput, notes: Notes, info: TopicInfo, seconds: number): OfflineScript {
  const bank = BANK_EN;
  const concept = conceptOf(input.topic);
  const scenes = finishScenes(notesAsWritten(notes, concept?.visual || 'person talking camera'), (s) => s);
  const title = input.topic.trim().slice(0, 200);
  const hooks = [...new Set([notes.opening, ...notes.points, title].filter((h): h is string => !!h?.trim()).map((h) => sentence(capitaliseFirst(h))))];
  while (hooks.length < 3) hooks.push(hooks[hooks.length - 1] ?? title);
  const description = [title, ...notes.points.map((p) => sentence(capitaliseFirst(p)))].join('\n').slice(0, 2200);
  const n = bank.notices;
  const notice = [
    n.languageNotes,
    notes.unfollowed.length ? fill(n.unfollowed, { items: bank.list(notes.unfollowed.map((u) => `${bank.quotes[0]}${u}${bank.quotes[1]}`)) }) : '',
    n.model,
  ]
    .filter(Boolean)
    .join(' ');
  return {
    result: { title, script: scriptText(scenes), scenes, description, hooks: hooks.slice(0, 3), hashtags: hashtags(info.tagWords, bank, input, seconds, []) },
    language: (input.language ?? 'en').toLowerCase().split('-')[0] ?? 'en',
    targetSeconds: seconds,
    notice,
  };
}

/** Words around the notes: a hook, an intro, a recap and the call to action (a note costs its words and a frame's). */
const notesOverhead = (count: number) => 28 + (count >= 2 ? 8 : 0) + (count >= 3 ? 9 : 0);

/** The first notes that fit `words` (at least one): a creator's order is kept, never reshuffled to fit. */
function notesThatFit(points: string[], words: number): string[] {
  let used = 0;
  let keep = 0;
  for (const p of points) {
    used += countWords([p]) + 3;
    if (keep >= 1 && used + notesOverhead(keep + 1) > words * 1.08) break;
    keep += 1;
  }
  return points.slice(0, Math.max(1, keep));
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
