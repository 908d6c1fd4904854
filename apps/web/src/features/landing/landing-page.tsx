import { PaulinaChat } from '@/features/chat/paulina-chat';
import { ClosingCta } from './components/closing-cta';
import { FeaturesSection } from './components/features-section';
import { Hero } from './components/hero';
import { LandingFooter } from './components/landing-footer';
import { LandingHeader } from './components/landing-header';
import { PricingSection } from './components/pricing-section';

// The landing page mounts the chat itself (the brief's one exception to "features never import
// each other"): the chat auto-opens here and Download App / the footer open it.
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
      <PaulinaChat autoOpen />
    </div>
  );
}
