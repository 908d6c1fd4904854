import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

interface Props {
  heading: string;
  subtitle: string;
  cardTitle: string;
  children: ReactNode;
  footer: ReactNode;
}

/** The frame shared by the sign-in and sign-up screens. */
export function AuthLayout({ heading, subtitle, cardTitle, children, footer }: Props) {
  return (
    <main className="relative flex min-h-screen items-center justify-center overflow-hidden bg-slate-50 px-4 py-12">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-40 -left-32 size-[28rem] rounded-full bg-violet-300/40 blur-3xl"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -right-32 -bottom-40 size-[28rem] rounded-full bg-fuchsia-300/40 blur-3xl"
      />
      <div className="relative w-full max-w-md">
        <Link href="/" className="mx-auto mb-8 flex w-fit items-center gap-2.5 text-lg font-bold tracking-tight">
          <img src="/favicon.svg" alt="" className="size-9 rounded-xl shadow-md shadow-violet-500/30" />
          Reelforge
        </Link>
        <div className="mb-6 text-center">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{heading}</h1>
          <p className="mt-2 text-sm text-muted-foreground">{subtitle}</p>
        </div>
        <Card className="border-white/60 bg-white/90 shadow-xl shadow-violet-900/5 backdrop-blur">
          <CardHeader>
            <CardTitle className="text-xl">{cardTitle}</CardTitle>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
        <div className="mt-6 space-y-4 text-center text-sm text-slate-600">
          {footer}
          <Link href="/" className="inline-flex items-center gap-1.5 font-medium text-slate-600 hover:text-violet-700">
            <ArrowLeft className="size-4" />
            Back to home
          </Link>
        </div>
      </div>
    </main>
  );
}
