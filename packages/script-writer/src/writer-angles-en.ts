import { angles, parseBank } from './writer-bank.ts';

// The points an English script is made of. "@angle id group kinds emoji | label | visual":
// group 1 opens strong, 2 is practical, 3 is depth for longer videos; the label is said in recaps
// and shown on screen; the visual words (English) go into the scene's stock-footage search.
// Sentences are a point's wordings, "--" between them; short videos use the first one or two.
export const ANGLES_EN = angles(
  parseBank(`
@angle mistake 1 practice ⚠️ | the mistake to avoid | frustrated person desk
  The most common mistake with {focus} is trying to change everything at once.
  The fix is boring but it works: pick one piece, do it well, and only then add the next.
  Changing everything feels productive for about a week, then life gets busy and the whole plan collapses.
  And because it collapsed, people decide this is just not for them.
  Progress here comes from repetition, not from intensity.
  -- !task
  A mistake I see all the time with {focus} is copying someone else's routine line by line.
  Borrow the principles, not the exact plan, and adjust the details until they fit your life.
  That routine was built for a different schedule, a different budget and a different starting point.
  So it feels wrong, and people assume the problem is them.
  A plan you can actually follow beats a perfect plan you abandon.
  --
  A common trap with {focus} is waiting until you feel ready.
  Ready is a feeling that shows up after you start, not before.
  Every week spent preparing is a week of feedback you did not get.
  Start with a rough version, learn from it, and make the next one better.

@angle myth 1 practice,!task,!money ❌ | the myth to forget | person shrugging
  !habit
  Let's bust a myth: you don't need talent to be good at {focus}.
  What you need is repetition, honest feedback and a little patience.
  What looks like talent is usually years of practice nobody saw.
  So if you feel behind, that is not a verdict, it is simply your starting point.
  --
  Here is a myth about {focus} that needs to go: that more is always better, because it is not.
  Past a certain point, extra effort just adds fatigue and makes you more likely to quit.
  The people who improve fastest do the right amount and recover well.
  Quality first, then volume, and only as much volume as you can keep up.
  -- !habit
  A common myth: that {focus} takes big blocks of free time. It really doesn't.
  Most of what matters fits into short, regular sessions.
  Start with the time you already have, and add more only once a small habit is in place.
  Waiting for a free weekend feels sensible, but that weekend rarely comes.

@angle why 1 practice,!task 💡 | why it matters | sunrise window
  Here is why this matters at all: with {focus}, small changes compound over time.
  What feels minor on day one looks huge a few months later.
  Most {who} only notice that after they have lost time doing things the hard way.
  So before any tactic, get clear on your own reason for caring about {about}.
  A clear reason beats a clever plan, because it is what keeps you going on the boring days.
  --
  Here is why it pays to make room for {focus} in your week: it touches more of your life than it seems.
  Your time, your energy and how confident you feel about everything else.
  {Who} who take {focus} seriously early tend to keep improving, while everyone else stalls.
  Try this: finish the sentence "I care about this because..." and keep your answer where you will see it.
  When the why is clear, the how gets a lot easier.

@angle step 2 practice 👣 | one concrete first step | person writing notebook
  !habit !task !money
  Here is a concrete first step: block {minutes} minutes this week for {focus} and protect that time like a meeting.
  No research rabbit holes and no shopping for gear, just the first real action.
  When the time is up, note one thing that worked and one thing that did not.
  That small loop of doing and reviewing is how every expert started.
  Repeat it next week and you are already ahead of most {who}.
  --
  Take {minutes} minutes today and write down exactly where you stand with {focus} right now.
  Be specific, because a vague starting point leads to a vague plan.
  Then choose the smallest action that would move you forward, something you could finish today.
  Do it before the day ends, even if it feels too easy.
  Momentum starts with one finished action, not with a perfect strategy.
  -- !task
  Try this tonight: list three small tasks connected with {focus}, and circle the easiest one.
  That easy one is tomorrow's job.
  Easy wins teach your brain that this is something you do, and that identity is what lasts.
  The hard tasks get their turn once the habit is in place.

@angle quickwin 2 practice ⚡ | a quick win for today | checklist on table
  !habit
  A quick win for {focus}: get everything ready the night before, so starting takes seconds instead of minutes.
  Most of the friction is in starting, so lower that barrier as far as you can.
  It sounds too simple, and that is exactly why it works.
  -- !task
  Quick win: keep a visible reminder of {focus} where you will see it without thinking.
  A note, a tool on the table, an alarm with a name.
  What stays in sight stays on your mind, and what stays on your mind gets done.
  It costs nothing and takes two minutes to set up.

@angle habit 2 practice,!habit,!task,!money 🔁 | building the habit | morning coffee routine
  The real secret to {focus} is consistency, so attach it to something you already do every day.
  After your morning coffee, after lunch, right after work: pick an anchor that already happens.
  A new habit sticks far better when it rides on an old one.
  And on bad days, do the smallest possible version instead of skipping.
  Keeping the chain going matters more than any single session.
  --
  Think of {focus} as a habit, not a project: projects end, habits compound.
  Set a minimum so small that you can hit it even on your worst day, like five minutes.
  Anything more is a bonus, and you will be surprised how often the bonus happens.

@angle time 2 practice,!habit,!task,!money ⏱️ | finding the time | clock calendar
  No time for {focus}? You need less than you think: {minutes} focused minutes a day adds up to hours every month.
  Look for the gaps you already have, like a commute, a lunch break or the half hour before bed.
  Short and regular beats long and rare, every single time.
  --
  If your week is packed, schedule time for {focus} the way you schedule anything important: with a time and a place.
  Intentions without a time slot tend to stay intentions.
  Put it on the calendar, treat it as fixed, and move it rather than delete it when something comes up.

@angle tools 2 practice,!habit,!task,!money 🧰 | keeping your setup simple | minimal desk setup
  When it comes to tools for {focus}, you need fewer than you think.
  One simple way to plan, one way to track, and whatever basic equipment the task truly requires.
  Every extra app or gadget is one more thing to manage.
  Start lean, and add a tool only when you can name the exact problem it solves.
  --
  A simple setup for {focus} beats a fancy one: a notebook or notes app, a calendar and a timer cover most of it.
  Use the timer to work in short focused blocks, and the calendar to make those blocks real.
  Fancy systems are fun to build, but simple systems get used.

@angle example 3 practice,!task 👥 | a real-life example | two friends walking
  Picture two {who} getting into {focus} on the same day: one goes all in, the other starts tiny and never skips.
  The first has a big plan, new tools and a strict schedule.
  The second one commits to a tiny daily version and simply refuses to skip it.
  Three months later, guess who is still going? The second one, almost every time, because their plan survived real life.
  --
  Here is a practical way to approach {focus}: instead of a big overhaul, change one small thing each week.
  Week one is a single habit, week two adds a second, week three fixes whatever felt awkward.
  None of those weeks looks impressive on its own.
  Put twelve of them together and the difference is obvious to everyone around you.

@angle measure 3 practice,!habit,!task 📊 | tracking your progress | progress chart notebook
  You can't improve what you don't track, so pick one simple number for {focus}.
  Minutes spent, sessions done, results you can count: anything you can write down in ten seconds.
  Check it once a week, not every day, so the daily noise doesn't discourage you.
  Trends tell the truth; single days don't.
  --
  To see whether you are making progress with {focus}, write down where you are today, in plain words.
  Then set a reminder to read that note again in {days} days.
  Progress is hard to see up close and obvious from a distance.
  That one note will show you how far you have come when motivation dips.

@angle mindset 3 practice 🧠 | the right mindset | calm person thinking
  With {focus}, treat every attempt as an experiment, not a test you can fail.
  An experiment that goes wrong still gives you information, and information is progress.
  That shift takes the pressure off, and with less pressure you keep showing up.
  --
  Be patient with yourself when it comes to {focus}.
  The first results usually arrive later than you hope and sooner than you fear.
  Comparing your week one to someone else's year five helps nobody.
  Compare yourself with who you were last month, and celebrate the gap.

@angle plateau 3 practice,!task 📈 | getting past a plateau | mountain trail climb
  At some point your progress with {focus} will stall, and that is completely normal.
  A plateau usually means your current approach has done its job.
  Change one variable: the time of day, the method, or the difficulty.
  Small adjustments are usually enough to get things moving again, so don't mistake a plateau for failure.

@angle advanced 3 practice,!habit,!task,!money 🚀 | how to level up | mentor teaching student
  Once the basics of {focus} feel easy, find someone a few steps ahead of you and study what they do differently.
  Pay attention to their routines, not just their results.
  Then teach what you know to someone just starting, because explaining something is the fastest way to master it.
  --
  To go deeper with {focus}, set yourself a specific challenge for the next {days} days, with a clear finish line.
  Deadlines turn vague intentions into real plans.
  When you finish, review what changed, keep what worked and set the next challenge.

@angle steady 3 practice,!task 🐢 | steady beats intense | runner steady pace
  There are two ways to approach {focus}: fast and intense, or slow and steady.
  Fast and intense feels great and gets early results, but it is hard to sustain.
  Slow and steady feels almost too easy, yet it keeps working month after month.
  For most {who}, the smart move is a steady base with the occasional focused push.

@angle expectations 3 practice,!task ⏳ | realistic expectations | hourglass
  A question people ask a lot: how long until you see results with {focus}?
  Honest answer: you will feel a difference within a couple of weeks and see a clear one within a few months.
  The people who expect overnight change are the ones who quit right before it starts working.
  So plan for months, and let the early wins be a bonus.
  --
  People often ask where to start with {focus}: start where a small change would make the biggest difference to you.
  That way your first result is one you actually care about.
  Caring about the result is what gets you to the second step.

@angle community 3 practice 🤝 | getting support | group of friends
  Everything about {focus} gets easier with other people around.
  Tell a friend what you are working on, or find a group of {who} doing the same.
  A little accountability goes a long way on the days you would rather skip.
  And you will pick up tips that nobody puts in tutorials.

@angle checklist 3 practice,!task ✅ | a simple checklist | checklist clipboard
  Here is a simple checklist for {focus}: know your reason, pick one small action, and put it on your calendar.
  Then track one number, and review it once a week.
  Five steps, and each of them takes minutes, not hours.

@angle criteria 1 choice 🎯 | the one job it must do | person writing list
  Before you compare {options}, write down the one job you need them to do.
  Everything else is a nice extra, and extras are where the marketing lives.
  With that one job written down, most options rule themselves out in minutes.
  --
  Look at your own situation before you look at the options.
  What do you need, how often, and what would make you give up on it?
  Answer those three questions first, and the comparison almost writes itself.

@angle hype 1 choice 🚫 | ignoring the hype | person scrolling phone
  Be careful with rankings and "best of" lists about {options}.
  Many are sponsored, and the rest are written by people whose needs are not yours.
  Use them to build a shortlist, never to make the final call.

@angle context 1 choice 🧭 | what fits your life | person planning calendar
  The best choice between {options} depends on how you live, not on what is popular.
  Someone with a busy schedule needs something different from someone with time to tinker.
  Be honest about which one you are, and choose for that person.

@angle price 2 choice 💰 | the real cost | calculator receipts
  Look at the real cost of {products}, not the headline price.
  Add up a full year: subscriptions, extras, upgrades and anything you would need to replace.
  The cheap option is sometimes the expensive one, and the other way round.

@angle trial 2 choice 🧪 | testing before committing | person testing app
  Test before you commit: many sellers of {products} offer a free trial or a return window.
  Use that time on a real task from your own week, not on a demo.
  How it feels on day five tells you more than any feature list.

@angle reviews 2 choice ⭐ | reading reviews well | reading reviews laptop
  When you read reviews of {products}, skip the five-star and one-star ones and read the middle.
  Three-star reviews are where people explain the trade-offs honestly.
  Look for reviewers who use it the way you would.

@angle tradeoffs 2 choice ⚖️ | the trade-offs | balance scale
  Every option involves a trade-off, so decide in advance which one you can live with.
  Simple or powerful, cheap or polished, familiar or new: you rarely get both.
  Knowing your priority turns a long comparison into a quick decision.

@angle switching 3 choice 🔁 | the cost of switching | moving boxes
  Think about leaving before you join: how hard is it to switch away from {products} later?
  Can you take your data, your history or your accessories with you?
  An option that is easy to leave is a safer first choice.

@angle decide 3 choice ✅ | making the call | handshake decision
  Set a deadline for the decision, because more research rarely changes the answer.
  Pick the option that does your one job well, and give it a fair try.
  You can always switch later; what you can't get back is the time spent deciding.

@angle questions 1 inquiry ❓ | the right questions | person thinking notebook
  A good way to think about {about} is to ask three questions: what do we know for sure, what is still debated, and why does it matter to you?
  Those three questions keep you from swallowing the first answer you find.
  Write them down, and notice which one you can't answer yet.
  --
  Look at what you already believe about {about}, and ask where that belief came from.
  A headline, a friend, a video?
  Knowing where an idea came from tells you how much weight to give it.

@angle sources 1 inquiry 🔎 | checking the source | library books research
  When you read about {about}, go to the source: the original study, the expert, or the primary document.
  Summaries are useful, but every retelling loses a little accuracy.
  If a claim has no source at all, treat it as an opinion.

@angle simple 1 inquiry ⚠️ | distrusting neat answers | person looking skeptical
  Be careful with simple answers about {about}.
  Real topics usually come with an "it depends", and the details are where the interesting part is.
  If an explanation sounds too neat, it probably leaves something out.

@angle explain 2 inquiry 🗣️ | explaining it simply | two friends talking coffee
  Here is a test: try to explain what you know about {about} in two sentences.
  Where you stumble is exactly the part worth learning next.
  Teaching is the fastest way to find the gaps in what you know.

@angle experts 2 inquiry 🎓 | listening to people who know | interview conversation
  Look for people who have spent years learning about {about}, and listen to how they talk.
  Real experts tend to say "it depends" and then explain on what; that is a good sign.
  Be wary of anyone who is certain about everything.

@angle surprise 2 inquiry ✨ | following what surprises you | lightbulb idea
  Notice what surprises you as you learn about {about}.
  Surprise means your picture was incomplete, and that is where to dig.
  Keep a short list of those surprises; it becomes your own map of the topic.

@angle sides 3 inquiry 🌍 | other points of view | group discussion
  Listen to more than one side when you read about {about}.
  Ask how someone with a different job, age or background would see it.
  The strongest understanding survives the best argument against it.

@angle numbers 3 inquiry 📊 | reading the numbers | charts graphs data
  When numbers come up in a discussion about {about}, ask: compared to what?
  A big percentage of a tiny number is still tiny.
  Look for the size of the effect, not just whether there is one.

@angle apply 3 inquiry,!past 🧩 | what it means for you | person writing journal
  Ask what all this means for you, in practice.
  Knowledge sticks when it connects to a decision you actually make.
  Write down one thing you will do or think differently.

@angle further 3 inquiry 📚 | going further | bookshelf reading
  If you want to learn more about {about}, pick one good book or long read and finish it.
  One complete source beats twenty half-watched videos.
  Then write down what you would now answer differently.
`),
);
