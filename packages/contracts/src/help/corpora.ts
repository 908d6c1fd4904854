// Every language's corpus at once (the server, tests). The browser loads one language at a time
// through load.ts instead.
import ar from './corpus/ar.json' with { type: 'json' };
import de from './corpus/de.json' with { type: 'json' };
import en from './corpus/en.json' with { type: 'json' };
import es from './corpus/es.json' with { type: 'json' };
import fr from './corpus/fr.json' with { type: 'json' };
import hi from './corpus/hi.json' with { type: 'json' };
import ja from './corpus/ja.json' with { type: 'json' };
import pt from './corpus/pt.json' with { type: 'json' };
import ru from './corpus/ru.json' with { type: 'json' };
import zh from './corpus/zh.json' with { type: 'json' };
import topics from './topics.json' with { type: 'json' };
import type { HelpCorpus, HelpLang, TopicMeta } from './types.ts';

export const HELP_CORPORA: Record<HelpLang, HelpCorpus> = { en, es, zh, fr, de, pt, hi, ar, ja, ru };
export const HELP_TOPICS: TopicMeta[] = topics as TopicMeta[];
