import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '@/lib/utils';

// Spec section 2: the cross-page block, in this order and wrapping around.
const PAGES = [
  { title: 'AI Agents Orchestra', href: '/ai-agents' },
  { title: 'Avatar Synthesis', href: '/avatar-builder' },
  { title: 'Content Scheduler', href: '/scheduler' },
  { title: 'Content Library', href: '/library' },
  { title: 'Video Studio Pro', href: '/video-studio', signedInOnly: true },
];

function PageLink({
  href,
  signedInOnly,
  signedIn,
  className,
  children,
}: {
  href: string;
  signedInOnly?: boolean;
  signedIn: boolean;
  className: string;
  children: ReactNode;
}) {
  // Video Studio is not a signed-out route: send visitors through sign-in and back.
  if (signedInOnly && !signedIn) {
    return (
      <a href={`/api/login?returnTo=${encodeURIComponent(href)}`} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={className}>
      {children}
    </Link>
  );
}

export function PageNavigation({ current, signedIn }: { current: string; signedIn: boolean }) {
  const i = Math.max(
    0,
    PAGES.findIndex((p) => p.href === current),
  );
  const prev = PAGES[(i + PAGES.length - 1) % PAGES.length]!;
  const next = PAGES[(i + 1) % PAGES.length]!;
  const card =
    'group flex flex-1 items-center gap-3 rounded-2xl border bg-card p-5 shadow-sm transition hover:border-violet-300 hover:shadow-md';
  return (
    <nav aria-label="Explore Reelforge" className="rounded-3xl border bg-muted/40 p-6 sm:p-8">
      <h2 className="text-lg font-semibold">Explore Reelforge</h2>
      <ol className="mt-4 flex flex-wrap gap-2">
        {PAGES.map((p, n) => (
          <li key={p.href}>
            <PageLink
              {...p}
              signedIn={signedIn}
              className={cn(
                'inline-flex rounded-full border px-3 py-1.5 text-sm transition',
                n === i
                  ? 'border-transparent bg-gradient-to-r from-violet-600 to-fuchsia-600 font-medium text-white'
                  : 'bg-card hover:border-violet-300 hover:text-violet-700',
              )}
            >
              <span aria-current={n === i ? 'page' : undefined}>{p.title}</span>
            </PageLink>
          </li>
        ))}
      </ol>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <PageLink {...prev} signedIn={signedIn} className={card}>
          <ArrowLeft className="size-5 text-violet-600 transition group-hover:-translate-x-0.5" aria-hidden />
          <span>
            <span className="block text-xs text-muted-foreground">Previous</span>
            <span className="font-medium">{prev.title}</span>
          </span>
        </PageLink>
        <PageLink {...next} signedIn={signedIn} className={cn(card, 'justify-end text-right')}>
          <span>
            <span className="block text-xs text-muted-foreground">Next</span>
            <span className="font-medium">{next.title}</span>
          </span>
          <ArrowRight className="size-5 text-violet-600 transition group-hover:translate-x-0.5" aria-hidden />
        </PageLink>
      </div>
    </nav>
  );
}
