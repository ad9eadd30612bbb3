/**
 * Reads the guideline fields as typed and says, field by field, what is wrong (docs/child-support.md).
 * Pure: no React.
 */
import { forward, object, partialCheck, pipe, rawTransform, string, transform, unknown } from 'valibot';
import { parseCents } from '../../lib/money';
import { formProblems } from '../../lib/schema';
import type { GuidelineInput, StateGuideline, Who } from '../../content/child-support/guideline';
import { readEstimatorQuery } from '../../lib/pathQueries';
import { english, type Translate } from '../../lib/translate';
import * as m from '../../content/messages/child-support/compiled/en.js';

export interface GuidelineFields {
  youIncome: string;
  otherIncome: string;
  children: number;
  overnightsYou: string;
  overnightsOther: string;
  childCare: string;
  healthInsurance: string;
  youLocalTax: string;
  otherLocalTax: string;
  /** Asked only where the state's worksheet reads it (StateGuideline.asks). */
  extraordinaryMedical?: string;
  childCarePaidBy?: Who;
  healthInsurancePaidBy?: Who;
  extraordinaryMedicalPaidBy?: Who;
}

/** The text boxes (the "who pays" choices cannot be wrong). */
export type FieldName = Exclude<
  keyof GuidelineFields,
  'childCarePaidBy' | 'healthInsurancePaidBy' | 'extraordinaryMedicalPaidBy'
>;

/** Which optional boxes the chosen state's worksheet reads. */
export interface FormOptions {
  childCare: boolean;
  healthInsurance: boolean;
  localTax: boolean;
  extraordinaryMedical?: boolean;
  /** Each asked cost also asks which parent pays it. */
  paidBy?: boolean;
}

/** What the form asks for a state: its `asks` list when it has one, else its older flags. */
export function formOptionsFor(g: StateGuideline | null): FormOptions {
  if (!g) return { childCare: false, healthInsurance: false, localTax: false };
  if (g.asks) {
    return {
      childCare: g.asks.childCare !== undefined,
      healthInsurance: g.asks.healthInsurance !== undefined,
      localTax: g.usesLocalTax,
      extraordinaryMedical: g.asks.extraordinaryMedical !== undefined,
      paidBy: true,
    };
  }
  return { childCare: g.usesChildCare, healthInsurance: g.usesHealthInsurance, localTax: g.usesLocalTax };
}
export type FieldErrors = Partial<Record<FieldName, string>>;

export const MONEY_ERROR = m.money_error;
export const INCOME_ERROR = m.income_error;

/** Parses an overnight count: a whole number from 0 to 366, or null. */
export function parseOvernights(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,3}$/.test(t)) return null;
  const n = Number(t);
  return n <= 366 ? n : null;
}

/** Reads overnights from the route parameters the parenting-time schedule links with. */
export function overnightsFromQuery(search: string): { you: string; other: string } | null {
  const { you, other: oth } = readEstimatorQuery(search);
  if (you === null && oth === null) return null;
  const y = you !== null ? parseOvernights(you) : null;
  const o = oth !== null ? parseOvernights(oth) : null;
  if (y === null || o === null) return null;
  return { you: String(y), other: String(o) };
}

/** The state and number of children another screen (the AI Mediator) fills in, each only when valid. */
export function prefillFromQuery(search: string, states: readonly string[]): { state: string; children: number | null } {
  const q = readEstimatorQuery(search);
  const state = q.state !== null && states.includes(q.state) ? q.state : '';
  const n = q.children !== null && /^\d{1,2}$/.test(q.children) ? Number(q.children) : 0;
  return { state, children: n >= 1 ? Math.min(n, 6) : null };
}

export type GuidelineParse =
  | { kind: 'ok'; input: GuidelineInput }
  | { kind: 'errors'; errors: FieldErrors }
  /** The overnights are both empty: the guideline waits for them without calling it an error. */
  | { kind: 'needs-overnights' };

const NIGHTS_ERROR = m.nights_error;

/** What a text box becomes: `read` gives the value, or null when the text is not one (said with `message`). */
const readAs = (read: (text: string) => number | null, message: string) =>
  pipe(
    string(),
    rawTransform(({ dataset, addIssue, NEVER }) => {
      const value = read(dataset.value);
      if (value === null) {
        addIssue({ message });
        return NEVER;
      }
      return value;
    }),
  );

/** An optional amount: empty is 0. */
const optionalCents = (t: Translate) => readAs((text) => (text.trim() === '' ? 0 : parseCents(text)), t(MONEY_ERROR));
/** A box the guideline does not ask for here: 0, whatever it holds. */
const notAsked = pipe(
  string(),
  transform(() => 0),
);

/**
 * The guideline form: each box says its own problem, and the two overnight counts must add
 * up to a year (said at the second) once both are readable, whatever the other boxes hold.
 * With both overnight boxes empty they are not read at all (see parseGuidelineFields).
 */
function guidelineSchema(opts: FormOptions, readNights: boolean, t: Translate) {
  const nights = readNights
    ? readAs(parseOvernights, t(NIGHTS_ERROR))
    : pipe(
        string(),
        transform(() => 0),
      );
  return pipe(
    object({
      youIncome: readAs(parseCents, t(INCOME_ERROR)),
      otherIncome: readAs(parseCents, t(INCOME_ERROR)),
      /** At least one child, whole. */
      children: pipe(
        unknown(),
        transform((n) => Math.max(1, Math.floor(Number(n)))),
      ),
      overnightsYou: nights,
      overnightsOther: nights,
      childCare: opts.childCare ? optionalCents(t) : notAsked,
      healthInsurance: opts.healthInsurance ? optionalCents(t) : notAsked,
      youLocalTax: opts.localTax ? optionalCents(t) : notAsked,
      otherLocalTax: opts.localTax ? optionalCents(t) : notAsked,
      extraordinaryMedical: opts.extraordinaryMedical ? optionalCents(t) : notAsked,
    }),
    forward(
      partialCheck(
        [['overnightsYou'], ['overnightsOther']],
        ({ overnightsYou, overnightsOther }) =>
          !readNights || (overnightsYou + overnightsOther >= 365 && overnightsYou + overnightsOther <= 366),
        (issue) => {
          const v = issue.input as { overnightsYou: number; overnightsOther: number };
          return t(m.nights_sum, { sum: v.overnightsYou + v.overnightsOther });
        },
      ),
      ['overnightsOther'],
    ),
  );
}

/** Reads the form; each field's problem is said in the language of `t`. */
export function parseGuidelineFields(f: GuidelineFields, opts: FormOptions, t: Translate = english): GuidelineParse {
  const bothEmpty = f.overnightsYou.trim() === '' && f.overnightsOther.trim() === '';
  const typed = { ...f, extraordinaryMedical: f.extraordinaryMedical ?? '' };
  const checked = formProblems<GuidelineInput, FieldName>(guidelineSchema(opts, !bothEmpty, t), typed);
  if (!checked.ok) return { kind: 'errors', errors: checked.errors };
  if (bothEmpty) return { kind: 'needs-overnights' };
  const input: GuidelineInput = { ...checked.value };
  if (!opts.extraordinaryMedical) delete input.extraordinaryMedical;
  if (opts.paidBy) {
    if (opts.childCare && f.childCarePaidBy) input.childCarePaidBy = f.childCarePaidBy;
    if (opts.healthInsurance && f.healthInsurancePaidBy) input.healthInsurancePaidBy = f.healthInsurancePaidBy;
    if (opts.extraordinaryMedical && f.extraordinaryMedicalPaidBy)
      input.extraordinaryMedicalPaidBy = f.extraordinaryMedicalPaidBy;
  }
  return { kind: 'ok', input };
}
