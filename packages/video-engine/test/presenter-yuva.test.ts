import { describe, expect, it } from 'vitest';
import { rgbaToYuva420p } from '../src/presenter/yuva.ts';

const S = 8;
const frame = (fill: (x: number, y: number) => [number, number, number, number]) => {
  const b = new Uint8Array(S * S * 4);
  for (let y = 0; y < S; y++) for (let x = 0; x < S; x++) b.set(fill(x, y), (y * S + x) * 4);
  return b;
};
const convert = (rgba: Uint8Array, prev?: { rgba: Uint8Array; yuva: Uint8Array }) => {
  const out = new Uint8Array((S * S * 5) / 2);
  rgbaToYuva420p(rgba, S, out, prev);
  return out;
};

describe('presenter frames as yuva420p', () => {
  it('gives BT.601 limited-range values and keeps alpha', () => {
    const out = convert(frame((x) => (x < 4 ? [255, 255, 255, 255] : [0, 0, 0, 0])));
    expect(out[0]).toBe(235);
    expect(out[7]).toBe(16);
    expect(out[S * S]).toBe(128); // U of a white 2x2 block
    expect(out[S * S + (S * S) / 4]).toBe(128); // V
    expect(out[(S * S * 3) / 2]).toBe(255);
    expect(out[(S * S * 3) / 2 + 7]).toBe(0);
    const red = convert(frame(() => [255, 0, 0, 255]));
    expect([red[0], red[S * S], red[S * S + (S * S) / 4]]).toEqual([82, 90, 240]);
  });

  it('converts only changed rows after the first frame, with the same result as a whole conversion', () => {
    const a = frame((x, y) => [x * 30, y * 30, 100, 255]);
    const b = frame((x, y) => (y === 5 ? [200, 10, x * 20, 128] : [x * 30, y * 30, 100, 255]));
    const first = convert(a);
    expect(convert(b, { rgba: a, yuva: first })).toEqual(convert(b));
    expect(convert(a, { rgba: a, yuva: first })).toEqual(first);
  });
});
