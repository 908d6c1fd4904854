import { MessageCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useUser } from '@/lib/auth';
import { cn } from '@/lib/utils';
import { openChat, setChatSignedIn, useChat } from './chat-store';
import { ChatWindow } from './components/chat-window';

const roundButton =
  'fixed right-4 bottom-4 z-50 grid size-14 place-items-center rounded-full bg-gradient-to-br from-violet-600 to-fuchsia-600 text-white shadow-lg shadow-violet-900/30 transition hover:scale-105 focus-visible:ring-4 focus-visible:ring-violet-300 outline-none';

interface Props {
  /** Show a round button to open the chat while it is closed (e.g. in the signed-in shell). */
  launcher?: boolean;
  /**
   * Under 768 px the round button would cover the page's last card (the dashboard's Revenue):
   * the page's header offers the chat there instead, so the floating button shows from 768 px.
   */
  launcherFromTablet?: boolean;
}

/**
 * PaulinaAI, the support assistant: a floating window that is closed, open or minimized. It opens
 * only when asked (a chat button, Download App): opening by itself covered the landing hero.
 */
export function PaulinaChat({ launcher = false, launcherFromTablet = false }: Props) {
  const { view, messages, replying } = useChat();
  const { isAuthenticated } = useUser();
  useEffect(() => setChatSignedIn(isAuthenticated), [isAuthenticated]);

  if (view === 'open') return <ChatWindow messages={messages} replying={replying} />;
  if (view === 'minimized' || launcher) {
    const label = view === 'minimized' ? 'Restore PaulinaAI chat' : 'Open PaulinaAI chat';
    return (
      <button
        type="button"
        className={cn(roundButton, view !== 'minimized' && launcherFromTablet && 'max-md:hidden')}
        onClick={openChat}
        aria-label={label}
        title={label}
      >
        <MessageCircle className="size-6" />
        {replying && (
          <span className="absolute top-1 right-1 size-3 animate-pulse rounded-full bg-emerald-400 ring-2 ring-white" />
        )}
      </button>
    );
  }
  return null;
}
