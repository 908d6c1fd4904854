import type { ReactNode } from 'react';
// Placeholder until the public layout lands.
export function PublicLayout({ children }: { children: ReactNode }) {
  return <div className="min-h-screen">{children}</div>;
}
