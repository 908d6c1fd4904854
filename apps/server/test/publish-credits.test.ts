import { composePostText, platformTextLength, POST_MESSAGES } from '@reelforge/contracts';
import { EMOJI_CREDIT } from '@reelforge/video-engine';
import { describe, expect, it } from 'vitest';
import { captionWithCredits } from '../src/modules/posts/publish-credits.ts';

// Issue 27 item 13: a post's description carries only the credits whose licence asks for
// attribution, each whole, within each platform's limit; the creator's text is never cut.
const CC_PHOTO = 'Photo by Bo on Wikimedia Commons, CC BY-SA 4.0';
const PIXABAY = 'Image by Cy on Pixabay, Pixabay Content License';

describe('credits in a publish description', () => {
  it('adds only CC BY credits, once each, after the creator’s text and before the hashtags', () => {
    const out = captionWithCredits('youtube', { caption: 'My video', hashtags: ['tea'] }, [PIXABAY, EMOJI_CREDIT, CC_PHOTO, EMOJI_CREDIT]);
    expect(out).toEqual({ caption: `My video\n\nCredits:\n${EMOJI_CREDIT}\n${CC_PHOTO}` });
    expect(captionWithCredits('youtube', { caption: 'My video', hashtags: [] }, [PIXABAY])).toEqual({ caption: 'My video' });
    expect(captionWithCredits('youtube', { caption: 'My video', hashtags: [] }, null)).toEqual({ caption: 'My video' });
  });

  it('keeps to X’s weighted 280: the credit that fits goes in, the one that does not is named', () => {
    // 180 characters of the creator's, so the Twemoji line (75) fits and nothing after it does.
    const caption = `A clip about tea ${'leaf '.repeat(40)}`.slice(0, 179).trim() + 's';
    expect(caption).toHaveLength(180);
    const short = 'Music: Dee, CC BY 4.0';
    const out = captionWithCredits('twitter', { caption, hashtags: ['tea'] }, [EMOJI_CREDIT, short, CC_PHOTO]);
    expect(out.caption).toBe(`${caption}\n\nCredits:\n${EMOJI_CREDIT}`);
    expect(platformTextLength('twitter', composePostText(out.caption, ['tea']))).toBeLessThanOrEqual(280);
    const left = [short, CC_PHOTO];
    expect(out.note).toBe(POST_MESSAGES.creditsLeftOut('twitter', 280, left));
  });

  it('never cuts the creator’s text: with no room left, every credit is named instead', () => {
    const caption = `${'你好 '.repeat(93)}end`;
    const out = captionWithCredits('twitter', { caption, hashtags: [] }, [EMOJI_CREDIT]);
    expect(out.caption).toBe(caption);
    expect(out.note).toBe(POST_MESSAGES.creditsLeftOut('twitter', 280, [EMOJI_CREDIT]));
  });
});
