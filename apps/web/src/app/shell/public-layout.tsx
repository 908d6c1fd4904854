import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { PaulinaChat } from '../lazy-chat';

const LEGAL = [
  { href: '/terms', label: 'Terms of Use' },
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/aml', label: 'AML Policy' },
];

/** Signed-out visits to /ai-agents, /avatar-builder, /scheduler and /library. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="sticky top-0 z-30 border-b bg-white/80 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
          <Link href="/" className="flex items-center gap-2.5 text-lg font-bold tracking-tight text-slate-900">
            <img src="/favicon.svg" alt="" className="size-8 rounded-lg" />
            Reelforge
          </Link>
          <nav aria-label="Account" className="flex items-center gap-2">
            <Button asChild variant="ghost">
              <Link href="/login">Sign In</Link>
            </Button>
            <Button asChild variant="gradient">
              <Link href="/signup">Sign Up Free</Link>
            </Button>
          </nav>
        </div>
      </header>
      <main className="flex-1">{children}</main>
      <footer className="border-t bg-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-slate-500 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>© {new Date().getFullYear()} Reelforge</p>
          <nav aria-label="Legal" className="flex gap-5">
            {LEGAL.map((l) => (
              <Link key={l.href} href={l.href} className="hover:text-violet-700">
                {l.label}
              </Link>
            ))}
          </nav>
        </div>
      </footer>
      <PaulinaChat launcher />
    </div>
  );
}
