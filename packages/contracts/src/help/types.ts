// PaulinaAI's help corpus: the product's own docs as data (corpus/<lang>.json, topics.json). The
// types name what every language file must hold; test/help-corpus.test.ts checks each file.

export const HELP_LANGS = ['en', 'es', 'zh', 'fr', 'de', 'pt', 'hi', 'ar', 'ja', 'ru'] as const;
export type HelpLang = (typeof HELP_LANGS)[number];

/** The signed-in user's state a topic's answer is completed with. */
export const STATE_KINDS = ['failedPost', 'render', 'quota', 'connections'] as const;
export type StateKind = (typeof STATE_KINDS)[number];

/** Language-independent facts about a topic (topics.json). */
export interface TopicMeta {
  id: string;
  /** Which of the user's state completes the answer when signed in. */
  state?: StateKind[];
}

export interface TopicText {
  /** Words and phrases that point to the topic in this language (matched after normalising). */
  keywords: string[];
  /** A short name of the topic in this language. */
  title: string;
  /** The answer; {placeholders} are filled from the product's constants (fill.ts). */
  answer: string;
}

/** Sentences about the user's own state, with {placeholders}; one set per language. */
export interface StateTexts {
  failedPost: string;
  failedPostRetry: string;
  noFailedPost: string;
  /** Why a post failed, in this language, by the kind read from its stored error. */
  reasons: Record<FailureKind, string>;
  render: string;
  renderQueued: string;
  quotaFree: string;
  quotaPremium: string;
  reconnect: string;
  allConnected: string;
  noConnections: string;
  actions: { retry: string; openVideo: string; reconnect: string; upgrade: string };
}

export const FAILURE_KINDS = ['unreachable', 'platformDown', 'disconnected', 'notConnected', 'unknownOutcome', 'stopped', 'other'] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

export interface HelpCorpus {
  lang: string;
  /** The language's own name. */
  name: string;
  /** When nothing matched. */
  fallback: string;
  topics: Record<string, TopicText>;
  state: StateTexts;
}
