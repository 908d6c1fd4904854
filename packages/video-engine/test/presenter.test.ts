import { describe, expect, it } from 'vitest';
import { presenterCommands } from '../src/visuals/presenter.ts';

describe('presenter commands', () => {
  const words = [
    { word: 'Hi', startMs: 1000, endMs: 1400 },
    { word: 'there', startMs: 1500, endMs: 2000 },
  ];

  it('bobs on each word and shows the open-mouth picture while it is spoken', () => {
    const p = { imagePath: '/a.png', mouthOpenImagePath: '/b.png', x: 97, y: 1000, width: 346, bobPx: 10 };
    expect(presenterCommands(p, words).split('\n')).toEqual([
      '1.000-1.240 [enter] overlay@pres y 990, [leave] overlay@pres y 1000, [enter] overlay@mouth x 97, [enter] overlay@mouth y 990, [leave] overlay@mouth x -100000;',
      '1.500-1.800 [enter] overlay@pres y 990, [leave] overlay@pres y 1000, [enter] overlay@mouth x 97, [enter] overlay@mouth y 990, [leave] overlay@mouth x -100000;',
    ]);
  });

  it('writes only the window, and nothing when there is nothing to animate', () => {
    const p = { imagePath: '/a.png', x: 0, y: 0, width: 100, bobPx: 4 };
    expect(presenterCommands(p, words, 1450, 5000).split('\n')).toHaveLength(1);
    expect(presenterCommands({ ...p, bobPx: 0 }, words)).toBe('');
  });
});
