import { BRAND_KIT_LIMITS, BRAND_KIT_MESSAGES, type BrandKit } from '@reelforge/contracts';
import { ImageUp, Loader2, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { notifyMutationError, notifySuccess } from '@/lib/mutation-toasts';
import { useRemoveLogo, useUploadLogo } from '../api/brand-kit';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/svg+xml';
const fail = (description: string) => toast({ title: 'Logo not uploaded', description, variant: 'destructive' });

/** The logo on a checkerboard (so transparency shows), with Upload/Replace and Remove. */
export function BrandLogoField({ kit, disabled }: { kit: BrandKit | undefined; disabled?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const busy = upload.isPending || remove.isPending;

  const onFile = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    // The same checks the server makes, so a wrong file is named before it is sent.
    if (!ACCEPT.split(',').includes(file.type)) return fail(BRAND_KIT_MESSAGES.logoNotImage);
    if (file.size > BRAND_KIT_LIMITS.logoMaxBytes) return fail(BRAND_KIT_MESSAGES.logoTooLarge);
    upload.mutate(file, {
      onSuccess: () => notifySuccess('Your logo is saved. New renders show it.'),
      onError: (error) => notifyMutationError(error, { fallback: 'Failed to upload your logo. Please try again.' }),
    });
  };

  return (
    <div className="grid gap-2">
      <span className="text-sm font-medium">Logo</span>
      <div className="flex flex-wrap items-center gap-3">
        <div
          className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-lg border bg-[repeating-conic-gradient(#e5e7eb_0%_25%,#fff_0%_50%)] bg-[length:16px_16px]"
          data-testid="brand-logo-preview"
        >
          {kit?.logoUrl ? (
            <img src={kit.logoUrl} alt="Your logo" className="max-h-full max-w-full object-contain" />
          ) : (
            <span className="px-1 text-center text-xs text-muted-foreground">No logo</span>
          )}
        </div>
        <div className="flex min-w-0 flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            aria-label="Logo file"
            onChange={(e) => onFile(e.target.files?.[0])}
          />
          <Button type="button" variant="outline" onClick={() => input.current?.click()} disabled={disabled || busy}>
            {upload.isPending ? <Loader2 className="animate-spin" /> : <ImageUp />}{' '}
            {kit?.logoUrl ? 'Replace logo' : 'Upload logo'}
          </Button>
          {kit?.logoUrl && (
            <Button
              type="button"
              variant="ghost"
              disabled={disabled || busy}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => notifySuccess('Your logo was removed.'),
                  onError: (error) =>
                    notifyMutationError(error, { fallback: 'Failed to remove your logo. Please try again.' }),
                })
              }
            >
              <Trash2 /> Remove
            </Button>
          )}
        </div>
      </div>
      <p className="text-xs text-muted-foreground">PNG, JPEG, WebP or SVG up to 2MB. A transparent PNG looks best.</p>
    </div>
  );
}
