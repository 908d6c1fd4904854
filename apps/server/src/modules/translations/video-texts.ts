// Every text of a video a viewer reads or hears, as one flat list for a translator, and the same
// video put back together from the translated list: title, description (its hashtags one by one),
// and each storyboard scene's words, keywords and kind data (stat label, list items, comparison,
// quote, timeline). Visuals, emoji, numbers, names and the stock search hints stay as they are.
import {
  QUOTE_TEXT_MAX,
  SCENE_ITEM_MAX,
  STAT_LABEL_MAX,
  STORYBOARD_SCENE_TEXT_MAX,
  type StoryboardScene,
} from '@reelforge/contracts';
import { clip } from '../../lib/text.ts';

export interface VideoTexts {
  title: string;
  description: string | null;
  scenes: StoryboardScene[];
}

interface Slot {
  text: string;
  put(translated: string): void;
}

const HASHTAG_LINE = /^\s*(#[\p{L}\p{N}_]+\s*)+$/u;

/** "#OctopusFacts" -> "Octopus Facts": the words a translator can read. */
const tagWords = (tag: string) =>
  tag
    .replace(/^#/, '')
    .replace(/_/g, ' ')
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .trim();

/** "Datos del pulpo" -> "#DatosDelPulpo": one hashtag again, in the translated words. */
const asTag = (words: string) => {
  const parts = words.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const joined = parts.map((p, i) => (i === 0 ? p : p.charAt(0).toUpperCase() + p.slice(1))).join('');
  return joined ? `#${joined}` : '';
};

/**
 * The texts to translate, and a function that builds the translated video from the translations
 * (same length, same order). The input is never changed.
 */
export function videoTexts(source: VideoTexts) {
  const out: VideoTexts = structuredClone(source);
  const slots: Slot[] = [];
  const add = (text: string | undefined, put: (t: string) => void) => {
    if (text && /[\p{L}]/u.test(text)) slots.push({ text, put });
  };

  add(out.title, (t) => (out.title = clip(t, 200)));

  if (out.description) {
    // Paragraph by paragraph (a translator keeps paragraphs apart that way); hashtag lines tag by tag.
    const paragraphs = out.description.split(/\n\s*\n/);
    const translated = [...paragraphs];
    paragraphs.forEach((p, i) => {
      if (HASHTAG_LINE.test(p)) {
        const tags = p.trim().split(/\s+/);
        const next = [...tags];
        tags.forEach((tag, j) => add(tagWords(tag), (t) => (next[j] = asTag(t) || tag)));
        translated[i] = p;
        slots.push({ text: '', put: () => (translated[i] = next.join(' ')) });
      } else {
        add(p, (t) => (translated[i] = t));
      }
    });
    slots.push({ text: '', put: () => (out.description = clip(translated.join('\n\n'), 5000)) });
  }

  for (const scene of out.scenes) {
    add(scene.text, (t) => (scene.text = clip(t, STORYBOARD_SCENE_TEXT_MAX)));
    scene.keywords?.forEach((k, i) => add(k, (t) => (scene.keywords![i] = clip(t, 40))));
    if (scene.stat) add(scene.stat.label, (t) => (scene.stat!.label = clip(t, STAT_LABEL_MAX)));
    scene.items?.forEach((item, i) => add(item, (t) => (scene.items![i] = clip(t, SCENE_ITEM_MAX))));
    if (scene.comparison) {
      for (const side of [scene.comparison.left, scene.comparison.right]) {
        add(side.title, (t) => (side.title = clip(t, 40)));
        side.points.forEach((p, i) => add(p, (t) => (side.points[i] = clip(t, SCENE_ITEM_MAX))));
      }
    }
    if (scene.quote) add(scene.quote.text, (t) => (scene.quote!.text = clip(t, QUOTE_TEXT_MAX)));
    scene.timeline?.forEach((entry) => add(entry.what, (t) => (entry.what = clip(t, SCENE_ITEM_MAX))));
  }

  // Slots with no text only run after the others (they assemble what the others filled in).
  const toTranslate = slots.filter((s) => s.text);
  const assemble = slots.filter((s) => !s.text);
  return {
    texts: toTranslate.map((s) => s.text),
    /** The video in the translator's words. */
    apply(translations: string[]): VideoTexts {
      if (translations.length !== toTranslate.length) throw new Error(`expected ${toTranslate.length} translations, got ${translations.length}`);
      toTranslate.forEach((s, i) => s.put(translations[i]!.trim() || s.text));
      assemble.forEach((s) => s.put(''));
      return out;
    },
  };
}
