/**
 * Counts presses of one key: `press(now)` returns true on the press that completes
 * `count` presses within `windowMs` (then starts counting afresh). Pure, for the quick
 * exit's "Escape three times".
 */
export function createPressCounter(count: number, windowMs: number): (now: number) => boolean {
  let times: number[] = [];
  return (now: number) => {
    times = times.filter((t) => now - t < windowMs);
    times.push(now);
    if (times.length >= count) {
      times = [];
      return true;
    }
    return false;
  };
}
