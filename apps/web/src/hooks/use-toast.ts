import * as React from 'react';
import { TIMING } from '@reelforge/contracts/data';
import type { ToastVariant } from '@/components/ui/toast';

// Spec section 9: one toast at a time; a dismissed toast is removed after 1,000,000 ms.
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;

export interface ToastInput {
  title?: React.ReactNode;
  description?: React.ReactNode;
  variant?: ToastVariant;
  duration?: number;
}
interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<(t: ToastItem[]) => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  listeners.forEach((l) => l(toasts));
}

export function dismiss(id?: string) {
  for (const t of toasts) {
    if (id && t.id !== id) continue;
    if (!removeTimers.has(t.id)) {
      removeTimers.set(
        t.id,
        setTimeout(() => {
          removeTimers.delete(t.id);
          emit(toasts.filter((x) => x.id !== t.id));
        }, TOAST_REMOVE_DELAY),
      );
    }
  }
  emit(toasts.map((t) => (!id || t.id === id ? { ...t, open: false } : t)));
}

export function toast(input: ToastInput) {
  const id = String(++counter);
  emit([{ duration: TIMING.toastDurationMs, ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismiss(id) };
}

const CARRIED_KEY = 'reelforge.toast';

/**
 * Shows a toast now and again on the next page: a full page load (signing in ends with one)
 * empties the toast store, so the toast rides in sessionStorage to the page that follows.
 */
export function toastAcrossNavigation(input: { title: string; description?: string }) {
  toast(input);
  try {
    sessionStorage.setItem(CARRIED_KEY, JSON.stringify(input));
  } catch {
    /* storage unavailable (private mode): the toast shows on this page only */
  }
}

/** The toast a previous page handed over, shown once (the toaster calls this as it mounts). */
export function showCarriedToast() {
  const input = takeCarried();
  if (input && typeof input.title === 'string') {
    toast({ title: input.title, description: typeof input.description === 'string' ? input.description : undefined });
  }
}

function takeCarried(): { title?: unknown; description?: unknown } | null {
  try {
    const text = sessionStorage.getItem(CARRIED_KEY);
    sessionStorage.removeItem(CARRIED_KEY);
    return text ? (JSON.parse(text) as { title?: unknown; description?: unknown }) : null;
  } catch {
    return null;
  }
}

export function useToast() {
  const [state, setState] = React.useState(toasts);
  React.useEffect(() => {
    listeners.add(setState);
    return () => void listeners.delete(setState);
  }, []);
  return { toasts: state, toast, dismiss };
}
