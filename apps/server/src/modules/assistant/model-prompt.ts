// The grounded prompt: the model may answer only from the retrieved corpus passages and the
// user's own account facts, in the user's language.
import { topicAnswer, type HelpCorpus } from '@reelforge/contracts/help';
import type { ChatMessage } from '../../adapters/llm/json-client.ts';

export function groundedMessages(input: {
  corpus: HelpCorpus;
  question: string;
  topics: string[];
  /** The user's state in their language (empty when signed out or nothing applies). */
  facts: string[];
}): ChatMessage[] {
  const { corpus } = input;
  // No matching topic: no passages (three unrelated ones invited a confident wrong answer), only
  // the topics' titles, so the model can name the closest one it can help with.
  const passages = input.topics.length
    ? input.topics.map((id, i) => `[${i + 1}] ${corpus.topics[id]?.title ?? id}\n${topicAnswer(corpus, id)}`).join('\n\n')
    : `(none match this question)\nTopics you can help with: ${Object.values(corpus.topics).map((t) => t.title).join('; ')}`;
  const facts = input.facts.length ? input.facts.map((f) => `- ${f}`).join('\n') : '- (none)';
  const system = [
    "You are PaulinaAI, Reelforge's support assistant.",
    'Answer ONLY from the help passages and the account facts below. Do not invent features, settings, buttons, prices, limits or steps that are not written there.',
    "If they do not answer the question, say you don't know that and name the closest topic you can help with.",
    `Always answer in ${corpus.name} (language code ${corpus.lang}), the user's language, in plain text without markdown, in at most 120 words.`,
    'When the account facts name a failed post, name that post, its platform and the reason, and tell the user they can press Retry.',
    '',
    'HELP PASSAGES:',
    passages,
    '',
    "THE USER'S ACCOUNT FACTS:",
    facts,
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: input.question },
  ];
}
