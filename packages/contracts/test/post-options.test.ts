import { describe, expect, it } from 'vitest';
import { graphemeCount, platformNames, platformOptionsSchema, platformTextLength, textProblems } from '../src/index.ts';

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

  it('Threads counts an emoji as its UTF-8 bytes, anything else once', () => {
    expect(platformTextLength('threads', 'café 👍')).toBe(5 + 4);
    expect(textProblems({ title: 'T', content: 'a'.repeat(496) + '👍', platforms: ['threads'] }, {})).toEqual([]);
    expect(textProblems({ title: 'T', content: 'a'.repeat(497) + '👍', platforms: ['threads'] }, {})).toEqual([
      { platform: 'threads', message: 'Threads posts hold up to 500 characters; this one has 501.' },
    ]);
  });

  it("Pinterest holds a 500-character description and a 100-character title", () => {
    expect(textProblems({ title: 't'.repeat(101), content: 'd'.repeat(501), platforms: ['pinterest'] }, {})).toEqual([
      { platform: 'pinterest', message: 'Pinterest posts hold up to 500 characters; this one has 501.' },
      { platform: 'pinterest', message: 'Pinterest titles hold up to 100 characters; this one has 101.' },
    ]);
  });

  it("takes Threads' reply control and Pinterest's board and link, refusing others in words", () => {
    const ok = platformOptionsSchema.safeParse({
      threads: { replyControl: 'accounts_you_follow' },
      pinterest: { boardId: '549755885175', link: 'https://example.com/recipe' },
    });
    expect(ok.success).toBe(true);
    const bad = platformOptionsSchema.safeParse({
      threads: { replyControl: 'nobody' },
      pinterest: { boardId: 'Reels', link: 'ftp://example.com', firstComment: 'hi' },
    });
    const messages = bad.success ? [] : bad.error.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Choose a Pinterest board from the list (its id is digits).',
        "A Pin's link must be a web address starting with http:// or https://.",
        'Pinterest does not let apps add a first comment.',
      ]),
    );
    expect(bad.success ? [] : bad.error.issues.map((i) => i.path.join('.'))).toContain('threads.replyControl');
  });

  it('names every platform in product order', () => {
    expect(platformNames('or')).toBe(
      'TikTok, YouTube, Instagram, Facebook, Twitter/X, LinkedIn, Mastodon, Bluesky, Threads or Pinterest',
    );
  });
});
