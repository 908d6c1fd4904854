// The body of a script written from the topic alone: a run of points, each a different angle on
// the topic that suits its kind, sized to the duration's word budget.
import type { Angle } from './writer-bank.ts';
import { keywordList, type Composer, type SceneDraft } from './writer-compose.ts';
import type { WriterLanguage } from './writer-language.ts';
import { subjectWords, withoutSubjectItems } from './writer-lists.ts';
import { ORDER, sequenceScenes } from './writer-order.ts';
import { countWords, placeholders, type Picker } from './writer-text.ts';

export interface TopicBody {
  scenes: SceneDraft[];
  /** Labels of the points made, in order (for the recap). */
  covered: string[];
  words: number;
  /** Some points came back (a very long script). */
  repeats: boolean;
}

/** Angles this topic can use, with only the wordings whose slots it can fill. */
function usableAngles(c: Composer, pool: readonly Angle[]): Angle[] {
  const known = new Set(Object.keys(c.vars));
  return pool
    .map((a) => ({ ...a, variants: a.variants.filter((v) => v.every((s) => placeholders(s).every((p) => known.has(p)))) }))
    .filter((a) => a.variants.length > 0);
}

/** The general points, and their wordings, that suit the topic's traits (a habit is no talent to practise; a past event is no tip). */
function suited(pool: readonly Angle[], traits: readonly string[]): Angle[] {
  if (!traits.length) return [...pool];
  return pool
    .filter((a) => !traits.some((t) => (a.kinds as string[]).includes(`!${t}`)))
    .map((a) => ({ ...a, variants: a.variants.filter((_, i) => !a.notFor?.[i]?.some((t) => traits.includes(t))) }))
    .filter((a) => a.variants.length > 0);
}

/** Order of points: a strong opener, a practical one, then the rest, varied by the seed. */
function angleOrder(angles: Angle[], pick: Picker): Angle[] {
  const g = (n: number) => pick.shuffle(angles.filter((a) => a.group === n));
  const [g1, g2, g3] = [g(1), g(2), g(3)];
  const head = [g1.shift(), g2.shift(), g2.shift(), g1.shift()].filter((a): a is Angle => !!a);
  return [...head, ...pick.shuffle([...g1, ...g2, ...g3])];
}

export interface BodyOptions {
  /** Words the whole script should have, and the words left for the body. */
  target: number;
  budget: number;
  topicVisual: string;
  topicKeyword?: string;
  /** A template's structure labels each point ("1.", "Step 2:"), so no spoken order words between them. */
  structured?: boolean;
  lang: WriterLanguage;
  /** The questions the subject's domain raises (an animal, money...): made first, before any general point. */
  domainAngles?: readonly Angle[];
  /** The questions a question's form raises (an end, causes, a mechanism): made before the domain's. */
  formAngles?: readonly Angle[];
  /** What kind of practice the topic is ("habit", "task"), or "past": a general point tagged "!habit" or "!past" does not suit it. */
  traits?: readonly string[];
  /** Where each angle (by id) stands in time, for a topic that is a story (an end): earlier questions come first. */
  timeline?: Readonly<Record<string, number>>;
}

/**
 * The scenes with the first round of timed angles put in time order, each in a slot one of them
 * held, so untimed points and a long video's second round stay where they landed.
 */
function inTimeOrder(scenes: SceneDraft[], times: (number | undefined)[]): SceneDraft[] {
  const slots = times.flatMap((t, i) => (t === undefined ? [] : [i]));
  const sorted = [...slots].sort((a, b) => (times[a] ?? 0) - (times[b] ?? 0) || a - b);
  const out = [...scenes];
  slots.forEach((slot, k) => (out[slot] = scenes[sorted[k] ?? slot] as SceneDraft));
  return out;
}

export function topicBody(c: Composer, opts: BodyOptions): TopicBody {
  const { target: W, budget } = opts;
  const { pick, tone, bank } = c;
  // Short videos make each point in one or two sentences; long ones take whole paragraphs.
  // A structured script (numbered points, steps) wants more, shorter points.
  const perBeat = opts.structured ? (W < 200 ? 1 : W < 600 ? 2 : 4) : W < 100 ? 2 : W < 200 ? 3 : W < 600 ? 4 : Infinity;
  // Asides ("Makes sense, right?") say nothing; a script of questions has no room for them.
  const asides = W >= 400 && c.kind !== 'inquiry';
  const sections = W >= 900;
  // Close enough: within 6% of the target (the contract promises 15%).
  const slack = Math.max(3, Math.round(W * 0.06));
  // A point's list never names the subject among its own items ("the costs of compound interest: fees, taxes, interest").
  const subject = subjectWords(c.vars.about ?? '');
  const fillLine = (s: string) => withoutSubjectItems(c.fill(s), subject, opts.lang);

  // A subject of a known domain gets its own questions first; advice that fits any topic only when a long video runs out of them.
  const ownOf = (pool?: readonly Angle[]) => (pool?.length ? angleOrder(usableAngles(c, pool), pick) : []);
  const own = [...ownOf(opts.formAngles), ...ownOf(opts.domainAngles)];
  // A pool too small to fill the length without repeating itself gets the general points after its own.
  const general = suited(c.bank.angles.filter((a) => a.kinds.includes(c.kind)), opts.traits ?? []);
  const order = [...own, ...(own.length >= 4 && W < 300 ? [] : angleOrder(usableAngles(c, general), pick))];
  const offsets = new Map(order.map((a) => [a.id, pick.int(a.variants.length)]));
  const scenes: SceneDraft[] = [];
  const covered: string[] = [];
  /** Per scene, its angle's place in time when it is that angle's first appearance. */
  const times: (number | undefined)[] = [];
  const timeOf = (a: Angle) => (covered.includes(a.label) ? undefined : opts.timeline?.[a.id]);
  const seen = new Set<string>();
  let total = 0;
  let beatIndex = 0;
  let idle = 0;
  let lineCount = 0;
  let repeated = 0;
  const fits = (words: number) => total + words <= budget + slack;

  for (let pass = 0; total < budget - slack && idle < order.length && order.length; pass++) {
    for (const angle of order) {
      if (idle >= order.length) break;
      // A point whose drawn wording is too long for what is left may still fit in another of its wordings.
      const n = angle.variants.length;
      const drawn = (offsets.get(angle.id) ?? 0) + pass;
      const wordings = Array.from({ length: n }, (_, k) => angle.variants[(drawn + k) % n] ?? []);
      const variant = wordings.find((v) => fits(countWords([fillLine(v[0] ?? '')]) + 1)) ?? wordings[0] ?? [];
      const lines = variant.slice(0, perBeat).map(fillLine);
      const lead: string[] = [];
      // A long video's new section names its situation; points never get a connector sentence of their own.
      const opener = sections && pass > 0 && beatIndex % 3 === 0 ? c.one(bank.sectionOpeners, { context: pick.one(bank.contexts) }) : '';
      if (opener) lead.push(opener);
      const units = [[...lead, ...lines.slice(0, 1)], ...lines.slice(1).map((l) => [l])];
      // The order word a point may get later ("Then ask...") is counted now, so the length still lands.
      const ordered = !opts.structured && ORDER[opts.lang].leads.test(lines[0] ?? '') ? 1 : 0;
      if (asides && beatIndex % 2 === 1) units.push([c.one(tone.asides)]);
      const paragraph: string[] = [];
      for (const [u, unit] of units.entries()) {
        const words = countWords(unit) + (u === 0 ? ordered : 0);
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
        idle += 1; // too long for what is left: a later, shorter point may still fit
        continue;
      }
      idle = 0;
      // Pictures alternate between the topic itself and what the point is about.
      const visual = beatIndex % 2 === 1 || !opts.topicVisual ? angle.visual : opts.topicVisual;
      times.push(timeOf(angle));
      scenes.push({ lines: paragraph, visual, keywords: keywordList(angle.label, opts.topicKeyword), ...(angle.emoji ? { emoji: angle.emoji } : {}) });
      if (!covered.includes(angle.label)) covered.push(angle.label);
      beatIndex += 1;
      if (total >= budget - slack) break;
    }
  }
  if (total < budget - slack) {
    // Nothing fitted the last gap: add the one opening line that lands closest to the target.
    const best = order
      .map((a) => ({ a, line: fillLine(a.variants[0]?.[0] ?? '') }))
      .filter(({ line }) => line && !seen.has(line))
      // Its order word ("Then ask...") is added later, and counts now.
      .map((x) => ({ ...x, words: countWords(x.line) + (!opts.structured && scenes.length && ORDER[opts.lang].leads.test(x.line) ? 1 : 0) }))
      .map((x) => ({ ...x, miss: Math.abs(total + x.words - budget) }))
      .sort((x, y) => x.miss - y.miss)[0];
    if (best && best.miss < budget - total && total + best.words <= budget + slack) {
      times.push(timeOf(best.a));
      scenes.push({ lines: [best.line], visual: best.a.visual, keywords: keywordList(best.a.label, opts.topicKeyword), ...(best.a.emoji ? { emoji: best.a.emoji } : {}) });
      total += best.words;
    }
  }
  if (scenes.length === 0) {
    // A script of a hook and an outro says nothing: even a 15 s video makes its shortest point, a few words over.
    const shortest = order
      .map((a) => ({ a, line: fillLine(a.variants[0]?.[0] ?? '') }))
      .filter(({ line }) => line)
      .sort((x, y) => countWords(x.line) - countWords(y.line))[0];
    if (shortest) {
      times.push(timeOf(shortest.a));
      scenes.push({ lines: [shortest.line], visual: shortest.a.visual, keywords: keywordList(shortest.a.label, opts.topicKeyword), ...(shortest.a.emoji ? { emoji: shortest.a.emoji } : {}) });
      total += countWords(shortest.line);
    }
  }
  // Order words follow where the points landed; a structure numbers them itself.
  const timed = opts.timeline ? inTimeOrder(scenes, times) : scenes;
  const sequenced = opts.structured ? timed : sequenceScenes(timed, opts.lang);
  return { scenes: sequenced, covered, words: countWords(sequenced.flatMap((s) => s.lines)), repeats: repeated > lineCount * 0.1 };
}
