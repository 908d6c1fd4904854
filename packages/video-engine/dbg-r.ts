import { oneScene, renderTo, TALL, SQUARE } from './test/support/frames.ts';
const RB = { kind: 'comparison' as const, comparison: { left: { title: 'Renting', points: ['FLEXIBLE MOVES', 'NO REPAIRS', 'LOWER COSTS'] }, right: { title: 'Buying', points: ['BUILDS EQUITY', 'FIXED COSTS', 'YOURS TO KEEP'] } },
  text: 'Renting means flexible moves, no repairs and lower costs, while buying builds equity, has fixed costs and gives a home yours to keep.' };
const r = await renderTo('/tmp/look6/dbg', 'band4', oneScene({ ...TALL, presenter: true }, RB));
console.log(r.result.words.map((w) => `${w.word}@${w.startMs}-${w.endMs}`).join(' '));
await renderTo('/tmp/look6/dbg', 'square4', oneScene(SQUARE, RB));
