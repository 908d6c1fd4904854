import type { AgentInfo, AgentKey } from '@reelforge/contracts';
import { useQuery } from '@tanstack/react-query';
import { BarChart3, Bot, Clapperboard, Compass, DollarSign, Loader2, Rocket, Settings2, Sparkles, UserRoundPen, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { ActivationSummary } from '@/components/agents/activation-summary';
import { AgentSettingsDialog } from '@/components/agents/agent-settings-dialog';
import { AgentStatusBadge } from '@/components/agents/agent-status-badge';
import { useActivateAgents } from '@/components/agents/use-activate-agents';
import { Button } from '@/components/ui/button';
import { agentsStatusQueryOptions } from '@/lib/queries/agents';
import { DashboardCard } from './dashboard-card';

interface AgentInfoCard {
  /** The agent whose real status this row shows (ADR 0028 maps the spec's six to the server's keys). */
  key: AgentKey;
  name: string;
  description: string;
  icon: LucideIcon;
  /** Where the user puts this agent to work. */
  href: string;
}

// Spec section 2: the dashboard panel lists these six agents (video generation, avatar creation,
// content optimization, analytics, monetization, strategy). Content optimization is the starter-pack agent.
const AGENTS: AgentInfoCard[] = [
  { key: 'video_creation', name: 'Video Generation', description: 'Scripts, voices and renders videos', icon: Clapperboard, href: '/video-studio' },
  { key: 'avatar_synthesis', name: 'Avatar Creation', description: 'Builds presenters from a photo', icon: UserRoundPen, href: '/avatar-builder' },
  { key: 'starter_pack', name: 'Content Optimization', description: 'Starter packs of scripts and templates', icon: Sparkles, href: '/video-studio' },
  { key: 'analytics', name: 'Analytics', description: 'Tracks views, likes and growth', icon: BarChart3, href: '/analytics' },
  { key: 'monetization', name: 'Monetization', description: 'Plans, revenue and payouts', icon: DollarSign, href: '/subscribe' },
  { key: 'strategy', name: 'Strategy', description: 'Best times and content plans', icon: Compass, href: '/scheduler' },
];

/** The six agents with their live status (polled), why one is inactive, and their settings. */
export function AgentsPanel({ className }: { className?: string }) {
  const query = useQuery(agentsStatusQueryOptions);
  const activation = useActivateAgents();
  const [editing, setEditing] = useState<(AgentInfoCard & { info: AgentInfo }) | null>(null);
  const byKey = new Map(query.data?.agents.map((a) => [a.key, a]));

  return (
    <DashboardCard
      title="AI Agents"
      description="Your creative team"
      icon={Bot}
      className={className}
      action={
        <Button size="sm" variant="gradient" onClick={() => void activation.run()} disabled={activation.running}>
          {activation.running ? <Loader2 className="animate-spin" /> : <Rocket />} Activate
        </Button>
      }
      link={{ href: '/ai-agents', label: 'All agents' }}
    >
      <ul className="grid gap-2 sm:grid-cols-2">
        {AGENTS.map((agent) => {
          const { key, name, description, icon: Icon, href } = agent;
          const info = byKey.get(key);
          return (
            <li key={key} data-testid={`agent-${key}`} className="flex items-start gap-1 rounded-xl border p-3 transition hover:border-primary/30 hover:bg-accent/50">
              <Link href={href} className="flex min-w-0 flex-1 items-start gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-violet-500/15 to-fuchsia-500/15 text-violet-700">
                  <Icon className="size-4.5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
                    <span className="text-sm font-medium">{name}</span>
                    {info && <AgentStatusBadge status={info.status} />}
                  </span>
                  {/* Inactive: why, in full (it is what the user needs to act on). */}
                  <span className="mt-0.5 block text-xs text-muted-foreground">
                    {info?.status === 'inactive' ? <span className="text-red-700">{info.reason}</span> : description}
                  </span>
                </span>
              </Link>
              {info && (
                <Button
                  size="icon"
                  variant="ghost"
                  className="-mt-1 -mr-1 size-8 shrink-0"
                  aria-label={`${name} settings`}
                  onClick={() => setEditing({ ...agent, info })}
                >
                  <Settings2 className="size-4" />
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {activation.state.phase !== 'idle' && (
        <div className="mt-4">
          <ActivationSummary state={activation.state} />
        </div>
      )}
      {editing && (
        <AgentSettingsDialog
          agent={{ key: editing.key, name: editing.name, applies: editing.info.applies }}
          open
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
    </DashboardCard>
  );
}
