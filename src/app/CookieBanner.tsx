import { useLayoutEffect, useRef, useState } from 'react';
import { COOKIE_CONSENT_KEY } from '../lib/storageKeys';
import { useMessages } from '../ui/i18n';
import { shellMessages } from '../ui/shellMessages';
import * as m from '../content/messages/shell/compiled/en.js';

interface Consent {
  accepted: boolean;
  timestamp: string;
}

function readConsent(): Consent | null {
  try {
    const raw = localStorage.getItem(COOKIE_CONSENT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Consent>;
    return typeof parsed.accepted === 'boolean' && typeof parsed.timestamp === 'string'
      ? { accepted: parsed.accepted, timestamp: parsed.timestamp }
      : null;
  } catch {
    return null;
  }
}

/** "We Value Your Privacy": shown only while no choice is stored. */
export function CookieBanner() {
  const [visible, setVisible] = useState(() => readConsent() === null);
  const banner = useRef<HTMLElement>(null);
  const t = useMessages(shellMessages);
  // The space the banner takes at the bottom (--cookie-h), so the chat button, the chat
  // panel and bottom toasts sit above it instead of over its buttons. Measured before the
  // first paint (a layout effect): set after it, the chat button would be painted at the
  // bottom and then jump up, a layout shift on every first visit.
  useLayoutEffect(() => {
    const el = banner.current;
    const root = document.documentElement;
    if (!visible || !el) return;
    // While it steps aside for the chat on a phone (display: none, theme.css) it takes no room.
    const set = () =>
      root.style.setProperty(
        '--cookie-h',
        el.getClientRects().length ? `${Math.ceil(window.innerHeight - el.getBoundingClientRect().top)}px` : '0px',
      );
    set();
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(set);
    ro?.observe(el);
    window.addEventListener('resize', set);
    return () => {
      ro?.disconnect();
      window.removeEventListener('resize', set);
      root.style.removeProperty('--cookie-h');
    };
  }, [visible]);
  if (!visible) return null;
  const choose = (accepted: boolean) => {
    const record: Consent = { accepted, timestamp: new Date().toISOString() };
    try {
      localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify(record));
    } catch {
      // Storage unavailable (private mode): the choice still applies for this visit.
    }
    setVisible(false);
  };
  return (
    <section ref={banner} className="cookie-banner" role="region" aria-labelledby="cookie-title">
      <div className="cookie-banner__text">
        <h2 id="cookie-title">{t(m.cookie_title)}</h2>
        <p>{t(m.cookie_text)}</p>
      </div>
      <div className="cookie-banner__actions">
        <button type="button" className="btn btn--secondary" onClick={() => choose(false)}>
          {t(m.cookie_decline)}
        </button>
        <button type="button" className="btn" onClick={() => choose(true)}>
          {t(m.cookie_accept)}
        </button>
      </div>
    </section>
  );
}
