import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { hasUnsavedInput } from '../state/dirty';
import { chatStore } from '../state/chat';
import { popupAllowedOn, scrollFraction } from './newsletterRules';
import { NEWSLETTER_DISMISSED_KEY } from '../lib/storageKeys';

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
  const typed = useRef(false);

  // Anything typed on this page (search box included) counts as input not to interrupt.
  useEffect(() => {
    typed.current = false;
    const onInput = (e: Event) => {
      if (!(e.target instanceof Element) || !e.target.closest('.newsletter')) typed.current = true;
    };
    document.addEventListener('input', onInput, true);
    return () => document.removeEventListener('input', onInput, true);
  }, [location]);

  const allowed = popupAllowedOn(location);

  useEffect(() => {
    if (open || !allowed || dismissedThisSession()) return;
    const onScroll = () => {
      const fraction = scrollFraction(window.scrollY, document.documentElement.scrollHeight, window.innerHeight);
      if (fraction <= NEWSLETTER_SCROLL_TRIGGER) return;
      if (typed.current || hasUnsavedInput() || busyElsewhere() || dismissedThisSession()) return;
      if (!popupAllowedOn(window.location.pathname)) return;
      setOpen(true);
    };
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
