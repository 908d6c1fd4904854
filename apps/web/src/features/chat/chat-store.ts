import type { AssistantAction, AssistantEvent } from '@reelforge/contracts';
import { TIMING } from '@reelforge/contracts/data';
import { useSyncExternalStore } from 'react';
import { onOpenChat } from '@/lib/chat-bus';
import { streamAssistant } from './api/assistant-stream';
import { offlineReply } from './lib/offline-reply';

export type ChatView = 'closed' | 'open' | 'minimized';
export interface ChatMessage {
  id: string;
  type: 'user' | 'ai';
  content: string;
  timestamp: Date;
  /** Buttons under an answer that act on the user's own things (Retry that post, open the video). */
  actions?: AssistantAction[];
  /** Where the answer came from: the help corpus, or a language model grounded in it. */
  source?: 'corpus' | 'model';
}
interface ChatState {
  view: ChatView;
  messages: ChatMessage[];
  replying: boolean;
}

// Greets in English, Spanish and Chinese (spec section 1).
const GREETING =
  "Hi! I'm PaulinaAI, your Reelforge assistant. ¡Hola! Soy PaulinaAI. 你好！我是 PaulinaAI。 I'm here around the clock and answer in 10+ languages — how can I help?";

let seq = 0;
const message = (type: ChatMessage['type'], content: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `${Date.now().toString(36)}-${++seq}`,
  type,
  content,
  timestamp: new Date(),
  ...extra,
});

let state: ChatState = { view: 'closed', messages: [message('ai', GREETING)], replying: false };
const listeners = new Set<() => void>();
/** Signed in, messages go to the server (the user's own state, a model); signed out, never. */
let signedIn = false;

function set(patch: Partial<ChatState>) {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}

export const setChatSignedIn = (value: boolean) => {
  signedIn = value;
};
export const openChat = () => set({ view: 'open' });
if (typeof window !== 'undefined') onOpenChat(openChat);
export const minimizeChat = () => set({ view: 'minimized' });

export const closeChat = () => set({ view: 'closed' });

const replyDelay = () => TIMING.chatReplyMinMs + Math.random() * (TIMING.chatReplyMaxMs - TIMING.chatReplyMinMs);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function patchMessage(id: string, patch: (m: ChatMessage) => Partial<ChatMessage>) {
  set({ messages: state.messages.map((m) => (m.id === id ? { ...m, ...patch(m) } : m)) });
}

/** The corpus answer after the spec's 1-3 s typing pause (no network call). */
async function answerOffline(content: string) {
  const [reply] = await Promise.all([offlineReply(content), wait(replyDelay())]);
  set({ messages: [...state.messages, message('ai', reply.content, { source: 'corpus' })] });
}

/** The server's answer, shown as it streams; if the server can't be reached, the corpus answers. */
async function answerFromServer(content: string) {
  let id: string | null = null;
  const apply = (e: AssistantEvent) => {
    if (e.event === 'meta') {
      const m = message('ai', '', { actions: e.data.actions });
      id = m.id;
      set({ messages: [...state.messages, m] });
    } else if (id && e.event === 'delta') {
      const piece = e.data.text;
      patchMessage(id, (m) => ({ content: m.content + piece }));
    } else if (id && e.event === 'reset') {
      patchMessage(id, () => ({ content: '' }));
    } else if (id && e.event === 'done') {
      const done = e.data;
      patchMessage(id, () => ({ content: done.text, actions: done.actions, source: done.source }));
    }
  };
  try {
    await streamAssistant(content, apply);
  } catch {
    const answered = id;
    if (answered) state = { ...state, messages: state.messages.filter((m) => m.id !== answered) };
    await answerOffline(content);
  }
}

/** Adds the visitor's message and PaulinaAI's answer. Ignores blank text and sends while replying. */
export function sendMessage(text: string) {
  const content = text.trim();
  if (!content || state.replying) return;
  set({ messages: [...state.messages, message('user', content)], replying: true });
  void (signedIn ? answerFromServer(content) : answerOffline(content)).finally(() => set({ replying: false }));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useChat(): ChatState {
  return useSyncExternalStore(subscribe, () => state);
}
