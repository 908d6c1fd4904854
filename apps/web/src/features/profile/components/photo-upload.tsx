import type { User } from '@reelforge/contracts';
import { LIMITS, MSG } from '@reelforge/contracts';
import { Camera, Loader2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { notifyMutationError } from '@/lib/mutation-toasts';
import { useUploadProfilePhoto } from '../api/upload-profile-photo';
import { UserAvatar } from './user-avatar';

const fail = (title: string, description: string) => toast({ title, description, variant: 'destructive' });

/** The avatar with a camera button: checks the file, previews it, then uploads the bytes. */
export function PhotoUpload({ user, onUserChange }: { user: User; onUserChange: (user: User) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const upload = useUploadProfilePhoto({
    onSuccess: (updated) => {
      onUserChange(updated);
      setPreview(null);
      toast({ title: 'Photo Uploaded', description: 'Profile photo updated successfully' });
    },
    onError: (error) => {
      setPreview(null);
      // A photo is a profile update: a lost session goes straight to sign-in (spec section 6).
      notifyMutationError(error, {
        title: 'Upload Failed',
        fallback: 'Failed to update profile photo. Please try again.',
        on401: 'redirect',
      });
    },
  });

  const onFile = (file: File | undefined) => {
    if (!file) return;
    try {
      if (!file.type.startsWith('image/')) return fail('Invalid File Type', MSG.photoNotImage);
      if (file.size > LIMITS.photoMaxBytes) return fail('File Too Large', MSG.photoTooLarge);
      const reader = new FileReader();
      reader.onload = () => {
        if (typeof reader.result === 'string') setPreview(reader.result);
        upload.mutate(file);
      };
      reader.onerror = () => fail('File Read Error', 'Failed to read the selected file');
      reader.readAsDataURL(file);
    } catch {
      fail('Upload Error', 'An error occurred while processing the image');
    }
  };

  return (
    <div className="relative shrink-0">
      <UserAvatar user={user} src={preview} className="size-20 text-xl ring-4 ring-background shadow-md" />
      {upload.isPending && (
        <div
          className="absolute inset-0 flex items-center justify-center rounded-full bg-black/40"
          aria-label="Uploading photo"
        >
          <Loader2 className="size-6 animate-spin text-white" />
        </div>
      )}
      <button
        type="button"
        onClick={() => inputRef.current?.click()}
        disabled={upload.isPending}
        className="absolute -right-1 -bottom-1 flex size-8 cursor-pointer items-center justify-center rounded-full border-2 border-background bg-primary text-primary-foreground shadow-md transition hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:opacity-60"
        aria-label="Change profile photo"
      >
        <Camera className="size-4" />
      </button>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-label="Profile photo file"
        data-testid="profile-photo-input"
        onChange={(e) => {
          onFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </div>
  );
}
