import type { Angle } from './writer-bank.ts';

/** The points an English script is made of, each a distinct angle on the topic. */
export const ANGLES_EN: Angle[] = [
  {
    id: 'mistake',
    group: 1,
    label: 'the mistake to avoid',
    variants: [
      [
        'The most common mistake with {focus} is trying to change everything at once.',
        'The fix is boring but it works: pick one piece, do it well, and only then add the next.',
        'Changing everything feels productive for about a week, then life gets busy and the whole plan collapses.',
        'And because it collapsed, people decide this is just not for them.',
        'Progress here comes from repetition, not from intensity.',
      ],
      [
        "A mistake I see all the time with {focus} is copying someone else's routine line by line.",
        'Borrow the principles, not the exact plan, and adjust the details until they fit your life.',
        'That routine was built for a different schedule, a different budget and a different starting point.',
        'So it feels wrong, and people assume the problem is them.',
        'A plan you can actually follow beats a perfect plan you abandon.',
      ],
      [
        'Another trap with {focus} is waiting until you feel ready.',
        'Ready is a feeling that shows up after you start, not before.',
        'Every week spent preparing is a week of feedback you did not get.',
        'Start with a rough version, learn from it, and make the next one better.',
      ],
    ],
  },
  {
    id: 'myth',
    group: 1,
    label: 'the myth to forget',
    variants: [
      [
        "Let's bust a myth: you don't need talent to be good at {focus}.",
        'What you need is repetition, honest feedback and a little patience.',
        'What looks like talent is usually years of practice nobody saw.',
        'So if you feel behind, that is not a verdict, it is simply your starting point.',
      ],
      [
        'Here is a myth about {focus} that needs to go: that more is always better, because it is not.',
        'Past a certain point, extra effort just adds fatigue and makes you more likely to quit.',
        'The people who improve fastest do the right amount and recover well.',
        'Quality first, then volume, and only as much volume as you can keep up.',
      ],
      [
        "Another myth: that you need a lot of money for {focus}. You really don't.",
        'Most of what actually matters costs time and attention, not cash.',
        'Start with what you already have, and spend money only to solve a problem you have actually hit.',
        'Buying gear feels like progress, but it is not the same thing.',
      ],
    ],
  },
  {
    id: 'why',
    group: 1,
    label: 'why it matters',
    variants: [
      [
        'Start with why this matters at all: with {focus}, small changes compound over time.',
        'What feels minor on day one looks huge a few months later.',
        'Most {who} only notice that after they have lost time doing things the hard way.',
        'So before any tactic, get clear on your own reason for caring about {topic}.',
        'A clear reason beats a clever plan, because it is what keeps you going on the boring days.',
      ],
      [
        'Here is why it pays to make room for {focus} in your week: it touches more of your life than it seems.',
        'Your time, your energy and how confident you feel about everything else.',
        '{Who} who take {focus} seriously early tend to keep improving, while everyone else stalls.',
        "Try this: finish the sentence 'I care about this because...' and keep your answer where you will see it.",
        'When the why is clear, the how gets a lot easier.',
      ],
    ],
  },
  {
    id: 'step',
    group: 2,
    label: 'one concrete first step',
    variants: [
      [
        'Here is a concrete first step: block {minutes} minutes this week for {topic} and protect that time like a meeting.',
        'No research rabbit holes and no shopping for gear, just the first real action.',
        'When the time is up, note one thing that worked and one thing that did not.',
        'That small loop of doing and reviewing is how every expert started.',
        'Repeat it next week and you are already ahead of most {who}.',
      ],
      [
        'Take {minutes} minutes today and write down exactly where you stand with {focus} right now.',
        'Be specific, because a vague starting point leads to a vague plan.',
        'Then choose the smallest action that would move you forward, something you could finish today.',
        'Do it before the day ends, even if it feels too easy.',
        'Momentum starts with one finished action, not with a perfect strategy.',
      ],
      [
        'Try this tonight: list the three tasks that {focus} means for you, and circle the easiest one.',
        "That easy one is tomorrow's job.",
        'Easy wins teach your brain that this is something you do, and that identity is what lasts.',
        'The hard tasks get their turn once the habit is in place.',
      ],
    ],
  },
  {
    id: 'quickwin',
    group: 2,
    label: 'a quick win for today',
    variants: [
      [
        'A quick win for {focus}: get everything ready the night before, so starting takes seconds instead of minutes.',
        'Most of the friction is in starting, so lower that barrier as far as you can.',
        'It sounds too simple, and that is exactly why it works.',
      ],
      [
        'Quick win: make {focus} visible.',
        'Put a note, a tool or a reminder where you will see it without thinking.',
        'What stays in sight stays on your mind, and what stays on your mind gets done.',
        'It costs nothing and takes two minutes to set up.',
      ],
    ],
  },
  {
    id: 'habit',
    group: 2,
    label: 'building the habit',
    variants: [
      [
        'The real secret to {focus} is consistency, so attach it to something you already do every day.',
        'After your morning coffee, after lunch, right after work: pick an anchor that already happens.',
        'A new habit sticks far better when it rides on an old one.',
        'And on bad days, do the smallest possible version instead of skipping.',
        'Keeping the chain going matters more than any single session.',
      ],
      [
        'Think of {focus} as a habit, not a project: projects end, habits compound.',
        'Set a minimum so small that you can hit it even on your worst day, like five minutes.',
        'Anything more is a bonus, and you will be surprised how often the bonus happens.',
      ],
    ],
  },
  {
    id: 'time',
    group: 2,
    label: 'finding the time',
    variants: [
      [
        "No time for {focus}? You need less than you think: {minutes} focused minutes a day adds up to hours every month.",
        'Look for the gaps you already have, like a commute, a lunch break or the half hour before bed.',
        'Short and regular beats long and rare, every single time.',
      ],
      [
        'If your week is packed, schedule {focus} the way you schedule anything important: with a time and a place.',
        "Intentions without a time slot tend to stay intentions.",
        'Put it on the calendar, treat it as fixed, and move it rather than delete it when something comes up.',
      ],
    ],
  },
  {
    id: 'tools',
    group: 2,
    label: 'keeping your setup simple',
    variants: [
      [
        'When it comes to tools for {focus}, you need fewer than you think.',
        'One simple way to plan, one way to track, and whatever basic equipment the task truly requires.',
        'Every extra app or gadget is one more thing to manage.',
        'Start lean, and add a tool only when you can name the exact problem it solves.',
      ],
      [
        'A simple setup for {focus} beats a fancy one: a notebook or notes app, a calendar and a timer cover most of it.',
        'Use the timer to work in short focused blocks, and the calendar to make those blocks real.',
        'Fancy systems are fun to build, but simple systems get used.',
      ],
    ],
  },
  {
    id: 'example',
    group: 3,
    label: 'a real-life example',
    variants: [
      [
        'Picture two {who} getting into {focus} on the same day.',
        'The first one goes all in, with a big plan, new tools and a strict schedule.',
        'The second one commits to a tiny daily version and simply refuses to skip it.',
        'Three months later, guess who is still going? The second one, almost every time, because their plan survived real life.',
      ],
      [
        'Here is a practical way to approach {focus}: instead of a big overhaul, change one small thing each week.',
        'Week one is a single habit, week two adds a second, week three fixes whatever felt awkward.',
        'None of those weeks looks impressive on its own.',
        'Put twelve of them together and the difference is obvious to everyone around you.',
      ],
    ],
  },
  {
    id: 'measure',
    group: 3,
    label: 'tracking your progress',
    variants: [
      [
        "You can't improve what you don't track, so pick one simple number for {focus}.",
        'Minutes spent, sessions done, results you can count: anything you can write down in ten seconds.',
        "Check it once a week, not every day, so the daily noise doesn't discourage you.",
        "Trends tell the truth; single days don't.",
      ],
      [
        'To see whether you are making progress with {focus}, write down where you are today, in plain words.',
        'Then set a reminder to read that note again in {days} days.',
        'Progress is hard to see up close and obvious from a distance.',
        'That one note will show you how far you have come when motivation dips.',
      ],
    ],
  },
  {
    id: 'mindset',
    group: 3,
    label: 'the right mindset',
    variants: [
      [
        'With {focus}, treat every attempt as an experiment, not a test you can fail.',
        'An experiment that goes wrong still gives you information, and information is progress.',
        'That shift takes the pressure off, and with less pressure you keep showing up.',
      ],
      [
        'Be patient with yourself when it comes to {focus}.',
        'The first results usually arrive later than you hope and sooner than you fear.',
        "Comparing your week one to someone else's year five helps nobody.",
        'Compare yourself with who you were last month, and celebrate the gap.',
      ],
    ],
  },
  {
    id: 'plateau',
    group: 3,
    label: 'getting past a plateau',
    variants: [
      [
        'At some point your progress with {focus} will stall, and that is completely normal.',
        'A plateau usually means your current approach has done its job.',
        'Change one variable: the time of day, the method, or the difficulty.',
        "Small adjustments are usually enough to get things moving again, so don't mistake a plateau for failure.",
      ],
    ],
  },
  {
    id: 'advanced',
    group: 3,
    label: 'how to level up',
    variants: [
      [
        'Once the basics of {focus} feel easy, find someone a few steps ahead of you and study what they do differently.',
        'Pay attention to their routines, not just their results.',
        'Then teach what you know to someone just starting, because explaining something is the fastest way to master it.',
      ],
      [
        'To go deeper with {topic}, set yourself a specific challenge for the next {days} days, with a clear finish line.',
        'Deadlines turn vague intentions into real plans.',
        'When you finish, review what changed, keep what worked and set the next challenge.',
      ],
    ],
  },
  {
    id: 'compare',
    group: 3,
    label: 'steady beats intense',
    variants: [
      [
        'There are two ways to approach {focus}: fast and intense, or slow and steady.',
        'Fast and intense feels great and gets early results, but it is hard to sustain.',
        'Slow and steady feels almost too easy, yet it keeps working month after month.',
        'For most {who}, the smart move is a steady base with the occasional focused push.',
      ],
    ],
  },
  {
    id: 'question',
    group: 3,
    label: 'realistic expectations',
    variants: [
      [
        'A question people ask a lot: how long until you see results with {focus}?',
        'Honest answer: you will feel a difference within a couple of weeks and see a clear one within a few months.',
        'The people who expect overnight change are the ones who quit right before it starts working.',
        'So plan for months, and let the early wins be a bonus.',
      ],
      [
        'People often ask where to start with {topic}: start where a small change would make the biggest difference to you.',
        'That way your first result is one you actually care about.',
        'Caring about the result is what gets you to the second step.',
      ],
    ],
  },
  {
    id: 'community',
    group: 3,
    label: 'getting support',
    variants: [
      [
        'Everything about {focus} gets easier with other people around.',
        'Tell a friend what you are working on, or find a group of {who} doing the same.',
        'A little accountability goes a long way on the days you would rather skip.',
        'And you will pick up tips that nobody puts in tutorials.',
      ],
    ],
  },
  {
    id: 'checklist',
    group: 3,
    label: 'a simple checklist',
    variants: [
      [
        'Here is a simple checklist for {focus}: know your reason, pick one small action, and put it on your calendar.',
        'Then track one number, and review it once a week.',
        'Five steps, and each of them takes minutes, not hours.',
      ],
    ],
  },
];
