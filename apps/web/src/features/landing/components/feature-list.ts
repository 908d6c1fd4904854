import { NARRATION_LANGUAGE_COUNT, PLATFORMS, platformNames } from '@reelforge/contracts/data';
import {
  ChartColumn,
  CircleDollarSign,
  Clapperboard,
  Compass,
  Headset,
  Package,
  Share2,
  UserRound,
  type LucideIcon,
} from 'lucide-react';

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

// The eight agents of the spec (section 1), each described by what it does.
export const FEATURES: Feature[] = [
  {
    icon: Clapperboard,
    title: 'Video Creation',
    text: 'Writes the script and renders a finished, captioned MP4 — from 15-second shorts to 60+ minute long-form.',
  },
  {
    icon: UserRound,
    title: 'Avatar Synthesis',
    text: `Turns a single photo into an on-screen presenter with its own voice, speaking ${NARRATION_LANGUAGE_COUNT} languages.`,
  },
  {
    icon: Share2,
    title: 'Multi-Channel Posting',
    text: `Schedules and publishes to ${PLATFORMS.length} platforms: ${platformNames()}.`,
  },
  {
    icon: ChartColumn,
    title: 'Analytics',
    text: 'Collects views, likes and followers for every video and platform, so you can see what works.',
  },
  {
    icon: CircleDollarSign,
    title: 'Monetization',
    text: 'Tracks your revenue and sets up plans and multi-currency payouts as your audience grows.',
  },
  {
    icon: Compass,
    title: 'Strategy',
    text: 'Plans your content and picks posting times around the peaks of 7–9 AM and 6–8 PM.',
  },
  {
    icon: Package,
    title: 'Starter Pack Generation',
    text: 'Builds a bundle of ready-to-produce scripts for your niche, so you never start from a blank page.',
  },
  {
    icon: Headset,
    title: 'Support — PaulinaAI',
    text: 'Answers your questions around the clock, in 10+ languages.',
  },
];
