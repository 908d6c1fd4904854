import { BarChart3, Bot, ChevronRight, Clapperboard, Compass, DollarSign, Sparkles, UserRoundPen, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '@/lib/utils';
import { DashboardCard } from './dashboard-card';

export type AgentCapability = 'video_generation' | 'avatar_creation' | 'content_optimization' | 'analytics' | 'monetization' | 'strategy';
export type AgentStatus = 'active' | 'processing' | 'inactive';

interface AgentInfo {
  name: string;
  description: string;
  icon: LucideIcon;
  /** Where the user puts this agent to work. */
  href: string;
}

// Spec section 2: the dashboard panel lists these six agents.
const AGENTS: Record<AgentCapability, AgentInfo> = {
  video_generation: { name: 'Video Generation', description: 'Scripts, voices and renders videos', icon: Clapperboard, href: '/video-studio' },
  avatar_creation: { name: 'Avatar Creation', description: 'Builds presenters from a photo', icon: UserRoundPen, href: '/avatar-builder' },
  content_optimization: { name: 'Content Optimization', description: 'Hooks, hashtags and captions', icon: Sparkles, href: '/video-studio' },
  analytics: { name: 'Analytics', description: 'Tracks views, likes and growth', icon: BarChart3, href: '/analytics' },
  monetization: { name: 'Monetization', description: 'Plans, revenue and payouts', icon: DollarSign, href: '/subscribe' },
  strategy: { name: 'Strategy', description: 'Best times and content plans', icon: Compass, href: '/scheduler' },
};

const STATUS: Record<AgentStatus, { label: string; className: string; dot: string }> = {
  active: { label: 'Active', className: 'bg-emerald-50 text-emerald-700', dot: 'bg-emerald-500 animate-pulse' },
  processing: { label: 'Processing', className: 'bg-amber-50 text-amber-700', dot: 'bg-amber-500 animate-pulse' },
  inactive: { label: 'Inactive', className: 'bg-red-50 text-red-700', dot: 'bg-red-500' },
};

/**
 * The six agents and where each one works. A status badge shows only when real status is passed
 * in (from the agent health check); without it the panel does not guess.
 */
export function AgentsPanel({ statuses, className }: { statuses?: Partial<Record<AgentCapability, AgentStatus>>; className?: string }) {
  return (
    <DashboardCard
      title="AI Agents"
      description="Your creative team"
      icon={Bot}
      className={className}
      link={{ href: '/ai-agents', label: 'All agents' }}
    >
      <ul className="grid gap-2 sm:grid-cols-2">
        {(Object.keys(AGENTS) as AgentCapability[]).map((key) => {
          const { name, description, icon: Icon, href } = AGENTS[key];
          const status = statuses?.[key];
          return (
            <li key={key}>
              <Link href={href} className="group flex items-center gap-3 rounded-xl border p-3 transition hover:border-primary/30 hover:bg-accent/50">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-violet-500/15 to-fuchsia-500/15 text-violet-700">
                  <Icon className="size-4.5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">{name}</span>
                  <span className="block truncate text-xs text-muted-foreground">{description}</span>
                </span>
                {status ? (
                  <span className={cn('flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium', STATUS[status].className)}>
                    <span className={cn('size-1.5 rounded-full', STATUS[status].dot)} />
                    {STATUS[status].label}
                  </span>
                ) : (
                  <ChevronRight className="size-4 text-muted-foreground transition group-hover:translate-x-0.5 group-hover:text-foreground" />
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </DashboardCard>
  );
}
