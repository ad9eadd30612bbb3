import { shellStore } from './shellStore';

interface ChatState {
  isChatOpen: boolean;
  initialMessage: string | null;
}

/**
 * Chat state (docs/product-rules.md, "Everywhere"): open or closed, with an optional initial
 * message kept until sent. Read it in a component with `useShellStore(chatStore)`.
 */
export const chatStore = shellStore<ChatState>({ isChatOpen: false, initialMessage: null });

const update = (change: Partial<ChatState>) => chatStore.set({ ...chatStore.get(), ...change });

export function openChat(message?: string): void {
  update(message ? { isChatOpen: true, initialMessage: message } : { isChatOpen: true });
}

export function closeChat(): void {
  update({ isChatOpen: false });
}

export function toggleChat(): void {
  update({ isChatOpen: !chatStore.get().isChatOpen });
}

export function clearInitialMessage(): void {
  update({ initialMessage: null });
}
