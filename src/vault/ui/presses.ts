/**
 * A press (finger or mouse) on the page, for the try-first ask (docs/try-first.md): a pause
 * that comes with a press waits until the press is over, so the press's own action happens
 * before the protect step opens over the tool.
 *
 * Every press ends: at its click (a download link's too), at a pointercancel (the touch
 * became a scroll), at a mouse's pointerup (a press that ends off its button has no click),
 * and at a finger's pointerup when no click follows (a disabled button, a long press). A
 * finger's click comes a moment after its pointerup (the focus moves in between), so that
 * end waits `TAP_CLICK_WAIT` first. A press left on kept every later pause from opening the
 * step an autosave asked for.
 */
export interface Presses {
  /** A press has started and is not over yet. */
  pressing: () => boolean;
  stop: () => void;
}

/** How long a finger's pointerup waits for its click before the press counts as over. */
const TAP_CLICK_WAIT = 800;

/** Watches the document's presses; `onOver` runs once each press is over. */
export function watchPresses(onOver: () => void): Presses {
  /** The press going on now (0: none); a late end of an earlier press leaves a new one alone. */
  let press = 0;
  let count = 0;
  /** Ends still waiting to run: once the watch stops, none of them may call `onOver`. */
  const waiting = new Set<number>();
  const end = (delay: number) => {
    const which = press;
    if (!which) return;
    const timer = window.setTimeout(() => {
      waiting.delete(timer);
      if (press !== which) return;
      press = 0;
      onOver();
    }, delay);
    waiting.add(timer);
  };
  const onPressStart = () => {
    count += 1;
    press = count;
  };
  const onClick = () => end(0);
  const onPointerUp = (e: PointerEvent) => end(e.pointerType === 'mouse' ? 0 : TAP_CLICK_WAIT);
  const onPointerCancel = () => end(0);
  document.addEventListener('click', onClick, true);
  document.addEventListener('pointerdown', onPressStart, true);
  document.addEventListener('pointerup', onPointerUp, true);
  document.addEventListener('pointercancel', onPointerCancel, true);
  return {
    pressing: () => press !== 0,
    stop: () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('pointerdown', onPressStart, true);
      document.removeEventListener('pointerup', onPointerUp, true);
      document.removeEventListener('pointercancel', onPointerCancel, true);
      for (const timer of waiting) window.clearTimeout(timer);
      waiting.clear();
      press = 0;
    },
  };
}
