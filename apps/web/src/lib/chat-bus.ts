// Any screen can open the support chat without importing the chat feature. The chat is loaded
// after the page, so a request made before it has loaded (Download App, pressed at once) waits
// for it instead of being lost.
const OPEN_CHAT_EVENT = 'reelforge:open-chat';
let listening = false;
let pending = false;

export function openChat() {
  if (listening) window.dispatchEvent(new Event(OPEN_CHAT_EVENT));
  else pending = true;
}

/** The chat's side: called once when it loads; a request made before then is answered now. */
export function onOpenChat(open: () => void) {
  listening = true;
  window.addEventListener(OPEN_CHAT_EVENT, open);
  if (pending) {
    pending = false;
    open();
  }
}
