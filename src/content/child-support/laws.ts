/**
 * Each state's child support guideline law and the day the figures used here took effect, for
 * the states the estimator works out (guidelines.ts): the child support catalog's English, written
 * once. The estimator's state files and the AI Mediator's support suggestions
 * (src/features/mediator/supportGuideline.ts, recommend.ts) both read them here; the mediator says
 * them in Spanish from the same catalog (its `laws` part, scripts/i18n.mjs BUILT_SUBSETS).
 * Small on purpose: no state's tables are imported here.
 */
import * as m from '../../content/messages/child-support/compiled/en.js';

interface GuidelineLaw {
  /** The law and section the formula comes from. */
  law: string;
  /** When the figures used here took effect, in words ("March 1, 2026"). */
  effective: string;
}

export const GUIDELINE_LAWS = {
  Alaska: { law: m.ak_law, effective: m.ak_effective },
  California: { law: m.ca_law, effective: m.ca_effective },
  Colorado: { law: m.co_law, effective: m.co_effective },
  Georgia: { law: m.ga_law, effective: m.ga_effective },
  Maryland: { law: m.md_law, effective: m.md_effective },
  Mississippi: { law: m.ms_law, effective: m.ms_effective },
  Nevada: { law: m.nv_law, effective: m.nv_effective },
  'New York': { law: m.ny_law, effective: m.ny_effective },
  Texas: { law: m.tx_law, effective: m.tx_effective },
  Wisconsin: { law: m.wi_law, effective: m.wi_effective },
} as const satisfies Readonly<Record<string, GuidelineLaw>>;

/** A state's guideline law, or null for a state the estimator does not work out. */
export function guidelineLaw(state: string | null | undefined): GuidelineLaw | null {
  return state && Object.hasOwn(GUIDELINE_LAWS, state) ? GUIDELINE_LAWS[state as keyof typeof GUIDELINE_LAWS] : null;
}
