import { useQuery } from '@tanstack/react-query';
import { platformRulesQueryOptions } from '@/lib/queries/posts';

/** Each platform's length, size and aspect rules, for checks in the form before saving. */
export const usePlatformRules = () => useQuery(platformRulesQueryOptions);
