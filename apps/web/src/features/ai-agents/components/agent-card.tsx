import type { AgentInfo } from '@reelforge/contracts';
import { Check, Settings2 } from 'lucide-react';
import { AgentStatusBadge } from '@/components/agents/agent-status-badge';
import { Button } from '@/components/ui/button';
import type { Agent } from './agent-groups';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const OUTCOME = { succeeded: 'succeeded', failed: 'failed', running: 'running' } as const;

/** One agent of the orchestra; signed in, with its live status, why it is inactive and its settings. */
export function AgentCard({ agent, info, onSettings }: { agent: Agent; info?: AgentInfo; onSettings?: () => void }) {
  const Icon = agent.icon;
  return (
    <li
      data-testid="agent-card"
      data-agent={agent.key}
      className="flex flex-col rounded-2xl border bg-card p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg hover:shadow-violet-500/10"
    >
      <div className="flex items-start gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-violet-600 to-fuchsia-600 text-white shadow-md shadow-violet-500/30">
          <Icon className="size-6" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wider text-violet-600 uppercase">{agent.role}</p>
          <h3 className="mt-0.5 font-semibold">{agent.name}</h3>
        </div>
        {info && <AgentStatusBadge status={info.status} />}
      </div>
      <p className="mt-4 text-sm leading-relaxed text-muted-foreground">{agent.description}</p>
      {info?.status === 'inactive' && (
        <p className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800" data-testid="agent-reason">
          {info.reason} {info.enable && <span className="block text-red-700/80">{info.enable}</span>}
        </p>
      )}
      <p className="mt-5 text-xs font-semibold tracking-wider text-foreground/70 uppercase">Key capabilities</p>
      <ul className="mt-2 space-y-2 text-sm">
        {agent.capabilities.map((c) => (
          <li key={c} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
            {c}
          </li>
        ))}
      </ul>
      {info && (
        <div className="mt-auto flex items-end justify-between gap-3 border-t pt-4 text-xs text-muted-foreground [&:not(:first-child)]:mt-5">
          <div className="min-w-0 space-y-0.5">
            {info.note && <p>{info.note}</p>}
            <p>
              {info.queueDepth !== null && <>Queue: {info.queueDepth} · </>}
              {info.lastRun ? `Last run ${when(info.lastRun.at)}, ${OUTCOME[info.lastRun.outcome]}` : 'No run yet'}
            </p>
          </div>
          {onSettings && (
            <Button size="sm" variant="outline" onClick={onSettings} aria-label={`${agent.name} settings`}>
              <Settings2 /> Settings
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
