// One language's corpus on demand (the browser's signed-out chat): each file is its own chunk, so
// a visitor downloads English plus the language they write in, not all ten.
import type { HelpCorpus, HelpLang } from './types.ts';

type Loader = () => Promise<{ default: HelpCorpus }>;
const LOADERS: Record<HelpLang, Loader> = {
  en: () => import('./corpus/en.json'),
  es: () => import('./corpus/es.json'),
  zh: () => import('./corpus/zh.json'),
  fr: () => import('./corpus/fr.json'),
  de: () => import('./corpus/de.json'),
  pt: () => import('./corpus/pt.json'),
  hi: () => import('./corpus/hi.json'),
  ar: () => import('./corpus/ar.json'),
  ja: () => import('./corpus/ja.json'),
  ru: () => import('./corpus/ru.json'),
};

const cache = new Map<HelpLang, Promise<HelpCorpus>>();
export function loadCorpus(lang: HelpLang): Promise<HelpCorpus> {
  let loaded = cache.get(lang);
  if (!loaded) {
    loaded = LOADERS[lang]().then((m) => m.default);
    cache.set(lang, loaded);
  }
  return loaded;
}
