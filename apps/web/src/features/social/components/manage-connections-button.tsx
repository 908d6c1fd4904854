import { useState, type ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { SocialConnectionsDialog } from './social-connections-dialog';

/** A button that opens the connections dialog (for pages that only need the entry point). */
export function ManageConnectionsButton({
  children = 'Manage Connections',
  ...props
}: Omit<ComponentProps<typeof Button>, 'onClick'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" {...props} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <SocialConnectionsDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
