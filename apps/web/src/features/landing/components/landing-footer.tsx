import { MessageCircle } from 'lucide-react';
import { Link } from 'wouter';
import { openChat } from '@/lib/chat-bus';

const LEGAL = [
  { href: '/terms', label: 'Terms of Use' },
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/aml', label: 'AML Policy' },
];

export function LandingFooter() {
  return (
    <footer className="bg-slate-950 text-slate-400">
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-14 sm:px-6 md:flex-row md:items-start md:justify-between lg:px-8">
        <div className="max-w-sm">
          <Link href="/" className="flex items-center gap-2.5 text-lg font-bold text-white">
            <img src="/favicon.svg" alt="" className="size-8 rounded-lg" />
            Reelforge
          </Link>
          <p className="mt-4 text-sm leading-relaxed">
            The AI video studio for creators: script, voice, render and publish with a team of agents.
          </p>
        </div>
        <nav aria-label="Legal" className="flex flex-col gap-3 text-sm">
          <p className="font-semibold text-white">Legal</p>
          {LEGAL.map((l) => (
            <Link key={l.href} href={l.href} className="hover:text-white">
              {l.label}
            </Link>
          ))}
        </nav>
        <div className="flex flex-col gap-3 text-sm">
          <p className="font-semibold text-white">Questions?</p>
          <button
            type="button"
            onClick={openChat}
            className="inline-flex w-fit items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 py-2 font-medium text-white transition hover:bg-white/10"
          >
            <MessageCircle className="size-4 text-fuchsia-300" aria-hidden />
            Chat with PaulinaAI
          </button>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>© {new Date().getFullYear()} Reelforge. All rights reserved.</p>
          {/* The spec's note that a PLR attribution is removed after 90 days is left out: no render adds one. */}
          <p>Made with Reelforge · Your videos carry no Reelforge watermark</p>
        </div>
      </div>
    </footer>
  );
}
