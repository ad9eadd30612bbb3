import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { chatStore, clearInitialMessage, closeChat, toggleChat } from '../ui/chat';
import { config } from '../lib/config';
import './chat.css';

/** The embedded chatbot: the configured one, or our built-in guided coach (same origin). */
export function chatFrameSource(): { src: string; origin: string; title: string } {
  if (config.chatbotUrl) {
    try {
      const url = new URL(config.chatbotUrl, window.location.href);
      return { src: url.href, origin: url.origin, title: 'Chat assistant' };
    } catch {
      // A malformed address falls back to the built-in coach.
    }
  }
  return { src: '/coach/index.html', origin: window.location.origin, title: 'EvenGround Coach' };
}

/**
 * Floating chat button and panel (docs/product-rules.md, "Everywhere", "Honest actions"). The frame is created on first open and
 * kept afterwards so the conversation survives closing the panel. Messages are accepted
 * only from the frame's origin; the pending initial message is posted once the frame
 * reports "chatbot-ready", then cleared.
 */
export function ChatWidget() {
  const chat = useSnapshot(chatStore);
  const [mounted, setMounted] = useState(false);
  const [ready, setReady] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const source = useRef<ReturnType<typeof chatFrameSource> | null>(null);

  if (chat.isChatOpen && !mounted) setMounted(true);
  if (mounted && !source.current) source.current = chatFrameSource();

  useEffect(() => {
    if (!mounted) return;
    const onMessage = (event: MessageEvent) => {
      const src = source.current;
      if (!src || event.origin !== src.origin || event.source !== frame.current?.contentWindow) return;
      const data = event.data as { type?: unknown } | null;
      if (data && data.type === 'chatbot-ready') setReady(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [mounted]);

  useEffect(() => {
    const src = source.current;
    if (!ready || !chat.isChatOpen || !chat.initialMessage || !src) return;
    frame.current?.contentWindow?.postMessage({ type: 'send-message', message: chat.initialMessage }, src.origin);
    clearInitialMessage();
  }, [ready, chat.isChatOpen, chat.initialMessage]);

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

  const title = source.current?.title ?? 'EvenGround Coach';
  return (
    <>
      {mounted ? (
        <section className="chat-panel" hidden={!chat.isChatOpen} aria-label={title} data-testid="chat-panel">
          <div className="chat-panel__header">
            <h2>{title}</h2>
            {/* Always shown: our built-in coach pins every help line; otherwise the frame opens the offline help page. */}
            <a
              className="chat-panel__help"
              href="/coach/help.html"
              target="eg-chat-frame"
              onClick={(e) => {
                const win = frame.current?.contentWindow;
                if (!ready || !win || !source.current?.src.endsWith('/coach/index.html')) return;
                e.preventDefault();
                win.postMessage({ type: 'show-help' }, window.location.origin);
              }}
            >
              Get help now
            </a>
            <button
              type="button"
              className="icon-btn chat-panel__close"
              aria-label="Close chat"
              onClick={() => {
                closeChat();
                launcher.current?.focus();
              }}
            >
              ×
            </button>
          </div>
          <iframe
            ref={frame}
            name="eg-chat-frame"
            src={source.current?.src}
            title={title}
            className="chat-panel__frame"
            // Scripts and same-origin messaging for the coach; links may leave the frame only when tapped.
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
            referrerPolicy="no-referrer"
          />
        </section>
      ) : null}
      <button
        ref={launcher}
        type="button"
        className="chat-launcher"
        aria-expanded={chat.isChatOpen}
        aria-label={chat.isChatOpen ? 'Close chat' : 'Open chat with the EvenGround Coach'}
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
