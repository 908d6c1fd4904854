import type { Tone } from '@reelforge/contracts';
import { ANGLES_EN } from './writer-angles-en.ts';
import type { LanguageBank, ToneBank } from './writer-bank.ts';

const TONES_EN: Record<Tone, ToneBank> = {
  'engaging-educational': {
    hooks: [
      "Here's what nobody tells you about {topic}.",
      "Most people get {focus} wrong, and honestly, it's not their fault.",
      "Give me {runtime} and you'll understand {focus} better than most.",
      "If you've ever been confused by {focus}, this one's for you.",
      "Let's break down {topic}, simply and clearly.",
      "You're probably making a mistake with {focus} without even knowing it.",
    ],
    promises: [
      "By the end, you'll know what matters, what to skip and what to do first.",
      "I'll walk you through it step by step, no jargon.",
      "Let's break it down so it actually sticks.",
      'Stick around, because the last point is the one most people miss.',
    ],
    transitions: [
      'Point {n}.',
      'Next up.',
      "Here's the next piece of the puzzle.",
      'Now, this part is important.',
      "Let's build on that.",
      'This next one surprises people.',
      "Here's where it gets interesting.",
      'Okay, moving on.',
    ],
    asides: [
      'Think about that for a second.',
      'That one detail changes a lot.',
      'Simple, but not easy.',
      'This is the part most tutorials skip.',
      'Makes sense, right?',
      'Keep that in mind.',
      'Worth writing down.',
      'It really is that practical.',
    ],
    recaps: ['So, quick recap: {points}.', "Let's recap: {points}.", 'To sum it up: {points}.'],
    closers: [
      'Now you know more about {focus} than most people ever will.',
      'Learn it once, use it for years.',
      'Try one of these today and notice the difference.',
    ],
    titles: [
      '{Title}: What Nobody Tells You',
      '{Title}, Explained Simply',
      '{Title}: The Basics That Actually Matter',
      'Understanding {TitlePhrase}',
    ],
    descriptions: [
      'A clear, no-jargon breakdown of {topic}: why it matters, the mistakes to avoid and a first step you can take today.',
      'Everything you need to know about {focus}, explained simply in {runtime}.',
    ],
    hashtags: ['learn', 'education', 'howto', 'tips', 'didyouknow'],
  },
  motivational: {
    hooks: [
      'This is your sign to finally take {focus} seriously.',
      "You're closer to mastering {focus} than you think.",
      'If getting anywhere with {focus} feels impossible right now, listen to this.',
      'Your journey with {focus} starts today, not someday.',
      "Everyone who's great at {focus} was once a beginner.",
      "A year from now, you'll wish you had begun working on {focus} today.",
    ],
    promises: [
      'Let me show you how to turn that into real progress, one step at a time.',
      "Here's how to stop thinking about it and start doing it.",
      "You don't need more motivation; you need a plan, and here it is.",
      "In {runtime} you'll have a plan you can start today.",
    ],
    transitions: [
      'Step {n}.',
      "Here's the next step.",
      'Now listen closely.',
      'This one changes everything.',
      "Keep going, you're doing great.",
      'Next, and this is where most people quit.',
      "Let's push further.",
    ],
    asides: [
      "You've got this.",
      'Progress, not perfection.',
      'Every expert was once a beginner.',
      'Small steps still move you forward.',
      'Discipline is remembering what you want.',
      'Your future self will thank you.',
      "Don't wait for motivation; build momentum.",
      'Trust the process.',
    ],
    recaps: ['Remember: {points}.', "So here's your game plan: {points}.", "Let's lock it in: {points}."],
    closers: [
      'The best time to start was yesterday; the next best time is today.',
      "You don't have to be great to start, but you have to start to be great.",
      'Take the first step today, and keep stepping.',
    ],
    titles: [
      '{Title}: Start Today, Not Someday',
      'Your Journey With {TitlePhrase} Starts Now',
      '{Title}: From Stuck to Unstoppable',
      'Stop Waiting: {Title}',
    ],
    descriptions: [
      'A no-excuses guide to {topic}: one small step today, and a plan to keep going.',
      "Ready to take {focus} seriously? Here's the mindset and the first steps.",
    ],
    hashtags: ['motivation', 'mindset', 'growth', 'selfimprovement', 'goals'],
  },
  'casual-friendly': {
    hooks: [
      "Okay, let's chat about {topic} for a sec.",
      "So, {focus}. Let's talk about it.",
      'Real talk: the basics of {focus} are way simpler than people make them sound.',
      'Hey, quick one about {focus} that I wish someone had told me.',
      "Grab a coffee, we're talking about {topic}.",
    ],
    promises: [
      "I'll keep it short and easy, promise.",
      'Nothing fancy, just stuff that actually works.',
      "Here's how I'd do it if I were starting over.",
    ],
    transitions: [
      'Okay, next thing.',
      'Oh, and this one.',
      "So here's the thing.",
      'Alright, moving on.',
      'Another one I love.',
      "Now, this is a good one.",
    ],
    asides: [
      "Honestly, it's that simple.",
      'No pressure at all.',
      'Trust me on this one.',
      'Been there, done that.',
      'Easy, right?',
      'Seriously, try it.',
      "You'll see what I mean.",
    ],
    recaps: ['So yeah, quick recap: {points}.', 'Alright, in a nutshell: {points}.', 'Basically: {points}.'],
    closers: [
      "That's it, nothing complicated.",
      'Try it out and let me know how it goes.',
      'See? Not so scary after all.',
    ],
    titles: ["Let's Talk About {TitlePhrase}", '{Title}, the Easy Way', '{Title}: What I Wish I Knew', 'A Chill Guide to {TitlePhrase}'],
    descriptions: [
      'A relaxed, real-talk chat about {topic}, with simple tips you can actually use.',
      "Let's talk {focus}: easy tips, no pressure.",
    ],
    hashtags: ['tips', 'lifehacks', 'reallife', 'everyday', 'easytips'],
  },
  professional: {
    hooks: [
      'Here is a clear, practical overview of {topic}.',
      'If you have {focus} on your agenda, these are the points that matter.',
      'A structured approach to {focus}, in {runtime}.',
      'The key considerations for {focus}, without the noise.',
      'What experience shows about {topic}, in practical terms.',
    ],
    promises: [
      "We'll cover why it matters, common pitfalls and an actionable first step.",
      'The goal is a framework you can apply immediately.',
      'Each point is practical and can be implemented this week.',
    ],
    transitions: ['The next point.', 'Point {n}.', 'Moving on.', 'A related consideration.', 'Equally important.', 'Building on that.'],
    asides: [
      'Results depend on execution, not intent.',
      'Clarity comes before efficiency.',
      'Measure before you optimize.',
      'Consistency is the differentiator.',
      "Document what works, and repeat it.",
      'Keep the process simple and repeatable.',
    ],
    recaps: ['To summarize: {points}.', 'In summary: {points}.', 'The key takeaways: {points}.'],
    closers: [
      'Apply one of these points this week and review the outcome.',
      'A structured approach turns {focus} from a goal into a process.',
      'Small, measured improvements deliver reliable results.',
    ],
    titles: ['{Title}: A Practical Framework', '{Title}: Key Principles and Pitfalls', 'A Structured Guide to {TitlePhrase}', '{Title}: What Actually Works'],
    descriptions: [
      'A concise, practical overview of {topic}: key principles, common pitfalls and an actionable first step.',
      'A structured approach to {focus} that you can implement this week.',
    ],
    hashtags: ['expertadvice', 'strategy', 'productivity', 'insights', 'professionaldevelopment'],
  },
  'funny-entertaining': {
    hooks: [
      "Let's talk about {topic}, and how I failed at it so you don't have to.",
      'POV: you just decided to get serious about {focus}.',
      'Warning: this video about {focus} may cause sudden productivity.',
      "I tried {focus} so you don't have to. Well, you still have to. But smarter.",
      'Me, three weeks into {focus}: a disaster. Me now: a slightly smaller disaster.',
    ],
    promises: [
      'Stick around; there are lessons, and there are mistakes. Mostly mistakes.',
      'I made the mistakes, you get the shortcuts.',
      'Buckle up, this is going to be educational. Accidentally.',
    ],
    transitions: [
      'Plot twist number {n}.',
      'Okay, next round of chaos.',
      'And now, for my next trick.',
      "Here's where it gets ridiculous.",
      'Next lesson, learned the hard way.',
      'Moving on before I embarrass myself further.',
    ],
    asides: [
      "Don't ask how I know that.",
      'Yes, I learned this the hard way.',
      'My past self is cringing right now.',
      'Ten out of ten, would recommend.',
      'I wish I were joking.',
      "It's funny because it's true.",
      'Science. Probably.',
    ],
    recaps: ['So, to recap my chaos: {points}.', 'Lessons from my disasters: {points}.', 'Short version: {points}.'],
    closers: [
      "And that's how you avoid becoming a cautionary tale.",
      'If I can do it, honestly, anyone can.',
      'Go forth, and be less chaotic than me.',
    ],
    titles: [
      "I Tried {TitlePhrase} So You Don't Have To",
      '{Title}: A Comedy of Errors',
      '{Title} (What Could Go Wrong?)',
      '{Title}, but Make It Funny',
    ],
    descriptions: [
      'A funny, honest look at {topic}, with real tips hidden between the mistakes.',
      'Everything I got wrong about {focus}, so you can get it right.',
    ],
    hashtags: ['funny', 'comedy', 'relatable', 'fails', 'humor'],
  },
};

const ONES = ('zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen ' +
  'sixteen seventeen eighteen nineteen').split(' ');
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
/** 0..99 in words, digits above. */
const number = (n: number): string => {
  if (n < 20) return ONES[n] ?? String(n);
  if (n >= 100) return String(n);
  const tens = TENS[Math.floor(n / 10)] ?? '';
  return n % 10 ? `${tens}-${ONES[n % 10]}` : tens;
};

const CONTRACTIONS: [RegExp, string][] = [
  [/\b([Yy]ou)'re\b/g, '$1 are'],
  [/\b([Ww]e)'re\b/g, '$1 are'],
  [/\b([Tt]hey)'re\b/g, '$1 are'],
  [/\b([Yy]ou|[Ww]e|I|[Tt]hey)'ll\b/g, '$1 will'],
  [/\b([Yy]ou|[Ww]e|I|[Tt]hey)'ve\b/g, '$1 have'],
  [/\b([Yy]ou|[Ww]e|I|[Tt]hey)'d\b/g, '$1 would'],
  [/\bI'm\b/g, 'I am'],
  [/\b([Ii]t|[Tt]hat|[Hh]ere|[Tt]here|[Ww]hat)'s\b/g, '$1 is'],
  [/\b([Dd]o)n't\b/g, '$1 not'],
  [/\b([Dd]oes)n't\b/g, '$1 not'],
  [/\b([Ii]s)n't\b/g, '$1 not'],
  [/\b([Cc]a)n't\b/g, '$1nnot'],
  [/\b([Ww])on't\b/g, '$1ill not'],
  [/\b[Ll]et's\b/g, 'let us'],
];

export const BANK_EN: LanguageBank = {
  tones: TONES_EN,
  angles: ANGLES_EN,
  ctas: {
    tiktok: [
      "Follow for more on {focus}, and tell me in the comments which tip you'll try first.",
      'Drop your biggest question about {focus} in the comments, and follow for more.',
    ],
    youtube: [
      'If this helped, subscribe for more videos like this, and leave a comment with your biggest question about {focus}.',
      "Hit like if you learned something, and subscribe so you don't miss the next one.",
    ],
    instagram: [
      "Save this reel so you have it when you need it, and share it with a friend who's into {focus}.",
      'Save this for later, and follow for more tips like these.',
    ],
    facebook: [
      "Share this with someone who'd find it useful, and tell us in the comments how things are going with {focus}.",
      'If this was useful, share it with a friend and follow the page for more.',
    ],
    all: ['Follow for more on {focus}, and share this with someone who needs it.', 'If this was useful, follow and pass it on to a friend.'],
  },
  platformTags: {
    tiktok: ['fyp', 'learnontiktok'],
    youtube: ['youtube'],
    instagram: ['reels', 'instagood'],
    facebook: ['facebookreels'],
    all: ['contentcreator'],
  },
  sectionOpeners: [
    "Now let's look at {focus} {context}.",
    "Let's shift the angle and think about {focus} {context}.",
    'Time for a new situation: {focus} {context}.',
    'Here is a different situation: {focus} {context}.',
  ],
  contexts: [
    "when you're short on time",
    'on a tight budget',
    'in your first month',
    'when motivation runs low',
    'once the basics feel easy',
    "when you're helping someone else get started",
    'when life gets busy',
    'over the long run',
    'after a setback',
    "when you're surrounded by conflicting advice",
  ],
  minutes: ['ten', 'fifteen', 'twenty'],
  days: ['fourteen', 'twenty-one', 'thirty'],
  number,
  runtime(seconds) {
    if (seconds < 60) return `${number(seconds)} seconds`;
    const minutes = Math.round(seconds / 60);
    return minutes === 1 ? 'one minute' : `${number(minutes)} minutes`;
  },
  list(items) {
    if (items.length <= 1) return items.join('');
    return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
  },
  polish(text, tone) {
    if (tone !== 'professional') return text;
    let out = text;
    for (const [re, to] of CONTRACTIONS) out = out.replace(re, to);
    return out.replace(/(^|[.!?]\s+)let us/g, (_m, p: string) => `${p}Let us`);
  },
};
