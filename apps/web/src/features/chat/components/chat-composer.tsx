import { SendHorizontal } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { sendMessage } from '../chat-store';

/** Enter sends; sending is disabled for blank text and while PaulinaAI is replying. */
export function ChatComposer({ replying }: { replying: boolean }) {
  const [text, setText] = useState('');
  const blocked = replying || text.trim() === '';

  function submit(e: FormEvent) {
    e.preventDefault();
    if (blocked) return;
    sendMessage(text);
    setText('');
  }

  return (
    <form onSubmit={submit} className="flex items-center gap-2 border-t bg-card p-3">
      <Input
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Ask PaulinaAI anything…"
        aria-label="Message PaulinaAI"
        autoComplete="off"
        className="h-10 rounded-full bg-background px-4"
      />
      <Button
        type="submit"
        size="icon"
        variant="gradient"
        disabled={blocked}
        aria-label="Send message"
        className="size-10 rounded-full"
      >
        <SendHorizontal />
      </Button>
    </form>
  );
}
