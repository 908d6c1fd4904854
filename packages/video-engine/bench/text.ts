// Filler narration for benchmarks: plain sentences of everyday length, cycled as needed.
const SENTENCES = [
  'Most people think focus is a talent, but it is really a habit.',
  'Put your phone in another room before you start working.',
  'Work in short sprints of twenty five minutes, then take a real break.',
  'Write down the one task that matters most today, and do it first.',
  'Protect your mornings, because the first hours are often your sharpest.',
  'A ten minute walk can reset your attention better than more coffee.',
  'Close every tab you do not need for the task in front of you.',
  'Tell the people around you when you need an hour without interruptions.',
  'Keep a notepad nearby and park stray thoughts there instead of chasing them.',
  'Drink a glass of water before you reach for another snack.',
  'End each day by choosing tomorrow’s first task, so you start without friction.',
  'Small wins add up, so celebrate the ones you get every single day.',
];

/** About `words` words of narration, grouped into scenes of `perScene` sentences. */
export function benchScenes(words: number, perScene = 3): { text: string }[] {
  const out: string[] = [];
  let count = 0;
  for (let i = 0; count < words; i++) {
    const s = SENTENCES[i % SENTENCES.length] ?? '';
    out.push(s);
    count += s.split(/\s+/).length;
  }
  const scenes: { text: string }[] = [];
  for (let i = 0; i < out.length; i += perScene) scenes.push({ text: out.slice(i, i + perScene).join(' ') });
  return scenes;
}

export function wordCount(scenes: { text: string }[]): number {
  return scenes.reduce((n, s) => n + s.text.split(/\s+/).length, 0);
}
