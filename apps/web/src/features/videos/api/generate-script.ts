import { useMutation } from '@tanstack/react-query';
import type { ScriptRequest, ScriptResponse } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';

export { scriptRequestSchema } from '@reelforge/contracts';

export const generateScript = (input: ScriptRequest) =>
  apiJson<ScriptResponse>('POST', '/api/ai/generate-script', input);

export function useGenerateScript() {
  return useMutation({ mutationFn: generateScript });
}
