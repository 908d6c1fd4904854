import { describe, expect, it } from 'vitest';
import { BATCH_MAX_TOPICS, TEMPLATE_MESSAGES, batchVideosSchema, parseTopics, templateBadge } from '../src/index.ts';

describe('Create many: topics from what people paste', () => {
  it('reads one topic per line, skipping blanks', () => {
    expect(parseTopics('  Why sleep matters \n\nMeal prep, the lazy way\r\n')).toEqual(['Why sleep matters', 'Meal prep, the lazy way']);
  });

  it('reads a CSV: the first column, a topic header skipped, quoted cells keep their commas', () => {
    const csv = 'topic,notes\n"Desk setups, ranked",tech\nPassword managers,security\n"Say ""hi"" to AI",fun';
    expect(parseTopics(csv)).toEqual(['Desk setups, ranked', 'Password managers', 'Say "hi" to AI']);
  });

  it('keeps sentences with commas whole when the lines are not a table', () => {
    expect(parseTopics('Coffee, tea or water?\nWhy sleep matters')).toEqual(['Coffee, tea or water?', 'Why sleep matters']);
  });

  it('refuses more than 50 topics and an empty list with the product words', () => {
    const many = batchVideosSchema.safeParse({ templateId: 't', topics: Array.from({ length: BATCH_MAX_TOPICS + 1 }, (_, i) => `t${i}`) });
    expect(many.success ? null : many.error.issues[0]?.message).toBe(TEMPLATE_MESSAGES.batchTooMany);
    const none = batchVideosSchema.safeParse({ templateId: 't', topics: [] });
    expect(none.success ? null : none.error.issues[0]?.message).toBe(TEMPLATE_MESSAGES.batchEmpty);
    expect(batchVideosSchema.safeParse({ templateId: 't', topics: Array.from({ length: BATCH_MAX_TOPICS }, (_, i) => `t${i}`) }).success).toBe(true);
  });

  it('badges by likes as the spec says', () => {
    expect([0, 1001, 2001, 5001, 5000].map(templateBadge)).toEqual(['AI', 'NEW', 'HOT', 'VIRAL', 'HOT']);
  });
});
