import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { queryClient as appQueryClient } from '@/lib/query-client';

/** Spec section 9: tooltips open after 700 ms, 300 ms skip delay. Tests pass their own client. */
export function AppProviders({ children, client = appQueryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
        {children}
        <Toaster />
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
