import { lazy, Suspense, useEffect, useState } from 'react';
import { hasUnsavedInput } from '../ui/dirty';

export const NEWSLETTER_FLAG = 'newsletter-dismissed';
export const NEWSLETTER_SCROLL_TRIGGER = 0.4;

const NewsletterDialog = lazy(() => import('./NewsletterDialog'));

function dismissedThisSession(): boolean {
  try {
    return sessionStorage.getItem(NEWSLETTER_FLAG) === '1';
  } catch {
    return false;
  }
}

/** How far down the page the reader is, 0..1 of the scrollable height. */
export function scrollFraction(scrollY: number, pageHeight: number, viewportHeight: number): number {
  const scrollable = pageHeight - viewportHeight;
  if (scrollable <= 0) return 0;
  return Math.min(1, Math.max(0, scrollY / scrollable));
}

/**
 * The newsletter pop-up (SPEC.md §2, §4): appears once the reader scrolls past 40% of
 * the page, at most once per browser session, and never over a form with unsaved input.
 */
export function NewsletterPopup() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (open || dismissedThisSession()) return;
    const onScroll = () => {
      const fraction = scrollFraction(window.scrollY, document.documentElement.scrollHeight, window.innerHeight);
      if (fraction > NEWSLETTER_SCROLL_TRIGGER && !hasUnsavedInput() && !dismissedThisSession()) setOpen(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [open]);

  if (!open) return null;
  const close = () => {
    try {
      sessionStorage.setItem(NEWSLETTER_FLAG, '1');
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
