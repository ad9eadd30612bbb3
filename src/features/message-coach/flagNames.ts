// What the message coach calls its flags, as the parent reads them, in the writing view (a draft's
// flags, each with its words and reason) and the reading view (the sentences that need no answer),
// so both say the same (docs/message-coach.md, "How the flags are named"). Presentation only: the
// flags themselves come from the rules (rules.ts, sentences.ts) unchanged.
import * as m from '../../content/messages/message-coach/compiled/en.js';
import type { FlagCategory } from './rules';
import type { Flag } from './types';

/** A kind of flag as shown: a threat that is also danger (a threat of harm) is one, "Threat — danger". */
export type ShownKind = FlagCategory | 'threat-danger';

/** Each kind's name (the catalog's English, said in the page's language by the page's `t`). */
export const FLAG_NAMES: Readonly<Record<ShownKind, string>> = {
  insult: m.flag_insult,
  sarcasm: m.flag_sarcasm,
  absolute: m.flag_absolute,
  blame: m.flag_blame,
  past: m.flag_past,
  threat: m.flag_threat,
  demand: m.flag_demand,
  caps: m.flag_caps,
  questions: m.flag_questions,
  offtopic: m.flag_offtopic,
  hedging: m.flag_hedging,
  danger: m.flag_danger,
  tone: m.flag_tone,
  'threat-danger': m.flag_threat_danger,
};

/**
 * A sentence's flags grouped by the kind shown, in the order each kind first appears. Two rules
 * of one kind on one sentence ("You forgot to pack her cleats AGAIN") make one group; a sentence
 * flagged both `threat` and `danger` (the rules flag a threat of harm as both) makes one
 * "Threat — danger" group, its words quoted once, instead of "Threat or pressure" and "Danger".
 */
export function byShownKind(flags: readonly Flag[]): Array<{ kind: ShownKind; flags: [Flag, ...Flag[]] }> {
  const both = flags.some((f) => f.category === 'threat') && flags.some((f) => f.category === 'danger');
  const groups = new Map<ShownKind, [Flag, ...Flag[]]>();
  for (const f of flags) {
    const kind: ShownKind = both && (f.category === 'threat' || f.category === 'danger') ? 'threat-danger' : f.category;
    const group = groups.get(kind);
    if (!group) groups.set(kind, [f]);
    else if (!group.some((g) => g.start === f.start && g.end === f.end)) group.push(f);
  }
  return [...groups].map(([kind, group]) => ({ kind, flags: group }));
}

/** The reason shown for a group: danger's (the help lines come first) when the group holds it. */
export function groupReason(group: readonly Flag[]): string {
  return (group.find((f) => f.category === 'danger') ?? group[0]!).reason;
}

/** The names of a sentence's kinds, in order, each once: "Threat — danger", "Insult or name-calling". */
export function shownNames(flags: readonly Flag[]): string[] {
  return byShownKind(flags).map((g) => FLAG_NAMES[g.kind]);
}
