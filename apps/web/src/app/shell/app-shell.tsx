import type { ReactNode } from 'react';
// Placeholder until the shell lands.
export function AppShell({ children }: { children: ReactNode }) {
  return <div className="min-h-screen">{children}</div>;
}
