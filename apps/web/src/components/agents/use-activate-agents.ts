import { agentsCheckSchema, TIMING, type CapabilityCheck } from '@reelforge/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { apiJson, errorMessage } from '@/lib/api';
import { handleUnauthorized } from '@/lib/unauthorized';
import { agentStatusKeys } from '@/lib/queries/agents';

export type ActivationState =
  | { phase: 'idle' }
  | { phase: 'checking'; shown: CapabilityCheck[] }
  | { phase: 'done'; checks: CapabilityCheck[] };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * "Activate All Agents": the server checks every capability for real; each result is shown as a
 * toast, 1 s apart (spec timing), then a summary names what is not available and how to enable
 * it. Nothing is switched on by pretending: the status shown afterwards is re-read from the server.
 */
export function useActivateAgents() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ActivationState>({ phase: 'idle' });
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => void (alive.current = false);
  }, []);

  async function run() {
    if (state.phase === 'checking') return;
    setState({ phase: 'checking', shown: [] });
    let checks: CapabilityCheck[];
    try {
      checks = agentsCheckSchema.parse(await apiJson('POST', '/api/agents/check')).checks;
    } catch (error) {
      if (alive.current) setState({ phase: 'idle' });
      if (handleUnauthorized(error)) return;
      toast({ title: 'Error', description: errorMessage(error, 'The agents could not be checked. Please try again.'), variant: 'destructive' });
      return;
    }
    for (const [i, check] of checks.entries()) {
      if (!alive.current) return;
      if (i > 0) await wait(TIMING.activationToastIntervalMs);
      toast({
        title: `${check.ok ? '✓' : '✗'} ${check.label}`,
        description: check.detail,
        variant: check.ok ? undefined : 'destructive',
      });
      if (alive.current) setState({ phase: 'checking', shown: checks.slice(0, i + 1) });
    }
    await wait(TIMING.activationToastIntervalMs);
    if (!alive.current) return;
    const missing = checks.filter((c) => !c.ok);
    toast({
      title: missing.length ? `${missing.length} of ${checks.length} capabilities not available` : 'All agents are ready',
      description: missing.length
        ? missing.map((c) => `${c.label}: ${c.enable ?? c.detail}`).join(' ')
        : `All ${checks.length} checks passed.`,
      variant: missing.length ? 'destructive' : undefined,
    });
    setState({ phase: 'done', checks });
    void queryClient.invalidateQueries({ queryKey: agentStatusKeys.list });
  }

  return { state, run, running: state.phase === 'checking' };
}
