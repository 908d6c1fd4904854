import { describe, expect, it } from 'vitest';
import { VIDEO_STATUSES, isPlayable, isPremium, isShareable } from '../src/index.ts';

describe('shared rules', () => {
  it('plays ready and published videos only (spec section 4)', () => {
    expect(VIDEO_STATUSES.filter((status) => isPlayable({ status }))).toEqual(['ready', 'published']);
  });
  it('shares rendered videos: a ready one is published by Share itself (issue 27 item 22)', () => {
    expect(VIDEO_STATUSES.filter((status) => isShareable({ status })).sort()).toEqual(['published', 'ready']);
  });
  it('counts subscriptionStatus active as Premium, anything else as Free (spec section 6)', () => {
    expect(isPremium({ subscriptionStatus: 'active' })).toBe(true);
    for (const s of ['inactive', 'canceled', 'past_due', '', null]) expect(isPremium({ subscriptionStatus: s })).toBe(false);
  });
});
