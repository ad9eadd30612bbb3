import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useShellStore } from '../state/shellStore';
import { dismissToast, toastsOnScreen, TOAST_SWIPE_THRESHOLD, type ToastItem } from '../state/toast';
import { CONTROL_SELECTOR, decide, overlaps, pageControls, spots, visibleControls, whileScrolling } from './toastPlacement';
import { Icon } from './Icon';
import * as m from '../content/messages/shell/compiled/en.js';
import { useMessages } from './i18n';
import { shellMessages } from './shellMessages';

// The toasts themselves and their placement: loaded with the first toast (src/ui/Toaster.tsx),
// so a visit that raises none does not download them (docs/performance.md).

function ToastView({ item }: { item: ToastItem }) {
  const t = useMessages(shellMessages);
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
      className={`toast toast--${item.variant}${item.action ? ' toast--action' : ''}`}
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
        if (dxRef.current > 4 && !e.currentTarget.hasPointerCapture?.(e.pointerId))
          e.currentTarget.setPointerCapture?.(e.pointerId);
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
        <p className="toast__title">
          {item.icon ? <Icon name={item.icon} className="toast__icon" /> : null}
          {item.title}
        </p>
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
      <button type="button" className="toast__close" aria-label={t(m.toast_close)} onClick={() => dismissToast(item.id)}>
        ×
      </button>
    </div>
  );
}

/**
 * The toasts on screen, inside the Toaster's viewport. Toasts appear at the top under the
 * header, away from the chat button and the thumb, and never over a control the parent can
 * see (see toastPlacement.ts); `onPlaced` says whether the current one sits at the bottom.
 */
export default function ToastList({
  viewport,
  onPlaced,
}: {
  viewport: RefObject<HTMLDivElement | null>;
  onPlaced: (atBottom: boolean) => void;
}) {
  const toasts = useShellStore(toastsOnScreen);
  const currentId = toasts[0]?.id;
  const at = useRef<'top' | 'bottom'>('top');
  useLayoutEffect(() => {
    at.current = 'top';
    onPlaced(false);
    if (currentId === undefined) return;
    // Controls the parent has seen (on screen, not under the toast) and every control known
    // at the last placement: one that is new since then counts as seen.
    const seen = new WeakSet<Element>();
    const known = new WeakSet<Element>();
    /** The header's bottom edge and the toast's two spots, or null when no toast is drawn. */
    const measure = () => {
      const el = viewport.current?.querySelector<HTMLElement>('.toast');
      if (!el) return null;
      const headerBottom = Math.max(0, document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0);
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      const r = el.getBoundingClientRect();
      const above = document.querySelector('.chat-launcher')?.getBoundingClientRect().top ?? window.innerHeight;
      // Where the toast ends up, ignoring its short slide-in transform.
      return { headerBottom, s: spots(headerBottom, above, el.offsetHeight, r.left, r.right, 0.4 * rem) };
    };
    const place = (first: boolean) => {
      const m = measure();
      if (!m) return;
      const { headerBottom, s } = m;
      // The page's controls measured once: those on screen are a part of them.
      const all = pageControls();
      const visible = visibleControls(headerBottom, window.innerHeight, all);
      const counted = first ? visible : visible.filter((c) => seen.has(c.el) || !known.has(c.el));
      const p = decide(
        at.current,
        s,
        counted.map((c) => c.box),
        visible.map((c) => c.box),
        window.scrollY,
        all.map((c) => c.box),
        window.innerHeight,
      );
      if (p.scrollBy) window.scrollBy({ top: p.scrollBy, left: 0, behavior: 'instant' as ScrollBehavior });
      if (p.at !== at.current) {
        at.current = p.at;
        onPlaced(p.at === 'bottom');
      }
      const box = p.at === 'top' ? s.top : s.low;
      for (const c of visibleControls(headerBottom, window.innerHeight)) if (!overlaps(box, c.box)) seen.add(c.el);
      for (const c of document.querySelectorAll(CONTROL_SELECTOR)) known.add(c);
    };
    place(true);
    // Place it again when the page changes under it (not when the parent scrolls).
    let frame = 0;
    const again = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => place(false));
    };
    const main = document.querySelector('main');
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(again);
    ro?.observe(document.body);
    if (main) ro?.observe(main);
    const mo = new MutationObserver(again);
    if (main) mo.observe(main, { childList: true, subtree: true });
    // While the parent scrolls, only a keep-clear box (a result's headline) moves the toast:
    // to the other spot, when that one is free (toastPlacement.ts, whileScrolling).
    let scrollFrame = 0;
    const onScroll = () => {
      cancelAnimationFrame(scrollFrame);
      scrollFrame = requestAnimationFrame(() => {
        const m = measure();
        if (!m) return;
        const visible = visibleControls(m.headerBottom, window.innerHeight);
        const keep = visible.filter((c) => c.el.matches('.toast-keep-clear'));
        if (keep.length === 0) return;
        const rest = visible.filter((c) => !c.el.matches('.toast-keep-clear'));
        const next = whileScrolling(
          at.current,
          m.s,
          keep.map((c) => c.box),
          rest.map((c) => c.box),
        );
        if (next !== at.current) {
          at.current = next;
          onPlaced(next === 'bottom');
        }
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      cancelAnimationFrame(scrollFrame);
      window.removeEventListener('scroll', onScroll);
      ro?.disconnect();
      mo.disconnect();
    };
  }, [currentId, viewport, onPlaced]);

  return (
    <>
      {toasts.map((t) => (
        <ToastView key={t.id} item={t as ToastItem} />
      ))}
    </>
  );
}
