import { Crown } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';

/** The Free plan's monthly videos are used up: the server's words and a way to upgrade. */
export function planLimitToast(message: string) {
  toast({
    title: 'Monthly limit reached',
    description: (
      <>
        {message}{' '}
        <Link href="/subscribe" className="font-semibold underline underline-offset-2">
          Upgrade to Premium
        </Link>
      </>
    ),
    variant: 'destructive',
  });
}

export function PlanLimitAlert({ message, onNavigate }: { message: string; onNavigate: () => void }) {
  return (
    <div
      className="flex flex-wrap items-center gap-3 rounded-lg border border-violet-200 bg-violet-50 px-3 py-2.5 text-sm text-violet-900"
      role="alert"
    >
      <Crown className="size-4 shrink-0" />
      <span className="min-w-0 flex-1">{message}</span>
      <Button asChild size="sm" variant="gradient">
        <Link href="/subscribe" onClick={onNavigate}>
          Upgrade
        </Link>
      </Button>
    </div>
  );
}
