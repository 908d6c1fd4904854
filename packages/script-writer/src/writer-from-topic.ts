// The body of a script written from the topic alone: a run of points, each a different angle on
// the topic that suits its kind, sized to the duration's word budget.
import type { Angle } from './writer-bank.ts';
import { keywordList, type Composer, type SceneDraft } from './writer-compose.ts';
import type { WriterLanguage } from './writer-language.ts';
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

/** The general points, and their wordings, that suit a kind of practice (a habit is no talent to practise). */
function suited(pool: readonly Angle[], practice?: string): Angle[] {
  if (!practice) return [...pool];
  return pool
    .filter((a) => !(a.kinds as string[]).includes(`!${practice}`))
    .map((a) => ({ ...a, variants: a.variants.filter((_, i) => !a.notFor?.[i]?.includes(practice)) }))
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
  /** What kind of practice the topic is ("habit", "task"): a general point tagged "!habit" does not suit it. */
  practice?: string;
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

  // A subject of a known domain gets its own questions first; advice that fits any topic only when a long video runs out of them.
  const ownOf = (pool?: readonly Angle[]) => (pool?.length ? angleOrder(usableAngles(c, pool), pick) : []);
  const own = [...ownOf(opts.formAngles), ...ownOf(opts.domainAngles)];
  // A pool too small to fill the length without repeating itself gets the general points after its own.
  const general = suited(c.bank.angles.filter((a) => a.kinds.includes(c.kind)), opts.practice);
  const order = [...own, ...(own.length >= 4 && W < 300 ? [] : angleOrder(usableAngles(c, general), pick))];
  const offsets = new Map(order.map((a) => [a.id, pick.int(a.variants.length)]));
  const scenes: SceneDraft[] = [];
  const covered: string[] = [];
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
      const variant = wordings.find((v) => fits(countWords([c.fill(v[0] ?? '')]) + 1)) ?? wordings[0] ?? [];
      const lines = variant.slice(0, perBeat).map((s) => c.fill(s));
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
      scenes.push({ lines: paragraph, visual, keywords: keywordList(angle.label, opts.topicKeyword), ...(angle.emoji ? { emoji: angle.emoji } : {}) });
      if (!covered.includes(angle.label)) covered.push(angle.label);
      beatIndex += 1;
      if (total >= budget - slack) break;
    }
  }
  if (total < budget - slack) {
    // Nothing fitted the last gap: add the one opening line that lands closest to the target.
    const best = order
      .map((a) => ({ a, line: c.fill(a.variants[0]?.[0] ?? '') }))
      .filter(({ line }) => line && !seen.has(line))
      .map((x) => ({ ...x, miss: Math.abs(total + countWords(x.line) - budget) }))
      .sort((x, y) => x.miss - y.miss)[0];
    if (best && best.miss < budget - total) {
      scenes.push({ lines: [best.line], visual: best.a.visual, keywords: keywordList(best.a.label, opts.topicKeyword), ...(best.a.emoji ? { emoji: best.a.emoji } : {}) });
      total += countWords(best.line);
    }
  }
  // Order words follow where the points landed; a structure numbers them itself.
  const sequenced = opts.structured ? scenes : sequenceScenes(scenes, opts.lang);
  return { scenes: sequenced, covered, words: countWords(sequenced.flatMap((s) => s.lines)), repeats: repeated > lineCount * 0.1 };
}
