import { describe, expect, it } from 'vitest';
import { formatFor } from '../src/modules/strategy/plan-formats.ts';
import { planTimes, zonedInstant } from '../src/modules/strategy/plan-times.ts';

const template = (over: Partial<Parameters<typeof formatFor>[0] & object> = {}) => ({
  id: 't1',
  name: 'Founder lesson',
  structure: 'story' as const,
  tone: 'professional' as const,
  duration: '30-60 seconds' as const,
  aspect: '1:1' as const,
  owned: false,
  usedCount: 0,
  instructions: null,
  ...over,
});

describe('plan times', () => {
  it('turns a wall-clock hour into the right instant on both sides of a DST change', () => {
    expect(zonedInstant(2026, 3, 28, 15, 'Europe/Madrid').toISOString()).toBe('2026-03-28T14:00:00.000Z');
    expect(zonedInstant(2026, 3, 29, 15, 'Europe/Madrid').toISOString()).toBe('2026-03-29T13:00:00.000Z');
    expect(zonedInstant(2026, 11, 25, 9, 'America/New_York').toISOString()).toBe('2026-11-25T14:00:00.000Z');
  });

  it('without history uses the guidance for each of the next seven days, in order', () => {
    const now = new Date('2026-11-24T10:00:00Z'); // a Tuesday
    const { slots, posts, bestPlatform } = planTimes([], 7, 'UTC', now);
    expect(posts).toBe(0);
    expect(bestPlatform).toBeNull();
    expect(slots.map((s) => s.postAt.toISOString().slice(0, 13))).toEqual([
      '2026-11-25T11', '2026-11-26T19', '2026-11-27T15', '2026-11-28T13', '2026-11-29T15', '2026-11-30T11', '2026-12-01T19',
    ]);
    expect(slots.every((s) => s.source === 'guidance')).toBe(true);
    // Five ideas skip the two days the guidance ranks last (Sunday, Monday).
    expect(planTimes([], 5, 'UTC', now).slots.map((s) => s.postAt.getUTCDay())).toEqual([3, 4, 5, 6, 2]);
  });

  it('ignores posts that were never measured or went to platforms the writer does not write for', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const posts = [
      { platform: 'linkedin', publishedAt: '2026-11-18T08:00:00Z', views: 900 },
      { platform: 'tiktok', publishedAt: '2026-11-18T08:00:00Z', views: null },
      { platform: 'tiktok', publishedAt: null, views: 50 },
    ];
    expect(planTimes(posts, 5, 'UTC', now).posts).toBe(0);
  });
});

describe('idea formats', () => {
  it('fits the template to the platform the idea goes to', () => {
    expect(formatFor(template(), 'tiktok')).toMatchObject({ aspect: '9:16', structure: 'story', templateName: 'Founder lesson' });
    expect(formatFor(template(), 'facebook').aspect).toBe('1:1');
    expect(formatFor(template({ duration: '1-3 minutes' }), 'youtube')).toMatchObject({ duration: '1-3 minutes', aspect: '16:9' });
    expect(formatFor(template({ duration: '3+ minutes' }), 'instagram')).toMatchObject({ duration: '30-60 seconds', aspect: '1:1' });
    expect(formatFor(undefined, 'tiktok')).toMatchObject({ structure: 'listicle', templateId: null, aspect: '9:16' });
  });
});
