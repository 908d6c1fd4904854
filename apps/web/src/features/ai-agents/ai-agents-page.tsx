import { useQuery } from '@tanstack/react-query';
import { Loader2, MessageCircle, Sparkles, Zap } from 'lucide-react';
import { useState } from 'react';
import { ActivationSummary } from '@/components/agents/activation-summary';
import { AgentSettingsDialog } from '@/components/agents/agent-settings-dialog';
import { useActivateAgents } from '@/components/agents/use-activate-agents';
import { Button } from '@/components/ui/button';
import { agentsStatusQueryOptions } from '@/lib/queries/agents';
import { cn } from '@/lib/utils';
import { useUser } from '@/lib/auth';
import { openChat } from '@/lib/chat-bus';
import { pageNavigation } from '@/lib/page-navigation';
import { AgentCard } from './components/agent-card';
import { AGENT_GROUPS, type Agent } from './components/agent-groups';
import { PageNavigation } from './components/page-navigation';

const slug = (s: string) => s.toLowerCase().replace(/[^a-z]+/g, '-');

export function AiAgentsPage() {
  const { isAuthenticated } = useUser();
  const status = useQuery({ ...agentsStatusQueryOptions, enabled: isAuthenticated });
  const activation = useActivateAgents();
  const [editing, setEditing] = useState<Agent | null>(null);
  const infoOf = (agent: Agent) => status.data?.agents.find((a) => a.key === agent.key);
  const editingInfo = editing ? infoOf(editing) : undefined;

  // Signed out: the sign-in redirect (spec). Signed in: a real check of every capability.
  function activateAll() {
    if (isAuthenticated) void activation.run();
    else pageNavigation.go('/api/login');
  }

  return (
    <div className="mx-auto max-w-7xl space-y-14 px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <header className="relative overflow-hidden rounded-3xl bg-slate-950 px-6 py-12 text-white sm:px-12">
        <div aria-hidden className="absolute -top-24 -right-10 size-80 rounded-full bg-violet-600/40 blur-3xl" />
        <div aria-hidden className="absolute -bottom-32 left-10 size-80 rounded-full bg-fuchsia-600/30 blur-3xl" />
        <div className="relative max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm text-violet-200">
            <Sparkles className="size-4 text-fuchsia-300" aria-hidden /> 8 agents, 3 teams
          </p>
          <h1 className="mt-5 text-4xl font-bold tracking-tight sm:text-5xl">AI Agents Orchestra</h1>
          <p className="mt-4 text-lg text-white/70">
            Eight specialised agents share the work on every video — from the first script line to the last analytics
            report.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button variant="gradient" size="lg" onClick={activateAll} disabled={activation.running}>
              {activation.running ? <Loader2 className="animate-spin" /> : <Zap />} Activate All Agents
            </Button>
            <Button
              size="lg"
              onClick={openChat}
              className="border border-white/20 bg-white/10 text-white hover:bg-white/20"
            >
              <MessageCircle /> Chat with PaulinaAI
            </Button>
          </div>
        </div>
      </header>

      {activation.state.phase !== 'idle' && <ActivationSummary state={activation.state} />}

      {AGENT_GROUPS.map((group) => (
        <section key={group.title} aria-labelledby={slug(group.title)}>
          <h2 id={slug(group.title)} className="text-2xl font-bold tracking-tight">
            {group.title}
          </h2>
          <p className="mt-1 text-muted-foreground">{group.summary}</p>
          <ul className={cn('mt-6 grid gap-6 md:grid-cols-2', group.agents.length > 2 && 'lg:grid-cols-3')}>
            {group.agents.map((agent) => (
              <AgentCard
                key={agent.name}
                agent={agent}
                info={infoOf(agent)}
                onSettings={isAuthenticated ? () => setEditing(agent) : undefined}
              />
            ))}
          </ul>
        </section>
      ))}

      <section className="flex flex-col items-start justify-between gap-6 rounded-3xl border bg-gradient-to-r from-violet-50 to-fuchsia-50 p-8 sm:flex-row sm:items-center">
        <div>
          <h2 className="text-xl font-semibold">Not sure which agent does what?</h2>
          <p className="mt-1 text-muted-foreground">
            PaulinaAI explains every agent, plan and workflow — in your language.
          </p>
        </div>
        <Button variant="gradient" size="lg" onClick={openChat}>
          <MessageCircle /> Learn More from PaulinaAI
        </Button>
      </section>

      <PageNavigation current="/ai-agents" signedIn={isAuthenticated} />
      {editing && editingInfo && (
        <AgentSettingsDialog
          agent={{ key: editing.key, name: editing.name, applies: editingInfo.applies }}
          open
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
    </div>
  );
}
