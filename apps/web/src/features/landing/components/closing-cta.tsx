import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { goToLogin } from '../lib/navigation';

export function ClosingCta() {
  return (
    <section aria-labelledby="cta-title" className="bg-white px-4 py-24 sm:px-6 lg:px-8">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-violet-700 via-violet-600 to-fuchsia-600 px-6 py-16 text-center shadow-2xl shadow-violet-500/30 sm:px-16">
        <div aria-hidden className="absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-2xl" />
        <div aria-hidden className="absolute -bottom-24 -left-24 size-72 rounded-full bg-fuchsia-400/30 blur-2xl" />
        <h2 id="cta-title" className="relative text-3xl font-bold tracking-tight text-white sm:text-4xl">
          Ready to forge your first reel?
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-lg text-violet-100">
          Your agents are ready. Bring a topic — leave with a video that is scripted, voiced, captioned and scheduled.
        </p>
        <Button
          onClick={() => goToLogin()}
          size="lg"
          className="relative mt-8 bg-white text-violet-700 shadow-lg hover:bg-violet-50"
        >
          Start Creating Now <ArrowRight />
        </Button>
      </div>
    </section>
  );
}
