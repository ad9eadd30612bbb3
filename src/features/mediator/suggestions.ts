/**
 * The same advice once per topic (docs/mediator.md, "Suggestions"): two suggestions on one topic
 * that say the same thing ("Set the two versions side by side …" for the Thursday times and again
 * for the weekend times) are one suggestion. The one kept starts from the most telling difference
 * (a typed value such as "midweek time on Tuesday" before a figure or a name, a clock time or a
 * day last), stands where the first of them stood, and says how many other points of the topic
 * the same advice covers. Advice with its own figures ("a length between the two, for example 36
 * days") is the same only with the same figures. Plain TypeScript, no DOM.
 */
import type { EngineResult } from './engine';

type EngineRecommendation = EngineResult['recommendations'][number];
import { sayText } from './reportText';
import { isSay, list, say, type Arg, type Say } from './say';

/** How much a suggestion's basis tells a parent: 0 a typed value, 1 a figure or a name, 2 only times and days, 3 nothing. */
export function basisTelling(basis: Say | undefined): number {
  if (!basis || basis.id === 'rp_starts_quotes') return 3;
  let meaning = false;
  let figure = false;
  const walk = (a: Arg): void => {
    if (typeof a === 'number' || typeof a === 'string') {
      if (typeof a === 'number' || a.length > 1) figure = true;
      return;
    }
    if (isSay(a)) {
      if (a.id.startsWith('mv_')) meaning = true;
      else if (/^rt_day_|^rt_school_|^rt_none$/.test(a.id)) return;
      else if (a.v) Object.values(a.v).forEach(walk);
      else figure = true;
      return;
    }
    if (a.$ === 'list') a.items.forEach(walk);
    else if (a.$ !== 'time') figure = true;
  };
  walk(basis);
  return meaning ? 0 : figure ? 1 : 2;
}

/** The advice itself, the same whatever difference it starts from. */
const adviceKey = (r: EngineRecommendation) => `${r.topicId ?? r.topic}\n${r.textSay ? JSON.stringify(r.textSay) : r.text}`;

/** Each topic's same advice once: the most telling of them kept, with how many other points it covers. */
export function sameAdviceOnce(recs: readonly EngineRecommendation[]): EngineRecommendation[] {
  const groups = new Map<string, EngineRecommendation[]>();
  for (const r of recs) groups.set(adviceKey(r), [...(groups.get(adviceKey(r)) ?? []), r]);
  const out: EngineRecommendation[] = [];
  for (const group of groups.values()) {
    // The most telling basis; the first of them on a tie.
    const kept = group.reduce((best, r) => (basisTelling(r.basisSay) < basisTelling(best.basisSay) ? r : best));
    const others = group.length - 1;
    if (!others) {
      out.push(kept);
      continue;
    }
    const also = others === 1 ? say('rp_also_one') : say('rp_also_many', { n: others });
    const items = kept.textSay?.id === 'rt_join' ? kept.textSay.v?.items : undefined;
    const parts =
      items && typeof items === 'object' && '$' in items && items.$ === 'list' ? items.items : kept.textSay ? [kept.textSay] : [];
    out.push({
      ...kept,
      text: `${kept.text} ${sayText(also)}`,
      ...(kept.textSay ? { textSay: say('rt_join', { items: list([...parts, also], 'space') }) } : {}),
    });
  }
  return out;
}
