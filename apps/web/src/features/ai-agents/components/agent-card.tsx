import { Check } from 'lucide-react';
import type { Agent } from './agent-groups';

export function AgentCard({ agent }: { agent: Agent }) {
  const Icon = agent.icon;
  return (
    <li
      data-testid="agent-card"
      className="flex flex-col rounded-2xl border bg-card p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg hover:shadow-violet-500/10"
    >
      <div className="flex items-start gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-violet-600 to-fuchsia-600 text-white shadow-md shadow-violet-500/30">
          <Icon className="size-6" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wider text-violet-600 uppercase">{agent.role}</p>
          <h3 className="mt-0.5 font-semibold">{agent.name}</h3>
        </div>
      </div>
      <p className="mt-4 text-sm leading-relaxed text-muted-foreground">{agent.description}</p>
      <p className="mt-5 text-xs font-semibold tracking-wider text-foreground/70 uppercase">Key capabilities</p>
      <ul className="mt-2 space-y-2 text-sm">
        {agent.capabilities.map((c) => (
          <li key={c} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
            {c}
          </li>
        ))}
      </ul>
    </li>
  );
}
