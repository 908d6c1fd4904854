import { Clock, Hash, Lightbulb, Repeat2, Sparkles } from 'lucide-react';

// Static advice (spec: "Tips include peak hours of 7-9 AM and 6-8 PM. Optimal posting tips are static text.").
const TIPS = [
  {
    icon: Clock,
    title: 'Post at peak hours',
    text: 'Audiences are most active 7-9 AM and 6-8 PM in their local time.',
  },
  {
    icon: Repeat2,
    title: 'Stay consistent',
    text: 'A steady rhythm of 3-5 posts a week beats bursts followed by silence.',
  },
  {
    icon: Sparkles,
    title: 'Hook in the first seconds',
    text: 'Open with the payoff or a question; short-form viewers decide almost instantly.',
  },
  {
    icon: Hash,
    title: 'Fit each platform',
    text: 'Keep captions short for TikTok and Instagram, add context on LinkedIn and Facebook, and use 3-5 relevant hashtags.',
  },
];

export function TipsPanel() {
  return (
    <section aria-labelledby="scheduler-tips" className="rounded-xl border bg-card p-5 shadow-xs">
      <h2 id="scheduler-tips" className="flex items-center gap-2 font-semibold">
        <span className="flex size-8 items-center justify-center rounded-lg bg-amber-100 text-amber-700">
          <Lightbulb className="size-4" />
        </span>
        Optimal Posting Tips
      </h2>
      <div className="mt-4 rounded-lg bg-gradient-to-br from-violet-600 to-fuchsia-600 p-4 text-white">
        <p className="text-xs font-medium tracking-wide text-white/80 uppercase">Peak hours</p>
        <div className="mt-2 grid grid-cols-2 gap-2">
          <div className="rounded-md bg-white/15 px-3 py-2 ring-1 ring-white/20">
            <p className="text-lg font-bold">7-9 AM</p>
            <p className="text-xs text-white/80">Morning scroll</p>
          </div>
          <div className="rounded-md bg-white/15 px-3 py-2 ring-1 ring-white/20">
            <p className="text-lg font-bold">6-8 PM</p>
            <p className="text-xs text-white/80">Evening wind-down</p>
          </div>
        </div>
      </div>
      <ul className="mt-4 grid gap-3.5">
        {TIPS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <Icon className="mt-0.5 size-4 shrink-0 text-primary" />
            <div>
              <p className="text-sm font-medium">{title}</p>
              <p className="text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
