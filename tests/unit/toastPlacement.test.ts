// Where a toast goes so it covers no control the parent can see (src/ui/toastPlacement.ts).
import { describe, expect, it } from 'vitest';
import { clearance, decide, overlaps, spots, whileScrolling } from '../../src/ui/toastPlacement';

const box = (top: number, bottom: number, left = 0, right = 360) => ({ top, bottom, left, right });
// A 360 x 740 phone: header ends at 64, the chat button starts at 666, the toast is 60 tall.
const s = spots(64, 666, 60, 8, 352, 6);

describe('toast placement', () => {
  it('spots: top under the header, bottom just above the chat button', () => {
    expect(s.top).toEqual(box(70, 130, 8, 352));
    expect(s.low).toEqual(box(596, 656, 8, 352));
  });

  it('overlaps needs a shared area, touching edges do not count', () => {
    expect(overlaps(box(0, 10), box(10, 20))).toBe(false);
    expect(overlaps(box(0, 11), box(10, 20))).toBe(true);
    expect(overlaps(box(0, 50, 0, 10), box(0, 50, 10, 20))).toBe(false);
  });

  it('clearance moves the highest covered control to 8 px below the toast', () => {
    expect(clearance(s.top, [box(200, 244)])).toBe(0);
    expect(clearance(s.top, [box(100, 144), box(80, 124)])).toBe(-(130 - 80 + 8));
  });

  it('stays at the top when nothing counted is under it', () => {
    expect(decide('top', s, [box(140, 184)], [box(72, 100), box(140, 184)], 500)).toEqual({ at: 'top', scrollBy: 0 });
  });

  it('moves the page down when a counted control is under it and the page can move', () => {
    expect(decide('top', s, [box(100, 144)], [box(100, 144)], 500)).toEqual({ at: 'top', scrollBy: -38 });
  });

  it('near the top of the page: the bottom spot when it is free, else as much movement as possible', () => {
    expect(decide('top', s, [box(100, 144)], [box(100, 144)], 10)).toEqual({ at: 'bottom', scrollBy: 0 });
    expect(decide('top', s, [box(100, 144)], [box(100, 144), box(600, 644)], 10)).toEqual({ at: 'top', scrollBy: -38 });
  });

  it('a move that would bring other controls under the toast moves on past them, or does not move and picks the bottom', () => {
    // Session 23's walk (parenting-time at 360): "Clear schedule" under the toast, "Print calendar" and
    // "Download PDF calendar" just above it, under the header and above the screen.
    const clear = box(100, 144);
    const print = box(10, 54);
    const pdf = box(-40, 4);
    // Moving 38 px would put "Print calendar" at 48-92, under the toast (70-130): the page moves on
    // until both are below it, 8 px clear: "Download PDF calendar" at 138-182.
    expect(decide('top', s, [clear], [clear], 500, [pdf, print, clear])).toEqual({ at: 'top', scrollBy: -178 });
    // The page can move 100 px, not 178: no move, the bottom spot (free).
    expect(decide('top', s, [clear], [clear], 100, [pdf, print, clear])).toEqual({ at: 'bottom', scrollBy: 0 });
    // The bottom is taken too: as before, the move that clears the control that counts.
    expect(decide('top', s, [clear], [clear, box(600, 644)], 100, [pdf, print, clear, box(600, 644)])).toEqual({
      at: 'top',
      scrollBy: -38,
    });
    // Controls far above (they stay above the toast after the move) change nothing.
    expect(decide('top', s, [clear], [clear], 500, [box(-400, -356), clear])).toEqual({ at: 'top', scrollBy: -38 });
  });

  it('a further move never takes a control that counts off the bottom of the screen', () => {
    // The affidavit at 360x740 (CI, session 23): Save pressed with the acknowledgement unticked; the
    // box and its message (100-600) must stay on screen under the toast. Moving on past the fields
    // above it would push the message's bottom past 740: the move stops at the one that clears it.
    const ack = box(100, 600);
    const above = [box(40, 84), box(-20, 24), box(-80, -36)];
    // Without the screen's edge: the page moves on past every field above (the ack's message would end at 818).
    expect(decide('top', s, [ack], [ack, box(640, 684)], 500, [...above, ack, box(640, 684)])).toEqual({
      at: 'top',
      scrollBy: -218,
    });
    // With it: the move that clears the acknowledgement, as before.
    expect(decide('top', s, [ack], [ack, box(640, 684)], 500, [...above, ack, box(640, 684)], 740)).toEqual({
      at: 'top',
      scrollBy: -38,
    });
  });

  it('at the bottom: stays while free, goes back to the top when something counted comes under it', () => {
    expect(decide('bottom', s, [box(100, 144)], [box(100, 144)], 10)).toEqual({ at: 'bottom', scrollBy: 0 });
    expect(decide('bottom', s, [box(620, 664)], [box(620, 664)], 10)).toEqual({ at: 'top', scrollBy: 0 });
  });

  it('while the parent scrolls, only a keep-clear box under the toast moves it, and only to a free spot', () => {
    // A control under the top spot does not move it: the toast does not follow the page.
    expect(whileScrolling('top', s, [], [box(100, 144)])).toBe('top');
    expect(whileScrolling('top', s, [box(300, 340)], [box(100, 144)])).toBe('top');
    // A headline scrolled up under the toast: to the bottom, which is free.
    expect(whileScrolling('top', s, [box(90, 150)], [box(300, 344)])).toBe('bottom');
    // The bottom spot holds a button or another headline: it stays.
    expect(whileScrolling('top', s, [box(90, 150)], [box(600, 644)])).toBe('top');
    expect(whileScrolling('top', s, [box(90, 150), box(620, 660)], [])).toBe('top');
    // Back at the bottom, a headline coming up from below moves it to the top again.
    expect(whileScrolling('bottom', s, [box(630, 680)], [box(300, 344)])).toBe('top');
    expect(whileScrolling('bottom', s, [box(630, 680)], [box(100, 120)])).toBe('bottom');
  });
});
