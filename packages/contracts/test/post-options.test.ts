import { describe, expect, it } from 'vitest';
import { graphemeCount, platformNames, platformTextLength, textProblems } from '../src/index.ts';

describe('text limits of the networks that count their own way', () => {
  it('Mastodon counts a link as 23 characters and a remote mention by its @name', () => {
    const link = `https://example.com/${'a'.repeat(200)}`;
    expect(platformTextLength('mastodon', `See ${link}`)).toBe(4 + 23);
    expect(platformTextLength('mastodon', 'hi @maya@social.example.org!')).toBe('hi @maya!'.length);
    const post = { title: 'T', content: `${'w'.repeat(470)} ${link}`, platforms: ['mastodon' as const] };
    expect(textProblems(post, {})).toEqual([]);
    expect(textProblems({ ...post, content: 'w'.repeat(501) }, {})).toEqual([
      { platform: 'mastodon', message: 'Mastodon posts hold up to 500 characters; this one has 501.' },
    ]);
  });

  it('Bluesky counts graphemes: a family emoji is one', () => {
    expect(graphemeCount('👩‍👩‍👧')).toBe(1);
    expect(platformTextLength('bluesky', 'café 👍🏽')).toBe(6);
    expect(textProblems({ title: 'T', content: '👩‍👩‍👧'.repeat(301), platforms: ['bluesky'] }, {})).toEqual([
      { platform: 'bluesky', message: 'Bluesky posts hold up to 300 characters; this one has 301.' },
    ]);
  });

  it('names every platform in product order', () => {
    expect(platformNames('or')).toBe('TikTok, YouTube, Instagram, Facebook, Twitter/X, LinkedIn, Mastodon or Bluesky');
  });
});
