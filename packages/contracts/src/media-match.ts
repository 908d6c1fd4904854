/**
 * Which of a creator's own pictures suit a scene, by the words they gave them: the file's name,
 * tags, category and description against the scene's visual query, keywords and narration. The
 * server's render and the storyboard's preview share it, so the storyboard shows the picture the
 * render will really use.
 */

/** Words too common to say what a picture shows. */
const STOP = new Set(
  (
    'the and for with that this from your you are was were have has had not but all any can our out ' +
    'its his her they them their what when where which who why how into onto about just than then ' +
    'there here over under more most some such very will would could should also each every only ' +
    'img image photo picture video clip final copy edit untitled jpg jpeg png webp mp4 mov'
  ).split(' '),
);

/** Lower-case word stems of a text ("Mornings" and "morning" meet; numbers and short words dropped). */
export function matchTerms(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3 && !STOP.has(w) && !/^\d+$/.test(w))
    .map(stem);
}

/** Plural to singular, enough for English file names and tags: "berries", "glasses", "dogs". */
function stem(w: string): string {
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(ss|sh|ch|x)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) return w.slice(0, -1);
  return w;
}

export interface MatchableMedia {
  name: string;
  tags?: readonly string[] | null;
  category?: string | null;
  description?: string | null;
}

export interface MatchableScene {
  text: string;
  visualQuery?: string;
  keywords?: readonly string[];
}

/** A file name says what it shows without its extension or camera numbering ("IMG_2041"). */
const mediaWords = (m: MatchableMedia) =>
  new Set(matchTerms([m.name.replace(/\.[a-z0-9]{2,5}$/i, ''), ...(m.tags ?? []), m.category ?? '', m.description ?? ''].join(' ')));

/**
 * How well a picture suits a scene: 2 for each of its words in the scene's visual query or
 * keywords (what the writer said the scene shows), 1 for each only in the narration.
 */
export function mediaMatchScore(media: MatchableMedia, scene: MatchableScene): number {
  const own = mediaWords(media);
  if (!own.size) return 0;
  const strong = new Set(matchTerms([scene.visualQuery ?? '', ...(scene.keywords ?? [])].join(' ')));
  const weak = new Set(matchTerms(scene.text));
  let score = 0;
  for (const w of own) score += strong.has(w) ? 2 : weak.has(w) ? 1 : 0;
  return score;
}

/** The least a picture must score for the automatic pick: one word the writer chose, or two spoken. */
export const MEDIA_MATCH_MIN = 2;

/**
 * The creator's pictures in the order a scene should get them: best match first (ties: newest
 * list order kept). With `all`, pictures that match nothing follow ("My media" uses the
 * creator's own pictures for every scene); without, only those scoring MEDIA_MATCH_MIN or more.
 */
export function rankMediaForScene<T extends MatchableMedia>(media: readonly T[], scene: MatchableScene, all = false): T[] {
  return media
    .map((m, i) => ({ m, i, score: mediaMatchScore(m, scene) }))
    .filter((x) => all || x.score >= MEDIA_MATCH_MIN)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((x) => x.m);
}
