import { proxy } from 'valtio';

/** Chat state (docs/product-rules.md, "Everywhere"): open or closed, with an optional initial message kept until sent. */
export const chatStore = proxy<{ isChatOpen: boolean; initialMessage: string | null }>({
  isChatOpen: false,
  initialMessage: null,
});

export function openChat(message?: string): void {
  if (message) chatStore.initialMessage = message;
  chatStore.isChatOpen = true;
}

export function closeChat(): void {
  chatStore.isChatOpen = false;
}

export function toggleChat(): void {
  chatStore.isChatOpen = !chatStore.isChatOpen;
}

export function clearInitialMessage(): void {
  chatStore.initialMessage = null;
}
