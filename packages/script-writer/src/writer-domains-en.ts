import { angles, parseBank } from './writer-bank.ts';

// The questions an English script asks about a subject of a known domain (writer-domains.ts), in
// place of advice that fits any topic. They claim nothing about the subject itself: the built-in
// writer knows no facts, so it says which questions matter and how an answer can be checked.
// Angles of kind end, cause, how or verdict suit a question's form (writer-form.ts); "!end" keeps one away from it.
export const DOMAIN_ANGLES_EN = angles(
  parseBank(`
@angle habitat 1 animal 🌍 | where it lives | wildlife habitat
  Ask where in the world you would go to see {about} in the wild.
  Where an animal lives explains most of the rest: its body, its food, its enemies.
  So when you watch footage of {about}, look at the place first.

@angle food 1 animal 🍽️ | what it eats | animal eating
  Ask what is on the menu for {about}, and how a meal is found or caught.
  Hunting, grazing, filtering or scavenging: each way of eating shapes a body differently.
  Look at the mouth, the eyes and the speed, and you can often guess the answer before anyone tells you.

@angle senses 2 animal 👀 | how it senses the world | animal eye closeup
  Ask how the world looks, sounds and smells to {about}.
  Many animals sense what we cannot: other colours, faint vibrations, smells from far away.
  The senses an animal relies on tell you what matters most in its day.

@angle life 2 animal ⏳ | a life from start to end | young animal mother
  Ask how a life unfolds for {about}: how it starts, who raises the young, and how long it lasts.
  Some species live fast and die young; others grow slowly for decades.
  That one difference changes how a species survives.

@angle threats 2 animal ⚠️ | what threatens it | wildlife conservation
  Ask what threatens {about} today: predators, disease, or people and what we build.
  Conservation groups publish the status of most species, and it is worth a look before you believe a headline.

@angle wrong 3 animal ❌ | what people get wrong | animal closeup
  Ask what people tend to get wrong about {about}.
  Popular beliefs about animals often come from films and cartoons, not from field research.
  Field researchers are usually more careful, and often more surprising.

@angle watch 3 animal 🔭 | seeing it for yourself | binoculars nature
  Ask where you could see {about} for yourself, responsibly: a reserve, a good aquarium or zoo, or a documentary filmed in the wild.
  Ten minutes of watching behaviour teaches more than an hour of reading about it.

@angle basic 1 money,!practice 💡 | the idea in one sentence | money calculator
  Ask the simplest question about {about}: who pays whom, for what, and when?
  Almost every money idea comes down to that.
  If you cannot answer it in one sentence, the details will not help yet.

@angle time 1 money,!practice ⏳ | what time does to it | clock coins
  Ask what time does to {about}: does waiting work for you, or against you?
  Money ideas that sound alike can behave very differently over ten or twenty years.
  Write the numbers down for one, five and ten years, and compare them side by side.

@angle numbers 2 money 🧮 | running your own numbers | calculator spreadsheet
  Ask how the numbers for {about} look with your own amounts, not an example's.
  A free calculator or a spreadsheet takes five minutes and beats any rule of thumb.
  Use the rate and the amount you actually have.

@angle risk 2 money,!practice ⚠️ | the risk behind it | stock chart
  Ask what could go wrong with {about}, and who carries that risk: you, a bank, or someone else.
  Whatever promises more usually risks more, even when the brochure keeps quiet about it.

@angle costs 2 money 🧾 | the costs in the small print | receipts calculator
  Ask what the costs of {about} are along the way: fees, taxes, interest.
  Small percentages repeated every year add up to large amounts.
  The small print is where those costs are written down.

@angle who 3 money,!practice 👥 | who it suits | family budget planning
  Ask who is a good fit for {about} and who is not: someone paying off debt, someone saving for a home, someone close to retirement.
  Advice that is right for one of them can be wrong for another.

@angle adviser 3 money,!practice 🏦 | a question for a professional | financial advisor meeting
  If a big decision depends on {about}, ask an adviser you pay yourself rather than one paid by a product.
  How an adviser is paid tells you a lot about the advice.

@angle when 1 history 📅 | when and where | old map
  Place {about} in time and on the map: which years, which places, and what the world around it looked like.
  A date means little until you know what people then could and could not do.

@angle why 1 history,!end ❓ | why it happened | ancient ruins
  Ask why things went the way they did in {about}, when they did, and not fifty years earlier or later.
  Historians usually find several causes at once: money, power, belief and chance.
  A story with a single cause is usually too simple.

@angle people 2 history 👥 | the people involved | historical painting
  Ask who took part in {about}: not only the famous names, but the people whose lives it changed.
  Ordinary people rarely wrote the records, so historians read between the lines.

@angle sources 2 history,!end 📜 | how we know | old documents archive
  Ask how we know what we know about {about}: letters, ruins, coins, or accounts written long afterwards.
  Every source was written by someone with a point of view.

@angle after 3 history,!end ➡️ | what came after | old city street
  Ask what changed because of {about}, and what stayed the same.
  Much of what we take for granted started as somebody's answer to a problem back then.

@angle legend 3 history,!end ❌ | the popular version | museum hall
  Ask how the popular version of {about} differs from what historians write.
  Films and legends need heroes and villains; the record is usually messier.

@angle what 1 science 🔬 | what is being explained | science laboratory
  Ask what exactly is being explained about {about}, and what can be observed directly.
  Separating what is measured from what is inferred makes everything else easier.

@angle how 1 science 📏 | how it was measured | scientist measuring
  Ask how scientists found out about {about}: with which instrument, experiment or observation.
  Knowing how a number was measured tells you how far to trust it.

@angle scale 2 science 📐 | the scale of it | stars universe
  Ask what to compare {about} with, so that the numbers mean something: how big, how small, how fast, how old.
  Our intuition works for things the size of a person; outside that range it fails, and comparisons help.

@angle open 2 science ❔ | what is still open | scientist thinking
  Ask what is still unknown about {about}.
  Good science is clear about where the evidence stops.
  "We don't know yet" is an honest answer, not a weak one.

@angle everyday 3 science 🏠 | where it shows up in daily life | kitchen experiment
  Ask where you meet {about} in everyday life, in things you can see or use.
  A good everyday example is the fastest way to make an idea stick.

@angle teach 3 science 🗣️ | explaining it to a child | teacher whiteboard
  Ask whether you could explain {about} to a twelve-year-old in three sentences.
  The sentence you cannot write yet is the part to look up next.

@angle body 1 health 🫀 | what happens in the body | human anatomy model
  Ask what actually happens in the body with {about}, step by step.
  A clear mechanism is the best defence against miracle claims.

@angle evidence 1 health 🔬 | what the evidence says | medical research lab
  Ask what kind of evidence there is about {about}: a trial with thousands of people, a small study, or one person's story.
  Those are not equally strong, and headlines rarely say which one they mean.

@angle dose 2 health ⚖️ | how much matters | measuring spoon
  Ask how much matters with {about}: a little or a lot, every day or once in a while.
  Almost anything that helps in one amount harms in another.

@angle people 2 health 👥 | who it affects differently | people different ages
  Ask whether the effects of {about} differ by age, sex, health or medication.
  Averages hide the people at the edges.

@angle doctor 3 health 🩺 | when to ask a doctor | doctor patient
  Ask when a question about {about} is one for a doctor rather than for a video.
  Anything new, sudden or getting worse deserves a professional look.

@angle notes 3 health 📝 | what you can observe yourself | journal notebook
  Ask what you can observe about {about} in your own life, and write it down for two weeks.
  Notes like that help you, and a doctor, more than memory does.

@angle what 1 tech 💻 | what it actually does | computer screen
  Ask what {about} can actually do, step by step, without the marketing words.
  If nobody can explain it plainly, be careful.

@angle data 1 tech 🔐 | what happens to your data | data privacy lock
  Ask what you hand over to use {about}: which data, which permissions, and where that data goes.
  The settings page usually says more than the advert.

@angle limits 2 tech ⚠️ | where it fails | error screen
  Ask where the weak spots of {about} are: which inputs, situations or people get handled badly.
  Every system has edges, and good makers publish them.

@angle pays 2 tech 💰 | who pays for it | laptop coins
  Ask who pays for {about}: you, advertisers, or investors waiting for a return.
  How something is paid for explains a lot about how it behaves.

@angle before 3 tech ⏪ | what it replaced | old technology
  Ask what {about} replaced, and what was lost along the way.
  New tools solve old problems and bring new ones.

@angle try 3 tech 🧪 | trying it safely | person using laptop
  Ask how you could try {about} safely: a test account, a small project, settings you can undo.

@angle before 1 end 📉 | what changed before it | old ruins
  Ask what had already changed in the years before {about}: which signs came first, and who noticed them at the time.
  An end rarely arrives in a single day; it tends to show first in money, borders or trust.
  Looking back, people often disagree on when it really began.

@angle causes 1 end ⚖️ | the causes weighed | balance scale
  Ask which causes get the blame for {about}, and how much weight each one deserves.
  Careful accounts rarely settle on one: decisions, conditions and plain chance often all play a part.
  When someone names a single cause, ask what it leaves out.

@angle order 2 end 🧩 | which came first | domino chain
  Ask which problems came first in {about}, and which followed from them.
  From a distance a cause and a symptom look alike; the order in time is what tells them apart.

@angle after 2 end ➡️ | what came after | city street crowd
  Ask what happened after {about}: what changed because of it, and what carried on as before.
  Endings are rarely clean; much of what came before survives in a new form.

@angle sources 3 end 📜 | how we know | old documents archive
  Ask who wrote the accounts of {about}, and when: at the time, or long afterwards.
  People who lived through an end and people who explained it later often tell different stories.

@angle legend 3 end ❌ | the neat version | museum hall
  Ask how the popular version of {about} differs from what careful accounts say.
  A neat story with one villain is easy to remember, and usually too simple.

@angle explanations 1 cause 🔎 | the explanations on offer | person thinking notebook
  Ask what explanations there are for {question}, and what evidence would tell them apart.
  When two explanations predict the same thing, you cannot choose between them yet.

@angle chain 1 cause 🧩 | the chain of causes | domino chain
  Follow the chain when you look into {question}: every cause you find has a cause of its own.
  The interesting part is where the experts stop digging, and why.

@angle contrast 2 cause ⚖️ | when it does not happen | comparison side by side
  Ask about the exceptions: the cases the usual answer to {question} does not cover.
  Comparing the cases where something happens with the ones where it doesn't is how causes get tested.

@angle check 3 cause 🧪 | testing an explanation | scientist measuring
  Ask what an explanation of {question} predicts that you could check.
  An explanation that fits every possible outcome explains nothing.

@angle steps 1 how 👣 | step by step | diagram whiteboard
  Ask for the steps in order when you look into {question}: what starts the process, what happens next, and what you can see at the end.
  A good explanation can be drawn as a few boxes and arrows.

@angle parts 1 how ⚙️ | the parts and what they do | machine parts closeup
  Ask what the parts are when you look at {question}, and what each one does.
  Most explanations get clearer once you can name the pieces.

@angle missing 2 how 🧩 | the step that matters most | puzzle pieces
  Ask which step matters most when you look into {question}: the one whose loss would break everything.
  That step is the one worth understanding first; the rest hangs on it.

@angle model 3 how 🗺️ | simple pictures and their limits | teacher whiteboard
  Ask which simple picture people use to explain {question}, and where that picture stops being true.
  Every analogy helps up to a point, and the point where it fails teaches the most.

@angle forwhom 1 verdict ⚖️ | for whom, and compared to what | balance scale
  Ask three more questions whenever someone asks {question}: for whom, how much, and compared to what?
  A plain yes or no hides most of what matters.
  The same thing can be fine for one person and a bad idea for another.

@angle evidence 1 verdict 🔬 | what the evidence says | medical research lab
  Ask what evidence the answers rest on when people ask {question}: large studies, small ones, or one person's story.
  Strong claims on either side deserve the same check.

@angle sides 2 verdict 🌍 | who says yes and who says no | group discussion
  Ask who says yes and who says no when asked {question}, and what each side gains from its answer.
  Knowing who benefits does not make a claim wrong, but it tells you where to look harder.

@angle change 3 verdict 🧩 | what would change the answer | person thinking notebook
  Ask what would change your answer on {question}: a different amount, a different person, a different situation.
  Good answers come with conditions, and the conditions are the useful part.
`),
);
