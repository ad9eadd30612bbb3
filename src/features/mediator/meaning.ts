/**
 * What a provision decides, as typed values per topic, so that two provisions can be compared
 * by meaning rather than by wording: two provisions agree when the values both state agree,
 * however each is worded. Read from one sentence or clause at a time, after the thesaurus
 * (thesaurus.ts) has folded synonyms and with Petitioner/Respondent and first names read as
 * the parent the documents define them to be (aliases.ts).
 *
 * Slots (key: canonical value, text: the value in plain words for the report):
 *   custody.decision   joint | sole:<parent>          custody.areas   education, health care, religion, ...
 *   custody.physical   joint | sole:<parent> | primary:<parent> (physical custody as the documents name it)
 *   custody.final      who decides when the parents cannot agree (court, decision-maker, arbitrator, a parent)
 *   schedule.home      where the children live: <parent> (primary home) | shared (equal time)
 *   schedule.pattern   alternating weeks | 2-2-3 | every other weekend | ...
 *   exchange.place     police | school | home:<parent> | curbside
 *   exchange.transport who drives: receiving | delivering | <parent>
 *   holiday:<name>     fixed:<parent> | alternate:<parent with even years> | split
 *   support.payer      <parent> | none (waived)      spousal.payer   the same for spousal support
 *   insurance.carrier  <parent>                       uncovered.split equal | pro-rata | <a>/<b> | all:<parent>
 *   relocation.notice  asap | <days>                  relocation.consent consent | court
 *   travel.notice      <days> (notice of a trip away, out of the state or country)
 *   info.changes    <days> (telling the other parent of a new address, telephone or job)
 *   communication.channel  sorted channels            communication.response hours
 *   tax.claim          <parent>:<years>, ...
 *   summer.holder      <parent> | each           custody.daily   with-parent (day-to-day decisions)
 *   dispute.first      mediation                  plan.duration   emancipation
 *   contact.calls      reasonable | daily (the children's calls with the other parent)
 *   info.share         mutual (the parents keep each other informed about the children)
 *   info.records       both (both parents see the children's school and medical records)
 *   holiday:<name>     also regular (the holiday follows the regular schedule)
 *   holiday.precedence holidays-first (holiday time comes before regular and summer time)
 *   summer.share       half (one half of the summer to a parent)
 *   vacation.weeks     <weeks> (each parent's vacation weeks)   vacation.notice <days>
 *   care.first-refusal overnight | <hours>h | yes (the other parent is asked before a sitter)
 *   travel.consent     consent (a trip away needs the other parent's consent)
 *   conduct.litigation no (the case is not discussed with the children)
 *   activities.rides   parent-with-time (who takes the children to their activities)
 *   activity:<name>    continues (a named activity kept going: swimming lessons, piano)
 *   conduct.social-media no | consent (the children on social media)
 *   school.address     <parent> (whose address the children go to school from)
 *   chosen:<thing>     <parent> | joint (who chooses the mediator, counselor, doctor or school)
 *   pays:<debt>        <parent> | equal | father:<n>,mother:<n> (who pays the mortgage, the rent, a car loan)
 *   holiday:<name>     also fixed:other:<who> (with a grandparent or a named person, not a parent)
 *   travel.length      <days>d (the longest trip away)   travel.reasonable yes (consent not refused without reason)
 *   travel.passport    consent | consent|court           contact.weekly <n> (calls or video chats a week)
 *   leave.time         whole | <days>d (a deploying parent's time on leave)
 *   custody.daily      also <parent> (who makes the day-to-day decisions)
 * Plain TypeScript, no DOM.
 */
import { resolveRoles, type Aliases } from './aliases';
import {
  readChildrenCalls,
  readChooser,
  readCommunication,
  readConduct,
  readContactChanges,
  readDaily,
  readLeave,
  readTrips,
  readWeeklyContact,
  readActivityRides,
  readActivity,
  readSocialMedia,
  readDecisions,
  readFirstRefusal,
  readLitigationTalk,
  readInformation,
  readDisputeFirst,
  readDuration,
  readPhysical,
  readRelocation,
  readRecords,
  readSchool,
  readSchoolAddress,
} from './meaningCustody';
import { readCosts, readDebts, readIncome, readInsurance, readSupport, readTaxClaim } from './meaningMoney';
import { readExchanges, readHolidays, readSchedule } from './meaningSchedule';
import { cap, chosenText, nameParents, sideValues, type Meaning, type SetValue } from './meaningValues';
import { foldSynonyms } from './thesaurus';

/** A table row's "Mother: EVEN - Father: ODD" read as "the Mother in even years, the Father in odd years". */
export function yearsInRows(s: string): string {
  return s
    .replace(
      /\b((?:the\s+)?[A-Z][a-z]+)\s*:\s*(EVEN|ODD|Even|Odd)\b(?!\s+years)/g,
      (_m, who: string, y: string) => `${who} in ${y.toLowerCase()} years`,
    )
    .replace(/\b((?:the\s+)?[A-Z][a-z]+)\s*:\s*(?:EVERY|Every)\b(?!\s+year)/g, '$1 every year');
}

/** Every typed value one sentence or clause decides. */
export function meaningOf(sentence: string, aliases: Aliases = new Map()): Meaning {
  const out: Meaning = new Map();
  const set: SetValue = (slot, v) => {
    if (!out.has(slot)) out.set(slot, v);
  };
  const s = yearsInRows(foldSynonyms(chosenText(resolveRoles(sentence, aliases)))).replace(/\s+/g, ' ');
  nameParents(s);

  readDecisions(s, aliases, set, out);
  readPhysical(s, aliases, set);
  readSchedule(s, aliases, set);
  readExchanges(s, aliases, set);
  readHolidays(s, aliases, set);
  readIncome(s, aliases, set);
  readSupport(s, aliases, set);
  readInsurance(s, aliases, set);
  readCosts(s, aliases, set, out);
  readDebts(s, aliases, set);
  readRelocation(s, aliases, set);
  readCommunication(s, set);
  readConduct(s, set, aliases);
  readInformation(s, set);
  readRecords(s, set);
  readFirstRefusal(s, set);
  readLitigationTalk(s, set);
  readActivityRides(s, set);
  readActivity(s, set);
  readSocialMedia(s, set);
  readContactChanges(s, aliases, set);
  readDaily(s, set, aliases);
  readTrips(s, set);
  readWeeklyContact(s, set);
  readLeave(s, set);
  readDisputeFirst(s, set);
  readChooser(s, aliases, set);
  readDuration(s, set);
  readChildrenCalls(s, set, aliases);
  readSchoolAddress(s, aliases, set);
  readSchool(s, set);
  readTaxClaim(s, aliases, set);
  return out;
}

export interface MeaningComparison {
  /** Slots both sides state with different values. */
  differ: string[];
  /** Slots both sides state with the same value. */
  agree: string[];
  /** Slots both sides state that say nothing either way (the example areas of joint decisions). */
  moot: string[];
}

/**
 * One place named in full and by its last words ("the Laramie County Justice Center" / "the
 * Justice Center in Cheyenne"): the shorter name, of two words or more, ends the longer one.
 */
const samePlace = (x: string, y: string) => {
  // Keys of the same kind ("place:laramie county justice center" / "place:justice center").
  const [kx, nx] = x.includes(':') ? [x.slice(0, x.indexOf(':')), x.slice(x.indexOf(':') + 1)] : ['', x];
  const [ky, ny] = y.includes(':') ? [y.slice(0, y.indexOf(':')), y.slice(y.indexOf(':') + 1)] : ['', y];
  const [short, long] = nx.length <= ny.length ? [nx, ny] : [ny, nx];
  return kx === ky && short.split(' ').length >= 2 && long.endsWith(` ${short}`);
};

export function compareMeanings(a: Meaning, b: Meaning): MeaningComparison {
  const differ: string[] = [];
  const agree: string[] = [];
  const moot: string[] = [];
  // Under joint decision-making on both sides, the list of areas a sentence names is an example
  // ("including education and health care"), not a term: it neither differs nor agrees.
  const bothJoint = a.get('custody.decision')?.key === 'joint' && b.get('custody.decision')?.key === 'joint';
  for (const [slot, va] of a) {
    const vb = b.get(slot);
    if (!vb) continue;
    if (bothJoint && slot === 'custody.areas' && va.key !== vb.key) moot.push(slot);
    else (va.key === vb.key || (slot === 'exchange.place' && samePlace(va.key, vb.key)) ? agree : differ).push(slot);
  }
  return { differ, agree, moot };
}

/** "Party A: Thanksgiving with the Mother every year. Party B: Thanksgiving alternating, the Father in even years." */
export function explain(a: Meaning, b: Meaning, slots: string[]): { a: string; b: string; line: string } {
  const side = (m: Meaning) =>
    cap(
      sideValues(m, slots)
        .map(([, v]) => v.text)
        .join('; '),
    );
  const ta = side(a);
  const tb = side(b);
  return { a: ta, b: tb, line: `Party A: ${ta}. Party B: ${tb}.` };
}
