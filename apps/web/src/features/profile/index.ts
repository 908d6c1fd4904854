// The profile feature's public surface (the app shell composes it).
export { ProfileDialog, type ProfileDialogProps, type ProfileTabId } from './components/profile-dialog';
export { UserAvatar } from './components/user-avatar';
export { getDisplayName, getFullName, getInitials } from './lib/user-display';
