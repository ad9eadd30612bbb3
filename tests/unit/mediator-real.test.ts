import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  PAIRS,
  filesFor,
  itemsOf,
  loadCorpus,
  looseMatch,
  matchReport,
  norm,
  states,
  strictMatch,
  type Difference,
  type Pair,
} from '../fixtures/mediation-real/score.mjs';

// The real-document corpus for the AI Mediator (tests/fixtures/mediation-real): the corpus
// is well formed (every ground-truth quote is in its document in every format, every key
// tells the two sides apart) and the scorer's matching rules do what the README says.
// The engine's figures on this corpus are printed by `npm run bench mediator`.
const corpus: Pair[] = loadCorpus();
/** Every failure class of issue 12 (README, 'kind'): each must keep at least one case. */
const KINDS = [
  'amount',
  'count-words',
  'date-no-year',
  'distance',
  'equalisation',
  'notice-period',
  'occupancy-end',
  'odd-even',
  'option',
  'percent',
  'role-swap',
  'schedule',
  'tick',
  'time',
  'undisclosed',
  'valuation',
  'waiver-vs-amount',
  'waiver-vs-split',
];
const text = (id: string, side: 'a' | 'b') => readFileSync(filesFor(id, 'txt')[side], 'utf8');
/**
 * `hay` contains `needle`. For a sealed pair a failure names only the pair and the item, never
 * the text (whoever tunes the engine may run this test but never reads sealed documents).
 */
const holdsText = (pair: Pair, hay: string, needle: string, what: string) =>
  pair.sealed ? expect(hay.includes(needle), `${pair.id}: ${what}`).toBe(true) : expect(hay).toContain(needle);

/** The README's table of pairs (pair, state, type, formats, differences, aligned) and its total row. */
function readmeTable() {
  const readme = readFileSync(join(PAIRS, '..', 'README.md'), 'utf8');
  const cells = (line: string) =>
    line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
  const start = readme.indexOf('| pair | state | type | formats | differences | aligned |');
  const lines = readme.slice(start).split('\n').slice(2);
  const rows = lines
    .slice(
      0,
      lines.findIndex((l) => !l.startsWith('|')),
    )
    .map(cells);
  const total = rows.pop()!;
  return {
    pairs: rows.map(([id, state, type, formats, differences, aligned]) => ({
      id,
      state,
      documentType: type,
      formats: formats!.toLowerCase().split(', ').sort(),
      differences: Number(differences),
      aligned: Number(aligned),
    })),
    total: { label: total[0], differences: Number(total[4]), aligned: Number(total[5]) },
  };
}

describe('corpus size and coverage', () => {
  // The README's table is the corpus's count: a pair added there and in pairs/ needs no edit here.
  test("pairs, states, formats and ground truth as the README's table lists them", () => {
    const { pairs, total } = readmeTable();
    expect(pairs.length).toBeGreaterThan(0);
    expect(
      corpus.map((p) => ({
        id: p.id,
        state: p.state,
        documentType: p.documentType,
        formats: [...p.formats].sort(),
        differences: p.conflicts.length,
        aligned: p.aligned.length,
      })),
    ).toEqual(pairs);
    const stateNames = new Set(corpus.map((p) => p.state));
    expect(total).toEqual({
      label: `total: ${corpus.length} pairs, ${stateNames.size} states`,
      differences: corpus.reduce((n, p) => n + p.conflicts.length, 0),
      aligned: corpus.reduce((n, p) => n + p.aligned.length, 0),
    });
    const formats = new Set(corpus.flatMap((p) => p.formats));
    expect([...formats].sort()).toEqual(['docx', 'pdf', 'txt']);
    // Differences per kind (each failure class of issue 12 has cases).
    const kinds = new Set(corpus.flatMap((p) => p.conflicts).map((c) => c.kind));
    for (const kind of KINDS) expect(kinds, kind).toContain(kind);
  });

  test('every pair names a known document type, a state and at least one source', () => {
    for (const p of corpus) {
      expect(['Parenting Agreement', 'Custody Plan', 'Divorce Terms', 'Financial Disclosures']).toContain(p.documentType);
      expect(p.state.length).toBeGreaterThan(3);
      expect(p.sources.length).toBeGreaterThan(0);
      const readme = readFileSync(join(PAIRS, '..', 'README.md'), 'utf8');
      for (const s of p.sources) expect(readme).toContain(`| ${s} |`);
    }
  });
});

describe('third sealed set (pairs-sealed-3)', () => {
  // README, "Third sealed set": six pairs from four states new to the corpus, sealed like
  // pairs-sealed/, their PDF and DOCX files in pairs-sealed-3/generated/.
  const third = corpus.filter((p) => p.set === 'sealed-3');

  test('its pairs and states; Wisconsin is in no other set', () => {
    expect(third.map((p) => p.id)).toEqual([
      'al-custody-plain',
      'al-joint-custody',
      'ky-greenup-custody',
      'ky-hardin-plain',
      'ny-parenting-plan',
      'ny-parenting-plan-plain',
      'wi-parenting-plan',
      'wi-placement-dispute',
    ]);
    // Retired in session 12 (README, "Retired sets"): read by the lead, now tuned on.
    expect(third.every((p) => p.retired && !p.sealed)).toBe(true);
    expect([...new Set(third.map((p) => p.state))].sort()).toEqual(['Alabama', 'Kentucky', 'New York', 'Wisconsin']);
    // Kentucky entered the train pairs while this set was written (README, "Third sealed set");
    // Alabama has two more pairs in the thirteenth set (README, "Thirteenth sealed part"), New York two
    // more in the sixteenth (README, "Sixteenth sealed part").
    const otherStates = new Set(corpus.filter((p) => p.set !== 'sealed-3').map((p) => p.state));
    expect([...new Set(third.map((p) => p.state))].filter((s) => otherStates.has(s))).toEqual([
      'Alabama',
      'Kentucky',
      'New York',
    ]);
  });

  test('generated files are read from pairs-sealed-3/generated/', () => {
    for (const p of third)
      for (const f of p.formats.filter((x) => x !== 'txt')) expect(filesFor(p.id, f).a).toContain('/pairs-sealed-3/generated/');
    expect(filesFor('al-joint-custody', 'txt').b).toContain('/pairs-sealed-3/al-joint-custody/party-b.txt');
  });
});

describe('fourth sealed set (pairs-sealed-4)', () => {
  // README, "Fourth sealed set": eight pairs from four states in no other set, sealed (README,
  // "Sealed pairs"), their PDF and DOCX files in pairs-sealed-4/generated/.
  const fourth = corpus.filter((p) => p.set === 'sealed-4');

  test('its pairs and states; each of its states has pairs in a later set', () => {
    expect(fourth.map((p) => p.id)).toEqual([
      'ak-parenting-agreement',
      'ak-parenting-agreement-plain',
      'md-parenting-plan',
      'md-parenting-plan-plain',
      'mt-parenting-plan',
      'mt-parenting-plan-plain',
      'nh-parenting-plan',
      'nh-parenting-plan-plain',
    ]);
    // Retired in session 13: read by the lead, tuned on since (README, "Fourth sealed set").
    expect(fourth.every((p) => p.retired && !p.sealed)).toBe(true);
    expect([...new Set(fourth.map((p) => p.state))].sort()).toEqual(['Alaska', 'Maryland', 'Montana', 'New Hampshire']);
    // Maryland has two more pairs in the seventeenth set, Alaska, Montana and New Hampshire two each in the
    // eighteenth (README, "Seventeenth sealed part", "Eighteenth sealed part").
    const otherStates = new Set(corpus.filter((p) => p.set !== 'sealed-4').map((p) => p.state));
    expect([...new Set(fourth.map((p) => p.state))].filter((s) => otherStates.has(s))).toEqual([
      'Alaska',
      'Maryland',
      'Montana',
      'New Hampshire',
    ]);
  });

  test('four pairs agree in different words, every pair has a one-sided provision', () => {
    expect(fourth.filter((p) => (p.sameMeaning ?? []).length >= 12).map((p) => p.id)).toEqual([
      'ak-parenting-agreement-plain',
      'md-parenting-plan-plain',
      'mt-parenting-plan-plain',
      'nh-parenting-plan-plain',
    ]);
    for (const p of fourth)
      expect(
        p.conflicts.some((c) => !c.a || !c.b),
        p.id,
      ).toBe(true);
  });

  test('generated files are read from pairs-sealed-4/generated/', () => {
    for (const p of fourth)
      for (const f of p.formats.filter((x) => x !== 'txt')) expect(filesFor(p.id, f).a).toContain('/pairs-sealed-4/generated/');
    expect(filesFor('md-parenting-plan', 'txt').b).toContain('/pairs-sealed-4/md-parenting-plan/party-b.txt');
  });
});

/** What a blind set written by a non-tuner holds (README, "Fifth sealed part" and after). */
interface BlindSet {
  /** The set's folder number: pairs-sealed-<n>/, `set` 'sealed-<n>'. */
  n: number;
  title: string;
  ids: string[];
  /** The set's states, in no other set unless listed in `seenStates`. */
  states: string[];
  /** Those of `states` that other sets also have (sets 10 to 14 add pairs to states with the fewest; README, "Tenth sealed part" to "Fourteenth sealed part"). */
  seenStates?: string[];
  /** Read by the lead and tuned on since (README, "Retired in session ..."). */
  retired: boolean;
  /** The `-plain` pairs: those with at least `minSame` same-meaning provisions (four, five in sets 8 to 14). */
  plain: string[];
  minSame: number;
  /** README table totals: differences (one-sided), aligned, same-meaning. */
  counts: { differences: number; oneSided: number; aligned: number; sameMeaning: number };
  /** A pair whose TXT path is checked. */
  sample: string;
}

/** Test names spell the number of plain pairs as the sets' README sections do ('four pairs agree ...'). */
const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

/** The shape checks of a blind set: its pairs and states, the plain pairs and one-sided items, its counts, its folder. */
function blindSetChecks(b: BlindSet) {
  describe(b.title, () => {
    const set = corpus.filter((p) => p.set === `sealed-${b.n}`);
    const seen = b.seenStates ?? [];
    const fresh = b.states.filter((s) => !seen.includes(s));
    const listed =
      fresh.length > 1
        ? `${fresh.slice(0, -1).join(', ')} and ${fresh.at(-1)} are in no other set`
        : fresh.length
          ? `${fresh[0]} is in no other set`
          : 'every state is in another set too';

    test(`its pairs and states; ${listed}`, () => {
      expect(set.map((p) => p.id)).toEqual(b.ids);
      expect(set.every((p) => (b.retired ? p.retired && !p.sealed : p.sealed && !p.retired))).toBe(true);
      expect([...new Set(set.map((p) => p.state))].sort()).toEqual(b.states);
      const otherStates = new Set(corpus.filter((p) => p.set !== `sealed-${b.n}`).map((p) => p.state));
      expect(set.filter((p) => otherStates.has(p.state) && !seen.includes(p.state))).toEqual([]);
      // A state listed as seen elsewhere really is in another set.
      expect(seen.filter((s) => !otherStates.has(s))).toEqual([]);
    });

    test(`${NUMBER_WORDS[b.plain.length]} pairs agree in different words, every pair has a one-sided provision`, () => {
      expect(set.filter((p) => (p.sameMeaning ?? []).length >= b.minSame).map((p) => p.id)).toEqual(b.plain);
      for (const p of set)
        expect(
          p.conflicts.some((c) => !c.a || !c.b),
          p.id,
        ).toBe(true);
      expect(set.reduce((n, p) => n + p.conflicts.length, 0)).toBe(b.counts.differences);
      expect(set.reduce((n, p) => n + p.conflicts.filter((c) => !c.a || !c.b).length, 0)).toBe(b.counts.oneSided);
      expect(set.reduce((n, p) => n + p.aligned.length, 0)).toBe(b.counts.aligned);
      expect(set.reduce((n, p) => n + (p.sameMeaning ?? []).length, 0)).toBe(b.counts.sameMeaning);
    });

    test(`generated files are read from pairs-sealed-${b.n}/generated/`, () => {
      for (const p of set)
        for (const f of p.formats.filter((x) => x !== 'txt'))
          expect(filesFor(p.id, f).a).toContain(`/pairs-sealed-${b.n}/generated/`);
      expect(filesFor(b.sample, 'txt').b).toContain(`/pairs-sealed-${b.n}/${b.sample}/party-b.txt`);
    });
  });
}

// README, "Fifth sealed part": written report-only in session 13, retired in session 14 (read by the
// lead, tuned on since); PDF and DOCX files in pairs-sealed-5/generated/.
blindSetChecks({
  n: 5,
  title: 'fifth sealed set (pairs-sealed-5)',
  ids: [
    'ia-physical-care-dispute',
    'ia-physical-care-plain',
    'id-parenting-plan',
    'id-parenting-plan-plain',
    'ks-parenting-plan',
    'ks-parenting-plan-plain',
    'ok-custody-plan',
    'ok-parenting-plan-plain',
  ],
  states: ['Idaho', 'Iowa', 'Kansas', 'Oklahoma'],
  // Oklahoma has two more pairs in the twelfth set, Idaho and Kansas two each in the eighteenth (README,
  // "Twelfth sealed part", "Eighteenth sealed part").
  seenStates: ['Idaho', 'Kansas', 'Oklahoma'],
  retired: true,
  plain: ['ia-physical-care-plain', 'id-parenting-plan-plain', 'ks-parenting-plan-plain', 'ok-parenting-plan-plain'],
  minSame: 12,
  counts: { differences: 55, oneSided: 12, aligned: 22, sameMeaning: 48 },
  sample: 'ks-parenting-plan',
});

// README, "Sixth sealed part": written report-only in session 14, retired in session 15 (read by the
// lead, tuned on since); PDF and DOCX files in pairs-sealed-6/generated/.
blindSetChecks({
  n: 6,
  title: 'sixth sealed set (pairs-sealed-6)',
  ids: [
    'ne-parenting-plan',
    'ne-parenting-plan-plain',
    'ne-parenting-time-dispute',
    'nm-custody-plan',
    'nm-custody-plan-plain',
    'nm-joint-custody-plain',
    'vt-prr-agreement',
    'vt-prr-plain',
  ],
  states: ['Nebraska', 'New Mexico', 'Vermont'],
  retired: true,
  plain: ['ne-parenting-plan-plain', 'nm-custody-plan-plain', 'nm-joint-custody-plain', 'vt-prr-plain'],
  minSame: 11,
  counts: { differences: 63, oneSided: 13, aligned: 16, sameMeaning: 49 },
  sample: 'vt-prr-agreement',
});

// README, "Seventh sealed part": written report-only in session 15, retired in session 16 (read by the
// lead, tuned on since); PDF and DOCX files in pairs-sealed-7/generated/.
blindSetChecks({
  n: 7,
  title: 'seventh sealed set (pairs-sealed-7)',
  ids: [
    'ct-parenting-plan',
    'ct-parenting-plan-plain',
    'ct-shared-parenting',
    'sc-joint-custody-plain',
    'sc-parenting-plan',
    'sc-parenting-plan-plain',
    'wv-parenting-plan',
    'wv-parenting-plan-plain',
  ],
  states: ['Connecticut', 'South Carolina', 'West Virginia'],
  retired: true,
  plain: ['ct-parenting-plan-plain', 'sc-joint-custody-plain', 'sc-parenting-plan-plain', 'wv-parenting-plan-plain'],
  minSame: 11,
  counts: { differences: 58, oneSided: 12, aligned: 22, sameMeaning: 46 },
  sample: 'wv-parenting-plan',
});

// README, "Eighth sealed part": written report-only in session 16, retired in session 17 (read by the
// lead, tuned on since); PDF and DOCX files in pairs-sealed-8/generated/.
blindSetChecks({
  n: 8,
  title: 'eighth sealed set (pairs-sealed-8)',
  ids: [
    'ar-custody-order',
    'ar-custody-plain',
    'de-contact-schedule',
    'de-custody-plain',
    'la-custody-plan',
    'la-custody-plan-plain',
    'la-joint-custody-plain',
    'me-parental-rights',
    'me-parental-rights-plain',
    'me-shared-care-dispute',
  ],
  states: ['Arkansas', 'Delaware', 'Louisiana', 'Maine'],
  // Delaware has two more pairs in the seventeenth set (README, "Seventeenth sealed part").
  seenStates: ['Delaware'],
  retired: true,
  plain: ['ar-custody-plain', 'de-custody-plain', 'la-custody-plan-plain', 'la-joint-custody-plain', 'me-parental-rights-plain'],
  minSame: 11,
  counts: { differences: 71, oneSided: 20, aligned: 26, sameMeaning: 58 },
  sample: 'la-custody-plan',
});

// README, "Ninth sealed part": written report-only in session 17, retired in session 18 (read by the
// lead at the end of session 17, tuned on since); PDF and DOCX files in pairs-sealed-9/generated/.
blindSetChecks({
  n: 9,
  title: 'ninth sealed set (pairs-sealed-9)',
  ids: [
    'hi-parenting-plan',
    'hi-parenting-plan-plain',
    'ms-custody-agreement',
    'ms-custody-plain',
    'nd-parenting-plan',
    'nd-parenting-plan-plain',
    'sd-parenting-plain',
    'sd-parenting-plan',
    'wy-custody-plain',
    'wy-custody-plan',
  ],
  states: ['Hawaii', 'Mississippi', 'North Dakota', 'South Dakota', 'Wyoming'],
  // Hawaii and Wyoming have two more pairs each in the thirteenth set (README, "Thirteenth sealed part").
  seenStates: ['Hawaii', 'Wyoming'],
  retired: true,
  plain: ['hi-parenting-plan-plain', 'ms-custody-plain', 'nd-parenting-plan-plain', 'sd-parenting-plain', 'wy-custody-plain'],
  minSame: 11,
  counts: { differences: 69, oneSided: 20, aligned: 25, sameMeaning: 56 },
  sample: 'nd-parenting-plan',
});

// README, "Tenth sealed part": written report-only in session 18, retired in session 19 (read by the
// lead at the end of session 18, tuned on since); PDF and DOCX files in pairs-sealed-10/generated/. Rhode Island, North Carolina and the District of
// Columbia are new to the corpus; Georgia, Michigan, Oregon and Washington had one pair each before.
// North Carolina has two more pairs in the thirteenth set (README, "Thirteenth sealed part").
blindSetChecks({
  n: 10,
  title: 'tenth sealed set (pairs-sealed-10)',
  ids: [
    'dc-custody-plain',
    'dc-custody-plan',
    'ga-custody-dispute',
    'mi-parenting-plain',
    'nc-custody-agreement',
    'nc-custody-plain',
    'or-parenting-plain',
    'ri-parenting-plan',
    'ri-parenting-plan-plain',
    'wa-parenting-plan-2',
  ],
  states: ['District of Columbia', 'Georgia', 'Michigan', 'North Carolina', 'Oregon', 'Rhode Island', 'Washington'],
  seenStates: ['Georgia', 'Michigan', 'North Carolina', 'Oregon', 'Washington'],
  retired: true,
  plain: ['dc-custody-plain', 'mi-parenting-plain', 'nc-custody-plain', 'or-parenting-plain', 'ri-parenting-plan-plain'],
  minSame: 11,
  counts: { differences: 70, oneSided: 20, aligned: 25, sameMeaning: 55 },
  sample: 'ri-parenting-plan',
});

// README, "Eleventh sealed part": written report-only in session 19, retired in session 20 (read by the
// lead at the end of session 19, tuned on since); PDF and DOCX files in pairs-sealed-11/generated/. Every state had one pair before (Arizona, Illinois,
// Minnesota, Nevada, New Jersey, Virginia, the fewest in the corpus), so all are listed as seen.
blindSetChecks({
  n: 11,
  title: 'eleventh sealed set (pairs-sealed-11)',
  ids: [
    'az-parenting-time-dispute',
    'az-parenting-time-plain',
    'il-parenting-plan-dispute',
    'il-parenting-plan-plain',
    'mn-parenting-plan-dispute',
    'mn-parenting-plan-plain',
    'nj-parenting-plan-plain',
    'nv-custody-dispute',
    'nv-custody-plain',
    'va-custody-dispute',
  ],
  states: ['Arizona', 'Illinois', 'Minnesota', 'Nevada', 'New Jersey', 'Virginia'],
  seenStates: ['Arizona', 'Illinois', 'Minnesota', 'Nevada', 'New Jersey', 'Virginia'],
  retired: true,
  plain: [
    'az-parenting-time-plain',
    'il-parenting-plan-plain',
    'mn-parenting-plan-plain',
    'nj-parenting-plan-plain',
    'nv-custody-plain',
  ],
  minSame: 11,
  counts: { differences: 70, oneSided: 20, aligned: 25, sameMeaning: 55 },
  sample: 'nv-custody-dispute',
});

// README, "Twelfth sealed part": written report-only in session 20, retired in session 21 (read by the
// lead at the end of session 20, tuned on since); PDF and DOCX files in pairs-sealed-12/generated/. Every state had two pairs before (Colorado,
// Missouri, Ohio, Oklahoma, Pennsylvania, among the fewest in the corpus), so all are listed as seen.
blindSetChecks({
  n: 12,
  title: 'twelfth sealed set (pairs-sealed-12)',
  ids: [
    'co-allocation-dispute',
    'co-allocation-plain',
    'mo-custody-dispute',
    'mo-custody-plain',
    'oh-shared-plan-dispute',
    'oh-shared-plan-plain',
    'ok-visitation-dispute',
    'ok-visitation-plain',
    'pa-parenting-plan-dispute',
    'pa-parenting-plan-plain',
  ],
  states: ['Colorado', 'Missouri', 'Ohio', 'Oklahoma', 'Pennsylvania'],
  seenStates: ['Colorado', 'Missouri', 'Ohio', 'Oklahoma', 'Pennsylvania'],
  retired: true,
  plain: ['co-allocation-plain', 'mo-custody-plain', 'oh-shared-plan-plain', 'ok-visitation-plain', 'pa-parenting-plan-plain'],
  minSame: 11,
  counts: { differences: 70, oneSided: 20, aligned: 23, sameMeaning: 64 },
  sample: 'oh-shared-plan-dispute',
});

// README, "Thirteenth sealed part": written report-only in session 21, retired in session 22 (read by the
// lead at the end of session 21, tuned on since); PDF and DOCX files in pairs-sealed-13/generated/. Every state had two pairs before (Alabama, Hawaii,
// Massachusetts, North Carolina, Wyoming, among the fewest in the corpus), so all are listed as seen.
blindSetChecks({
  n: 13,
  title: 'thirteenth sealed set (pairs-sealed-13)',
  ids: [
    'al-relocation-dispute',
    'al-relocation-plain',
    'hi-plan-dispute',
    'hi-plan-plain',
    'ma-plan-elements-dispute',
    'ma-plan-elements-plain',
    'nc-tiebreak-dispute',
    'nc-tiebreak-plain',
    'wy-agreement-dispute',
    'wy-agreement-plain',
  ],
  states: ['Alabama', 'Hawaii', 'Massachusetts', 'North Carolina', 'Wyoming'],
  seenStates: ['Alabama', 'Hawaii', 'Massachusetts', 'North Carolina', 'Wyoming'],
  retired: true,
  plain: ['al-relocation-plain', 'hi-plan-plain', 'ma-plan-elements-plain', 'nc-tiebreak-plain', 'wy-agreement-plain'],
  minSame: 12,
  counts: { differences: 71, oneSided: 20, aligned: 22, sameMeaning: 65 },
  sample: 'nc-tiebreak-dispute',
});

// README, "Fourteenth sealed part": written report-only in session 22, retired in session 23 (read by the
// lead at the end of session 22, tuned on since); PDF and DOCX files in pairs-sealed-14/generated/. Every state and the District of Columbia had pairs
// before, so the set takes states with two pairs whose earlier pairs used other documents (California,
// Florida, Texas and Utah in the train pairs, Michigan there and in set 10): all are listed as seen.
blindSetChecks({
  n: 14,
  title: 'fourteenth sealed set (pairs-sealed-14)',
  ids: [
    'ca-fl341-dispute',
    'ca-fl341-plain',
    'fl-timesharing-dispute',
    'fl-timesharing-plain',
    'mi-parenting-time-dispute',
    'mi-parenting-time-plain',
    'tx-conservatorship-dispute',
    'tx-conservatorship-plain',
    'ut-parenting-plan-dispute',
    'ut-parenting-plan-plain',
  ],
  states: ['California', 'Florida', 'Michigan', 'Texas', 'Utah'],
  seenStates: ['California', 'Florida', 'Michigan', 'Texas', 'Utah'],
  retired: true,
  plain: [
    'ca-fl341-plain',
    'fl-timesharing-plain',
    'mi-parenting-time-plain',
    'tx-conservatorship-plain',
    'ut-parenting-plan-plain',
  ],
  minSame: 12,
  counts: { differences: 75, oneSided: 20, aligned: 24, sameMeaning: 68 },
  sample: 'tx-conservatorship-dispute',
});

// README, "Fifteenth sealed part": written report-only in session 23, retired in session 24 (read by the
// lead at the end of session 23, tuned on since); PDF and DOCX files in pairs-sealed-15/generated/. Every state and the District of Columbia had pairs
// before, so the set takes states whose earlier pairs used other kinds of document (a relocation notice
// and objection, a long-distance plan, a mediated memorandum, a modification of a plan in force, a
// holiday and summer amendment): all are listed as seen.
blindSetChecks({
  n: 15,
  title: 'fifteenth sealed set (pairs-sealed-15)',
  ids: [
    'in-long-distance-dispute',
    'in-long-distance-plain',
    'mn-holiday-amendment-dispute',
    'mn-holiday-amendment-plain',
    'or-mediated-dispute',
    'or-mediated-plain',
    'tn-modification-dispute',
    'tn-modification-plain',
    'wa-relocation-dispute',
    'wa-relocation-plain',
  ],
  states: ['Indiana', 'Minnesota', 'Oregon', 'Tennessee', 'Washington'],
  seenStates: ['Indiana', 'Minnesota', 'Oregon', 'Tennessee', 'Washington'],
  retired: true,
  plain: [
    'in-long-distance-plain',
    'mn-holiday-amendment-plain',
    'or-mediated-plain',
    'tn-modification-plain',
    'wa-relocation-plain',
  ],
  minSame: 12,
  counts: { differences: 73, oneSided: 20, aligned: 36, sameMeaning: 65 },
  sample: 'wa-relocation-dispute',
});

// README, "Sixteenth sealed part": written report-only in session 24, retired in session 25 (read by the
// lead at the end of session 24, tuned on since); PDF and DOCX files in pairs-sealed-16/generated/. Every state and the District of Columbia had pairs
// before, so the set takes states whose earlier pairs used other kinds of document (an international
// travel and passport order, a deployment custodial-responsibility agreement, a child support
// stipulation with its worksheet figures, a parenting coordinator's recommendation, pre-decree
// temporary orders): all are listed as seen.
blindSetChecks({
  n: 16,
  title: 'sixteenth sealed set (pairs-sealed-16)',
  ids: [
    'az-temporary-orders-dispute',
    'az-temporary-orders-plain',
    'ca-passport-dispute',
    'ca-passport-plain',
    'nc-deployment-dispute',
    'nc-deployment-plain',
    'ny-support-stipulation-dispute',
    'ny-support-stipulation-plain',
    'pa-coordinator-dispute',
    'pa-coordinator-plain',
  ],
  states: ['Arizona', 'California', 'New York', 'North Carolina', 'Pennsylvania'],
  seenStates: ['Arizona', 'California', 'New York', 'North Carolina', 'Pennsylvania'],
  retired: true,
  plain: [
    'az-temporary-orders-plain',
    'ca-passport-plain',
    'nc-deployment-plain',
    'ny-support-stipulation-plain',
    'pa-coordinator-plain',
  ],
  minSame: 12,
  counts: { differences: 76, oneSided: 21, aligned: 40, sameMeaning: 68 },
  sample: 'pa-coordinator-dispute',
});

// README, "Seventeenth sealed part": written report-only in session 25, retired in session 26 (read by the
// lead at the end of session 25, tuned on since); PDF and DOCX files in pairs-sealed-17/generated/. Every state and the District of Columbia had pairs
// before, so the set takes states whose earlier pairs used other kinds of document (a child support
// addendum with its worksheet figures, a joint statement of agreed and disputed provisions for a
// toddler, a grandparent's third-party visitation order, a step-up consent order from supervised to
// unsupervised parenting time, a right-of-first-refusal and transportation addendum): all are listed
// as seen.
blindSetChecks({
  n: 17,
  title: 'seventeenth sealed set (pairs-sealed-17)',
  ids: [
    'de-grandparent-dispute',
    'de-grandparent-plain',
    'ga-support-addendum-dispute',
    'ga-support-addendum-plain',
    'md-joint-statement-dispute',
    'md-joint-statement-plain',
    'nj-step-up-dispute',
    'nj-step-up-plain',
    'va-first-refusal-dispute',
    'va-first-refusal-plain',
  ],
  states: ['Delaware', 'Georgia', 'Maryland', 'New Jersey', 'Virginia'],
  seenStates: ['Delaware', 'Georgia', 'Maryland', 'New Jersey', 'Virginia'],
  retired: true,
  plain: [
    'de-grandparent-plain',
    'ga-support-addendum-plain',
    'md-joint-statement-plain',
    'nj-step-up-plain',
    'va-first-refusal-plain',
  ],
  minSame: 12,
  counts: { differences: 73, oneSided: 20, aligned: 47, sameMeaning: 76 },
  sample: 'va-first-refusal-dispute',
});

// README, "Eighteenth sealed part": written report-only in session 26, sealed (README, "Sealed pairs");
// PDF and DOCX files in pairs-sealed-18/generated/. Every state and the District of Columbia had pairs
// before, so the set takes five of the fifteen states with two pairs each (counted from the README's
// table), with kinds of document earlier sets used little (a long-distance parenting plan, a child
// support modification after a layoff, a teen's schedule written with the teen's input, a plan around a
// parent's shift work, a plan for a child with special needs): all are listed as seen.
blindSetChecks({
  n: 18,
  title: 'eighteenth sealed set (pairs-sealed-18)',
  ids: [
    'ak-long-distance-dispute',
    'ak-long-distance-plain',
    'id-shift-work-dispute',
    'id-shift-work-plain',
    'ks-support-modification-dispute',
    'ks-support-modification-plain',
    'mt-teen-schedule-dispute',
    'mt-teen-schedule-plain',
    'nh-special-needs-dispute',
    'nh-special-needs-plain',
  ],
  states: ['Alaska', 'Idaho', 'Kansas', 'Montana', 'New Hampshire'],
  seenStates: ['Alaska', 'Idaho', 'Kansas', 'Montana', 'New Hampshire'],
  retired: false,
  plain: [
    'ak-long-distance-plain',
    'id-shift-work-plain',
    'ks-support-modification-plain',
    'mt-teen-schedule-plain',
    'nh-special-needs-plain',
  ],
  minSame: 12,
  counts: { differences: 80, oneSided: 20, aligned: 34, sameMeaning: 71 },
  sample: 'nh-special-needs-dispute',
});

describe.each(corpus.map((p) => [p.id, p] as const))('pair %s', (id, pair) => {
  const A = norm(text(id, 'a'));
  const B = norm(text(id, 'b'));

  test('ids are unique', () => {
    const ids = [...pair.conflicts.map((c) => c.id), ...pair.aligned.map((c) => c.id)];
    expect(new Set(ids).size).toBe(ids.length);
  });

  test.each(pair.conflicts.map((c) => [c.id, c] as const))(
    'difference %s: quotes in the documents, keys tell the sides apart',
    (_cid, c: Difference) => {
      expect(c.a || c.b).toBeTruthy();
      if (c.a) {
        holdsText(pair, A, norm(c.a.quote), `${c.id} Party A quote`);
        expect(states(c.a.quote, c.a.key)).toBe(true);
      }
      if (c.b) {
        holdsText(pair, B, norm(c.b.quote), `${c.id} Party B quote`);
        expect(states(c.b.quote, c.b.key)).toBe(true);
      }
      if (c.a && c.b) {
        expect(states(c.a.quote, c.b.key)).toBe(false);
        expect(states(c.b.quote, c.a.key)).toBe(false);
        // The ideal report (each side quoting exactly its provision) is found.
        expect(strictMatch({ verdict: 'conflict', topic: c.topic, a: c.a.quote, b: c.b.quote }, c)).toBe(true);
      }
      // A one-sided item's value is in no provision of the other party's document.
      if (!c.a && c.b) expect(states(text(id, 'a'), c.b.key)).toBe(false);
      if (c.a && !c.b) expect(states(text(id, 'b'), c.a.key)).toBe(false);
    },
  );

  test('aligned provisions read the same on both sides', () => {
    for (const al of pair.aligned) {
      holdsText(pair, A, norm(al.quote), `aligned ${al.id} in A`);
      holdsText(pair, B, norm(al.quote), `aligned ${al.id} in B`);
    }
  });

  test('same-meaning provisions: each side wording is in its own document', () => {
    for (const sm of pair.sameMeaning ?? []) {
      holdsText(pair, A, norm(sm.a), `same-meaning ${sm.id} in A`);
      holdsText(pair, B, norm(sm.b), `same-meaning ${sm.id} in B`);
    }
  });

  test('generated files exist for every format listed', () => {
    for (const f of pair.formats) {
      const files = filesFor(id, f);
      expect(existsSync(files.a)).toBe(true);
      expect(existsSync(files.b)).toBe(true);
    }
  });
});

// The same libraries and calls as src/features/mediator/worker/text.ts (pdf.js text items with
// end-of-line marks, pages joined by a line break; mammoth raw text). The bench reads the
// files through the app's module itself.
async function pdfText(path: string): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(readFileSync(path)), isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    let s = '';
    for (const item of (await (await doc.getPage(i)).getTextContent()).items)
      if ('str' in item) s += item.str + (item.hasEOL ? '\n' : '');
    pages.push(s);
  }
  await doc.destroy();
  return pages.join('\n');
}
async function docxText(path: string): Promise<string> {
  const mammoth = await import('mammoth');
  const api = (mammoth as unknown as { default?: typeof mammoth }).default ?? mammoth;
  return (await api.extractRawText({ buffer: readFileSync(path) })).value;
}

describe('every quote is in the text read from the generated PDF and DOCX files', () => {
  test.each(corpus.flatMap((p) => p.formats.filter((f) => f !== 'txt').map((f) => [p.id, f, p] as const)))(
    '%s as %s',
    async (id, format, pair) => {
      const files = filesFor(id, format);
      const read = format === 'pdf' ? pdfText : docxText;
      const got = { a: norm(await read(files.a)), b: norm(await read(files.b)) };
      for (const c of pair.conflicts) {
        if (c.a) holdsText(pair, got.a, norm(c.a.quote), `${c.id} Party A quote as ${format}`);
        if (c.b) holdsText(pair, got.b, norm(c.b.quote), `${c.id} Party B quote as ${format}`);
      }
      for (const al of pair.aligned) {
        holdsText(pair, got.a, norm(al.quote), `aligned ${al.id} in A as ${format}`);
        holdsText(pair, got.b, norm(al.quote), `aligned ${al.id} in B as ${format}`);
      }
    },
  );
});

describe('matching rules', () => {
  const g: Difference = {
    id: 'notice',
    topic: 'Summer notice',
    kind: 'date-no-year',
    a: { quote: 'With written notice by May 1 of each year', key: ['May 1'] },
    b: { quote: 'With written notice by April 1 of each year', key: ['April 1'] },
  };
  const one: Difference = {
    id: 'heloc',
    topic: 'Credit line',
    kind: 'undisclosed',
    a: null,
    b: { quote: 'home equity line of credit: $18,400.00', key: ['$18,400'] },
  };

  test('a key is found only as a whole value', () => {
    expect(states('notice by April 15 of each year', ['April 1'])).toBe(false);
    expect(states('notice by April 1, each year', ['April 1'])).toBe(true);
    expect(states('the sum of $1,500.00 per month', ['$1,500'])).toBe(true);
    expect(states('the sum of $11,500.00 per month', ['$1,500'])).toBe(false);
    expect(states('forty\u2010two days', ['forty-two days'])).toBe(true);
  });

  test('both sides must be stated, each on its own side', () => {
    expect(strictMatch({ verdict: 'conflict', topic: 't', a: 'by May 1', b: 'by April 1' }, g)).toBe(true);
    expect(strictMatch({ verdict: 'aligned', topic: 't', a: 'by May 1', b: 'by April 1' }, g)).toBe(false);
    expect(strictMatch({ verdict: 'conflict', topic: 't', a: 'by April 1', b: 'by May 1' }, g)).toBe(false);
    // Quoting both values on one side is not a correct statement of that side.
    expect(strictMatch({ verdict: 'conflict', topic: 't', a: 'by May 1 (April 1 for the Mother)', b: 'by April 1' }, g)).toBe(
      false,
    );
    expect(looseMatch({ verdict: 'conflict', topic: 't', a: 'by May 1 (April 1 for the Mother)', b: 'by April 1' }, g)).toBe(
      true,
    );
    // A quote cut short before the value is still about the provision (precision), not found (recall).
    const cut = { verdict: 'conflict', topic: 't', a: 'With written notice by…', b: 'With written notice by April 1' };
    expect(
      looseMatch(cut, {
        ...g,
        a: { quote: 'With written notice by May 1 of each year, the Possessory Conservator shall', key: ['May 1'] },
      }),
    ).toBe(false);
    expect(strictMatch(cut, g)).toBe(false);
  });

  test('an item one party leaves out is found when reported as that party alone', () => {
    expect(strictMatch({ verdict: 'only-b', topic: 'Debts', a: '', b: 'SunTrust line of credit $18,400.00' }, one)).toBe(true);
    expect(strictMatch({ verdict: 'only-a', topic: 'Debts', a: '$18,400', b: '' }, one)).toBe(false);
    expect(strictMatch({ verdict: 'aligned', topic: 'Debts', a: '', b: '$18,400' }, one)).toBe(false);
  });

  test('a report becomes exact figures', () => {
    const pair: Pair = {
      id: 'x',
      title: 'x',
      state: 'Texas',
      documentType: 'Custody Plan',
      sources: ['x'],
      formats: ['txt'],
      conflicts: [
        g,
        one,
        {
          ...g,
          id: 'waiver',
          a: { quote: 'waives spousal support', key: ['waives'] },
          b: { quote: '$1,500.00 per month', key: ['$1,500'] },
        },
      ],
      aligned: [],
    };
    const report = {
      conflictingTerms: [
        {
          topic: 'Summer',
          partyA: '"With written notice by May 1 of each year"',
          partyB: '"With written notice by April 1 of each year"',
        },
        { topic: 'Income', partyA: '"$4,073.33 Monthly gross salary"', partyB: '"$3,292.67 Monthly gross salary"' },
      ],
      alignedTerms: [
        { topic: 'Spousal support', partyA: '"Wife waives spousal support"', partyB: '"Husband shall pay $1,500.00 per month"' },
      ],
      oneSidedTerms: [
        { topic: 'Debts', party: 'B', partyA: 'Not addressed.', partyB: '"home equity line of credit: $18,400.00"' },
      ],
    };
    expect(itemsOf(report).map((i) => i.verdict)).toEqual(['conflict', 'conflict', 'aligned', 'only-b']);
    const s = matchReport(pair, report);
    expect(s.total).toBe(3);
    expect(s.found).toBe(2);
    expect(s.reported).toBe(3);
    expect(s.real).toBe(2);
    expect(s.aligned).toBe(1);
    expect(s.status).toEqual({ notice: 'found', heloc: 'found', waiver: 'aligned' });
    expect(s.falsePositives.map((f) => f.topic)).toEqual(['Income']);
  });
});
