import { ANGLES_EN } from './writer-angles-en.ts';
import { languageBank } from './writer-bank-load.ts';

// Slots: {about} follows "about" and fits any topic; {focus} (something you do), {options} and
// {products} (things chosen between) follow a preposition; {who} is a plural audience. A line whose
// slot a topic cannot fill is never used, and "[kinds]" limits a line to those topic kinds.
const TEXT = `
@tone engaging-educational
hooks:
  [inquiry] Ever wondered {question}? Here's how to think it through.
  Let's talk about {about}, simply and clearly.
  Here's a smarter way to think about {about}.
  [practice !habit !money] Most people get {focus} wrong, and honestly, it's not their fault.
  [practice] If you've ever struggled with {focus}, this one's for you.
  [practice] You're probably making a mistake with {focus} without even knowing it.
  [practice] Give me {runtime} and you'll see {focus} differently.
  [choice] Before you choose between {options}, watch this.
  [choice] Choosing between {options} gets easier with the right questions.
  [inquiry] If you've ever wondered about {about}, this one's for you.
  [inquiry] Curious about {about}? Here's where to start.
promises:
  I'll walk you through it step by step, no jargon.
  Let's break it down so it actually sticks.
  [practice choice] Stick around: each point is something you can use today.
  [inquiry] Stick around: each point is a question worth asking before you trust an answer.
  [practice] By the end, you'll know what matters, what to skip and what to do first.
  [choice] By the end, you'll know exactly how to compare them.
  [inquiry] By the end, you'll know how to find answers you can trust.
asides:
  Think about that for a second.
  That one detail changes a lot.
  Simple, but not easy.
  This is the part most tutorials skip.
  Makes sense, right?
  Keep that in mind.
  Worth writing down.
recaps:
  So, quick recap: {points}.
  Let's recap: {points}.
  To sum it up: {points}.
closers:
  Now you have a clear way to think about it.
  [practice] Learn it once, use it for years.
  [practice] Try one of these today and notice the difference.
  [choice] The best choice is the one that fits how you actually live.
  [inquiry] Stay curious, and keep asking good questions.
titles:
  {Title}: What Actually Matters
  {Title}, Made Simple
  {Title}: The Basics That Matter
  [practice] {Title}: What Nobody Tells You
  [choice] {Title}: How to Choose
  [inquiry] {Title}: Where to Start
descriptions:
  A short, clear take on {about}, in {runtime}.
  [practice] A clear, no-jargon look at {about}: why it matters, the mistakes to avoid and a first step you can take today.
  [choice] How to compare {options} without the hype: what to look at, what to ignore and how to decide.
  [inquiry] A clear way to think about {about}: the questions worth asking and where to find answers you can trust.
hashtags: learn education howto tips didyouknow

@tone motivational
hooks:
  [inquiry] Want to really understand {question}? Start with the right questions.
  Curiosity is a superpower, so let's use it on {about}.
  [practice] This is your sign to finally take {focus} seriously.
  [practice !habit !task !money] You're closer to getting good at {focus} than you think.
  [practice] Your journey with {focus} starts today, not someday.
  [practice !habit !task !money] Everyone who's great at {focus} was once a beginner.
  [practice] A year from now, you'll be glad you started with {focus} today.
  [choice] Stop overthinking {options}: here's how to decide.
  [inquiry] Today is a good day to finally learn about {about}.
  Here's your push to get curious about {about}.
  [choice] Choosing between {options} doesn't have to be stressful.
  [inquiry] You're one good question away from understanding more about {about}.
promises:
  [!past] In {runtime} you'll have a clear next step.
  [practice] Let me show you how to turn that into real progress, one step at a time.
  [practice] Here's how to stop thinking about it and start doing it.
  [practice] You don't need more motivation; you need a plan, and here it is.
  [choice] You don't need the perfect option; you need a clear way to decide.
  [inquiry] You don't need to be an expert; you need the right questions.
asides:
  You've got this.
  Progress, not perfection.
  Every expert was once a beginner.
  Small steps still move you forward.
  Your future self will thank you.
  Don't wait for motivation; build momentum.
  Trust the process.
recaps:
  Remember: {points}.
  So here's your game plan: {points}.
  Let's lock it in: {points}.
closers:
  [!past] Take the first step today, and keep stepping.
  [practice] The best time to start was yesterday; the next best time is today.
  [practice] You don't have to be great to start, but you have to start to be great.
  [choice] Decide, commit, and stop second-guessing.
  [inquiry] Keep asking questions; that's how every expert started.
titles:
  Stop Waiting: {Title}
  [practice] {Title}: Start Today, Not Someday
  [practice] Your Journey With {TitlePhrase} Starts Now
  [practice] {Title}: From Stuck to Unstoppable
  [choice] {Title}: Decide With Confidence
  [inquiry] {Title}: Finally Make Sense of It
descriptions:
  [practice] A no-excuses guide to {about}: one small step today, and a plan to keep going.
  [practice] Ready to take {focus} seriously? Here's the mindset and the first steps.
  [choice] Stop second-guessing {options}: a clear way to compare and decide.
  [inquiry] A push to finally get curious about {about}, and a way to find answers you can trust.
hashtags: motivation mindset growth selfimprovement goals

@tone casual-friendly
hooks:
  [inquiry] Ever asked yourself {question}? Same. Let's dig in.
  Okay, let's chat about {about} for a sec.
  Grab a coffee, we're talking about {about}.
  [practice] So, {focus}. Let's talk about it.
  [practice] Real talk: the basics of {focus} are way simpler than people make them sound.
  [practice choice] Hey, quick one about {about} that I wish someone had told me.
  [choice] Can't decide between {options}? Same. Let's fix that.
  [inquiry] Ever wondered about {about}? Let's dig in.
promises:
  I'll keep it short and easy, promise.
  [practice choice] Nothing fancy, just stuff that actually works.
  [practice] Here's how I'd do it if I were starting over.
  [inquiry] Nothing fancy, just a good way to look at it.
asides:
  Honestly, it's that simple.
  No pressure at all.
  Trust me on this one.
  Been there, done that.
  Easy, right?
  Seriously, try it.
  You'll see what I mean.
recaps:
  So yeah, quick recap: {points}.
  Alright, in a nutshell: {points}.
  Basically: {points}.
closers:
  That's it, nothing complicated.
  See? Not so scary after all.
  [practice] Try it out and let me know how it goes.
  [choice] Pick one, and tell me which way you went.
titles:
  Let's Talk About {TitlePhrase}
  [practice] {Title}, the Easy Way
  [practice] {Title}: What I Wish I Knew
  [practice choice] A Chill Guide to {TitlePhrase}
  [inquiry] {Title}: Let's Dig In
descriptions:
  [practice choice] A relaxed, real-talk chat about {about}, with simple tips you can actually use.
  [practice] Let's talk {focus}: easy tips, no pressure.
  [inquiry] A relaxed, real-talk chat about {about}, and how to figure it out for yourself.
hashtags: tips lifehacks reallife everyday easytips

@tone professional
hooks:
  [inquiry] This video looks at {question}, and at how to judge the answers you find.
  Here is a structured way to think about {about}.
  [practice] If you have {focus} on your agenda, these are the points that matter.
  [practice] A structured approach to {focus}, in {runtime}.
  [practice] The key considerations for {focus}, without the noise.
  [choice] A structured way to compare {options}, in {runtime}.
  [inquiry] Before forming an opinion about {about}, consider how to evaluate what you hear.
  [choice] The criteria that matter when choosing between {options}.
  [inquiry] How to evaluate claims about {about}, in {runtime}.
  [choice inquiry] A practical method for thinking about {about}, without the noise.
promises:
  [!past] The goal is a framework you can apply immediately.
  [practice] We'll cover why it matters, common pitfalls and an actionable first step.
  [practice] Each point is practical and can be implemented this week.
  [choice] We'll cover the criteria, the trade-offs and how to decide.
  [inquiry] We'll cover what to ask, where to look and how to weigh what you find.
asides:
  Results depend on execution, not intent.
  Clarity comes before efficiency.
  Measure before you optimize.
  Consistency is the differentiator.
  Document what works, and repeat it.
  Keep the process simple and repeatable.
recaps:
  To summarize: {points}.
  In summary: {points}.
  The key takeaways: {points}.
closers:
  [practice] Apply one of these points this week and review the outcome.
  [practice] A structured approach turns {focus} from a goal into a process.
  [practice] Small, measured improvements deliver reliable results.
  [choice] Define the criteria first, and the decision becomes straightforward.
  [inquiry] Good questions and reliable sources are the foundation of sound judgement.
titles:
  {Title}: A Practical Framework
  [practice] {Title}: Key Principles and Pitfalls
  [practice] {Title}: What Actually Works
  [choice] {Title}: How to Decide
  [inquiry] {Title}: How to Evaluate It
descriptions:
  [practice] A concise, practical overview of {about}: key principles, common pitfalls and an actionable first step.
  [practice] A structured approach to {focus} that you can implement this week.
  [choice] A structured way to compare {options}: criteria, trade-offs and a clear decision.
  [inquiry] A structured way to think about {about}: the questions to ask and how to weigh the answers.
hashtags: expertadvice strategy productivity insights professionaldevelopment

@tone funny-entertaining
hooks:
  [inquiry] Ever lain awake wondering {question}? Same. Let's fix that.
  [!past] Warning: this video about {about} may cause sudden productivity.
  [practice] Let's talk about {about}, and how I failed at it so you don't have to.
  [practice] POV: you just decided to get serious about {focus}.
  [practice] I tried {focus} so you don't have to. Well, you still have to. But smarter.
  [practice] Me, three weeks into {focus}: a disaster. Me now: a slightly smaller disaster.
  [choice] I spent way too long choosing between {options}, so you don't have to.
  [inquiry] I fell down a rabbit hole about {about}, and I'm taking you with me.
  Let me tell you about {about}, with only a moderate amount of chaos.
  [choice] Comparing {options}: a journey in three stages of confusion.
  [inquiry] I asked way too many questions about {about}, so you don't have to.
promises:
  Stick around; there are lessons, and there are mistakes. Mostly mistakes.
  Buckle up, this is going to be educational. Accidentally.
  [practice choice] I made the mistakes, you get the shortcuts.
asides:
  Don't ask how I know that.
  Yes, I learned this the hard way.
  My past self is cringing right now.
  Ten out of ten, would recommend.
  I wish I were joking.
  It's funny because it's true.
  Science. Probably.
recaps:
  So, to recap my chaos: {points}.
  Lessons from my disasters: {points}.
  Short version: {points}.
closers:
  Go forth, and be less chaotic than me.
  [practice choice] And that's how you avoid becoming a cautionary tale.
  [practice] If I can do it, honestly, anyone can.
  [inquiry] Stay curious, and maybe a little less chaotic than me.
titles:
  {Title}: A Comedy of Errors
  {Title} (What Could Go Wrong?)
  {Title}, but Make It Funny
  [practice] I Tried {TitlePhrase} So You Don't Have To
descriptions:
  [practice choice] A funny, honest look at {about}, with real tips hidden between the mistakes.
  [practice] Everything I got wrong about {focus}, so you can get it right.
  [inquiry] A funny, honest look at {about}, and how to tell good answers from bad ones.
hashtags: funny comedy relatable fails humor

@platform tiktok
ctas:
  Follow for more on {about}, and tell me in the comments what you think.
  [practice] Drop your biggest question about {focus} in the comments, and follow for more.
  [practice] Follow for more, and tell me in the comments which tip you'll try first.
brief:
  Follow for more.
  Follow for more like this.
  Save this, and follow for more.
  Follow, and send this to a friend who needs it.
tags: fyp learnontiktok

@platform youtube
ctas:
  If this helped, subscribe for more videos like this, and leave a comment with your biggest question about {about}.
  Hit like if you learned something, and subscribe so you don't miss the next one.
brief:
  Subscribe for more.
  Subscribe for more videos like this.
  Like and subscribe, and tell me your question below.
tags: youtube

@platform instagram
ctas:
  Save this reel so you have it when you need it, and share it with a friend who'd find it useful.
  Save this for later, and follow for more like this.
brief:
  Save this for later.
  Save this, and follow for more.
  Save this, and share it with a friend who needs it.
tags: reels instagood

@platform facebook
ctas:
  If this was useful, share it with a friend and follow the page for more.
  Share this with someone who'd find it useful, and tell us what you think in the comments.
  [practice] Share this with someone who'd find it useful, and tell us in the comments how things are going with {focus}.
brief:
  Follow the page for more.
  Share this with a friend who needs it.
  Follow the page, and share this with a friend.
tags: facebookreels

@platform all
ctas:
  Follow for more on {about}, and share this with someone who needs it.
  If this was useful, follow and pass it on to a friend.
brief:
  Follow for more.
  Follow for more like this.
  Follow, and share this with someone who needs it.
tags: contentcreator

@common
sectionOpeners:
  [practice] Now let's look at {focus} {context}.
  [practice] Let's shift the angle and think about {focus} {context}.
  [practice] Here is a different situation: {focus} {context}.
contexts:
  when you're short on time
  on a tight budget
  in your first month
  when motivation runs low
  once the basics feel easy
  when you're helping someone else get started
  when life gets busy
  over the long run
  after a setback
  when you're surrounded by conflicting advice
minutes: ten fifteen twenty
days: fourteen twenty-one thirty

@notes
listIntros:
  Here are {count} {listPhrase}.
  {Count} {listPhrase}, one by one.
pointIntros:
  Here it is in {count} points.
  {Count} points, one at a time.
points:
  Number {n}: {point}
  {Item} {n}: {point}
mentions:
  A quick mention: {mention}.
  And one more thing: {mention}.
recaps:
  And that's all {count}.
  Those are the {count}.

@notices
model: A connected language model writes scripts about the topic itself.
fromNotes: This script is built from your notes.
noFacts: This script states no facts about the topic, only general questions and pointers around it, because the built-in writer had no sources: check it before posting, or add the facts you know in Additional instructions, one per line, to have the script built from them.
listNeedsNotes: The built-in writer cannot know the {count} {noun} themselves: list them in Additional instructions, one per line, and it builds the script from them.
unfollowed: It could not follow: {items}.
language: The built-in writer writes English and Spanish only, so this script is in English.
languageNotes: The built-in writer writes English and Spanish only, so this script is your notes as you wrote them.
items: items
repeats: A script this long from the built-in writer revisits the same points.
notesCut: Only your first {kept} of {count} notes fit in {seconds} s; choose a longer length to keep the rest.
notesShort: Your notes fill about {spoken} s of the {seconds} s asked: add notes, or choose a shorter length.
`;

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

// Professional scripts spell contractions out.
const CONTRACTIONS: [RegExp, string][] = [
  [/\b([Yy]ou|[Ww]e|[Tt]hey)'re\b/g, '$1 are'],
  [/\b([Yy]ou|[Ww]e|I|[Tt]hey)'ll\b/g, '$1 will'],
  [/\b([Yy]ou|[Ww]e|I|[Tt]hey)'ve\b/g, '$1 have'],
  [/\b([Yy]ou|[Ww]e|I|[Tt]hey)'d\b/g, '$1 would'],
  [/\bI'm\b/g, 'I am'],
  [/\b([Ii]t|[Tt]hat|[Hh]ere|[Tt]here|[Ww]hat)'s\b/g, '$1 is'],
  [/\b([Dd]o|[Dd]oes|[Ii]s)n't\b/g, '$1 not'],
  [/\b([Cc]a)n't\b/g, '$1nnot'],
  [/\b([Ww])on't\b/g, '$1ill not'],
  [/\b[Ll]et's\b/g, 'let us'],
];

export const BANK_EN = languageBank(TEXT, ANGLES_EN, {
  quotes: ['“', '”'],
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
  singular(noun) {
    if (/ies$/.test(noun)) return noun.slice(0, -3) + 'y';
    if (/(?:ss|sh|ch|x)es$/.test(noun)) return noun.slice(0, -2);
    return noun.replace(/s$/, '');
  },
  polish(text, tone) {
    if (tone !== 'professional') return text;
    let out = text;
    for (const [re, to] of CONTRACTIONS) out = out.replace(re, to);
    return out.replace(/(^|[.!?:]\s+)let us/g, (_m, p: string) => `${p}Let us`);
  },
});
