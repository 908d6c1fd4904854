import { angles, parseBank } from './writer-bank.ts';

// The points an English "how to" script makes when the topic is a habit, a task or a money how-to
// (writer-practice.ts); a skill keeps the general practice points (writer-angles-en.ts). Tagged by
// kind: "habit", "health" (a habit of the body), "task", "diy" (a task done by hand), "money". Like every built-in point, they
// claim nothing about the topic: they ask the questions that suit it and give advice true for any.
// A habit's only opening point is what gets in the way of it, so every habit script asks that.
export const PRACTICE_ANGLES_EN = angles(
  parseBank(`
@angle obstacle 1 habit 🚧 | what gets in the way | person thinking window
  Ask what gets in the way of {focus}.
  Look at the days that go wrong: tiredness, timing, other people, a phone in your hand.
  Name the real reason before you look for a fix.
  Advice aimed at the wrong obstacle fails, however good it sounds.
  --
  Ask yourself what got in the way the last three times {focus} did not go to plan.
  Write those three days down.
  The pattern in those three days is your starting point, not someone else's routine.

@angle week 2 habit 📝 | a week of plain notes | journal notebook
  Write down one simple note a day for a week before you change anything for {focus}.
  What you did, when, and how it went: ten seconds is enough.
  A week of notes shows patterns that memory smooths over.
  --
  Keep a plain diary for seven days before you try anything new for {focus}.
  No goals yet: just write down what actually happens.
  A written week is easier to judge than a remembered one.
  That record is what you will compare against later.

@angle onechange 2 habit 🔧 | one change to test first | person adjusting settings
  Pick one change to test first for {focus}, and only one.
  Keep everything else the same for a week or two: if you change five things at once, you will never know which one helped.
  Choose the change that is easiest to keep, not the one that sounds most impressive.
  --
  Test one change at a time with {focus}: one thing different, for long enough to notice a difference.
  Then keep it, drop it, or adjust it, and test the next one.

@angle default 2 habit 🏠 | making it the default | tidy home interior
  Set up your surroundings to make {focus} the easy default.
  It should not take a daily act of willpower.
  Put what helps within reach, and what gets in the way out of sight or a few steps further.
  What takes no effort tends to happen; what takes effort tends to wait.
  --
  Check what your home, your phone and your calendar make easy, because that is what tends to happen.
  Change one of those to make {focus} the path of least resistance.

@angle badday 3 habit 🌧️ | a plan for bad days | rainy window
  Decide now what the smallest step toward {focus} looks like on a bad day.
  A missed day is normal; what matters is what you do the day after.
  Habits rarely end in one bad day; they fade when one bad day turns into a week.

@angle reason 3 habit 💡 | your own reason | sunrise window
  Ask what {focus} would change for you, in plain words.
  More energy, a calmer evening, fewer rushed mornings?
  A reason you can feel keeps a habit going longer than a rule you were told.
  Keep that sentence somewhere you will see it.

@angle review 3 habit 🔁 | checking in after a month | calendar planning
  Look back at {focus} after a month, and compare it with your first week.
  Keep what clearly helped, drop what did not, and choose the next single change.
  Small adjustments, one at a time, are how a habit ends up fitting your life.

@angle professional 2 health 🩺 | when to see a professional | doctor patient
  Ask yourself when it is time to talk to a doctor about {focus}, not just watch videos about it.
  If something about it worries you, is getting worse, or has not improved after weeks of honest effort, get a professional opinion.
  Your notes from the past weeks make that appointment far more useful.

@angle check 1 task 🔍 | what to check first | person reading checklist
  Check what could stop {focus} before you spend a single penny.
  Space, rules, the season, or someone else's yes: ten minutes of checking now beats finding out halfway through.
  --
  Ask what you need to know before you start {focus}.
  What is allowed, what can the space take, and what has a deadline?
  The answers decide the plan, so get them first.

@angle steps 1 task 👣 | the steps in order | whiteboard plan
  Write down the steps of {focus} in order, from the first purchase to the very last job.
  A missing step shows up on paper far more cheaply than halfway through.
  Put a rough date next to each one.
  --
  Break {focus} into steps small enough that each one fits into a single afternoon.
  Big jobs stall when the next step is vague; small ones get done.

@angle tools 2 diy 🧰 | tools and materials | tools on workbench
  List the tools and materials {focus} needs before you begin.
  Tick off what you already have or can borrow.
  A trip to the shop in the middle of the job costs more time than the list does.
  Buy what you will use again; borrow or rent the rest.
  --
  Check your tools for {focus} the day before, not the morning of: charged, clean, and where you can find them.
  One missing part can cost you half a day.

@angle budget 2 task 💰 | the budget | calculator receipts
  Set a budget for {focus} before you buy anything.
  Keep part of it back for surprises, and write every cost down as it happens.
  A reserve is what keeps one surprise from stopping the whole project.
  --
  Price every part of {focus} before you commit: each purchase, each booking, each delivery, and any help you pay for.
  The small lines are the ones people forget.
  Compare the total with what you are willing to spend, and cut scope before you cut quality.

@angle timing 2 task ⏱️ | how long it really takes | clock calendar
  Ask how long each step of {focus} will really take.
  Add extra time for every step you have never done before.
  First attempts are slower than anyone's tutorial.
  A plan with slack in it survives a bad day.
  --
  Pick a date for {focus} that leaves room before and after it, not the only free weekend you have.
  Weather, deliveries and other people rarely follow your plan exactly.

@angle askaround 3 task 🗣️ | asking someone who has done it | two friends talking coffee
  Ask someone who has done {focus} recently what they would do differently.
  Their mistakes are cheaper to learn from than your own.
  Ask what took longer and what cost more than they expected.
  --
  Find one person who has done {focus} and ask them three things: what surprised them, what they would skip, and what they would never skip.
  Ten minutes of their time can save you a weekend.

@angle trial 3 task 🧪 | a small test first | person testing sample
  Try a small version first if {focus} feels big: one corner, one sample, one trial run.
  A small test shows the problems while they are still cheap to fix.
  --
  Test the riskiest part of {focus} first, on a small scale, before you commit to the whole thing.
  If that part works, the rest is just effort; if it does not, you found out cheaply.

@angle done 3 task ✅ | what done looks like | checklist clipboard
  Decide what done looks like for {focus} before you start, so you know when to stop.
  Projects without a finish line keep growing.
  Write it in one sentence and check against it at the end.
  --
  Write one sentence that says when {focus} is finished, and keep it where you can see it.
  Good enough and finished beats perfect and never done.

@angle photos 2 diy 📸 | photos before you start | smartphone photo
  Take photos before {focus} starts: of the space, of how things are connected, of anything you will take apart.
  Photos cost nothing and answer the question "how did this go back together?" later.
  They also help if you need to ask someone for advice.
  --
  Keep a photo record of {focus} as you go, one picture at the end of every step.
  When something goes wrong, the photos show where; when it goes right, they show how.

@angle safety 3 diy ⛑️ | the parts that need a professional | safety helmet gloves
  Check which parts of {focus} involve electricity, gas, water pipes, heights or heavy lifting.
  Those are the parts to read the rules for, or to leave to a professional.
  Saving money on the dangerous step is rarely worth it.
  --
  Ask which step of {focus} could hurt someone or damage something expensive.
  Read the instructions for that step twice, and get the right protection before you begin.
  If you are unsure, that is the step to pay someone for.

@angle help 3 task 🤝 | who helps, and when | friends helping move
  Ask who can help with {focus}, and book them early, before you set the date.
  Say exactly what you need and for how long: a clear ask is easier to say yes to.
  --
  Decide which parts of {focus} you do alone and which need a second pair of hands.
  Heavy, awkward or two-person steps go on the day your helper is there.

@angle cleanup 3 diy 🧹 | the clean-up | cleaning supplies
  Plan the end of {focus} as carefully as the start: clean-up, leftovers, and what goes where.
  Find out in advance how to get rid of what is left over.
  The clean-up is part of the job, so it goes in the time plan too.
  --
  Leave the last hours of {focus} for tidying up, not for the final big step.
  Tired people rush, and rushed clean-ups are where things get scratched, lost or broken.

@angle lessons 3 task 📝 | what you would do differently | person writing journal
  When {focus} is done, write down what you would do differently next time.
  A list of lessons turns one project into experience you can reuse.
  --
  Keep a running list while you work on {focus}: what went well, what went wrong, what you would buy differently.
  The list is also the best advice you can give the next person who asks you.

@angle tracking 1 money 🧾 | where the money goes now | receipts notebook
  Write down where your money goes for a month, every single payment.
  Do it before you change anything about {focus}, and sort it by category.
  Decisions based on real numbers are easier to keep.

@angle goal 1 money 🎯 | a number and a date | person writing list
  Write down a goal for {focus} as a number and a date, not as a wish.
  A goal you can measure tells you each month whether you are on track.
  --
  Pick one goal for {focus} and give it an amount and a deadline.
  Vague goals lose to every tempting purchase; specific ones have a chance.

@angle automatic 2 money 🔁 | making it automatic | phone banking app
  Set up a transfer for {focus} that happens automatically on payday.
  That way the money moves before it can be spent.
  Check what your bank lets you schedule: a transfer you never have to remember is one you never skip.

@angle setback 2 money 🌧️ | a plan for a bad month | rainy window
  Ask what could knock your plan for {focus} off course: a repair, a lost shift, a bill you forgot.
  Decide now what you will do in that month, so one surprise does not undo the whole plan.
  --
  Plan for the month when {focus} goes wrong, because there will be one.
  Write down the smallest step you will still take that month, and what you will pause.
`),
);
