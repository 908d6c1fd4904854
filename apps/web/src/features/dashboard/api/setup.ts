import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { setupStatusSchema, setupTestResultSchema, type SetupPart, type SetupStatus, type SetupTestResult } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';
import { setupKeys, setupQueryOptions } from '@/lib/queries/setup';

export const useSetupStatus = () => useQuery(setupQueryOptions);

/** Closes the card for good (on every device): the server answers the new state. */
export function useDismissSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => setupStatusSchema.parse(await apiJson('POST', '/api/setup/dismiss')),
    onSuccess: (next) => queryClient.setQueryData(setupKeys.status, next),
  });
}

/** The creator's own speech and stock keys are tested where Settings tests them (the keys module). */
const TEST_PATHS: Record<Exclude<SetupPart, 'writer'>, string> = {
  speech: '/api/settings/speech/test',
  visuals: '/api/settings/media/test',
};

/**
 * Test: the creator's own model with the model settings' test; else the writer is looked for again
 * (Ollama probed anew). Speech and stock go to their Settings tests.
 */
export function useSetupTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ part, status }: { part: SetupPart; status: SetupStatus }): Promise<SetupTestResult> => {
      if (part !== 'writer') return setupTestResultSchema.parse(await apiJson('POST', TEST_PATHS[part]));
      if (status.writer.source === 'yours') return setupTestResultSchema.parse(await apiJson('POST', '/api/settings/llm/test'));
      const next = setupStatusSchema.parse(await apiJson('GET', `${setupKeys.status[0]}?refresh=true`));
      queryClient.setQueryData(setupKeys.status, next);
      const { writer } = next;
      if (!writer.upgraded) return { ok: false, message: 'No model answered, so the built-in writer writes your scripts.' };
      // Only Ollama was asked just now; a model the operator configured is named, not called.
      return writer.ollama.detected
        ? { ok: true, message: `${writer.current} answered and writes your scripts.` }
        : { ok: true, message: `${writer.current} is set up on this server and writes your scripts.` };
    },
  });
}
