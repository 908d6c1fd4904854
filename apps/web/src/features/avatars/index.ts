// The avatars feature's public surface: the Avatar Builder page, the Create New Avatar dialog (the
// dashboard's Create Avatar quick action) and the presenter picker for the AI video flow.
export { AvatarBuilderPage } from './components/avatar-builder-page';
export { CreateAvatarDialog, type CreateAvatarDialogProps } from './components/create-avatar-dialog';
export { AvatarPicker, type AvatarPickerProps } from './components/avatar-picker';
export { useAvatars } from './api/get-avatars';
