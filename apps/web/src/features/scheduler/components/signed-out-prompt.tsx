import { platformNames } from '@reelforge/contracts/data';
import { CalendarClock, CheckCircle2, LogIn } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';

const POINTS = [
  `Schedule once for ${platformNames()}`,
  'Your rendered videos go out at the minute you pick',
  'A live link for every published post, or the platform’s own reason when it refuses',
];

/** Signed-out visitors see this instead of any data (spec section 6: the scheduler loads data only when signed in). */
export function SignedOutPrompt() {
  return (
    <section
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-violet-600 via-purple-600 to-fuchsia-600 p-6 text-white shadow-lg shadow-violet-500/20 sm:p-10"
      data-testid="scheduler-signed-out"
    >
      <div className="pointer-events-none absolute -top-24 -right-16 size-72 rounded-full bg-white/10 blur-2xl" />
      <div className="relative max-w-2xl">
        <span className="flex size-12 items-center justify-center rounded-xl bg-white text-violet-700 shadow-sm">
          <CalendarClock className="size-6" />
        </span>
        <h2 className="mt-5 text-2xl font-bold tracking-tight sm:text-3xl">Sign in to schedule your posts</h2>
        <p className="mt-2 text-white/85">
          The Post Scheduler keeps your publishing calendar. Sign in to see your posts, or create a free account to start.
        </p>
        <ul className="mt-5 grid gap-2 text-sm">
          {POINTS.map((p) => (
            <li key={p} className="flex items-start gap-2">
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-white/90" /> {p}
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild className="bg-white text-violet-700 hover:bg-white/90">
            <Link href="/login">
              <LogIn /> Sign In
            </Link>
          </Button>
          <Button asChild variant="outline" className="border-white/40 bg-white/10 text-white hover:bg-white/20 hover:text-white">
            <Link href="/signup">Sign Up Free</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
