import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { dismissToast, toastStore, TOAST_SWIPE_THRESHOLD, type ToastItem } from './toast';
import { clearance, overlaps, visibleControls } from './toastPlacement';

function ToastView({ item }: { item: ToastItem }) {
  const [paused, setPaused] = useState(false);
  const [dx, setDx] = useState(0);
  const startX = useRef<number | null>(null);
  const dxRef = useRef(0);
  const remaining = useRef(item.duration);
  const startedAt = useRef(Date.now());
  const element = useRef<HTMLDivElement>(null);

  // Native enter/leave listeners: hovering anywhere on the toast pauses its timer.
  useEffect(() => {
    const el = element.current;
    if (!el) return;
    const pause = () => setPaused(true);
    const resume = () => setPaused(false);
    el.addEventListener('mouseenter', pause);
    el.addEventListener('mouseleave', resume);
    return () => {
      el.removeEventListener('mouseenter', pause);
      el.removeEventListener('mouseleave', resume);
    };
  }, []);

  useEffect(() => {
    if (paused || !Number.isFinite(item.duration)) return;
    startedAt.current = Date.now();
    const timer = window.setTimeout(() => dismissToast(item.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt.current;
    };
  }, [paused, item.id, item.duration]);

  return (
    <div
      ref={element}
      className={`toast toast--${item.variant}`}
      role={item.variant === 'destructive' ? 'alert' : 'status'}
      aria-atomic="true"
      tabIndex={0}
      data-paused={paused ? 'true' : 'false'}
      style={{ transform: dx > 0 ? `translateX(${dx}px)` : undefined }}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
      onPointerDown={(e) => {
        // Buttons inside the toast (action, close) keep their normal clicks.
        if ((e.target as HTMLElement).closest('button, a')) return;
        startX.current = e.clientX;
        dxRef.current = 0;
        setPaused(true);
      }}
      onPointerMove={(e) => {
        if (startX.current === null) return;
        dxRef.current = Math.max(0, e.clientX - startX.current);
        // Capture once it is clearly a swipe, so the toast follows the finger.
        if (dxRef.current > 4 && !e.currentTarget.hasPointerCapture?.(e.pointerId)) e.currentTarget.setPointerCapture?.(e.pointerId);
        setDx(dxRef.current);
      }}
      onPointerUp={() => {
        const swiped = dxRef.current > TOAST_SWIPE_THRESHOLD;
        startX.current = null;
        dxRef.current = 0;
        setDx(0);
        if (swiped) dismissToast(item.id);
        else setPaused(false);
      }}
      onPointerCancel={() => {
        startX.current = null;
        dxRef.current = 0;
        setDx(0);
        setPaused(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') dismissToast(item.id);
      }}
    >
      <div className="toast__body">
        <p className="toast__title">{item.title}</p>
        {item.description ? <p className="toast__description">{item.description}</p> : null}
      </div>
      {item.action ? (
        <button
          type="button"
          className="btn btn--small"
          onClick={() => {
            item.action?.onClick();
            dismissToast(item.id);
          }}
        >
          {item.action.label}
        </button>
      ) : null}
      <button type="button" className="toast__close" aria-label="Close notification" onClick={() => dismissToast(item.id)}>
        ×
      </button>
    </div>
  );
}

/** Publishes the sticky header's height as --header-h, so toasts and the chat sit below it. */
function useHeaderHeight(): void {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('.site-header');
    if (!header || typeof ResizeObserver === 'undefined') return;
    const set = () => document.documentElement.style.setProperty('--header-h', `${Math.round(header.getBoundingClientRect().height)}px`);
    set();
    const ro = new ResizeObserver(set);
    ro.observe(header);
    return () => ro.disconnect();
  }, []);
}

/**
 * The toast viewport: a labelled region that F8 focuses. Toasts appear at the top under
 * the header, away from the chat button and the thumb, and never over a control the
 * parent can see (see toastPlacement.ts).
 */
export function Toaster() {
  const { toasts } = useSnapshot(toastStore);
  const viewport = useRef<HTMLDivElement>(null);
  const [atBottom, setAtBottom] = useState(false);
  useHeaderHeight();

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

  const currentId = toasts[0]?.id;
  useLayoutEffect(() => {
    setAtBottom(false);
    if (currentId === undefined) return;
    const el = viewport.current?.querySelector<HTMLElement>('.toast');
    const region = el?.closest('.toast-region');
    if (!el || !region) return;
    const headerBottom = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
    // Where the toast ends up, ignoring its short slide-in transform.
    const r = el.getBoundingClientRect();
    const top = region.getBoundingClientRect().top + el.offsetTop;
    const box = { top, bottom: top + el.offsetHeight, left: r.left, right: r.right };
    const controls = visibleControls(Math.max(0, headerBottom), window.innerHeight);
    const dy = clearance(box, controls);
    if (dy === 0) return;
    if (window.scrollY >= -dy) {
      window.scrollBy({ top: dy, left: 0, behavior: 'instant' as ScrollBehavior });
      return;
    }
    // Too near the top of the page to make room: use the bottom spot (just above the chat
    // button) if no control is there.
    const above = document.querySelector('.chat-launcher')?.getBoundingClientRect().top ?? window.innerHeight;
    const low = { top: above - 10 - (box.bottom - box.top), bottom: above - 10, left: box.left, right: box.right };
    if (!controls.some((c) => overlaps(low, c))) setAtBottom(true);
    else window.scrollBy({ top: dy, left: 0, behavior: 'instant' as ScrollBehavior });
  }, [currentId]);

  return (
    <section aria-label="Notifications (F8)" className={atBottom ? 'toast-region toast-region--bottom' : 'toast-region'}>
      <div ref={viewport} tabIndex={-1} className="toast-viewport" data-testid="toast-viewport">
        {toasts.map((t) => (
          <ToastView key={t.id} item={t as ToastItem} />
        ))}
      </div>
    </section>
  );
}
