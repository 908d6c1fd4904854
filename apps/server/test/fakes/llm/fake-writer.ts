// The "model" behind the fakes: a script that reads like one written for the request, built only
// from what the prompt carries (topic, language, the creator's instructions, a previous script),
// so tests can see what reached the model come back in its answer.

export interface PromptMessage {
  role: string;
  content: string;
}

/** A fixed script for tests that script the replies by hand. */
export const goodScript = {
  title: 'Balcony Gardens in 30 Seconds',
  description: 'Grow vegetables on a balcony, step by step.',
  hooks: ['Your balcony can feed you.', 'One pot is enough to start.', 'Stop buying sad tomatoes.'],
  hashtags: ['#balconygarden', '#gardening', '#urbangarden', '#tomatoes', '#growyourown'],
  scenes: [
    { text: 'Your balcony can feed you. Tomatoes love a sunny balcony.', visualQuery: 'tomato plants balcony', keywords: ['Tomatoes'], emoji: '🍅' },
    { text: 'Start with one pot, water at dawn, and feed every two weeks.', visualQuery: 'watering can pot morning', keywords: ['One pot', 'Water at dawn'], emoji: '' },
  ],
};

/**
 * A script whose scenes are designed (issue 25): a stat, a list and a quote whose on-screen data is
 * not in the narration, so only the scene's design can show it. Fields of other kinds are null,
 * as a strict JSON-schema answer has them.
 */
const none = { stat: null, items: null, comparison: null, quote: null, timeline: null };
export const designedScript = {
  ...goodScript,
  title: 'Compound Interest in 30 Seconds',
  scenes: [
    { text: 'Money left alone keeps growing.', visualQuery: 'coins jar table', keywords: ['Growing'], emoji: '', kind: 'narration', ...none },
    { text: 'A thousand dollars at seven percent nearly doubles in ten years.', visualQuery: 'savings chart desk', keywords: ['Ten years'], emoji: '', kind: 'stat', ...none, stat: { value: '$1,967', label: 'after 10 years at 7%' } },
    { text: 'Three habits make it work.', visualQuery: 'notebook budget plan', keywords: ['Habits'], emoji: '', kind: 'list', ...none, items: ['Start early', 'Reinvest gains', 'Never withdraw'] },
    { text: 'A famous investor put it simply.', visualQuery: 'old man reading newspaper', keywords: ['Patience'], emoji: '', kind: 'quote', ...none, quote: { text: 'The first rule is never to lose money.', by: 'Warren Buffett' } },
  ],
};

const field = (text: string, name: string) => new RegExp(`^${name}: (.+)$`, 'm').exec(text)?.[1]?.trim();
const quoted = (text: string, after: RegExp) => {
  const m = new RegExp(`${after.source}[^\\n]*\\n"""\\n([\\s\\S]*?)\\n"""`).exec(text);
  return m?.[1]?.trim();
};

/** What the prompt asked for, read the way a model would see it. */
export function readPrompt(messages: PromptMessage[]) {
  const all = messages.map((m) => m.content).join('\n');
  return {
    topic: field(all, 'Topic') ?? 'this topic',
    language: /\(([a-z]{2,3}(?:-[A-Za-z0-9]+)*)\)/.exec(field(all, 'Language') ?? '')?.[1] ?? 'en',
    instructions: quoted(all, /Instructions from the creator/),
    previous: quoted(all, /already has the script below/),
    /** Research's numbered facts ("[1] ..."), which a model is told to keep to. */
    sources: [...all.matchAll(/^\[(\d+)\] (.+)$/gm)].map((m) => m[2]!.trim()),
  };
}

/** A valid script for the prompt; `variant` (the seed) and a previous script change the wording. */
export function fakeScript(messages: PromptMessage[], variant = 0) {
  const { topic, instructions, previous, sources } = readPrompt(messages);
  const take = previous ? `Take ${variant + 2}` : variant ? `Take ${variant + 1}` : 'Take 1';
  const notes = (instructions ?? '').split(/\n+|(?<=\.)\s+/).map((l) => l.trim()).filter(Boolean);
  const scenes = [
    { text: `${take}: the one thing to know about ${topic}.`, visualQuery: 'person talking camera', keywords: ['Watch this'], emoji: '👀' },
    ...sources.slice(0, 3).map((fact, i) => ({ text: fact, visualQuery: `source fact ${i + 1}`, keywords: [`Source ${i + 1}`], emoji: '' })),
    ...notes.map((note) => ({ text: `As you asked: ${note}`, visualQuery: 'creator filming phone', keywords: [note.split(/\s+/).slice(0, 3).join(' ')], emoji: '' })),
    { text: `That is ${topic} in short. Follow for more.`, visualQuery: 'smiling person phone', keywords: ['Follow'], emoji: '✅' },
  ];
  return {
    title: `${topic} (${take})`.slice(0, 100),
    description: `A short video about ${topic}.`,
    hooks: [scenes[0]?.text ?? topic, `Quick one about ${topic}.`, `Stop scrolling: ${topic}.`],
    hashtags: ['#fake', '#model', '#script', '#test', '#video'],
    scenes,
  };
}
