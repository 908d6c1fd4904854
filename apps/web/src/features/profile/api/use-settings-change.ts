import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

interface Options<T> {
  /** Checks the server's answer: the settings as they are now. */
  parse: (raw: unknown) => T;
  /** The settings' query, which takes the answer as is. */
  key: QueryKey;
  /** Queries that depend on the settings and are asked again. */
  refresh: QueryKey[];
}

/** A change to one of the user's settings (Save, Remove, Reset): the server answers the new state. */
export function useSettingsChange<TInput, T>(
  { parse, key, refresh }: Options<T>,
  send: (input: TInput) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TInput) => parse(await send(input)),
    onSuccess: (next: T) => {
      queryClient.setQueryData(key, next);
      for (const queryKey of refresh) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
