import { TIMING } from '@reelforge/contracts/data';
import { useSyncExternalStore } from 'react';
import { replyTo } from './replies/reply';
import { OPEN_CHAT_EVENT } from '@/lib/chat-bus';

export type ChatView = 'closed' | 'open' | 'minimized';
export interface ChatMessage {
  id: string;
  type: 'user' | 'ai';
  content: string;
  timestamp: Date;
}
interface ChatState {
  view: ChatView;
  messages: ChatMessage[];
  replying: boolean;
}

const DISMISSED_KEY = 'reelforge.chat.dismissed';
// Greets in English, Spanish and Chinese (spec section 1).
const GREETING =
  "Hi! I'm PaulinaAI, your Reelforge assistant. ¡Hola! Soy PaulinaAI. 你好！我是 PaulinaAI。 I'm here around the clock and answer in 10+ languages — how can I help?";

let seq = 0;
const message = (type: ChatMessage['type'], content: string): ChatMessage => ({
  id: `${Date.now().toString(36)}-${++seq}`,
  type,
  content,
  timestamp: new Date(),
});

let state: ChatState = { view: 'closed', messages: [message('ai', GREETING)], replying: false };
const listeners = new Set<() => void>();

function set(patch: Partial<ChatState>) {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}

export const openChat = () => set({ view: 'open' });
if (typeof window !== 'undefined') window.addEventListener(OPEN_CHAT_EVENT, openChat);
export const minimizeChat = () => set({ view: 'minimized' });

/** Closing remembers the dismissal, so the landing page stops opening the chat by itself. */
export function closeChat() {
  set({ view: 'closed' });
  try {
    localStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    /* storage can be unavailable (private mode); the chat just reopens next visit */
  }
}

export function wasChatDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Opens the chat only if it is closed and was never dismissed (the landing page's auto-open). */
export function autoOpenChat() {
  if (state.view === 'closed' && !wasChatDismissed()) openChat();
}

const replyDelay = () => TIMING.chatReplyMinMs + Math.random() * (TIMING.chatReplyMaxMs - TIMING.chatReplyMinMs);

/** Adds the visitor's message and, after 1-3 s, PaulinaAI's canned answer. Ignores blank text. */
export function sendMessage(text: string) {
  const content = text.trim();
  if (!content || state.replying) return;
  set({ messages: [...state.messages, message('user', content)], replying: true });
  setTimeout(() => {
    set({ messages: [...state.messages, message('ai', replyTo(content).content)], replying: false });
  }, replyDelay());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useChat(): ChatState {
  return useSyncExternalStore(subscribe, () => state);
}
