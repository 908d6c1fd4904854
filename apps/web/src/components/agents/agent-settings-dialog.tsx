import {
  AGENT_SETTINGS_DEFAULTS,
  agentSettingsSavedSchema,
  agentSettingsSchema,
  type AgentInfo,
  type AgentSettings,
} from '@reelforge/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { FormSelectField } from '@/components/ui/select-field';
import { Slider } from '@/components/ui/slider';
import { Switch } from '@/components/ui/switch';
import { apiJson } from '@/lib/api';
import { contractResolver } from '@/lib/forms';
import { notifyMutationError, notifySuccess } from '@/lib/mutation-toasts';
import { agentSettingsQueryOptions, agentStatusKeys } from '@/lib/queries/agents';

const PRIORITY_OPTIONS = [
  { value: 'high', label: 'High' },
  { value: 'normal', label: 'Normal' },
  { value: 'low', label: 'Low' },
] as const;

const resolver = contractResolver<AgentSettings, AgentSettings>(agentSettingsSchema, (f) => f);

/** What each setting does for this agent, or that it changes nothing for it (ADR 0028). */
const HINTS = {
  priority: 'Your waiting jobs of this agent go before (High) or after (Low) your other ones and other people’s.',
  autoScaling: 'The agent starts work by itself (automatic retries, periodic syncs).',
  resourceAllocation: 'Your share of the render slots: how many of your videos render at once.',
  none: 'This agent does not use this setting.',
};

interface Props {
  agent: Pick<AgentInfo, 'key' | 'applies'> & { name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The spec's agent settings dialog, saved per user and honoured by the server. */
export function AgentSettingsDialog({ agent, open, onOpenChange }: Props) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...agentSettingsQueryOptions(agent.key), enabled: open });
  const form = useForm<AgentSettings, unknown, AgentSettings>({ resolver, defaultValues: { ...AGENT_SETTINGS_DEFAULTS } });
  useEffect(() => {
    if (query.data) form.reset(query.data);
  }, [form, query.data]);
  const save = useMutation({
    mutationFn: async (values: AgentSettings) =>
      agentSettingsSavedSchema.parse(await apiJson('PUT', `/api/agents/${agent.key}/settings`, values)),
    onSuccess: (saved) => {
      // The contract keeps the settings and drops the count of re-prioritised jobs.
      queryClient.setQueryData(agentStatusKeys.settings(agent.key), agentSettingsSchema.parse(saved));
      void queryClient.invalidateQueries({ queryKey: agentStatusKeys.list });
    },
  });
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        notifySuccess(
          `${agent.name} settings saved${saved.requeued ? `; ${saved.requeued} waiting job(s) re-prioritised` : ''}.`,
        );
        onOpenChange(false);
      },
      onError: (error) => notifyMutationError(error, { fallback: 'Failed to save the agent settings. Please try again.' }),
    }),
  );
  const hint = (what: keyof typeof agent.applies) => (agent.applies[what] ? HINTS[what] : HINTS.none);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{agent.name} settings</DialogTitle>
          <DialogDescription>Saved for your account; they apply to your jobs only.</DialogDescription>
        </DialogHeader>
        {query.isLoading ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" /> Loading…
          </p>
        ) : (
          <form noValidate onSubmit={onSubmit} className="grid gap-5">
            <FormSelectField control={form.control} name="priority" label="Processing Priority" options={PRIORITY_OPTIONS} hint={hint('priority')} />
            <Controller
              control={form.control}
              name="autoScaling"
              render={({ field }) => (
                <FormField label="Auto-scaling" hint={hint('autoScaling')}>
                  {(control) => (
                    <Switch {...control} checked={field.value} onCheckedChange={field.onChange} aria-label="Auto-scaling" />
                  )}
                </FormField>
              )}
            />
            <Controller
              control={form.control}
              name="resourceAllocation"
              render={({ field, fieldState }) => (
                <FormField label={`Resource Allocation: ${field.value}%`} hint={hint('resourceAllocation')} error={fieldState.error?.message}>
                  {(control) => (
                    <Slider
                      {...control}
                      min={0}
                      max={100}
                      step={5}
                      value={[field.value]}
                      onValueChange={([v]) => field.onChange(v ?? 0)}
                      aria-label="Resource Allocation"
                    />
                  )}
                </FormField>
              )}
            />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending && <Loader2 className="animate-spin" />} Save Settings
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
