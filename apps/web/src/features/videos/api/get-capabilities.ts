import { useQuery } from '@tanstack/react-query';
import { scriptRequestSchema, type Language } from '@reelforge/contracts';
import { agentHealthQueryOptions, capabilitiesQueryOptions } from '@/lib/queries/agents';

/** Spec section 4/8: health sets the flag; a failed check is a silent "not healthy". */
export function useAgentHealth(enabled = true) {
  return useQuery({ ...agentHealthQueryOptions, enabled });
}

/** Spec section 7: capabilities are fetched only when the health check said healthy. */
export function useCapabilities(healthy: boolean) {
  return useQuery({ ...capabilitiesQueryOptions, enabled: healthy });
}

export type LanguageOption = Language;

export const DEFAULT_LANGUAGE: LanguageOption = { code: 'en', name: 'English' };

/**
 * The narration languages the script form offers: 'en' (American English, the product's default)
 * first, then every other language the engine speaks, once per code, in a code the script API accepts.
 */
export function languageOptions(languages: readonly LanguageOption[] | undefined): LanguageOption[] {
  const seen = new Set([DEFAULT_LANGUAGE.code]);
  const rest: LanguageOption[] = [];
  for (const l of languages ?? []) {
    if (seen.has(l.code) || !scriptRequestSchema.shape.language.safeParse(l.code).success) continue;
    seen.add(l.code);
    rest.push(l);
  }
  rest.sort((a, b) => a.name.localeCompare(b.name));
  return [DEFAULT_LANGUAGE, ...rest];
}
