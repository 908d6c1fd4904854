import { cn } from '@/lib/utils';
import type { ChatMessage } from '../chat-store';
import { ReplyActions } from './reply-actions';

const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

export function MessageBubble({ message }: { message: ChatMessage }) {
  const mine = message.type === 'user';
  // An answer that has not started streaming yet: the typing indicator stands in for it.
  if (!mine && !message.content) return null;
  return (
    <li data-message className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      <p
        data-testid={`chat-message-${message.type}`}
        dir="auto"
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm leading-relaxed whitespace-pre-line',
          mine
            ? 'rounded-br-sm bg-gradient-to-br from-violet-600 to-fuchsia-600 text-white'
            : 'rounded-bl-sm bg-muted text-foreground',
        )}
      >
        {message.content}
      </p>
      {message.actions && <ReplyActions actions={message.actions} />}
      <time className="px-1 text-[10px] text-muted-foreground" dateTime={message.timestamp.toISOString()}>
        {time.format(message.timestamp)}
      </time>
    </li>
  );
}
