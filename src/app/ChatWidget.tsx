import { useEffect, useRef, useState, type RefObject } from 'react';
import { useShellStore } from '../state/shellStore';
import { chatStore, closeChat, toggleChat } from '../state/chat';
import { onDemand } from '../ui/onDemand';
import { useMessages, withCatalogs } from '../ui/i18n';
import { shellMessages } from '../ui/shellMessages';
import * as m from '../content/messages/shell/compiled/en.js';
import './chat.css';

// The panel and its frame load the first time the chat is opened, not with the page
// (docs/performance.md). Should that chunk fail to load, the panel still offers the help lines.
const chatPanel = onDemand<{ launcher: RefObject<HTMLButtonElement | null> }>(
  // In Spanish, the panel's words come with it (its chunk declares their catalog), so it never waits on them.
  withCatalogs(() => import('./ChatPanel')),
  function HelpOnly() {
    const { isChatOpen } = useShellStore(chatStore);
    const t = useMessages(shellMessages);
    return (
      <section className="chat-panel" hidden={!isChatOpen} aria-label={t(m.chat_title)} data-testid="chat-panel">
        <div className="chat-panel__header">
          <h2>{t(m.chat_title)}</h2>
          <a className="chat-panel__help" href="/coach/help.html">
            {t(m.chat_help_now)}
          </a>
        </div>
      </section>
    );
  },
);

/**
 * Floating chat button and panel (docs/product-rules.md, "Everywhere", "Honest actions"). The
 * panel (src/app/ChatPanel.tsx) is created on first open and kept afterwards so the
 * conversation survives closing it.
 */
export function ChatWidget() {
  const chat = useShellStore(chatStore);
  const [mounted, setMounted] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const t = useMessages(shellMessages);

  if (chat.isChatOpen && !mounted) setMounted(true);
  const ChatPanel = chatPanel.use(mounted);

  useEffect(() => {
    if (!chat.isChatOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        closeChat();
        launcher.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [chat.isChatOpen]);

  return (
    <>
      {ChatPanel ? <ChatPanel launcher={launcher} /> : null}
      <button
        ref={launcher}
        type="button"
        className="chat-launcher"
        aria-expanded={chat.isChatOpen}
        aria-label={t(chat.isChatOpen ? m.chat_close : m.chat_open)}
        onClick={toggleChat}
      >
        <svg aria-hidden="true" width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          {chat.isChatOpen ? (
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          ) : (
            <path d="M4 5h16v10H9l-5 4z" strokeLinejoin="round" />
          )}
        </svg>
      </button>
    </>
  );
}
