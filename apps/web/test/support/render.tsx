import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { AppRouter } from '@/app/router';
import { pageNavigation } from '@/lib/page-navigation';
import { createQueryClient } from '@/lib/query-client';

/** Where the app sent the browser with a full page load (jsdom cannot navigate). */
export function watchPageNavigation() {
  const go = vi.spyOn(pageNavigation, 'go').mockImplementation(() => {});
  const reload = vi.spyOn(pageNavigation, 'reload').mockImplementation(() => {});
  return { go, reload };
}

/** Renders `ui` with a fresh query cache, the tooltip provider and the toaster. */
export function renderWithProviders(ui: ReactElement, options?: RenderOptions) {
  const client = createQueryClient();
  // No pause between keys: typing a sentence is many events, and the machine is shared.
  // Files are not filtered by `accept`: a person can pick "All files" in the file dialog.
  const user = userEvent.setup({ delay: null, applyAccept: false });
  const result = render(<AppProviders client={client}>{ui}</AppProviders>, options);
  return { ...result, user, client };
}

/** The whole app at `path`, as a person opening that address: router, shell, pages, toasts. */
export function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  return renderWithProviders(<AppRouter />);
}

/** The address bar (path and query), as the router sees it. */
export const currentPath = () => window.location.pathname + window.location.search;
