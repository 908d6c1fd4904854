import { NARRATION_LANGUAGE_COUNT } from '@reelforge/contracts/data';
import { Captions, Film, Mic, PenLine, Send } from 'lucide-react';

// What the agents do with one idea, step by step (a picture of the flow, not sample data).
const STEPS = [
  { icon: PenLine, title: 'Script', text: 'Hooks, script and hashtags for your topic' },
  { icon: Mic, title: 'Voice', text: `Narration by your avatar, in ${NARRATION_LANGUAGE_COUNT} languages` },
  { icon: Captions, title: 'Captions', text: 'Word-timed captions burned in' },
  { icon: Film, title: 'Render', text: 'A finished MP4, 15 s to 60+ min' },
  { icon: Send, title: 'Publish', text: 'Scheduled to 6+ platforms' },
];

export function HeroPipeline() {
  return (
    <div className="relative mx-auto w-full max-w-md">
      <div
        aria-hidden
        className="absolute -inset-4 rounded-[2rem] bg-gradient-to-br from-violet-500/30 to-fuchsia-500/30 blur-2xl"
      />
      <div className="relative rounded-3xl border border-white/10 bg-white/5 p-6 shadow-2xl backdrop-blur-xl">
        <p className="text-xs font-semibold tracking-widest text-fuchsia-300 uppercase">One idea in</p>
        <p className="mt-1 text-lg font-semibold text-white">A published video out</p>
        <ol className="relative mt-6 space-y-5 before:absolute before:top-2 before:bottom-2 before:left-5 before:w-px before:bg-gradient-to-b before:from-violet-400 before:to-fuchsia-400">
          {STEPS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="relative flex items-start gap-4">
              <span className="relative grid size-10 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-violet-600 to-fuchsia-600 shadow-lg shadow-fuchsia-900/40">
                <Icon className="size-5 text-white" aria-hidden />
              </span>
              <div>
                <p className="font-semibold text-white">{title}</p>
                <p className="text-sm text-white/60">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
