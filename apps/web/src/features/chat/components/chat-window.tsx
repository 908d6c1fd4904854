import { Minus, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { closeChat, minimizeChat, type ChatMessage } from '../chat-store';
import { ChatComposer } from './chat-composer';
import { MessageBubble } from './message-bubble';
import { PaulinaAvatar } from './paulina-avatar';
import { TypingIndicator } from './typing-indicator';

const headerButton =
  'rounded-full p-1.5 text-white/80 transition hover:bg-white/15 hover:text-white focus-visible:ring-2 focus-visible:ring-white/60 outline-none';

export function ChatWindow({ messages, replying }: { messages: ChatMessage[]; replying: boolean }) {
  const listRef = useRef<HTMLOListElement>(null);
  const last = messages.at(-1);
  const streaming = replying && last?.type === 'ai' && last.content !== '';
  // Keep the newest message in view (scrolling only the list, never the page behind it). A long
  // answer is shown from its start: its first lines are the ones about the user's own post.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const item = [...list.querySelectorAll<HTMLElement>('li[data-message]')].at(-1);
    if (last?.type === 'ai' && last.content && item) {
      list.scrollTop += item.getBoundingClientRect().top - list.getBoundingClientRect().top - 16;
    } else list.scrollTop = list.scrollHeight;
  }, [messages.length, replying, last?.type, last?.content]);

  return (
    <section
      aria-label="PaulinaAI chat"
      className="fixed right-4 bottom-4 z-50 flex h-[min(560px,calc(100dvh-2rem))] w-[min(380px,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-2xl shadow-violet-900/20"
    >
      <header className="flex items-center gap-3 bg-gradient-to-r from-violet-600 to-fuchsia-600 px-4 py-3 text-white">
        <PaulinaAvatar online />
        <div className="min-w-0 flex-1">
          <h2 className="text-sm font-semibold">PaulinaAI</h2>
          <p className="truncate text-xs text-white/80">Reelforge support · 10+ languages</p>
        </div>
        <button type="button" className={headerButton} onClick={minimizeChat} aria-label="Minimize chat">
          <Minus className="size-4" />
        </button>
        <button type="button" className={headerButton} onClick={closeChat} aria-label="Close chat">
          <X className="size-4" />
        </button>
      </header>
      <ol ref={listRef} aria-live="polite" className="flex flex-1 flex-col gap-3 overflow-y-auto bg-background/60 p-4">
        {messages.map((m) => (
          <MessageBubble key={m.id} message={m} />
        ))}
        {replying && !streaming && <TypingIndicator />}
      </ol>
      <ChatComposer replying={replying} />
    </section>
  );
}
