import { useEffect, useRef, useState } from 'react';
import { useShellStore } from '../state/shellStore';
import { useLocation } from 'wouter';
import { dismissToastsRaisedBefore, toastsOnScreen, TOAST_FOLLOWS_NAVIGATION_MS } from '../state/toast';
import { onDemand } from './onDemand';
import { useMessages } from './i18n';
import { shellMessages } from './shellMessages';
import * as m from '../content/messages/shell/compiled/en.js';

/**
 * The toasts and their placement are not part of the page's first download (docs/performance.md):
 * they are fetched at the parent's first press or key, since a toast mostly answers one, or
 * with the first toast. If that chunk cannot be fetched, the toast is still shown, as plain text.
 */
const toastList = onDemand(
  () => import('./ToastList'),
  function PlainToasts() {
    const toasts = useShellStore(toastsOnScreen);
    return (
      <>
        {toasts.map((t) => (
          <div key={t.id} className={`toast toast--${t.variant}`} role="status">
            <p className="toast__title">{t.title}</p>
            {t.description ? <p className="toast__description">{t.description}</p> : null}
          </div>
        ))}
      </>
    );
  },
);

/** Publishes the sticky header's height as --header-h, so toasts and the chat sit below it. */
function useHeaderHeight(): void {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('.site-header');
    if (!header || typeof ResizeObserver === 'undefined') return;
    const set = () =>
      document.documentElement.style.setProperty('--header-h', `${Math.round(header.getBoundingClientRect().height)}px`);
    set();
    const ro = new ResizeObserver(set);
    ro.observe(header);
    return () => ro.disconnect();
  }, []);
}

/**
 * The toast viewport: a labelled region that F8 focuses, there from the first paint. The
 * toasts inside it (src/ui/ToastList.tsx) are loaded when the first one is raised.
 */
export function Toaster() {
  const t = useMessages(shellMessages);
  const toasts = useShellStore(toastsOnScreen);
  const viewport = useRef<HTMLDivElement>(null);
  const [atBottom, setAtBottom] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (toasts.length > 0 && !wanted) setWanted(true);
  const ToastList = toastList.use(wanted);
  useHeaderHeight();

  // A new page: a toast about the page the parent left ("Saved!", "Calculation Complete!")
  // closes instead of sitting over the next one. A toast raised just before the change (a flow
  // that toasts, then moves on by itself) stays.
  const [path] = useLocation();
  const shownPath = useRef(path);
  useEffect(() => {
    if (shownPath.current === path) return;
    shownPath.current = path;
    dismissToastsRaisedBefore(performance.now() - TOAST_FOLLOWS_NAVIGATION_MS);
  }, [path]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') {
        e.preventDefault();
        viewport.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    const fetchToasts = () => {
      window.removeEventListener('pointerdown', fetchToasts, true);
      window.removeEventListener('keydown', fetchToasts, true);
      void toastList.preload();
    };
    window.addEventListener('pointerdown', fetchToasts, true);
    window.addEventListener('keydown', fetchToasts, true);
    return () => {
      window.removeEventListener('pointerdown', fetchToasts, true);
      window.removeEventListener('keydown', fetchToasts, true);
    };
  }, []);

  return (
    <section aria-label={t(m.toast_region)} className={atBottom ? 'toast-region toast-region--bottom' : 'toast-region'}>
      <div ref={viewport} tabIndex={-1} className="toast-viewport" data-testid="toast-viewport">
        {ToastList ? <ToastList viewport={viewport} onPlaced={setAtBottom} /> : null}
      </div>
    </section>
  );
}
