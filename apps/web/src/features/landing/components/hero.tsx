import { NARRATION_LANGUAGE_COUNT } from '@reelforge/contracts/data';
import { ArrowRight, ChevronDown, Download, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { openChat } from '@/lib/chat-bus';
import { downloadInstallGuide } from '../lib/install-guide';
import { scrollToSection } from '../lib/navigation';
import { HeroPipeline } from './hero-pipeline';
import { HeroStats } from './hero-stats';

export function Hero() {
  function downloadApp() {
    downloadInstallGuide();
    openChat();
  }

  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-slate-950 pt-32 pb-24 text-white lg:pt-40 lg:pb-32"
    >
      <div aria-hidden className="absolute -top-32 left-1/4 size-[36rem] rounded-full bg-violet-600/30 blur-3xl" />
      <div aria-hidden className="absolute top-40 -right-40 size-[30rem] rounded-full bg-fuchsia-600/25 blur-3xl" />
      <div
        aria-hidden
        className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.04)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_center,black_40%,transparent_75%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-16 px-4 sm:px-6 lg:grid-cols-[1.15fr_1fr] lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-xs text-violet-200 sm:text-sm">
            <Sparkles className="size-4 text-fuchsia-300" aria-hidden />8 AI agents · 6+ platforms · avatars in{' '}
            {NARRATION_LANGUAGE_COUNT} languages
          </p>
          <h1 id="hero-title" className="mt-6 text-5xl font-extrabold tracking-tight sm:text-7xl">
            <span className="bg-gradient-to-r from-violet-300 via-fuchsia-300 to-pink-300 bg-clip-text text-transparent">
              Reelforge
            </span>
          </h1>
          <p className="mt-4 max-w-xl text-2xl font-semibold tracking-tight text-white sm:text-3xl">
            Your AI crew for videos that create, voice and publish themselves.
          </p>
          <p className="mt-5 max-w-xl text-lg text-white/65">
            Give your agents a topic. They write the script, build your avatar&apos;s voice, render a captioned video
            from 15 seconds to 60+ minutes, and post it to TikTok, YouTube, Instagram and more.
          </p>
          <div className="mt-9 flex flex-wrap gap-3">
            <Button asChild variant="gradient" size="lg" className="shadow-lg shadow-fuchsia-900/40">
              <Link href="/signup">
                Sign Up Free <ArrowRight />
              </Link>
            </Button>
            <Button
              size="lg"
              onClick={downloadApp}
              className="border border-white/20 bg-white/10 text-white hover:bg-white/20"
            >
              <Download /> Download App
            </Button>
            <Button
              size="lg"
              variant="ghost"
              onClick={() => scrollToSection('features')}
              className="text-white/80 hover:bg-white/10 hover:text-white"
            >
              Learn More <ChevronDown />
            </Button>
          </div>
          <HeroStats />
        </div>
        <HeroPipeline />
      </div>
    </section>
  );
}
