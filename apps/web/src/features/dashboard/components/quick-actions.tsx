import { CalendarPlus, ChevronRight, UserRoundPlus, Wand2, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';

type ActionId = 'generateVideo' | 'createAvatar' | 'schedulePost';

// Each opens its dialog in place when the app passes a handler; otherwise it goes to the screen
// that does the work.
const ACTIONS: { id: ActionId; label: string; hint: string; href: string; icon: LucideIcon }[] = [
  {
    id: 'generateVideo',
    label: 'Generate AI Video',
    hint: 'Script, voice and render in one go',
    href: '/video-studio',
    icon: Wand2,
  },
  {
    id: 'createAvatar',
    label: 'Create Avatar',
    hint: 'A presenter from a single photo',
    href: '/avatar-builder',
    icon: UserRoundPlus,
  },
  {
    id: 'schedulePost',
    label: 'Schedule Post',
    hint: 'Publish at the best time',
    href: '/scheduler',
    icon: CalendarPlus,
  },
];

const tile =
  'group flex items-center gap-3 rounded-xl bg-white/12 p-3 text-left ring-1 ring-white/20 backdrop-blur-sm transition hover:bg-white/20 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none';

export function QuickActions({ actions = {} }: { actions?: Partial<Record<ActionId, () => void>> }) {
  return (
    <section className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-violet-600 via-purple-600 to-fuchsia-600 p-5 text-white shadow-lg shadow-violet-500/20 sm:p-6">
      <div className="pointer-events-none absolute -top-24 -right-16 size-72 rounded-full bg-white/10 blur-2xl" />
      <div className="pointer-events-none absolute -bottom-28 left-1/3 size-64 rounded-full bg-fuchsia-300/20 blur-3xl" />
      <div className="relative">
        <h2 className="text-lg font-semibold sm:text-xl">What will you create today?</h2>
        <p className="mt-1 text-sm text-white/80">Start from an idea, a photo or a finished video.</p>
        <div className="mt-5 grid gap-3 sm:grid-cols-3">
          {ACTIONS.map(({ id, label, hint, href, icon: Icon }) => {
            const body = (
              <>
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-violet-700 shadow-sm">
                  <Icon className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-semibold">{label}</span>
                  <span className="block truncate text-xs text-white/75">{hint}</span>
                </span>
                <ChevronRight className="size-4 shrink-0 text-white/70 transition group-hover:translate-x-0.5" />
              </>
            );
            const onClick = actions[id];
            return onClick ? (
              <button key={id} type="button" onClick={onClick} className={tile}>
                {body}
              </button>
            ) : (
              <Link key={id} href={href} className={tile}>
                {body}
              </Link>
            );
          })}
        </div>
      </div>
    </section>
  );
}
