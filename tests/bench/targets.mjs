// One way for every bench file to state a target: prints the figure beside its target
// and whether it was met, and makes the bench process exit non-zero when one is missed
// (scripts/bench.mjs then exits non-zero too).
//   target('Download Draft, first click', 1830, { below: 2000, unit: 'ms' })
//   -> "Download Draft, first click: 1830 ms  [target < 2000 ms] met"
const missed = [];

/**
 * @param {string} label what was measured
 * @param {number} value the figure
 * @param {{ below?: number, atMost?: number, atLeast?: number, equals?: number, unit?: string, digits?: number }} rule
 * @returns {boolean} whether the target was met
 */
export function target(label, value, rule) {
  const unit = rule.unit ? ` ${rule.unit}` : '';
  const fmt = (n) => (rule.digits === undefined ? String(n) : n.toFixed(rule.digits));
  let ok;
  let want;
  if (rule.below !== undefined) [ok, want] = [value < rule.below, `< ${fmt(rule.below)}`];
  else if (rule.atMost !== undefined) [ok, want] = [value <= rule.atMost, `<= ${fmt(rule.atMost)}`];
  else if (rule.atLeast !== undefined) [ok, want] = [value >= rule.atLeast, `>= ${fmt(rule.atLeast)}`];
  else if (rule.equals !== undefined) [ok, want] = [value === rule.equals, `= ${fmt(rule.equals)}`];
  else throw new Error(`target "${label}" has no rule`);
  console.log(`${label}: ${fmt(value)}${unit}  [target ${want}${unit}] ${ok ? 'met' : 'NOT met'}`);
  if (!ok) {
    missed.push(label);
    process.exitCode = 1;
  }
  return ok;
}

/** Prints which targets were missed (call once at the end of a bench file). */
export function summary(name) {
  console.log(
    missed.length ? `\n${name}: ${missed.length} target(s) NOT met: ${missed.join('; ')}` : `\n${name}: all targets met`,
  );
}
