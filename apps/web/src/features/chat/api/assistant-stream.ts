import type { AssistantEvent } from '@reelforge/contracts';
import { ApiError } from '@/lib/api';

/**
 * Asks PaulinaAI on the server (signed in) and hands each server-sent event to `onEvent` as it
 * arrives: meta, delta..., reset when the model broke off, done.
 */
export async function streamAssistant(message: string, onEvent: (e: AssistantEvent) => void, signal?: AbortSignal) {
  const res = await fetch('/api/assistant/messages', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify({ message }),
    credentials: 'include',
    signal,
  });
  if (!res.ok || !res.body) throw new ApiError(res.status, await res.text(), res.statusText);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (event && data) onEvent({ event, data: JSON.parse(data) } as AssistantEvent);
    }
  }
}
