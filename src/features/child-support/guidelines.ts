/**
 * Which states have a guideline calculation here, and where parents in the other states find
 * their official calculator or guideline (docs/child-support.md).
 */
import type { StateGuideline } from './guideline';
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

/** The states with a guideline here, in words: "Alaska, California … and Wisconsin". */
export function guidelineStatesText(): string {
  const names = Object.keys(GUIDELINES).sort();
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function guidelineFor(state: string): StateGuideline | null {
  return GUIDELINES[state] ?? null;
}

export interface OfficialLink {
  url: string;
  /** Link text, naming what the page is. */
  label: string;
}

/** Official calculators or guideline worksheets for states whose guideline is a schedule table. */
const OFFICIAL: Readonly<Record<string, OfficialLink>> = {
  Alabama: {
    url: 'https://judicial.alabama.gov/docs/library/rules/cv32.pdf',
    label: 'Alabama’s child support guidelines (Rule 32)',
  },
  Arizona: {
    url: 'https://www.azcourts.gov/familylaw/child-support-calculator-information',
    label: 'Arizona’s child support calculator',
  },
  Arkansas: {
    url: 'https://arcourts.gov/sites/default/files/AdminOrder10.pdf',
    label: 'Arkansas’s child support guidelines (Administrative Order 10)',
  },
  Colorado: { url: 'https://www.courts.state.co.us/Forms/PDF/JDF1820.pdf', label: 'Colorado’s child support worksheet' },
  Connecticut: {
    url: 'https://www.jud.ct.gov/forms/grouped/family/childsupport.htm',
    label: 'Connecticut’s child support guidelines and worksheet',
  },
  Delaware: { url: 'https://courts.delaware.gov/family/support/', label: 'Delaware Family Court’s child support page' },
  Florida: {
    url: 'https://www.flcourts.org/content/download/403103/file/12-902e.pdf',
    label: 'Florida’s child support guidelines worksheet',
  },
  Illinois: {
    url: 'https://www.ilga.gov/legislation/ilcs/documents/075000050K505.htm',
    label: 'Illinois’s child support law (750 ILCS 5/505)',
  },
  Massachusetts: {
    url: 'https://www.mass.gov/info-details/2023-child-support-guidelines-introductory-material',
    label: 'Massachusetts’s 2023 child support guidelines',
  },
  Michigan: {
    url: 'https://www.courts.michigan.gov/4a7a53/siteassets/court-administration/standardsguidelines/foc/2025mcsf.pdf',
    label: 'the 2025 Michigan Child Support Formula Manual',
  },
  Minnesota: { url: 'https://childsupportcalculator.dhs.state.mn.us/', label: 'Minnesota’s child support calculator' },
  Nebraska: {
    url: 'https://supremecourt.nebraska.gov/book/export/html/8946',
    label: 'Nebraska’s child support guidelines (Supreme Court rules §§ 4-201 to 4-220)',
  },
  Ohio: { url: 'https://ohiochildsupportcalculator.ohio.gov/', label: 'Ohio’s child support calculator' },
  Oklahoma: {
    url: 'https://oklahoma.gov/content/dam/ok/en/okdhs/documents/okdhs-publication-library/01-38.pdf',
    label: 'Oklahoma’s child support guideline schedule (OKDHS publication 01-38)',
  },
  Pennsylvania: { url: 'https://www.humanservices.state.pa.us/csws/', label: 'Pennsylvania’s child support estimator' },
  Virginia: {
    url: 'https://law.lis.virginia.gov/vacode/title20/chapter6/section20-108.2/',
    label: 'Virginia’s child support guideline (Code § 20-108.2)',
  },
};

/**
 * Income-shares states whose schedule we tried to include and could not, with the reason said
 * on the page (docs/child-support.md#states-not-included-yet). A state leaves this list when its
 * table is checked against the official text.
 */
const NOT_YET: Readonly<Record<string, string>> = {
  Florida:
    'Florida’s schedule is printed in Florida Statutes § 61.30(6). We could not get a copy of the current official text to check every row against, so it is not included yet.',
  Illinois:
    'Illinois’s schedule is the income shares schedule the Department of Healthcare and Family Services publishes under 750 ILCS 5/505. We could not get the current table to check every row against, so it is not included yet.',
  Kentucky:
    'Kentucky’s table is printed in the Kentucky Revised Statutes, § 403.212. We could not get a copy of the whole current official text to check every row against, so it is not included yet.',
  Massachusetts:
    'Massachusetts’s guidelines are set by the Trial Court (the 2023 Child Support Guidelines). We could not get the whole current table and worksheet to check against, so they are not included yet.',
  Michigan:
    'Michigan’s formula is set out in the Michigan Child Support Formula Manual and its Supplement, published by the State Court Administrative Office. We could not get the current manual and tables to check every figure against, so it is not included yet.',
  Minnesota:
    'Minnesota’s schedule is printed in Minnesota Statutes § 518A.35. We could not get a copy of the current official text to check every row against, so it is not included yet.',
  Nebraska:
    'Nebraska’s table is Table 1 of the Nebraska Supreme Court’s child support guidelines (§§ 4-201 to 4-220). We could not get a copy of the whole current table to check every row against, so it is not included yet.',
  Ohio: 'Ohio’s basic schedule is set by Ohio Revised Code 3119.021 (percentages of combined yearly income, with a self-sufficiency reserve) and published by the Department of Job and Family Services. We could not get the whole current text to rebuild and check the table, so it is not included yet.',
  Oklahoma:
    'Oklahoma’s schedule is printed in the Oklahoma Statutes, title 43, § 119. We could not get a copy of the whole current official text to check every row against, so it is not included yet.',
  Virginia:
    'Virginia’s schedule is printed in the Code of Virginia, § 20-108.2(B). We could not get a copy of the whole current official text to check every row against, so it is not included yet.',
  Washington:
    'Washington’s economic table is printed in RCW 26.19.020. The table in force since January 1, 2026 (Engrossed House Bill 1014) is not in a copy of the official text we could check every row against, so it is not included yet.',
};

/** Why a state's guideline is not worked out here, when we know; null otherwise. */
export function notIncludedWhy(state: string): string | null {
  return NOT_YET[state] ?? null;
}

/** The federal list of every state's child support agency, for states without a link above. */
export const AGENCY_LIST: OfficialLink = {
  url: 'https://www.acf.hhs.gov/css/contact-information/state-and-tribal-child-support-agency-contacts',
  label: 'the U.S. Office of Child Support Services list of state child support agencies',
};

export function officialLinkFor(state: string): OfficialLink {
  const g = GUIDELINES[state];
  if (g) return { url: g.calculatorUrl, label: `${state}’s official calculator` };
  return OFFICIAL[state] ?? AGENCY_LIST;
}
