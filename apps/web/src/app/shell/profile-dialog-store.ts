import { useSyncExternalStore } from 'react';
import type { ProfileTabId } from '@/features/profile';

// Kept outside React so the dialog stays open if the shell remounts (a change to the user
// re-renders the router, and a route element created during render remounts its subtree).

export interface ProfileDialogState {
  open: boolean;
  tab: ProfileTabId;
}

let state: ProfileDialogState = { open: false, tab: 'profile' };
const listeners = new Set<() => void>();

export function setProfileDialog(patch: Partial<ProfileDialogState>) {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useProfileDialog(): ProfileDialogState {
  return useSyncExternalStore(subscribe, () => state);
}
