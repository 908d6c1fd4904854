import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { dismiss } from '@/hooks/use-toast';
import { installBrowserFakes, setViewportWidth } from './support/browser';

// House rule: console.error in a test is a failure (React's act() and key warnings included).
const original = console.error;
let errors: unknown[][] = [];
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

installBrowserFakes();

// findBy*/waitFor wait for the UI like a person would; on a loaded 2-core CI machine a whole
// route can take longer than Testing Library's 1 s default to settle. A wait budget, not a bound.
configure({ asyncUtilTimeout: 30_000 });

beforeEach(() => {
  setViewportWidth(1440);
  window.history.replaceState(null, '', '/');
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0]?.trim()}=; max-age=0; path=/`;
  });
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  // Toasts live in a module-level store: one test's toast must not show in the next.
  dismiss();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  const seen = errors;
  errors = [];
  if (seen.length) throw new Error(`console.error was called during the test: ${String(seen[0]?.[0])}`);
});
