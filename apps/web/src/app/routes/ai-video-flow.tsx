import { useState } from 'react';
import {
  PRESENTER_FRAME_LABELS,
  PRESENTER_FRAMES,
  PRESENTER_LAYOUT_LABELS,
  PRESENTER_LAYOUTS,
  type PresenterFrameChoice,
  type PresenterLayoutChoice,
  type TemplateDetail,
} from '@reelforge/contracts';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { AvatarPicker } from '@/features/avatars';
import { TemplatePicker } from '@/features/templates';
import { AiVideoDialog, type AiVideoDialogProps } from '@/features/videos';
import { setProfileDialog } from '../shell/profile-dialog-store';

/**
 * The AI video flow as the app offers it: the videos feature's dialog with the avatars feature's
 * picker as its presenter choice (the default avatar pre-selected). Used by the studio and the
 * dashboard, so both run the same flow.
 */
export function AiVideoFlow({
  initialTemplate = null,
  ...props
}: Omit<AiVideoDialogProps, 'avatarSlot' | 'avatarId' | 'onOpenSettings' | 'templateSlot' | 'template'> & {
  /** A dashboard card's "Use": the flow opens with it picked. */
  initialTemplate?: TemplateDetail | null;
}) {
  const [avatarId, setAvatarId] = useState<string | null | undefined>(undefined);
  const [layout, setLayout] = useState<PresenterLayoutChoice>(initialTemplate?.presenterLayout ?? 'bottom-left');
  const [frame, setFrame] = useState<PresenterFrameChoice>('circle');
  const [template, setTemplate] = useState<TemplateDetail | null>(initialTemplate);
  const pickTemplate = (t: TemplateDetail | null) => {
    setTemplate(t);
    if (t?.presenterLayout) setLayout(t.presenterLayout);
  };
  return (
    <AiVideoDialog
      {...props}
      template={template}
      templateSlot={<TemplatePicker value={template} onChange={pickTemplate} />}
      avatarId={avatarId ?? undefined}
      presenterLayout={layout}
      presenterFrame={frame}
      // Settings opens over the flow, so the script waits there while the user connects a model.
      onOpenSettings={() => setProfileDialog({ open: true, tab: 'settings' })}
      avatarSlot={
        <div className="grid gap-2">
          <Label htmlFor="ai-presenter">Presenter</Label>
          <AvatarPicker id="ai-presenter" value={avatarId} onChange={setAvatarId} />
          {avatarId ? (
            <>
              <Label htmlFor="ai-presenter-layout">Presenter layout</Label>
              <Select value={layout} onValueChange={(v) => setLayout(v as PresenterLayoutChoice)}>
                <SelectTrigger id="ai-presenter-layout" className="h-10 w-full" data-testid="presenter-layout">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {PRESENTER_LAYOUTS.map((l) => (
                    <SelectItem key={l} value={l}>
                      {PRESENTER_LAYOUT_LABELS[l]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <Label htmlFor="ai-presenter-frame">Presenter frame</Label>
              <Select value={frame} onValueChange={(v) => setFrame(v as PresenterFrameChoice)}>
                <SelectTrigger id="ai-presenter-frame" className="h-10 w-full" data-testid="presenter-frame">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {PRESENTER_FRAMES.map((f) => (
                    <SelectItem key={f} value={f}>
                      {PRESENTER_FRAME_LABELS[f]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </>
          ) : null}
        </div>
      }
    />
  );
}
