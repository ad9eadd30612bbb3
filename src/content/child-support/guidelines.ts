/**
 * Which states have a guideline calculation here, and where parents in the other states find
 * their official calculator or guideline (docs/child-support.md).
 */
import type { StateGuideline } from './guideline';
import { english, type Translate } from '../../lib/translate';
import * as m from '../../content/messages/child-support/compiled/en.js';
import { alaska } from './states/ak';
import { california } from './states/ca';
import { colorado } from './states/co';
import { georgia } from './states/ga';
import { maryland } from './states/md';
import { mississippi } from './states/ms';
import { nevada } from './states/nv';
import { newYork } from './states/ny';
import { texas } from './states/tx';
import { wisconsin } from './states/wi';

export const GUIDELINES: Readonly<Record<string, StateGuideline>> = {
  Alaska: alaska,
  California: california,
  Colorado: colorado,
  Georgia: georgia,
  Maryland: maryland,
  Mississippi: mississippi,
  Nevada: nevada,
  'New York': newYork,
  Texas: texas,
  Wisconsin: wisconsin,
};

/** The states with a guideline here, in words: "Alaska, California … and Wisconsin" (names in the language of `t`). */
export function guidelineStatesText(t: Translate = english): string {
  const names = Object.keys(GUIDELINES)
    .sort()
    .map((n) => t(n));
  return names.length < 2
    ? names.join('')
    : t(m.and_list, { list: names.slice(0, -1).join(', '), last: names[names.length - 1]! });
}

export function guidelineFor(state: string): StateGuideline | null {
  return GUIDELINES[state] ?? null;
}

export interface OfficialLink {
  url: string;
  /** Link text, naming what the page is (the catalog's English in the tables below). */
  label: string;
}

/** Official calculators or guideline worksheets for states whose guideline is a schedule table. */
const OFFICIAL: Readonly<Record<string, OfficialLink>> = {
  Alabama: {
    url: 'https://judicial.alabama.gov/docs/library/rules/cv32.pdf',
    label: m.ol_0,
  },
  Arizona: {
    url: 'https://www.azcourts.gov/familylaw/child-support-calculator-information',
    label: m.ol_1,
  },
  Arkansas: {
    url: 'https://arcourts.gov/sites/default/files/AdminOrder10.pdf',
    label: m.ol_2,
  },
  Colorado: { url: 'https://www.courts.state.co.us/Forms/PDF/JDF1820.pdf', label: m.ol_3 },
  Connecticut: {
    url: 'https://www.jud.ct.gov/forms/grouped/family/childsupport.htm',
    label: m.ol_4,
  },
  Delaware: { url: 'https://courts.delaware.gov/family/support/', label: m.ol_5 },
  Florida: {
    url: 'https://www.flcourts.org/content/download/403103/file/12-902e.pdf',
    label: m.ol_6,
  },
  Illinois: {
    url: 'https://www.ilga.gov/legislation/ilcs/documents/075000050K505.htm',
    label: m.ol_7,
  },
  Massachusetts: {
    url: 'https://www.mass.gov/info-details/2023-child-support-guidelines-introductory-material',
    label: m.ol_8,
  },
  Michigan: {
    url: 'https://www.courts.michigan.gov/4a7a53/siteassets/court-administration/standardsguidelines/foc/2025mcsf.pdf',
    label: m.ol_9,
  },
  Minnesota: { url: 'https://childsupportcalculator.dhs.state.mn.us/', label: m.ol_10 },
  Nebraska: {
    url: 'https://supremecourt.nebraska.gov/book/export/html/8946',
    label: m.ol_11,
  },
  Ohio: { url: 'https://ohiochildsupportcalculator.ohio.gov/', label: m.ol_12 },
  Oklahoma: {
    url: 'https://oklahoma.gov/content/dam/ok/en/okdhs/documents/okdhs-publication-library/01-38.pdf',
    label: m.ol_13,
  },
  Pennsylvania: { url: 'https://www.humanservices.state.pa.us/csws/', label: m.ol_14 },
  Virginia: {
    url: 'https://law.lis.virginia.gov/vacode/title20/chapter6/section20-108.2/',
    label: m.ol_15,
  },
};

/**
 * Income-shares states whose schedule we tried to include and could not, with the reason said
 * on the page (docs/child-support.md#states-not-included-yet). A state leaves this list when its
 * table is checked against the official text.
 */
const NOT_YET: Readonly<Record<string, string>> = {
  Florida: m.why_florida,
  Illinois: m.why_illinois,
  Kentucky: m.why_kentucky,
  Massachusetts: m.why_massachusetts,
  Michigan: m.why_michigan,
  Minnesota: m.why_minnesota,
  Nebraska: m.why_nebraska,
  Ohio: m.why_ohio,
  Oklahoma: m.why_oklahoma,
  Virginia: m.why_virginia,
  Washington: m.why_washington,
};

/** Why a state's guideline is not worked out here, when we know (the catalog's English); null otherwise. */
export function notIncludedWhy(state: string): string | null {
  return NOT_YET[state] ?? null;
}

/** The federal list of every state's child support agency, for states without a link above. */
export const AGENCY_LIST: OfficialLink = {
  url: 'https://www.acf.hhs.gov/css/contact-information/state-and-tribal-child-support-agency-contacts',
  label: m.ol_agencies,
};

/** The official link for a state, its label in the language of `t`. */
export function officialLinkFor(state: string, t: Translate = english): OfficialLink {
  const g = GUIDELINES[state];
  if (g) return { url: g.calculatorUrl, label: t(m.official_calc_short, { state: t(state) }) };
  const link = OFFICIAL[state] ?? AGENCY_LIST;
  return { url: link.url, label: t(link.label) };
}
