/**
 * Keeping a toast off the controls a parent can see. Toasts sit at the top, under the
 * sticky header. When one would cover a visible control (a button, a checkbox, a field),
 * the page moves down just far enough that every such control shows below the toast;
 * what comes into view under the toast was off screen a moment ago. When the page is too
 * close to its top to move that far, the toast goes to the bottom instead, if that spot
 * is free. The page may change after the toast appears (a result opens above the fields,
 * a note closes): the toast is placed again then, counting the controls the parent had
 * already seen and any that just appeared, not those the move itself brought into view.
 * A box marked `toast-keep-clear` (a field with the message the parent is being sent to)
 * counts as one control, whole: its label, its control and its message all show below
 * the toast, not only the checkbox or input inside it.
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

/**
 * What counts as a control. A grid's focusable cells count too: the days of the parenting-time
 * calendar (docs/parenting-time.md, "The calendar on screen") are tapped or reached with the
 * arrow keys, so a toast must not sit over one any more than over a button.
 */
export const CONTROL_SELECTOR =
  'main a[href], main button, main input:not([type="hidden"]), main select, main textarea, main summary, main [role="grid"] td[tabindex], main .toast-keep-clear';

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

/** A control on screen and its box. */
export interface Seen {
  el: Element;
  box: Box;
}

/** The visible controls (on screen, below the header) with their boxes. */
export function visibleControls(headerBottom: number, viewportHeight: number, all: Seen[] = pageControls()): Seen[] {
  return all.filter((c) => c.box.bottom > headerBottom && c.box.top < viewportHeight);
}

/** Where the toast would go: at the top spot, or at the bottom spot (just above `bottomLimit`). */
export function spots(
  headerBottom: number,
  bottomLimit: number,
  height: number,
  left: number,
  right: number,
  gap: number,
): { top: Box; low: Box } {
  const top = headerBottom + gap;
  return {
    top: { top, bottom: top + height, left, right },
    low: { top: bottomLimit - 10 - height, bottom: bottomLimit - 10, left, right },
  };
}

export type Placement = { at: 'top' | 'bottom'; scrollBy: number };

/**
 * Where the toast goes, given the boxes of the controls that count (the ones the parent
 * has seen, or that just appeared), of every visible control, and of every control on the
 * page, on screen or not (`page`, in the same screen coordinates; a control above the
 * screen has a negative top). It stays where it is when that spot covers none that count.
 * Otherwise the top spot with the page moved down far enough that, after the move, no
 * control at all is under it: the move brings into view what was above the screen (the
 * parenting-time page's "Print calendar" above "Clear schedule"), so those count too, and
 * the page moves further for them while it can. When the page is too near its top for
 * that, the bottom spot if no control is there (no move); else the top spot with the move
 * that clears the controls that count, as before. A further move never takes a control that
 * counts below `viewBottom` (the screen's bottom edge): then the move that clears those, as before.
 */
export function decide(
  current: 'top' | 'bottom',
  s: { top: Box; low: Box },
  counted: Box[],
  all: Box[],
  scrollY: number,
  page: Box[] = all,
  viewBottom = Number.POSITIVE_INFINITY,
): Placement {
  const here = current === 'top' ? s.top : s.low;
  if (!counted.some((c) => overlaps(here, c))) return { at: current, scrollBy: 0 };
  const dy = clearance(s.top, counted);
  if (dy === 0) return { at: 'top', scrollBy: 0 };
  // scrollBy(d), d < 0, moves every box down by -d.
  const moved = (d: number) => page.map((c) => ({ ...c, top: c.top - d, bottom: c.bottom - d }));
  for (let d = dy; scrollY >= -d;) {
    // Never push a control that counts (the one the parent just used, or the message that just
    // appeared) off the bottom of the screen to clear others: the affidavit's acknowledgement and
    // its message must stay in view under the notice.
    if (counted.some((c) => c.bottom - d > viewBottom)) return { at: 'top', scrollBy: dy };
    const more = clearance(s.top, moved(d));
    if (more === 0) return { at: 'top', scrollBy: d };
    d += more;
  }
  if (!all.some((c) => overlaps(s.low, c))) return { at: 'bottom', scrollBy: 0 };
  return { at: 'top', scrollBy: dy };
}

/** Every control on the page, on screen or not, with its box (screen coordinates). */
export function pageControls(): Seen[] {
  const out: Seen[] = [];
  for (const el of document.querySelectorAll(CONTROL_SELECTOR)) {
    // Inside a closed <details> a control keeps a box but is not drawn.
    if (el.checkVisibility && !el.checkVisibility({ visibilityProperty: true })) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    out.push({ el, box: { top: r.top, bottom: r.bottom, left: r.left, right: r.right } });
  }
  return out;
}

/**
 * Where the toast goes while the parent scrolls. It does not follow the page, so it stays
 * where it is, unless it now covers a box marked `toast-keep-clear` (a result's headline the
 * parent is scrolling to read): then it moves to the other spot, if that one covers no such
 * box and no other control. `keep` are the visible keep-clear boxes, `controls` the rest.
 */
export function whileScrolling(
  current: 'top' | 'bottom',
  s: { top: Box; low: Box },
  keep: Box[],
  controls: Box[],
): 'top' | 'bottom' {
  const here = current === 'top' ? s.top : s.low;
  if (!keep.some((k) => overlaps(here, k))) return current;
  const other = current === 'top' ? s.low : s.top;
  if ([...keep, ...controls].some((c) => overlaps(other, c))) return current;
  return current === 'top' ? 'bottom' : 'top';
}
