import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkMediaLink, MEDIA_LINK_TTL_SECONDS, signMediaLink } from '../src/lib/media-link.ts';

const key = randomBytes(32);
const at = Date.parse('2026-11-27T10:00:00Z');
const storageKey = 'videos/u1/v1/video.mp4';

describe('signed media links (the public link Threads fetches a video from)', () => {
  it('opens to its storage key until it expires', () => {
    const token = signMediaLink(key, storageKey, at);
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(checkMediaLink(key, token, at + 1000)).toEqual({ ok: true, storageKey });
    expect(checkMediaLink(key, token, at + MEDIA_LINK_TTL_SECONDS * 1000)).toEqual({ ok: false, why: 'expired' });
  });

  it('a changed key, expiry or signature, or another server key, is forged', () => {
    const token = signMediaLink(key, storageKey, at);
    const [, sig] = token.split('.');
    const other = Buffer.from(JSON.stringify({ k: 'videos/u2/v9/video.mp4', exp: at / 1000 + 99_999 })).toString(
      'base64url',
    );
    expect(checkMediaLink(key, `${other}.${sig}`, at)).toEqual({ ok: false, why: 'forged' });
    expect(checkMediaLink(key, `${token}x`, at)).toEqual({ ok: false, why: 'forged' });
    expect(checkMediaLink(randomBytes(32), token, at)).toEqual({ ok: false, why: 'forged' });
    expect(checkMediaLink(key, 'nonsense', at)).toEqual({ ok: false, why: 'forged' });
  });
});
