import { describe, expect, it } from 'vitest';
import { HELP_CORPORA } from '@reelforge/contracts/help/corpora';
import { groundedMessages } from '../src/modules/assistant/model-prompt.ts';

// What the model is grounded in: the matched passages, or none when nothing matched.
describe('the grounded prompt', () => {
  const corpus = HELP_CORPORA.en;
  const [first] = Object.keys(corpus.topics);

  it('carries the matched topics’ passages and the user’s facts', () => {
    const [system] = groundedMessages({ corpus, question: 'q', topics: [first!], facts: ['Your post failed.'] });
    expect(system?.content).toContain(`[1] ${corpus.topics[first!]!.title}`);
    expect(system?.content).toContain('- Your post failed.');
  });

  it('gives no passages when no topic matched, only the titles to point to', () => {
    const [system, user] = groundedMessages({ corpus, question: 'What is the capital of Peru?', topics: [], facts: [] });
    expect(system?.content).not.toMatch(/\[1\]/);
    expect(system?.content).toContain('(none match this question)');
    for (const t of Object.values(corpus.topics)) expect(system?.content).toContain(t.title);
    expect(user).toEqual({ role: 'user', content: 'What is the capital of Peru?' });
  });
});
