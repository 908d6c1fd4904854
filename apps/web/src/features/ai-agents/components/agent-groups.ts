import { formatUsd, NARRATION_LANGUAGE_COUNT, PLANS, PLATFORM_LABELS, PLATFORMS } from '@reelforge/contracts/data';
import {
  BarChart3,
  CalendarClock,
  Clapperboard,
  Compass,
  Headset,
  Share2,
  TrendingUp,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import type { AgentKey } from '@reelforge/contracts';

export interface Agent {
  /** The server's agent whose live status and settings this card shows (ADR 0028). */
  key: AgentKey;
  name: string;
  role: string;
  icon: LucideIcon;
  description: string;
  capabilities: [string, string, string, string];
}
export interface AgentGroup {
  title: string;
  summary: string;
  agents: Agent[];
}

// Spec section 2, /ai-agents: 8 agents in three groups. No status here: it comes from
// GET /api/agents (workers, queues, the user's own work), not from this page.
export const AGENT_GROUPS: AgentGroup[] = [
  {
    title: 'Core Creator Agents',
    summary: 'They make the video itself.',
    agents: [
      {
        key: 'video_creation',
        name: 'GodCreator Bootstrap Agent',
        role: 'Video creation',
        icon: Clapperboard,
        description:
          'Turns a topic into a finished video: it writes the script, narrates it, adds captions and renders the MP4.',
        capabilities: [
          'Scripts with hooks and hashtags',
          'Narration with word-timed captions',
          '15 seconds to 60+ minutes',
          'Starter packs of scripts for your niche',
        ],
      },
      {
        key: 'avatar_synthesis',
        name: 'Avatar Synthesis Godder Agent',
        role: 'Avatar synthesis',
        icon: UserRound,
        description:
          'Builds an on-screen presenter from a single photo and gives it a voice that presents your videos.',
        capabilities: [
          'Avatar from one photo',
          'Realistic, cartoon, anime, professional or casual',
          'Six voices: plain, professional or energetic; basic offline, or neural with a speech server',
          `Narration in ${NARRATION_LANGUAGE_COUNT} languages`,
        ],
      },
    ],
  },
  {
    title: 'Strategic Intelligence Agents',
    summary: 'They decide where, when and how your videos grow.',
    agents: [
      {
        key: 'starter_pack',
        name: 'SocialGod',
        role: 'Starter packs',
        icon: Share2,
        description: 'Type your niche and get a starter pack: ready scripts and templates for the platforms you grow on.',
        capabilities: [
          'Scripts with hooks and hashtags',
          'Templates for your niche',
          'Vertical 9:16 or widescreen 16:9',
          'One click from idea to script',
        ],
      },
      {
        key: 'monetization',
        name: 'GrowthGod',
        role: 'Monetization',
        icon: TrendingUp,
        description: 'Follows the money: your plan, your revenue and the payouts that turn views into income.',
        capabilities: [
          'Revenue tracking',
          `${PLANS.free.name} and ${PLANS.premium.name} plans`,
          `${PLANS.premium.name} at ${formatUsd(PLANS.premium.priceUsd)} a month`,
          'Upgrade, cancel and billing in one place',
        ],
      },
      {
        key: 'strategy',
        name: 'StrategicAI',
        role: 'Strategy',
        icon: Compass,
        description: 'Plans what to post and when, so every video lands in front of the right audience.',
        capabilities: [
          'Content plans for your niche',
          'Peak hours 7–9 AM and 6–8 PM',
          'Tone and duration advice',
          'Topic ideas that fit each platform',
        ],
      },
    ],
  },
  {
    title: 'Automation & Support Agents',
    summary: 'They run things on time and keep you informed.',
    agents: [
      {
        key: 'multi_channel_posting',
        name: 'Scheduler',
        role: 'Multi-channel posting',
        icon: CalendarClock,
        description: 'Publishes every scheduled post at its time, on every platform you chose, and never posts twice.',
        capabilities: [
          PLATFORMS.map((p) => PLATFORM_LABELS[p]).join(', '),
          'Countdown to your next post',
          'Retries only when it is safe',
          'Status for every platform',
        ],
      },
      {
        key: 'analytics',
        name: 'Analytics',
        role: 'Analytics',
        icon: BarChart3,
        description: 'Collects the numbers behind every video so you can see what works and do more of it.',
        capabilities: [
          'Views, likes and followers',
          'Per-video and per-platform results',
          '30-day trends',
          'Dashboard summaries',
        ],
      },
      {
        key: 'support',
        name: 'PaulinaAI Support',
        role: 'Support',
        icon: Headset,
        description: 'Your assistant around the clock: plans, prices, how-tos and anything else about Reelforge.',
        capabilities: [
          'Answers in 10+ languages',
          'Plan and pricing questions',
          'Step-by-step how-tos',
          'Available 24/7',
        ],
      },
    ],
  },
];
