import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { hasUnsavedInput } from '../state/dirty';
import { chatStore } from '../state/chat';
import { popupAllowedOn, scrollFraction } from './newsletterRules';
import { NEWSLETTER_DISMISSED_KEY } from '../lib/storageKeys';
import { typedOnThisPage } from './typedOnPage';

const NEWSLETTER_SCROLL_TRIGGER = 0.4;

const NewsletterDialog = lazy(() => import('./NewsletterDialog'));

function dismissedThisSession(): boolean {
  try {
    return sessionStorage.getItem(NEWSLETTER_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** True while something else has the parent's attention: another dialog, the chat, or a focused field. */
function busyElsewhere(): boolean {
  if (document.querySelector('dialog[open]')) return true;
  if (chatStore.get().isChatOpen) return true;
  const active = document.activeElement;
  return active instanceof HTMLElement && active.matches('input, textarea, select, [contenteditable="true"]');
}

/**
 * The newsletter pop-up: once per browser session, after the reader scrolls past 40% of a
 * reading page (see newsletterRules.ts), and never while a form on the page holds typed
 * input, another dialog or the chat is open, or a field has focus.
 */
export function NewsletterPopup() {
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  // Loaded by the first scroll (NewsletterOnScroll.tsx): where that scroll went is looked at
  // once on arrival, since it may already be past the trigger.
  const arrived = useRef(true);

  const allowed = popupAllowedOn(location);

  useEffect(() => {
    const justArrived = arrived.current;
    arrived.current = false;
    if (open || !allowed || dismissedThisSession()) return;
    const onScroll = () => {
      const fraction = scrollFraction(window.scrollY, document.documentElement.scrollHeight, window.innerHeight);
      if (fraction <= NEWSLETTER_SCROLL_TRIGGER) return;
      if (typedOnThisPage() || hasUnsavedInput() || busyElsewhere() || dismissedThisSession()) return;
      if (!popupAllowedOn(window.location.pathname)) return;
      setOpen(true);
    };
    if (justArrived) onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [open, allowed]);

  // Leaving for a page where it may not appear closes it (it may show again later).
  if (open && !allowed) setOpen(false);
  if (!open) return null;
  const close = () => {
    try {
      sessionStorage.setItem(NEWSLETTER_DISMISSED_KEY, '1');
    } catch {
      // Without session storage it may show again after a reload; nothing else is affected.
    }
    setOpen(false);
  };
  return (
    <Suspense fallback={null}>
      <NewsletterDialog onClose={close} />
    </Suspense>
  );
}
