import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { onDemand } from '../ui/onDemand';
import { forgetTyped } from './typedOnPage';

// The pop-up's code (src/app/NewsletterPopup.tsx, with its rules) is fetched at the first
// scroll, since it only ever appears after one, not with every page (docs/performance.md).
// Should its chunk fail to load, there is no pop-up.
const newsletterPopup = onDemand<object>(
  () => import('./NewsletterPopup').then((m) => ({ default: m.NewsletterPopup })),
  () => null,
);

/** Holds the newsletter pop-up's place in the shell and loads it at the parent's first scroll. */
export function NewsletterOnScroll() {
  const [location] = useLocation();
  const [wanted, setWanted] = useState(false);
  useEffect(() => forgetTyped(), [location]);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    window.addEventListener('scroll', want, { passive: true, once: true });
    return () => window.removeEventListener('scroll', want);
  }, [wanted]);
  const Popup = newsletterPopup.use(wanted);
  return Popup ? <Popup /> : null;
}
