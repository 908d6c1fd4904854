// Scene designs found in a scene's own sentences, without a model (issue 25): a quantity becomes a
// stat, "A, B and C" a list, dated sentences a timeline, a quotation with its speaker a quote. The
// narration is never changed: the engine shows the data while the voice says the sentence.
import {
  QUOTE_BY_MAX,
  QUOTE_TEXT_MAX,
  SCENE_ITEM_MAX,
  SCENE_ITEMS_MAX,
  STAT_LABEL_MAX,
  STAT_VALUE_MAX,
  type SceneKindData,
} from '@reelforge/contracts';
import { repairSceneKind } from './scene-kind-repair.ts';

const NUM = String.raw`\d+(?:[.,]\d{3})*(?:[.,]\d+)?`;
const MAGNITUDE = 'million|billion|trillion|thousand|Millionen|Million|Milliarden|Milliarde|millones|millón|mil millones|millions|milliards';
const UNITS = [
  'kg', 'km', 'km²', 'km/h', 'mph', 'cm', 'mm', 'm', 'g', 'mg', 't', 'lb', 'lbs', 'ft', 'mi', 'ml', 'l', '°C', '°F', 'GB', 'MB', 'TB', 'kWh', 'MW', 'GW',
  'kilograms?', 'kilos?', 'grams?', 'tonnes?', 'tons?', 'Tonnen', 'toneladas', 'pounds', 'ounces',
  'kilometres?', 'kilometers?', 'Kilometer', 'kilómetros', 'metres?', 'meters?', 'Metern?', 'metros', 'centimetres?', 'centimeters?', 'miles', 'feet', 'inches',
  'litres?', 'liters?', 'Liter', 'litros', 'calories', 'kcal', 'degrees', 'Grad', 'grados',
  'hours', 'minutes', 'seconds', 'days', 'weeks', 'months', 'years', 'Stunden', 'Minuten', 'Jahre', 'horas', 'minutos', 'años', 'días',
  'species', 'neurons', 'people', 'Menschen', 'personas', 'times', 'steps', 'countries', 'hearts', 'arms', 'legs', 'teeth', 'bones',
].join('|');
const PERCENT = new RegExp(String.raw`${NUM}\s?(?:%|percent\b|per cent\b|Prozent\b|por ciento\b)`, 'gu');
const MONEY = new RegExp(String.raw`[$€£¥]\s?${NUM}(?:\s?(?:${MAGNITUDE}|bn|k)\b)?|${NUM}\s?(?:${MAGNITUDE}\s)?(?:dollars|euros|pounds sterling|Euro|dólares)\b`, 'gu');
const QUANTITY = new RegExp(String.raw`${NUM}\s?(?:(?:${MAGNITUDE})(?:\s(?:${UNITS}))?|(?:${UNITS}))(?![\p{L}\p{N}])`, 'gu');
/** A count big enough to be worth seeing on its own ("9,000", "1,284"), never a year. */
const BIG_COUNT = /\d{1,3}(?:[.,]\d{3})+(?![.,]?\d)/gu;
const YEAR = /\b(1[0-9]{3}|20[0-9]{2})(s)?\b/u;
/** Counts said in words ("three hearts", "eight arms"), shown as figures: a card reads "3 hearts". */
const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, twenty: 20, hundred: 100 };
const NUMBER_WORD = `(?:${Object.keys(NUMBER_WORDS).join('|')})`;
/** "three hearts", "one to two years" (a range keeps both ends: "1–2 years"); "one year" is no stat. */
const WORD_QUANTITY = new RegExp(String.raw`\b(?:(${NUMBER_WORD})\s(?:to|or)\s)?(${NUMBER_WORD})\s(${UNITS})(?![\p{L}\p{N}])`, 'giu');

const words = (s: string) => s.split(/\s+/).filter(Boolean);
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const clean = (s: string) => s.replace(/\s+/g, ' ').replace(/^[\s,;:–—-]+|[\s,;:–—.!?-]+$/g, '').trim();
const sentencesOf = (text: string) => text.split(/(?<=[.!?…])\s+(?=\S)/u).map((s) => s.trim()).filter(Boolean);

/** The first words of `s` within `max` characters, never cut mid-word. */
function within(s: string, max: number, fromEnd = false): string {
  const list = words(s);
  const out: string[] = [];
  for (const w of fromEnd ? [...list].reverse() : list) {
    if ([...out, w].join(' ').length > max) break;
    out.push(w);
  }
  return (fromEnd ? out.reverse() : out).join(' ');
}

const EDGE_WORDS = /^(?:and|or|but|the|a|an|und|oder|y|o|et|ou|that|which|so)$/i;
function trimEdges(s: string): string {
  const list = words(clean(s));
  while (list.length && EDGE_WORDS.test(list[list.length - 1]!)) list.pop();
  while (list.length && /^(?:and|or|but|und|oder|y|o|so)$/i.test(list[0]!)) list.shift();
  return list.join(' ');
}

/** Words that only qualify the number ("about 73%"): the label reads on from it instead. */
const QUALIFIERS = new Set('about around nearly almost over under up to at least some roughly only just more than less etwa rund fast über unos casi más de'.split(' '));

/** The quantity worth showing in a sentence: a percentage, money, a measure, then a big count. */
type Found = { value: string; index: number; length: number };
function quantityIn(sentence: string): Found | null {
  // The last of its kind: "$1,000 grows to $1,967" shows where it ends up.
  for (const pattern of [MONEY, PERCENT, QUANTITY, BIG_COUNT]) {
    const found = [...sentence.matchAll(pattern)].map((m) => ({ value: m[0].trim(), index: m.index, length: m[0].trim().length }));
    const fit = found.reverse().find((f) => f.value.length <= STAT_VALUE_MAX);
    if (!fit) continue;
    // "9,000 puffins": a bare count keeps the noun it counts.
    const noun = pattern === BIG_COUNT ? /^\s(\p{Ll}{3,})\b/u.exec(sentence.slice(fit.index + fit.value.length))?.[1] : undefined;
    const counted = noun && !EDGE_WORDS.test(noun) && !/^(?:as|of|in|on|to|by)$/.test(noun) ? `${fit.value} ${noun}` : fit.value;
    const value = counted.length <= STAT_VALUE_MAX ? counted : fit.value;
    return { value, index: fit.index, length: value === counted && noun ? fit.length + 1 + noun.length : fit.length };
  }
  const said = [...sentence.matchAll(WORD_QUANTITY)].find((m) => m[1] || (NUMBER_WORDS[m[2]!.toLowerCase()] ?? 0) > 1);
  if (!said) return null;
  const figure = (w: string) => NUMBER_WORDS[w.toLowerCase()];
  const count = said[1] ? `${figure(said[1])}–${figure(said[2]!)}` : String(figure(said[2]!));
  return { value: `${count} ${said[3]}`, index: said.index, length: said[0].length };
}

/** The quantity a sentence shows best ("15 kilograms", "$1,967", "9,000 puffins"), or null. */
export const quantityOf = (sentence: string): string | null => mainQuantityIn(sentence)?.value ?? null;

/**
 * The main clause's number first: "grows to $1,967, while simple interest would give $1,700" is
 * about $1,967, and "can weigh 15 kg, with an arm span of 4.3 m" about the weight.
 */
function mainQuantityIn(sentence: string): Found | null {
  const side = sentence.search(SIDE_CLAUSE);
  return (side > 0 ? quantityIn(sentence.slice(0, side)) : null) ?? quantityIn(sentence);
}

/** Where a side clause begins: a comma, then a word that adds, contrasts or compares. */
const SIDE_CLAUSE = /,\s+(?:while|whereas|with|but|although|though|compared|unlike|against|während|aber|mientras|pero|con)\s/iu;

/** "73%" with "of an octopus's neurons are in its arms": the words around the number, from its clause. */
export function statOf(text: string): SceneKindData['stat'] | null {
  for (const sentence of sentencesOf(text)) {
    const q = mainQuantityIn(sentence);
    if (!q) continue;
    // The clause: from the last ", " or " and " before the number (a "$1,000" comma is no clause break).
    const head = sentence.slice(0, q.index);
    const start = Math.max(0, ...[...head.matchAll(/[,;:]\s|\s(?:and|und|y|et)\s/gu)].map((m) => m.index + m[0].length));
    const rest = sentence.slice(q.index + q.length);
    const stop = rest.search(/[,;:](?:\s|$)|[.!?]$|\s(?:and|und|y|et)\s/u);
    const before = trimEdges(sentence.slice(start, q.index));
    const after = trimEdges(stop >= 0 ? rest.slice(0, stop) : rest);
    const label =
      words(after).length >= 3 && words(before).every((w) => QUALIFIERS.has(w.toLowerCase()))
        ? within(after, STAT_LABEL_MAX)
        : before && after
          ? `${within(before, 38, true)} … ${within(after, 38)}`
          : within(before || after, STAT_LABEL_MAX, !after);
    if (words(label.replace('…', '')).length >= 2) return { value: q.value, label: capitalise(label) };
  }
  return null;
}

const ENUMERATION = /((?:[^,;:.!?()"“”]{1,60},\s+){1,5}[^,;:.!?()"“”]{1,60}?,?\s+(?:and|or|und|oder|y|o|e|et|ou)\s+[^,;:.!?()"“”]{1,60})/u;
/** Words that end a lead-in before a list's first item ("Octopuses eat | crabs, clams and snails"). */
const LEAD_IN = new Set(
  'is are was were be has have had eat eats ate include includes including like such as of in on with from for by the a an its their his her our your these those three four five six several many some sind ist hat haben wie von mit son es tiene tienen como de con los las el la'.split(' '),
);

/** "crabs, clams, shrimp and snails": 3 to 6 short items as the sentence says them. */
export function listOf(text: string): string[] | null {
  const m = ENUMERATION.exec(text);
  if (!m?.[1]) return null;
  const parts = m[1].split(/,\s+|\s+(?:and|or|und|oder|y|o|e|et|ou)\s+(?=[^,]*$)/u).map(clean).filter(Boolean);
  const last = parts.length - 1;
  const rest = parts.slice(1);
  const longest = Math.max(...rest.map((p) => words(p).length));
  // The first part carries the sentence's lead-in: its item starts after the last lead-in word.
  const head = words(parts[0] ?? '');
  let cut = head.length - 1;
  while (cut > 0 && !LEAD_IN.has(head[cut - 1]!.toLowerCase()) && head.length - cut < longest) cut--;
  const first = head.slice(cut).join(' ');
  const items = [first, ...rest].map((p) => capitalise(p));
  if (last < 2 || items.length > SCENE_ITEMS_MAX) return null;
  if (items.some((i) => !i || words(i).length > 5 || i.length > SCENE_ITEM_MAX)) return null;
  // "who pays whom, for what, and when": questions, not things to show.
  if (items.some((i) => /^(?:and|or|who|whom|what|when|where|why|how|which|for what)\b/i.test(i))) return null;
  return items;
}

/** Sentences with a year each, as "when" and "what": two to six in the scene. */
export function timelineOf(text: string): SceneKindData['timeline'] | null {
  const events: { when: string; what: string }[] = [];
  for (const sentence of sentencesOf(text)) {
    const y = YEAR.exec(sentence);
    if (!y) continue;
    const when = y[0];
    if (events.some((e) => e.when === when)) continue;
    // "In 1687 a storm ..." / "arrived in 1412, led by ...": the event without its date, to its first clause.
    const what = clean(sentence.replace(new RegExp(String.raw`\s*\b(?:(?:in|since|by|from|until|around|im Jahr|seit|bis|en|desde|hasta)\s+(?:the\s+)?)?${when}\b`, 'iu'), ' '));
    const clause = clean(what.split(/[,;]\s/u)[0] ?? what);
    // Too long: cut before a "by ..." or "with ..." rather than through a name.
    const cut = clause.length > SCENE_ITEM_MAX ? /^(.{12,}?)\s+(?:by|with|from|for|of|von|mit|por|con)\s/u.exec(within(clause, SCENE_ITEM_MAX))?.[1] : undefined;
    const short = within(cut ?? clause, SCENE_ITEM_MAX);
    if (words(short).length >= 2) events.push({ when, what: capitalise(short) });
  }
  return events.length >= 2 ? events.slice(0, SCENE_ITEMS_MAX) : null;
}

const QUOTED = /[“"«„]([^”"»“]{12,}?)[”"»“]/u;
const NAME = String.raw`(\p{Lu}[\p{L}.'-]*(?:\s+(?:de|van|von|da|del|la)?\s*\p{Lu}[\p{L}.'-]*){0,3})`;
const SAID = 'said|says|wrote|writes|once said|put it|recalled|noted|sagte|schrieb|dijo|escribió';

/** A quotation and who said it: “...”, said X / X said: “...” / according to X. */
export function quoteOf(text: string): SceneKindData['quote'] | null {
  const q = QUOTED.exec(text);
  if (!q?.[1]) return null;
  const after = text.slice((q.index ?? 0) + q[0].length);
  const before = text.slice(0, q.index);
  const by =
    new RegExp(String.raw`^,?\s*(?:${SAID}|according to)\s+${NAME}`, 'u').exec(after)?.[1] ??
    new RegExp(String.raw`(?:^|\s)(?:[Aa]s|According to)\s+${NAME}\s*(?:${SAID})?[:,]?\s*$`, 'u').exec(before)?.[1] ??
    new RegExp(String.raw`${NAME}\s+(?:${SAID})[:,]?\s*$`, 'u').exec(before)?.[1];
  const quoted = clean(q[1]);
  if (!by || quoted.length > QUOTE_TEXT_MAX || by.length > QUOTE_BY_MAX || words(quoted).length < 3) return null;
  return { text: quoted, by: clean(by) };
}

/** A scene's design from its own words, rarest first; null: it stays a narration scene. */
export function detectKind(text: string): SceneKindData | null {
  const quote = quoteOf(text);
  if (quote) return { kind: 'quote', quote };
  const timeline = timelineOf(text);
  if (timeline) return { kind: 'timeline', timeline };
  const items = listOf(text);
  if (items) return { kind: 'list', items };
  const stat = statOf(text);
  return stat ? { kind: 'stat', stat } : null;
}

/**
 * Designs for a script's scenes, at most about a third of them (a video of only charts is a slide
 * deck): the first stat, then rarer kinds, then more stats, never two stats side by side. Scenes that already have a kind keep it;
 * `skip` keeps a scene plain (a hook, a call to action).
 */
export function withSceneKinds<T extends { text: string } & SceneKindData>(scenes: readonly T[], skip: (i: number) => boolean = () => false): T[] {
  const budget = Math.max(1, Math.round(scenes.length / 3));
  const chosen = new Map<number, SceneKindData>();
  scenes.forEach((s, i) => {
    if (s.kind && s.kind !== 'narration') chosen.set(i, s);
  });
  const found = scenes
    .map((s, i) => ({ i, data: chosen.has(i) || skip(i) ? null : detectKind(s.text) }))
    .filter((f): f is { i: number; data: SceneKindData } => !!f.data);
  // The first number said is shown (the "$1,967 is never shown"), then the rarer designs,
  // then more numbers while the budget lasts.
  const firstStat = found.find((f) => f.data.kind === 'stat');
  const rank = (f: (typeof found)[number]) => (f === firstStat ? 0 : f.data.kind === 'stat' ? 2 : 1);
  found.sort((a, b) => rank(a) - rank(b) || a.i - b.i);
  for (const { i, data } of found) {
    if (chosen.size >= budget) break;
    const besideStat = data.kind === 'stat' && (chosen.get(i - 1)?.kind === 'stat' || chosen.get(i + 1)?.kind === 'stat');
    if (!besideStat) chosen.set(i, data);
  }
  // Every design still passes the contract's limits; one that does not is left out.
  return scenes.map((s, i) => {
    const data = chosen.get(i);
    return data && !(s.kind && s.kind !== 'narration') ? ({ ...s, ...repairSceneKind({ ...data }) } as T) : s;
  });
}
