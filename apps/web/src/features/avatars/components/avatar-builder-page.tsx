import type { Avatar } from '@reelforge/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { useUser } from '@/lib/auth';
import { notifyMutationError, notifySuccess } from '@/lib/mutation-toasts';
import { useAvatars } from '../api/get-avatars';
import { useDeleteAvatar, useSetDefaultAvatar } from '../api/mutations';
import { AvatarGallery } from './avatar-gallery';
import { AvatarPreviewDialog } from './avatar-preview-dialog';
import { CreateAvatarDialog } from './create-avatar-dialog';
import { SignInPrompt } from './sign-in-prompt';
import { StatCards } from './stat-cards';
import { TipsPanel } from './tips-panel';

/** Spec section 8: avatar mutations go straight to sign-in when the session is gone. */
const failed = (error: unknown, fallback: string) => notifyMutationError(error, { fallback, on401: 'redirect' });

/** Spec section 2, /avatar-builder: data only for signed-in visitors. */
export function AvatarBuilderPage() {
  const { isAuthenticated } = useUser();
  const avatars = useAvatars({ enabled: isAuthenticated });
  const setDefault = useSetDefaultAvatar();
  const remove = useDeleteAvatar();
  const [creating, setCreating] = useState(false);
  // The avatar last opened in the preview stays selected (highlighted) after the dialog closes.
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState<Avatar | null>(null);

  const list = avatars.data;
  const selected = list?.find((a) => a.id === selectedId) ?? null;
  const openCreate = () => setCreating(true);

  function makeDefault(avatar: Avatar) {
    setDefault.mutate(avatar.id, {
      onSuccess: () => notifySuccess('Default avatar updated'),
      onError: (error) => failed(error, 'Failed to update default avatar'),
    });
  }

  function deleteAvatar(avatar: Avatar) {
    remove.mutate(avatar.id, {
      onSuccess: () => {
        notifySuccess('Avatar deleted successfully');
        // Spec section 4: deleting the selected avatar clears the selection.
        setSelectedId((id) => (id === avatar.id ? null : id));
        setConfirmDelete(null);
      },
      onError: (error) => {
        setConfirmDelete(null);
        failed(error, 'Failed to delete avatar');
      },
    });
  }

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5 p-4 sm:p-6 lg:gap-6 lg:p-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Avatar Builder</h1>
          <p className="text-sm text-muted-foreground">
            Turn one photo into a presenter with its own voice for your videos.
          </p>
        </div>
        {isAuthenticated && (
          <Button variant="gradient" onClick={openCreate}>
            <Plus /> Create New Avatar
          </Button>
        )}
      </div>

      {isAuthenticated && <StatCards avatars={list} isLoading={avatars.isLoading} />}

      <div className="grid items-start gap-5 lg:grid-cols-3 lg:gap-6">
        {isAuthenticated ? (
          <AvatarGallery
            className="lg:col-span-2"
            avatars={list}
            isLoading={avatars.isLoading}
            isError={avatars.isError}
            onRetry={() => void avatars.refetch()}
            onCreate={openCreate}
            selectedId={selectedId}
            onPreview={(a) => {
              setSelectedId(a.id);
              setPreviewing(true);
            }}
            onSetDefault={makeDefault}
            onDelete={setConfirmDelete}
            settingDefaultId={setDefault.isPending ? setDefault.variables : null}
          />
        ) : (
          <div className="lg:col-span-2">
            <SignInPrompt />
          </div>
        )}
        <TipsPanel />
      </div>

      {isAuthenticated && (
        <>
          <CreateAvatarDialog open={creating} onOpenChange={setCreating} />
          <AvatarPreviewDialog
            avatar={previewing ? selected : null}
            onClose={() => setPreviewing(false)}
            onSetDefault={makeDefault}
            isSettingDefault={setDefault.isPending && setDefault.variables === selected?.id}
          />
          <ConfirmDeleteDialog
            open={confirmDelete !== null}
            title={`Delete ${confirmDelete?.name ?? ''}?`}
            description={
              <>
                The avatar, its image and its voice sample are removed for good. Videos already made with it stay as
                they are.
                {confirmDelete?.isDefault && ' Your most recent other avatar becomes the default.'}
              </>
            }
            confirmLabel="Delete Avatar"
            pending={remove.isPending}
            onConfirm={() => confirmDelete && deleteAvatar(confirmDelete)}
            onCancel={() => setConfirmDelete(null)}
          />
        </>
      )}
    </div>
  );
}
