import { LEGAL_LAST_UPDATED } from '@reelforge/contracts';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

interface Props {
  title: string;
  intro: string;
  children: ReactNode;
}

/** The frame of every legal page: a header link home, the title and date, the text, a way back. */
export function LegalLayout({ title, intro, children }: Props) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b bg-white/80 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-4xl items-center justify-between px-4 sm:px-6">
          <Link href="/" className="flex items-center gap-2.5 font-bold tracking-tight text-slate-900">
            <img src="/favicon.svg" alt="" className="size-8 rounded-lg" />
            Reelforge
          </Link>
          <nav aria-label="Legal" className="flex gap-4 text-sm text-slate-600">
            <Link href="/terms" className="hover:text-violet-700">
              Terms
            </Link>
            <Link href="/privacy" className="hover:text-violet-700">
              Privacy
            </Link>
            <Link href="/aml" className="hover:text-violet-700">
              AML
            </Link>
          </nav>
        </div>
      </header>
      <main className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
        <div className="rounded-3xl border bg-white p-6 shadow-sm sm:p-12">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          <p className="mt-3 text-sm text-slate-500">Last updated: {LEGAL_LAST_UPDATED}</p>
          <p className="mt-6 leading-relaxed text-slate-700">{intro}</p>
          <article className="mt-10 space-y-10">{children}</article>
        </div>
        <Link
          href="/"
          className="mt-8 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-violet-700"
        >
          <ArrowLeft className="size-4" />
          Back to Home
        </Link>
      </main>
    </div>
  );
}
