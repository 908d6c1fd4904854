// Any screen can open the support chat without importing the chat feature: it listens for this.
export const OPEN_CHAT_EVENT = 'reelforge:open-chat';

export function openChat() {
  window.dispatchEvent(new Event(OPEN_CHAT_EVENT));
}
