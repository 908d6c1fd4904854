import { ClosingCta } from './components/closing-cta';
import { FeaturesSection } from './components/features-section';
import { Hero } from './components/hero';
import { LandingFooter } from './components/landing-footer';
import { LandingHeader } from './components/landing-header';
import { PricingSection } from './components/pricing-section';

// The router mounts PaulinaChat beside this page (closed until asked); Download App and the footer open
// it through lib/chat-bus.
export function LandingPage() {
  return (
    <div className="min-h-screen bg-white">
      <LandingHeader />
      <main>
        <Hero />
        <FeaturesSection />
        <PricingSection />
        <ClosingCta />
      </main>
      <LandingFooter />
    </div>
  );
}
