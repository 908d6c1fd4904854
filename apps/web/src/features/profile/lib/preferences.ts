import { useSyncExternalStore } from 'react';

// Preferences that only concern this browser, kept in localStorage. Nothing here is sent to the
// server, and the Settings tab says so.

export interface BrowserPreferences {
  reduceMotion: boolean;
}

const KEY = 'reelforge:preferences';
const DEFAULTS: BrowserPreferences = { reduceMotion: false };
const listeners = new Set<() => void>();

function read(): BrowserPreferences {
  try {
    const raw = window.localStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    const obj = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    return { reduceMotion: obj.reduceMotion === true };
  } catch {
    return DEFAULTS;
  }
}

let current = typeof window === 'undefined' ? DEFAULTS : read();

function apply(prefs: BrowserPreferences) {
  document.documentElement.toggleAttribute('data-reduce-motion', prefs.reduceMotion);
}
if (typeof document !== 'undefined') apply(current);

export function setPreference<K extends keyof BrowserPreferences>(key: K, value: BrowserPreferences[K]) {
  current = { ...current, [key]: value };
  try {
    window.localStorage.setItem(KEY, JSON.stringify(current));
  } catch {
    /* storage full or blocked: the preference still applies for this visit */
  }
  apply(current);
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function usePreferences(): BrowserPreferences {
  return useSyncExternalStore(subscribe, () => current, () => DEFAULTS);
}
