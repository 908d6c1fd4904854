import type { Avatar } from '@reelforge/contracts';
import { Download, Loader2, Star } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import { avatarExportUrl, avatarVoiceSampleUrl } from '../api/keys';
import { formatCreated, genderLabel, styleInfo, voiceLabel } from '../lib/display';
import { downloadFile } from '../lib/download';
import { notifyMutationError } from '@/lib/mutation-toasts';
import { useNarrationEngine } from '@/lib/queries/voice-settings';
import { DefaultBadge, StyleBadge, VoiceBadge } from './avatar-badges';
import { TalkingPortrait } from './talking-portrait';
import { useVoiceSample } from './use-voice-sample';
import { VoiceButton } from './voice-button';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="truncate text-right font-medium">{children}</dd>
    </div>
  );
}

function PreviewBody({
  avatar,
  onSetDefault,
  isSettingDefault,
}: {
  avatar: Avatar;
  onSetDefault: (avatar: Avatar) => void;
  isSettingDefault: boolean;
}) {
  const voice = useVoiceSample(avatar.voiceSampleUrl ?? avatarVoiceSampleUrl(avatar.id));
  const [exporting, setExporting] = useState(false);
  const engine = useNarrationEngine();

  async function exportAvatar() {
    setExporting(true);
    try {
      await downloadFile(avatarExportUrl(avatar.id), `${avatar.name} avatar.zip`);
      toast({ title: 'Avatar Exported', description: 'The ZIP holds the image, the voice sample and the details.' });
    } catch (error) {
      notifyMutationError(error, {
        title: 'Export Failed',
        fallback: 'The avatar could not be exported. Please try again.',
        on401: 'redirect',
      });
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="grid gap-6 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <TalkingPortrait avatar={avatar} level={voice.level} className="shadow-sm" />
      <div className="flex min-w-0 flex-col">
        <DialogHeader className="text-left">
          <DialogTitle className="truncate pr-8 text-xl">{avatar.name}</DialogTitle>
          <DialogDescription className="sr-only">Preview, voice test and export</DialogDescription>
          <div className="flex flex-wrap gap-1.5">
            <StyleBadge style={avatar.style} />
            <VoiceBadge voiceId={avatar.voiceId} />
            {avatar.isDefault && <DefaultBadge />}
          </div>
        </DialogHeader>
        <dl className="mt-4 divide-y border-y">
          <Detail label="Style">{styleInfo(avatar.style).label}</Detail>
          <Detail label="Voice">{voiceLabel(avatar.voiceId, engine) ?? 'Matches the gender'}</Detail>
          <Detail label="Gender">{genderLabel(avatar.gender) ?? 'Not set'}</Detail>
          <Detail label="Age">{avatar.age}</Detail>
          <Detail label="Language">{avatar.language}</Detail>
          <Detail label="Created">{formatCreated(avatar.createdAt)}</Detail>
        </dl>
        <div className="mt-auto grid gap-2 pt-5">
          <VoiceButton state={voice.state} onClick={voice.toggle} className="w-full" />
          {/* The real sample, played by the button above. */}
          <audio {...voice.audioProps} className="hidden" />
          <div className="grid grid-cols-2 gap-2">
            <Button variant="outline" onClick={() => void exportAvatar()} disabled={exporting}>
              {exporting ? <Loader2 className="animate-spin" /> : <Download />}
              {exporting ? 'Exporting...' : 'Export'}
            </Button>
            <Button
              variant="outline"
              onClick={() => onSetDefault(avatar)}
              disabled={avatar.isDefault || isSettingDefault}
              title={avatar.isDefault ? 'This is already your default avatar' : undefined}
            >
              {isSettingDefault ? (
                <Loader2 className="animate-spin" />
              ) : (
                <Star className={avatar.isDefault ? 'fill-amber-400 text-amber-500' : undefined} />
              )}
              {avatar.isDefault ? 'Default' : 'Set as Default'}
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}

/** Spec: the preview dialog with Test Voice, Export and Set as Default. */
export function AvatarPreviewDialog({
  avatar,
  onClose,
  onSetDefault,
  isSettingDefault,
}: {
  avatar: Avatar | null;
  onClose: () => void;
  onSetDefault: (avatar: Avatar) => void;
  isSettingDefault: boolean;
}) {
  return (
    <Dialog open={avatar !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl" data-testid="avatar-preview">
        {avatar && (
          <PreviewBody
            key={avatar.id}
            avatar={avatar}
            onSetDefault={onSetDefault}
            isSettingDefault={isSettingDefault}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
