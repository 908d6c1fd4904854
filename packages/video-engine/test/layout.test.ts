import { describe, expect, it } from 'vitest';
import { assLayout, buildAss } from '../src/captions/ass.ts';
import { emojiIn } from '../src/visuals/emoji-text.ts';
import { kineticEvents } from '../src/visuals/kinetic.ts';
import { themeFor } from '../src/visuals/themes.ts';
import { ASPECTS, frameForAspect, PLATFORMS, safeAreaFor } from '../src/platforms.ts';
import { CAPTION_POSITIONS, LOGO_CORNERS } from '../src/spec.ts';
import { avoiding, contains, fitText, frameLayout, intersects, SHOT_LAYOUTS, shotBoxes } from '../src/visuals/layout.ts';
import { logoBox } from '../src/visuals/logo.ts';
import { fallbackKeywords, isListShaped, listBadges, phraseKey, picturesForScene, planShots, shotCount } from '../src/visuals/shots.ts';

describe('frame and shot layouts', () => {
  for (const aspect of ASPECTS) {
    for (const platform of PLATFORMS) {
      for (const position of CAPTION_POSITIONS) {
        it(`${aspect} ${platform} captions ${position}: boxes inside the safe area, clear of captions and each other`, () => {
          const { width, height } = frameForAspect(aspect);
          const frame = frameLayout(width, height, safeAreaFor(platform, width, height), { enabled: true, position });
          const band = frame.captionBand;
          if (!band) throw new Error('captions are on');
          expect(contains(frame.content, band)).toBe(true);
          expect(contains(frame.content, frame.stage)).toBe(true);
          expect(intersects(frame.stage, band)).toBe(false);
          // The stage keeps at least a third of the content height for the graphics.
          expect(frame.stage.h).toBeGreaterThan(frame.content.h * 0.3);
          for (const layout of [...SHOT_LAYOUTS, 'title' as const]) {
            const boxes = shotBoxes(frame.stage, layout);
            for (const r of [boxes.emoji, boxes.text]) {
              expect(contains(frame.stage, r), `${layout} ${JSON.stringify(r)}`).toBe(true);
              expect(intersects(r, band)).toBe(false);
              expect(r.w).toBeGreaterThan(0);
              expect(r.h).toBeGreaterThan(0);
            }
            expect(intersects(boxes.emoji, boxes.text), layout).toBe(false);
          }
        });
      }
    }
  }

  for (const aspect of ASPECTS) {
    it(`${aspect}: titles, keywords and emoji stay clear of the logo in every corner`, () => {
      const { width, height } = frameForAspect(aspect);
      const safe = safeAreaFor('tiktok', width, height);
      const frame = frameLayout(width, height, safe, { enabled: true, position: 'bottom' });
      for (const corner of LOGO_CORNERS) {
        const b = logoBox({ corner, size: 0.14 }, { width: 400, height: 400 }, { width, height, safe });
        const logo = { x: b.x, y: b.y, w: b.width, h: b.height };
        const stage = avoiding(frame.stage, logo, 10);
        expect(contains(frame.stage, stage)).toBe(true);
        expect(intersects(stage, logo), corner).toBe(false);
        expect(stage.w * stage.h).toBeGreaterThan(frame.stage.w * frame.stage.h * 0.5);
        for (const layout of [...SHOT_LAYOUTS, 'title' as const]) {
          const boxes = shotBoxes(stage, layout);
          expect(intersects(boxes.emoji, logo) || intersects(boxes.text, logo), `${corner} ${layout}`).toBe(false);
        }
      }
    });
  }

  it('uses the whole safe content when captions are off', () => {
    const f = frameLayout(1080, 1080, safeAreaFor('instagram', 1080, 1080), { enabled: false, position: 'bottom' });
    expect(f.stage).toEqual(f.content);
    expect(f.captionBand).toBeUndefined();
  });
});

describe('fitText', () => {
  const em = (s: string) => s.length * 0.6;
  it('shrinks and wraps until the lines fit the box', () => {
    const fit = fitText('Protect your first hour', { w: 600, h: 400 }, { maxSize: 200, minSize: 40, lineHeight: 1.2, em });
    for (const line of fit.lines) expect(em(line) * fit.size).toBeLessThanOrEqual(600);
    expect(fit.lines.length * fit.size * 1.2).toBeLessThanOrEqual(400);
    expect(fit.lines.join(' ')).toBe('Protect your first hour');
  });

  it('keeps a short word on one line at the largest size', () => {
    expect(fitText('Move', { w: 900, h: 400 }, { maxSize: 150, minSize: 40, lineHeight: 1.2, em })).toEqual({
      lines: ['Move'],
      size: 150,
    });
  });
});

describe('shots', () => {
  it('cuts scenes into shots of 2-5 s', () => {
    expect(shotCount(1.5)).toBe(1);
    expect(shotCount(4)).toBe(1);
    for (const sec of [5.5, 7, 12, 20, 33]) {
      const n = shotCount(sec);
      expect(sec / n).toBeGreaterThanOrEqual(2);
      expect(sec / n).toBeLessThanOrEqual(5);
    }
  });

  it('asks for one picture per shot the scene will show, the title card taken off the first scene', () => {
    expect(picturesForScene(12, false)).toBe(shotCount(12));
    expect(picturesForScene(12, true)).toBe(shotCount(12 - 2.8));
    expect(picturesForScene(5.6, true)).toBe(1);
    expect(picturesForScene(1, true)).toBe(1);
  });

  it('gives consecutive shots different layouts, a title shot first, and cuts on word onsets', () => {
    const fps = 30;
    const spans = [
      { startFrame: 0, endFrame: 12 * fps },
      { startFrame: 12 * fps, endFrame: 20 * fps },
    ];
    const onsets = Array.from({ length: 40 }, (_, i) => i * 500 + 130);
    const shots = planShots({ spans, fps, wordStartsMs: onsets, keywords: [['Focus', 'Sleep'], ['Move']], titleEndMs: 2800 });
    expect(shots[0]?.layout).toBe('title');
    for (let i = 1; i < shots.length; i++) {
      const a = shots[i - 1];
      const b = shots[i];
      if (!a || !b) continue;
      expect(b.startFrame).toBe(a.endFrame);
      expect(b.layout).not.toBe(a.layout);
      const sec = (b.endFrame - b.startFrame) / fps;
      expect(sec).toBeGreaterThanOrEqual(2);
      expect(sec).toBeLessThanOrEqual(5);
    }
    // Inner cuts land on a word onset (within a frame).
    const inner = shots.slice(2).filter((s, i) => s.sceneIndex === shots[i + 1]?.sceneIndex);
    for (const s of inner) expect(onsets.some((ms) => Math.abs((ms / 1000) * fps - s.startFrame) <= 1)).toBe(true);
    expect(shots.at(-1)?.endFrame).toBe(20 * fps);
  });

  it('picks content words as keywords when a scene has none', () => {
    expect(fallbackKeywords('Drink a full glass of water when you wake up.')).toEqual(['Drink', 'glass']);
    // Names before a verb's past tense or gerund ("regarded", "studying"), which is half a phrase on a card.
    expect(fallbackKeywords('Compound interest was once regarded as usury and condemned by Roman law.')).toEqual(['Compound', 'Roman']);
    expect(fallbackKeywords('In 1683 Jacob Bernoulli discovered the constant while studying interest.')).toEqual(['Jacob', 'Bernoulli']);
    // Filler that says nothing alone on a card loses to what the sentence is about.
    const rule = fallbackKeywords('The rule of 72 estimates when money doubles; otherwise the result is slower.', 3);
    expect(rule).toContain('72');
    for (const filler of ['estimates', 'otherwise', 'result']) expect(rule).not.toContain(filler);
    expect(fallbackKeywords('Ask how we know what we know: letters, ruins, coins, and who wrote them around the time.')).not.toContain('around');
  });

  it('shows an on-screen phrase at most once per video, the title included', () => {
    const fps = 30;
    // Long scenes (many shots) whose keywords repeat each other and the title.
    const spans = [0, 1, 2].map((i) => ({ startFrame: i * 15 * fps, endFrame: (i + 1) * 15 * fps }));
    const onsets = Array.from({ length: 90 }, (_, i) => i * 500 + 130);
    const texts = [
      'Morning habits shape the whole day: light, water and a short walk.',
      'Compound gains from morning habits grow slowly, then suddenly.',
      'Write three priorities before you open your inbox.',
    ];
    const shots = planShots({
      spans,
      fps,
      wordStartsMs: onsets,
      keywords: [['Morning habits', 'Light'], ['Compound', 'Morning habits'], ['Compound', 'Priorities']],
      spare: texts.map((t) => fallbackKeywords(t, 6)),
      shown: ['Morning habits'],
      titleEndMs: 2800,
    });
    expect(shots.length).toBeGreaterThan(9);
    const phrases = shots.flatMap((s) => s.keywords).map(phraseKey);
    expect(phrases.length).toBeGreaterThan(5);
    expect(new Set(phrases).size).toBe(phrases.length);
    expect(phrases).not.toContain(phraseKey('Morning habits'));
    // Nor a keyword made only of words already on screen (the title's).
    expect(phrases).not.toContain('morning');
    expect(phrases).not.toContain('habits');
    expect(phrases).toContain('compound');
  });

  it('numbers scenes only on list-shaped scripts', () => {
    expect(isListShaped('5 habits that stick', ['Sleep early.', 'Drink water.'])).toBe(true);
    expect(isListShaped('Better mornings', ['First, sleep early.', 'Second, drink water.', 'Finally, walk.'])).toBe(true);
    expect(isListShaped('Better mornings', ['1. Sleep early.', '2. Drink water.'])).toBe(true);
    expect(isListShaped('Morning habits', ['Your morning sets the tone.', 'Light tells your body it is day.'])).toBe(false);
    expect(isListShaped('How compound interest works', ['$1,000 grows to $1,967 in ten years.', 'Time does the work.'])).toBe(false);
    // Badges number the points only: not the hook before "First" nor the outro after "Finally".
    expect(listBadges('Octopuses', ['Curious about octopuses?', 'First, ask what they eat.', 'Then ask what hunts them.', 'Finally, ask how long they live.', 'Follow for more.'])).toEqual([
      undefined, 1, 2, 3, undefined,
    ]);
    expect(listBadges('5 habits that stick', ['Sleep early.', 'Drink water.'])).toEqual([1, 2]);
    expect(listBadges('Morning habits', ['Your morning sets the tone.', 'Light tells your body it is day.'])).toEqual([undefined, undefined]);
  });
});

describe('emoji never reach libass', () => {
  it('keeps emoji out of every kinetic and caption event (Twemoji draws them instead)', () => {
    const frame = frameLayout(1080, 1920, safeAreaFor('tiktok', 1080, 1920), { enabled: true, position: 'bottom' });
    const shots = planShots({
      spans: [{ startFrame: 0, endFrame: 300 }],
      fps: 30,
      wordStartsMs: [],
      keywords: [['🔥 Focus', 'Deep 💪 work']],
      titleEndMs: 2800,
    });
    const events = kineticEvents({
      shots,
      fps: 30,
      frame,
      theme: themeFor('midnight'),
      font: 'noto-sans',
      words: [],
      title: 'Morning 🌅 habits 👩🏽‍💻',
      hasEmoji: () => false,
      badges: [],
    });
    expect(events.map((e) => e.text).join(' ')).toContain('Focus');
    for (const e of events) expect(emojiIn(e.text), e.text).toEqual([]);
    const word = (w: string, at: number) => ({ word: w, startMs: at, endMs: at + 300 });
    const ass = buildAss({
      layout: assLayout(1080, 1920, safeAreaFor('tiktok', 1080, 1920)),
      title: '',
      titleEndMs: 0,
      lines: [{ words: [word('Ship', 0), word('it', 300), word('🚀', 600)], text: 'Ship it 🚀', startMs: 0, endMs: 900 }],
      style: 'karaoke',
    });
    expect(ass).toContain('Ship');
    expect(emojiIn(ass)).toEqual([]);
  });
});
