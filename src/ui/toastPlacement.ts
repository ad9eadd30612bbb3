/**
 * Keeping a toast off the controls a parent can see. Toasts sit at the top, under the
 * sticky header. When one would cover a visible control (a button, a checkbox, a field),
 * the page moves down just far enough that every such control shows below the toast;
 * what comes into view under the toast was off screen a moment ago. When the page is too
 * close to its top to move that far, the toast goes to the bottom instead, if that spot
 * is free.
 */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export function overlaps(a: Box, b: Box): boolean {
  return a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;
}

export const CONTROL_SELECTOR = 'main a[href], main button, main input:not([type="hidden"]), main select, main textarea, main summary';

/**
 * How far to scroll up (a negative scrollBy amount, px) so that every control box under
 * the toast lands below it, or 0 when none is under it. `gap` keeps a little air.
 */
export function clearance(toast: Box, controls: Box[], gap = 8): number {
  const under = controls.filter((c) => overlaps(toast, c));
  if (under.length === 0) return 0;
  const top = Math.min(...under.map((c) => c.top));
  return -(toast.bottom - top + gap);
}

/** The boxes of the visible controls: on screen, below the header. */
export function visibleControls(headerBottom: number, viewportHeight: number): Box[] {
  const out: Box[] = [];
  for (const el of document.querySelectorAll(CONTROL_SELECTOR)) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || r.bottom <= headerBottom || r.top >= viewportHeight) continue;
    out.push({ top: r.top, bottom: r.bottom, left: r.left, right: r.right });
  }
  return out;
}
