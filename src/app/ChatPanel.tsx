import { useEffect, useRef, useState, type RefObject } from 'react';
import { useShellStore } from '../state/shellStore';
import { chatStore, clearInitialMessage, closeChat } from '../state/chat';
import { config } from '../lib/config';
import { postToFrame, readFrameMessage } from '../lib/chatProtocol';
import * as m from '../content/messages/chat/compiled/en.js';
import { useMessages } from '../ui/i18n';
import { chatMessages } from '../ui/chatMessages';

/** The built-in guided coach's page (coach/index.html, code in src/features/coach). */
const COACH_PAGE = '/coach/index.html';

/** The embedded chatbot: the configured one, or our built-in guided coach (same origin). */
function chatFrameSource(): { src: string; origin: string; title: string; builtIn: boolean } {
  if (config.chatbotUrl) {
    try {
      const url = new URL(config.chatbotUrl, window.location.href);
      return { src: url.href, origin: url.origin, title: m.assistant_title, builtIn: false };
    } catch {
      // A malformed address falls back to the built-in coach.
    }
  }
  return { src: COACH_PAGE, origin: window.location.origin, title: m.coach_title, builtIn: true };
}

/**
 * The chat panel and its frame, loaded the first time the chat is opened (src/app/ChatWidget.tsx)
 * and kept afterwards so the conversation survives closing the panel. Messages are accepted
 * only from the frame's window at its origin (src/lib/chatProtocol.ts); the pending initial
 * message is posted once the frame reports "chatbot-ready", then cleared.
 */
export default function ChatPanel({ launcher }: { launcher: RefObject<HTMLButtonElement | null> }) {
  const t = useMessages(chatMessages);
  const chat = useShellStore(chatStore);
  const [ready, setReady] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const [source] = useState(chatFrameSource);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (readFrameMessage(event, source.origin, frame.current?.contentWindow)?.type === 'chatbot-ready') setReady(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [source]);

  useEffect(() => {
    if (!ready || !chat.isChatOpen || !chat.initialMessage) return;
    const win = frame.current?.contentWindow;
    if (win) postToFrame(win, { type: 'send-message', message: chat.initialMessage }, source.origin);
    clearInitialMessage();
  }, [ready, chat.isChatOpen, chat.initialMessage, source]);

  return (
    <section className="chat-panel" hidden={!chat.isChatOpen} aria-label={t(source.title)} data-testid="chat-panel">
      <div className="chat-panel__header">
        <h2>{t(source.title)}</h2>
        {/* Always shown: our built-in coach pins every help line; otherwise the frame opens the offline help page. */}
        <a
          className="chat-panel__help"
          href="/coach/help.html"
          target="eg-chat-frame"
          onClick={(e) => {
            const win = frame.current?.contentWindow;
            if (!ready || !win || !source.builtIn) return;
            e.preventDefault();
            postToFrame(win, { type: 'show-help' }, source.origin);
          }}
        >
          {t(m.help_now)}
        </a>
        <button
          type="button"
          className="icon-btn chat-panel__close"
          aria-label={t(m.close_chat)}
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
        src={source.src}
        title={t(source.title)}
        className="chat-panel__frame"
        // Scripts and same-origin messaging for the coach; links may leave the frame only when tapped.
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
        referrerPolicy="no-referrer"
      />
    </section>
  );
}
