import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { scrollToSection } from '../lib/navigation';

const navLink = 'text-sm font-medium text-white/70 transition hover:text-white';

export function LandingHeader() {
  return (
    <header className="absolute inset-x-0 top-0 z-30">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <Link href="/" className="flex items-center gap-2.5 text-lg font-bold tracking-tight text-white">
          <img src="/favicon.svg" alt="" className="size-8 rounded-lg" />
          Reelforge
        </Link>
        <div className="hidden items-center gap-8 md:flex">
          <button type="button" className={navLink} onClick={() => scrollToSection('features')}>
            Features
          </button>
          <button type="button" className={navLink} onClick={() => scrollToSection('pricing')}>
            Pricing
          </button>
          <Link href="/ai-agents" className={navLink}>
            AI Agents
          </Link>
        </div>
        <div className="flex items-center gap-2">
          <Button asChild variant="ghost" className="text-white hover:bg-white/10 hover:text-white">
            <Link href="/login">Sign In</Link>
          </Button>
          <Button asChild className="hidden bg-white text-slate-900 hover:bg-white/90 sm:inline-flex">
            <Link href="/signup">Get Started</Link>
          </Button>
        </div>
      </nav>
    </header>
  );
}
