import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { render } from '../src/index.ts';
import { capFloor, FFMPEG, frameAt, frameSpec, scratchDir, stageOf, talkingHead, whiteCap } from './support/frames.ts';

const root = scratchDir('quote-size-');

// Capitals only: the tallest run of inked rows in a line is its cap height.
const QUOTE = { text: 'WELL DONE IS BETTER THAN WELL SAID.', by: 'Benjamin Franklin' };

const CASES = [
  { name: '9:16 talking-head band', width: 540, height: 960, platform: 'tiktok' as const, presenter: true },
  {
    name: '16:9 talking head (stage beside the presenter)',
    width: 960,
    height: 540,
    platform: 'youtube' as const,
    presenter: true,
  },
  { name: '16:9', width: 960, height: 540, platform: 'youtube' as const, presenter: false },
  { name: '9:16', width: 540, height: 960, platform: 'tiktok' as const, presenter: false },
  { name: '1:1', width: 540, height: 540, platform: 'instagram' as const, presenter: false },
];

describe('the quotation is set at caption size or larger (cap height measured on frames)', () => {
  for (const c of CASES) {
    it(
      c.name,
      async () => {
        const spec = frameSpec(c, {
          ...(c.presenter ? { presenter: talkingHead() } : {}),
          scenes: [
            {
              kind: 'quote',
              quote: QUOTE,
              text: 'Franklin put it simply: well done is better than well said, and he lived by it.',
            },
          ],
        });
        const out = join(root, `${c.name.replace(/[^a-z0-9]+/gi, '-')}.mp4`);
        const result = await render(spec, out, { ffmpegPath: FFMPEG, tmpDir: root });
        const { stage } = stageOf(c, c.presenter);
        const floor = capFloor(c);
        const caps: number[] = [];
        // Every frame of the scene that shows the quotation (pages included) sets it that large.
        for (let t = 0.6; t < result.durationSec - 0.3; t += 0.5) {
          const m = whiteCap(frameAt(out, t), c.width, stage);
          if (m.ink > 200) caps.push(m.cap);
        }
        expect(caps.length, 'frames showing the quotation').toBeGreaterThan(3);
        expect(Math.min(...caps), `cap heights ${caps.join(',')} (floor ${floor.toFixed(1)})`).toBeGreaterThanOrEqual(
          floor,
        );
        // Not one huge word either: the type stays within the stage's height.
        expect(Math.max(...caps)).toBeLessThan(stage.h * 0.6);
      },
      90_000,
    );
  }
});
