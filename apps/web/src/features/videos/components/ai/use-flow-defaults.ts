import type { ScriptRequestParsed, TemplateDetail } from '@reelforge/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type Dispatch } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { brandKitQueryOptions, brandStyleDefaults } from '@/lib/queries/brand-kit';
import type { ScriptFormValues } from '../../lib/script-form-request';
import type { AiVideoFlowAction } from './ai-video-flow';

/**
 * Where a new video starts: the brand kit's caption style, font and music (choices made before it
 * loaded, or a template's, stay), and a picked template's fields (the topic stays the creator's).
 */
export function useFlowDefaults(
  open: boolean,
  template: TemplateDetail | null | undefined,
  scriptForm: UseFormReturn<ScriptFormValues, unknown, ScriptRequestParsed>,
  dispatch: Dispatch<AiVideoFlowAction>,
) {
  const brandKit = useQuery({ ...brandKitQueryOptions, enabled: open });
  useEffect(() => {
    if (brandKit.data) dispatch({ type: 'brandDefaults', style: brandStyleDefaults(brandKit.data) });
  }, [brandKit.data, dispatch]);

  const templateId = template?.id;
  useEffect(() => {
    if (!template) return;
    const set = { shouldDirty: true } as const;
    if (template.duration) scriptForm.setValue('duration', template.duration, set);
    if (template.platform) scriptForm.setValue('platform', template.platform, set);
    if (template.tone) scriptForm.setValue('tone', template.tone, set);
    scriptForm.setValue('voiceId', template.voiceId ?? '', set);
    scriptForm.setValue('additionalInstructions', template.instructions ?? '', set);
    dispatch({
      type: 'styleChanged',
      style: {
        ...brandStyleDefaults(brandKit.data),
        ...(template.aspect ? { aspect: template.aspect } : {}),
        ...(template.captionStyle ? { captionStyle: template.captionStyle } : {}),
        ...(template.music ? { music: template.music } : {}),
        ...(template.visualSource ? { visualSource: template.visualSource } : {}),
      },
    });
    // Only when another template is picked: edits made after picking stay.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [templateId]);
}
