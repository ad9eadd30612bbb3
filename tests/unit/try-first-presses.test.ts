// @vitest-environment jsdom
// Try first (docs/try-first.md): a pause that comes with a press waits until the press is over
// (src/vault/ui/presses.ts). Every press must end: a press left "on" after a touch tap kept
// every later pause from opening the protect step an autosave asked for.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchPresses, type Presses } from '../../src/vault/ui/presses';

let presses: Presses;
let over: number;

beforeEach(() => {
  vi.useFakeTimers();
  over = 0;
  presses = watchPresses(() => (over += 1));
});

afterEach(() => {
  presses.stop();
  document.body.replaceChildren();
  vi.useRealTimers();
});

function pointer(type: string, on: Element, pointerType: 'touch' | 'mouse'): void {
  const e = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(e, 'pointerType', { value: pointerType });
  on.dispatchEvent(e);
}

function add(html: string): Element {
  const box = document.createElement('div');
  box.innerHTML = html;
  document.body.append(box);
  return box.firstElementChild!;
}

describe('a press is over', () => {
  it('after a touch tap on a button and its click', () => {
    const button = add('<button type="button">Download PDF calendar</button>');
    pointer('pointerdown', button, 'touch');
    pointer('pointerup', button, 'touch');
    expect(presses.pressing()).toBe(true);
    button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    vi.runAllTimers();
    expect([presses.pressing(), over]).toEqual([false, 1]);
  });

  it('after a touch tap on a download link (its click goes to the download, the press still ends)', () => {
    const link = add('<a href="blob:x" download="parenting-time.ics">Calendar file</a>');
    link.addEventListener('click', (e) => e.preventDefault());
    pointer('pointerdown', link, 'touch');
    pointer('pointerup', link, 'touch');
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    vi.runAllTimers();
    expect([presses.pressing(), over]).toEqual([false, 1]);
  });

  it('after a touch tap that brings no click (a disabled button, a long press)', () => {
    const button = add('<button type="button" disabled>Clear All</button>');
    pointer('pointerdown', button, 'touch');
    pointer('pointerup', button, 'touch');
    vi.advanceTimersByTime(100);
    // The click of a tap comes a moment after its pointerup: not over yet.
    expect(presses.pressing()).toBe(true);
    vi.runAllTimers();
    expect([presses.pressing(), over]).toEqual([false, 1]);
  });

  it('after a mouse press that ends off its button, at once', () => {
    const button = add('<button type="button">Save</button>');
    pointer('pointerdown', button, 'mouse');
    pointer('pointerup', document.body, 'mouse');
    vi.advanceTimersByTime(0);
    expect([presses.pressing(), over]).toEqual([false, 1]);
  });

  it('after a touch that turns into a scroll (pointercancel)', () => {
    const button = add('<button type="button">Save</button>');
    pointer('pointerdown', button, 'touch');
    pointer('pointercancel', button, 'touch');
    vi.advanceTimersByTime(0);
    expect([presses.pressing(), over]).toEqual([false, 1]);
  });

  it('a late end of one press does not end the next one', () => {
    const button = add('<button type="button" disabled>Clear All</button>');
    pointer('pointerdown', button, 'touch');
    pointer('pointerup', button, 'touch');
    vi.advanceTimersByTime(100);
    pointer('pointerdown', button, 'touch');
    vi.runAllTimers();
    expect([presses.pressing(), over]).toEqual([true, 0]);
  });
});

describe('stopping the watch', () => {
  it('a finger press still waiting for its click does not end after the watch stops (the tool has closed)', () => {
    const button = add('<button type="button" disabled>Clear All</button>');
    pointer('pointerdown', button, 'touch');
    pointer('pointerup', button, 'touch');
    presses.stop();
    vi.runAllTimers();
    expect([presses.pressing(), over]).toEqual([false, 0]);
  });
});
