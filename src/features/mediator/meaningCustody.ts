/**
 * What a provision decides about how the parents decide and deal with each other (meaning.ts):
 * legal custody and decision-making, who is Petitioner, mediation, relocation and
 * communication. Plain TypeScript, no DOM.
 */
import { US_STATES } from '../../content/states';
import type { Aliases } from './aliases';
import { readDetails } from './details';
import { wordsToNumber } from './extract';
import { PARENT_WORD, label, parentOf, type Meaning, type Parent, type SetValue } from './meaningValues';

const AREAS: Array<[RegExp, string]> = [
  // "decide together about Liam's school" (not the school year, events or district).
  [
    // "school, doctors and church" in a list of decisions too.
    /\beducation\b|\b(?:his|her|their|the child's|the children's|[A-Za-z]+'s|on|about) school\b(?!\s+(?:year|events?|calendar|breaks?|days?|district|activities))|\bschool(?=,\s*(?:doctors|health care|medical|religion|church)\b)|\bschool (?:things|matters|stuff|issues|questions)\b/i,
    'education',
  ],
  [/\bhealth(?: care)?\b|\bmedical\b/i, 'health care'],
  [/\breligion\b/i, 'religion'],
  [/\bextracurricular\b/i, 'extracurricular activities'],
  [/\bchild care\b|\bday ?care\b/i, 'child care'],
  [/\bwelfare\b/i, 'welfare'],
];

/** Legal custody, decision-making, consultation, the final say, the parties and mediation. */
export function readDecisions(s: string, aliases: Aliases, set: SetValue, out: Meaning): void {
  // Legal custody and decision-making.
  // "agree together on school, doctors and church" (together folded to jointly): deciding jointly.
  const agreeJointly = /\bagree\w*\s+jointly\b|\bjointly\s+(?:agree|consult)\w*\b|\bconsult and agree\b/i.test(s);
  const decides = agreeJointly || /\bdecision|\bdecide|\bcustody\b|\bparental responsibilit/i.test(s);
  if (decides) {
    const sole = new RegExp(
      `${PARENT_WORD}[^.]{0,40}?\\bsole (?:legal )?(?:custody|decision)|\\bsole (?:legal )?(?:custody|decision-making)\\b[^.]{0,30}?\\b(?:to|with) ${PARENT_WORD}`,
    ).exec(s);
    // A form's answer after its question ("Decision making for the children shall be: [X] Shared." /
    // "... : [X] Sole to the Mother.", the unticked options already dropped).
    const answer = new RegExp(
      `\\bdecision[- ]making\\b[^.:]{0,60}:[\\s.]*(?:(shared|joint)\\b|sole (?:to|with) ${PARENT_WORD})`,
      'i',
    ).exec(s);
    const answerParent = parentOf(answer?.[2], aliases);
    if (answer?.[1]) set('custody.decision', { key: 'joint', text: 'joint decision-making' });
    else if (answerParent)
      set('custody.decision', { key: `sole:${answerParent}`, text: `sole decision-making for ${label(answerParent)}` });
    if (sole) {
      const p = parentOf(sole[1] ?? sole[2], aliases);
      set('custody.decision', { key: `sole:${p ?? 'unnamed'}`, text: `sole decision-making${p ? ` for ${label(p)}` : ''}` });
    } else if (/\bsole (?:legal )?custody\b|\bsole decision-making\b/i.test(s)) {
      set('custody.decision', { key: 'sole:unnamed', text: 'sole decision-making' });
    } else if (
      // "Sam and I both keep custody of Riley" (read as "both parents both keep custody"): as "share custody".
      /\blegal custody\b[^.]{0,60}?\bjoint(?:ly)?\b|\bshare\w* (?:the )?(?:legal custody|decision-making)\b|\bshare (?:joint )?custody\b|\bboth\b[^.]{0,20}?\b(?:keep|have|share|retain|hold)\s+(?:joint\s+|legal\s+)?custody\b|\bjoint (?:legal )?custody\b|\bjoint (?:legal )?decision-making\b|\bdecision[^.]{0,80}\bjointly\b|\bjointly\b[^.]{0,40}\bdecision|\bjointly\b[^.]{0,12}\bdecide|\bdecide\b[^.]{0,80}\bjointly\b|\bequal (?:rights|say|voice|authority)\b[^.]{0,60}\bdecision|\bmutual responsibility\b[^.]{0,80}\bdecision/i.test(
        s,
      )
    ) {
      set('custody.decision', { key: 'joint', text: 'joint decision-making' });
    } else if (agreeJointly) {
      set('custody.decision', { key: 'joint', text: 'joint decision-making' });
    } else {
      // "I will make the major decisions for the kids": one parent decides.
      const alone = new RegExp(
        `${PARENT_WORD}\\s+(?:shall|will|should)\\s+make\\s+(?:all\\s+)?(?:the\\s+)?(?:major|important|big|main)\\s+decisions\\b(?![^.]{0,40}\\b(?:jointly|with|after consult))`,
      ).exec(s);
      const ap = parentOf(alone?.[1], aliases);
      if (ap) set('custody.decision', { key: `sole:${ap}`, text: `sole decision-making for ${label(ap)}` });
    }
    if (out.has('custody.decision') && (agreeJointly || /\bdecision|\bdecide|\blegal custody\b/i.test(s))) {
      const areas = AREAS.filter(([re]) => re.test(s)).map(([, n]) => n);
      if (areas.length) set('custody.areas', { key: areas.join(','), text: `decisions on ${areas.join(', ')}` });
    }
  }
  readAreaHolders(s, aliases, set);
  // Consultation: each other, or one parent consulting the other before deciding alone.
  if (/\bconsult/i.test(s) && /\bdecision|\bdecide/i.test(s)) {
    const one = new RegExp(`${PARENT_WORD}\\s+(?:shall|will|must)\\s+consult\\s+(?:with\\s+)?${PARENT_WORD}`).exec(s);
    const p = parentOf(one?.[1], aliases);
    const q = parentOf(one?.[2], aliases);
    if (p && q) set('custody.consult', { key: `${p}>${q}`, text: `${label(p)} decides after consulting ${label(q)}` });
    else if (/\bconsult (?:with )?each other\b|\bconsult (?:with )?one another\b/i.test(s))
      set('custody.consult', { key: 'mutual', text: 'the parents consult each other' });
  }
  if (/\bagree\b|\bdisagree|\bdisput|\bimpasse\b|\btie-?break|\bfinal (?:decision|say)\b/i.test(s)) {
    const final: Array<[RegExp, string, string]> = [
      [/\bdecision-maker\b/i, 'decision-maker', 'a decision-maker decides'],
      [/\barbitrat/i, 'arbitrator', 'an arbitrator decides'],
      // "submitted to a parenting consultant chosen by the parents, whose decision shall be binding".
      [/\bparenting (?:consultant|coordinator)\b/i, 'consultant', 'a parenting consultant decides'],
      [
        // "... before either parent asks the court to decide": the court breaks the deadlock.
        /\b(?:made|decided) by the court\b|\bcourt (?:shall|will) decide\b|\bsubmit\w* to the court\b|\b(?:ask|asks|petition|petitions|move|moves)\s+the court to (?:decide|resolve)\b/i,
        'court',
        'the court decides',
      ],
    ];
    const hit = final.find(([re]) => re.test(s));
    // "... shall have ultimate responsibility for that decision", "the final decision-making authority".
    const byParent = new RegExp(
      `${PARENT_WORD}\\s+(?:shall|will)\\s+(?:have|make)\\s+(?:the\\s+)?(?:final|ultimate|tie-?breaking)`,
    ).exec(s);
    // "If the parties cannot agree ..., the Mother's decision shall control (prevail, be final)".
    const prevails = new RegExp(
      `${PARENT_WORD}(?:'s|’s)?\\s+(?:decision|choice|view|position)\\s+(?:shall|will)\\s+(?:control|prevail|govern|be final|be binding|stand)\\b`,
    ).exec(s);
    // "If the parents disagree about ..., they shall follow the recommendation of the school counselor."
    const adviser =
      /\b(?:follow|abide by|accept|go with)\s+(?:the\s+)?(?:recommendation|advice|decision|choice)s?\s+of\s+(?:the\s+|their\s+|a\s+)?((?:[a-z]+\s+){0,2}(?:counselor|counsellor|therapist|doctor|pediatrician|principal|teacher|guardian ad litem|evaluator))\b/i.exec(
        s,
      );
    // "If we can't agree, I get the final say."
    const saysLast = new RegExp(
      `${PARENT_WORD}\\s+(?:gets?|has|have)\\s+(?:the\\s+)?(?:final|last)\\s+(?:say|word|decision)`,
    ).exec(s);
    // "... but if they cannot agree, the Mother shall decide matters of education."
    const decidesIfNot = new RegExp(
      `\\b(?:(?:cannot|can't|can not|do not|don't|are unable to|fail to)\\s+agree|disagree)\\b[^.;]{0,60}?,\\s*${PARENT_WORD}\\s+(?:shall|will|may)\\s+decide\\b`,
    ).exec(s);
    const p =
      parentOf(byParent?.[1], aliases) ??
      parentOf(saysLast?.[1], aliases) ??
      parentOf(decidesIfNot?.[1], aliases) ??
      parentOf(prevails?.[1], aliases);
    // Mediation (the Friend of the Court's too), then the court: "... they shall go to mediation before
    // either asks the court", "resolved by mediation and, if mediation fails, by the court".
    const courtAfter =
      /\bbefore\b[^.;]{0,30}\b(?:go(?:es|ing)?\s+(?:back\s+)?to|asks?|asking|petitions?|moves?|returns?\s+to)\s+(?:the\s+|a\s+)?court\b|\bif mediation fails\b[^.;]{0,20}\bby the court\b|\bFriend of the Court\b/i.test(
        s,
      );
    if (p) set('custody.final', { key: p, text: `${label(p)} has the final say` });
    else if (adviser) {
      const who = (adviser[1] ?? '').toLowerCase();
      set('custody.final', { key: `adviser:${who}`, text: `the ${who}'s recommendation decides` });
    } else if (!hit && courtAfter && /\bmediat/i.test(s))
      set('custody.final', { key: 'court', text: 'a mediator first, then the court decides' });
    else if (hit)
      set('custody.final', {
        key: hit[1],
        text: hit[1] === 'court' && /\bmediat/i.test(s) ? 'a mediator first, then the court decides' : hit[2],
      });
    // "... and if they cannot agree, they shall attend mediation": mediation, and no one else named.
    // Not mediation as a step before going to court ("before either parent files a motion"):
    // dispute.first says that, and the court is then the last word.
    else if (
      /\bmediat/i.test(s) &&
      !/\bcourt\b|\bbefore\b[^.;]{0,40}\b(?:fil(?:e|es|ed|ing)|motion|petition|judge|litigat\w*|legal action)\b/i.test(s)
    )
      set('custody.final', { key: 'mediation', text: 'mediation, no one decides for the parents' });
  }

  // Who is Petitioner and who Respondent ("The Mother, Dana Whitfield, is the Petitioner").
  const party =
    /\b(Mother|Father|Husband|Wife)\b[^.]{0,40}?\bis the (Petitioner|Respondent)\b/.exec(s) ??
    /\b(Petitioner|Respondent)\b[^.]{0,40}?\bis the (Mother|Father|Husband|Wife)\b/.exec(s);
  if (party) {
    const [role, legal] = /^(?:Petitioner|Respondent)$/.test(party[1] ?? '') ? [party[2], party[1]] : [party[1], party[2]];
    set('parties.petitioner', {
      key: `${(legal ?? '').toLowerCase()}:${(role ?? '').toLowerCase()}`,
      text: `the ${role} is the ${legal}`,
    });
  }

  // Who mediates first.
  if (/\bmediat/i.test(s)) {
    if (/\bconciliation services?\b|\bcourt(?:-connected| mediation| mediator)\b|\bfamily court services\b/i.test(s))
      set('dispute.mediator', { key: 'court', text: "mediation first through the court's own service" });
    else if (/\bprivate mediator\b/i.test(s))
      set('dispute.mediator', { key: 'private', text: 'mediation first with a private mediator' });
  }
}

const STATE_NAMED = `(?:(?:state|commonwealth)\\b(?!\\s+of\\s+residence)|(?:State of |Commonwealth of )?(?:${US_STATES.join('|')})\\b)`;
const OUT_OF_STATE = new RegExp(
  `\\b(?:out of|outside(?: of)?|beyond)\\s+(?:the\\s+)?${STATE_NAMED}|\\bout-of-state\\b|\\bremov\\w*\\b[^.;]{0,40}?\\bfrom\\s+(?:the\\s+)?${STATE_NAMED}`,
  'i',
);

/**
 * Physical custody, as the documents name it ("joint legal custody and sole physical custody
 * with the Mother" / "joint physical custody"; "We share physical custody"; "[X] Primary physical
 * custody to the Father"): joint, or sole or primary with a parent. Sole and primary are kept
 * apart: the documents use them for different arrangements.
 */
export function readPhysical(s: string, aliases: Aliases, set: SetValue): void {
  if (!/\bphysical (?:custody|care|placement)\b/i.test(s)) return;
  if (
    /\b(?:joint|shared|equal(?:ly)?(?: shared)?) physical (?:custody|care|placement)\b|\bshare\w*\s+(?:joint\s+|equal\s+)?physical (?:custody|care|placement)\b|\bphysical (?:custody|care|placement)\b[^.;]{0,30}\b(?:joint(?:ly)?|shared)\b/i.test(
      s,
    )
  ) {
    set('custody.physical', { key: 'joint', text: 'joint physical custody' });
    return;
  }
  const kind = /\b(sole|primary)\s+physical (?:custody|care|placement)\b/i.exec(s);
  if (!kind) return;
  const k = (kind[1] ?? '').toLowerCase();
  const at = kind.index ?? 0;
  // The parent after the words ("... with the Mother", "... to the Father"), else the one before.
  const after = new RegExp(`^[^.;]{0,20}?\\b(?:with|to|in|for)\\s+${PARENT_WORD}`).exec(s.slice(at + kind[0].length));
  // "The Mother shall have ...", "their mother, who will have ...".
  const before = new RegExp(
    `${PARENT_WORD}(?:,[^,]{1,40},|,\\s+who)?\\s+(?:shall\\s+|will\\s+)?(?:has|have|be awarded|is awarded)\\s+$`,
    'i',
  ).exec(s.slice(Math.max(0, at - 80), at));
  const p = parentOf(after?.[1], aliases) ?? parentOf(before?.[1], aliases);
  // With no parent named it is left unread: "sole physical custody" alone says too little to
  // agree or differ with a parent's.
  if (p) set('custody.physical', { key: `${k}:${p}`, text: `${k} physical custody with ${label(p)}` });
}

export function readRelocation(s: string, aliases: Aliases, set: SetValue): void {
  // The other parent's time to object ("An objection ... must be made within 30 days of receipt
  // of the notice" / "has thirty days after receiving that notice to file an objection"): not
  // the notice period.
  // "has 30 days after getting that letter to object": getting the notice is receiving it.
  if (/\bobject/i.test(s) && /\b(?:receipt|receiving|receives?|received|getting|gets|got)\b/i.test(s)) {
    const days = readDetails(s, aliases).find((d) => d.kind === 'notice' || d.kind === 'duration');
    if (days) set('relocation.objection', { key: days.key, text: `${days.text} to object after the notice` });
    return;
  }
  // Relocation.
  if (
    /\brelocat|\bmoves?\b|\bmoving\b|\bchange (?:of|their|his|her|the child(?:ren)?'s) (?:residence|address)\b|\bchanging (?:his or her|his\/her|their|his|her) residence\b|\bchange of (?:the )?(?:principal|primary) residence\b|\bchange the (?:principal |primary )?residence\b|\bchange residence\b|\bremoved? (?:[^.]{0,30})?\bout of\b|\bremove\b[^.]{0,40}\bfrom the (?:state|commonwealth)\b/i.test(
      s,
    )
  ) {
    const notice =
      readDetails(s, aliases).find((d) => d.kind === 'notice') ??
      // "not later than the 45th day before the date of the intended change"
      ((m) => (m ? { key: m[1] as string, text: `${m[1]} days` } : undefined))(
        /\b(\d{1,3})(?:st|nd|rd|th) day before\b/i.exec(s),
      );
    // How far a move may go before these rules apply ("more than 50 miles", "farther than one hundred (100) miles").
    const far =
      /\b(?:more than|over|beyond|farther than|further than|in excess of|exceeding|outside (?:a|of a))\s+(?:(\d{1,4})|([a-z]+(?:[- ][a-z]+)?))\s*(?:\(\d{1,4}\)\s*)?(?:-?\s*)?miles?\b/i.exec(
        s,
      );
    const miles = far ? (far[1] ? Number(far[1]) : wordsToNumber((far[2] ?? '').toLowerCase())) : Number.NaN;
    if (Number.isFinite(miles) && miles > 0)
      set('relocation.distance', { key: `${miles}mi`, text: `a move of more than ${miles} miles` });
    // A state line as the limit ("move the children's residence out of Minnesota", "outside the
    // Commonwealth", "an out-of-state move"): a limit of its own, not the same as a distance.
    else if (OUT_OF_STATE.test(s)) set('relocation.distance', { key: 'state', text: 'a move out of the state' });
    if (/\bas soon as (?:practicable|possible)\b/i.test(s))
      set('relocation.notice', { key: 'asap', text: 'notice as soon as practicable' });
    else if (notice) set('relocation.notice', { key: notice.key, text: `notice ${notice.text} before the move` });
    if (
      // "without the other's written OK", "unless the other agrees in writing".
      /\bwritten consent\b|\bconsent of the other\b|\bagreement of the other parent\b|\bunless the other parent agrees\b|\bother parent agrees\b|\bconsent of both parents\b|\bboth parents (?:consent|agree)\b|\bthe other(?:['’]s| parent['’]s| party['’]s)? written (?:OK|okay|permission|agreement)\b|\bthe other (?:parent |party )?agrees\b|\bagrees? in writing\b/i.test(
        s,
      )
    )
      set('relocation.consent', { key: 'consent', text: "the other parent's written consent is needed" });
    else if (/\b(?:OK|okay|agreement|consent) in writing\b/i.test(s))
      set('relocation.consent', { key: 'consent', text: "the other parent's written consent is needed" });
    else if (/\bcourt (?:approval|permission|order)\b|\bpermission of the court\b|\bwithout court approval\b/i.test(s))
      set('relocation.consent', { key: 'court', text: "the court's approval is needed" });
  } else if (
    // "The children shall not be taken outside the United States without ... consent": a trip too.
    // "A party taking the children out of Minnesota shall give ...", "If either of us takes the kids out of state".
    /\b(?:trips?|travel(?:s|ing|ling)?|vacations?|taken|taking|takes?)\b/i.test(s) &&
    // A place by its name is matched with its capital (session 29: under the /i flag "[A-Z]" matched any
    // word, so "paid out of pocket" read as a trip away).
    (/\b(?:out of|outside(?: of)?)\s+(?:the\s+)?(?:state|country|town)\b|\bout-of-state\b|\binternational/i.test(s) ||
      /\b(?:[Oo]ut of|[Oo]utside(?: of)?)\s+(?:the\s+)?[A-Z][a-z]+\b/.test(s))
  ) {
    // Notice of a trip away ("at least 14 days ahead of any overnight trip ... outside Vermont" /
    // "two weeks ahead" of "an overnight trip out of Vermont"): days, however counted.
    const notice = readDetails(s, aliases).find((d) => d.kind === 'notice');
    if (notice) set('travel.notice', { key: notice.key, text: `notice ${notice.text} before a trip away` });
    // "The Father shall not travel outside Connecticut with Sofia without the Mother's written consent."
    if (/\b(?:without|unless)\b[^.]{0,40}\b(?:consent|permission|agreement|agrees)\b/i.test(s))
      set('travel.consent', { key: 'consent', text: "a trip away needs the other parent's consent" });
  }
}

/**
 * Speaking ill of the other parent: "Neither party shall make disparaging statements about the
 * other party in the presence of the minor child" / "should at all times avoid speaking negatively
 * about each other" (negative and derogatory are folded to disparaging by the thesaurus).
 * conduct.disparage = no | no:children-present (only where the children can hear).
 */
/**
 * Day-to-day decisions ("Each parent shall make decisions regarding the day-to-day care of a child
 * while the child is residing with that parent" / "While the children are with a parent, that
 * parent decides their day-to-day care"): the parent the children are with.
 */
export function readDaily(s: string, set: SetValue, aliases: Aliases = new Map()): void {
  if (!/\bday-to-day\b|\bdaily care\b|\beveryday (?:matters|decisions)\b|\broutine decisions\b/i.test(s)) return;
  // "Defendant shall have authority for day-to-day decisions" / "Marcus makes the everyday decisions": that parent.
  const who = new RegExp(
    `${PARENT_WORD}\\s+(?:(?:shall|will)\\s+(?:have\\s+(?:the\\s+)?authority\\s+(?:for|over|to make)|make)|has\\s+(?:the\\s+)?authority\\s+(?:for|over|to make)|makes)\\s+(?:the\\s+|all\\s+)?(?:day-to-day|everyday|routine)\\b`,
  ).exec(s);
  const dp = parentOf(who?.[1], aliases);
  if (dp) {
    set('custody.daily', { key: dp, text: `day-to-day decisions by ${label(dp)}` });
    return;
  }
  if (
    /\bwhile (?:the )?child(?:ren)? (?:is|are) (?:with|resid\w* with|in the (?:physical )?(?:custody|care) of|in (?:his or her|his\/her|their|that parent's) care\b)|\bwith that parent\b|\bthat parent decides\b|\bwhoever has (?:the )?(?:kids|children|child|them)\b/i.test(
      s,
    )
  )
    set('custody.daily', { key: 'with-parent', text: 'day-to-day decisions by the parent the children are with' });
}

/** The people and places a plan has someone choose, by the key the report names them with. */
const CHOSEN_THING: ReadonlyArray<[RegExp, string]> = [
  [/\bmediators?\b/i, 'mediator'],
  [/\bparenting coordinators?\b/i, 'parenting coordinator'],
  [/\b(?:counsell?ors?|therapists?)\b/i, 'counselor'],
  [/\b(?:doctors?|pediatricians?|physicians?)\b/i, 'doctor'],
  [/\bschools?\b/i, 'school'],
];
const THING_WORDS = 'mediators?|parenting coordinators?|counsell?ors?|therapists?|doctors?|pediatricians?|physicians?|schools?';
const CHOOSE = '(?:chosen|selected|picked)';

/**
 * Who chooses a person or place the plan names (the mediator, the children's doctor, their
 * school): one parent ("a mediator chosen by Mother", "the Father shall choose the pediatrician")
 * or both ("a mediator the parents choose together", "a counselor selected jointly"). Slot
 * `chosen:<thing>`, key the parent or `joint`, so that "chosen by the Mother" against "chosen
 * jointly" is explained from the two values, never from the word "jointly" alone.
 */
export function readChooser(s: string, aliases: Aliases, set: SetValue): void {
  if (!/\b(?:chos|choose|select|pick)/i.test(s)) return;
  const thingAt = (words: string) => CHOSEN_THING.find(([re]) => re.test(words))?.[1] ?? null;
  const put = (thing: string | null, who: Parent | 'joint' | null) => {
    if (!thing || !who) return;
    set(`chosen:${thing}`, {
      key: who,
      text: who === 'joint' ? `the ${thing} chosen jointly` : `the ${thing} chosen by ${label(who)}`,
    });
  };
  // "a mediator chosen by Mother", "a counselor selected by the Father".
  const byParent = new RegExp(
    `\\b(${THING_WORDS})\\s+(?:to be\\s+|shall be\\s+|will be\\s+)?${CHOOSE}\\s+by\\s+${PARENT_WORD}`,
  ).exec(s);
  if (byParent) {
    const p = parentOf(byParent[2], aliases);
    if (p) return put(thingAt(byParent[1] ?? ''), p);
    // "chosen by the parents", "selected by both parents".
    if (/^(?:parents|parties|both)$/i.test(byParent[2] ?? '')) return put(thingAt(byParent[1] ?? ''), 'joint');
  }
  // "a mediator chosen jointly", "a doctor the parents choose jointly", "a school both parents agree on".
  const joint = new RegExp(
    `\\b(${THING_WORDS})\\s+(?:${CHOOSE}\\s+(?:jointly|by (?:both|the) (?:parents|parties)|by agreement)|(?:that |whom |who )?(?:the parents|the parties|both parents|they|we)\\s+(?:shall |will |must )?(?:jointly\\s+)?(?:choose|select|pick|agree on)\\b)`,
    'i',
  ).exec(s);
  if (joint) return put(thingAt(joint[1] ?? ''), 'joint');
  // "the Father shall choose the pediatrician", "Mother selects the mediator".
  const chooses = new RegExp(
    `${PARENT_WORD}\\s+(?:shall\\s+|will\\s+|may\\s+)?(?:choose|chooses|select|selects|pick|picks)\\s+(?:the\\s+|a\\s+)?(?:child(?:ren)?['’]s\\s+)?(${THING_WORDS})\\b`,
  ).exec(s);
  if (chooses) put(thingAt(chooses[2] ?? ''), parentOf(chooses[1], aliases));
}

/**
 * What comes before the court when the parents disagree ("they shall attend mediation before either
 * parent asks the Court to decide" / "we go to a mediator before going to court"): mediation first.
 */
export function readDisputeFirst(s: string, set: SetValue): void {
  // "Disputes ... shall be submitted to a parenting consultant": the first stop is not mediation.
  if (
    !/\bmediat/i.test(s) &&
    /\bparenting (?:consultant|coordinator)\b/i.test(s) &&
    /\bdisput|\bdisagree|\bcannot (?:agree|resolve)/i.test(s)
  ) {
    set('dispute.first', { key: 'consultant', text: 'disputes go to a parenting consultant first' });
    return;
  }
  if (!/\bmediat/i.test(s)) return;
  if (
    // "If we disagree, we go to Family Court mediation first."
    /\bmediat\w*\b[^.]{0,60}\bbefore\b[^.]{0,40}\b(?:court|motion|files?|filing|litigation|petition)\b|^\s*before\s+(?:asking|going to|filing|petitioning)\b[^.]{0,80}\b(?:court|motion|petition)\b[^.]{0,80}\b(?:attend|go to|try|use)\s+mediation\b|\bbefore (?:returning|going|going back) to court\b[^.]{0,80}\bmediat|\bfirst (?:attend|try|go to) mediation\b|\btry to resolve\b[^.]{0,80}\bmediation\b|\bmediation first\b/i.test(
      s,
    )
  )
    set('dispute.first', { key: 'mediation', text: 'mediation before going to court' });
}

/**
 * How long the plan lasts ("shall remain in full force and effect until the children are
 * emancipated" / "stays in effect until the children are emancipated").
 */
export function readDuration(s: string, set: SetValue): void {
  if (/\b(?:remains?|stays?|continues?|be) in (?:full )?(?:force|effect)\b[^.]{0,80}\buntil\b[^.]{0,40}\bemancipat/i.test(s))
    set('plan.duration', { key: 'emancipation', text: 'in effect until the children are emancipated' });
}

/**
 * The children's calls with the other parent: at any reasonable time, or daily ("may telephone
 * either parent at any reasonable time" / "can call either parent whenever it is reasonable").
 */
export function readChildrenCalls(s: string, set: SetValue, aliases: Aliases = new Map()): void {
  // "The kids can FaceTime me every night at bedtime": a video call by the app's name.
  if (!/\b(?:tele)?phone\b|\bcalls?\b|\bvideo (?:chat|call)|\bface-?time\b|\bskype\b/i.test(s)) return;
  // The children by name too ("Gabriel may telephone either parent at any reasonable time").
  const named = [...s.matchAll(/\b[A-Z][a-z]+\b/g)].some((m) => aliases.get(m[0]) === 'child');
  if (!named && !/\bchild(?:ren)?\b|\bkids?\b|\beach (?:party|parent)\b/i.test(s)) return;
  if (/\breasonabl[ey]\b/i.test(s)) set('contact.calls', { key: 'reasonable', text: 'calls at any reasonable time' });
  // "We can each call Gabe when he's at the other house": calls while with the other parent, no
  // limit set, as "reasonable telephone contact ... during the other party's week" says.
  else if (
    /\b(?:can|may)\s+(?:each\s+|both\s+|always\s+)?(?:call|telephone|phone)\b[^.;]{0,40}\b(?:when|while|whenever)\b[^.;]{0,40}\b(?:at|with) the other\b/i.test(
      s,
    )
  )
    set('contact.calls', { key: 'reasonable', text: 'calls at any reasonable time' });
  // "every night before bedtime" is folded to "every evening" (thesaurus.ts): once a day.
  else if (/\bdaily\b|\bevery day\b|\beach day\b|\bevery evening\b|\bnightly\b/i.test(s))
    set('contact.calls', { key: 'daily', text: 'calls every day' });
}

/**
 * Telling the other parent of a change of address, telephone or work ("any change in this contact
 * information within ten (10) days" / "within ten days if our address, phone or job changes"):
 * info.changes = the days allowed.
 */
export function readContactChanges(s: string, aliases: Aliases, set: SetValue): void {
  if (
    !/\bchange/i.test(s) ||
    !/\bcontact information\b|\baddress\b|\b(?:tele)?phone\b|\bjob\b|\bemployment\b|\bemployer\b/i.test(s)
  )
    return;
  // A change of address or residence with notice is read as a move (readRelocation).
  if (/\brelocat|\bmove\b|\bchange of (?:address|residence)\b|\bresidence\b/i.test(s)) return;
  const days = readDetails(s, aliases).find((d) => d.kind === 'duration' || d.kind === 'notice');
  if (days) set('info.changes', { key: days.key, text: `changes of address, telephone or work told within ${days.text}` });
}

/**
 * Keeping each other informed about the children ("The parents shall keep each other informed of the
 * children's school, medical and activity schedules" / "We'll keep each other up to date on school,
 * doctor visits and activities"; "up to date" is folded to "informed"): info.share = mutual.
 */
export function readInformation(s: string, set: SetValue): void {
  if (
    /\b(?:keep|keeps)\s+(?:each other|one another|the other parent|the other)\s+(?:informed|posted)\b|\binform (?:each other|one another)\b/i.test(
      s,
    )
  )
    set('info.share', { key: 'mutual', text: 'the parents keep each other informed about the children' });
}

/**
 * Right of first refusal ("Right of first refusal: if a parent cannot care for the children for more
 * than four hours ..." / "Liam will not be left with a babysitter overnight; the other parent gets
 * asked first"): care.first-refusal = overnight | <hours>h | yes.
 */
export function readFirstRefusal(s: string, set: SetValue): void {
  // "If a parent is unable to care for the child for more than four hours, that parent shall first
  // offer the time to the other parent" / "needs someone to watch Anna for more than 4 hours, we ask the other parent first".
  const care =
    /\bfirst refusal\b|\bbaby-?sitter|\bsitter\b/i.test(s) ||
    // "needs child care for more than six hours", "will be away from the children for an overnight
    // or longer ... the other parent shall first be offered the time".
    (/\bsomeone (?:else )?to (?:watch|care for|look after)\b|\b(?:unable to|cannot|can ?not|can['’]t) care for\b|\bneeds? (?:child ?care|day ?care)\b|\baway from the child(?:ren)?\b/i.test(
      s,
    ) &&
      /\bfirst\s+(?:be\s+)?(?:offer|ask)|\b(?:offer|ask)\w*\b[^.;]{0,40}\bfirst\b/i.test(s));
  if (!care || !/\bfirst\b|\bbefore\b|\boffer|\bask/i.test(s)) return;
  const hours = /\b(\d{1,2}|[a-z]+)\s+(?:\(\d{1,2}\)\s+)?(?:or more\s+)?hours\b/i.exec(s);
  const n = hours ? (/^\d+$/.test(hours[1] ?? '') ? Number(hours[1]) : wordsToNumber(hours[1] ?? '')) : Number.NaN;
  if (/\bovernight\b/i.test(s))
    set('care.first-refusal', { key: 'overnight', text: 'the other parent is asked first before an overnight sitter' });
  else if (Number.isFinite(n))
    set('care.first-refusal', { key: `${n}h`, text: `the other parent is asked first for care over ${n} hours` });
  else set('care.first-refusal', { key: 'yes', text: 'the other parent is asked first before a sitter' });
}

/**
 * Keeping the children out of the case ("Neither party shall discuss this litigation with the child" /
 * "We will not talk to Liam about the court case"): conduct.litigation = no.
 */
export function readLitigationTalk(s: string, set: SetValue): void {
  if (
    /\b(?:discuss|talk\w*|speak\w*)\b[^.;]{0,40}\b(?:litigation|court case|lawsuit|(?:court |legal |custody )?proceedings?)\b/i.test(
      s,
    ) &&
    /\b(?:neither|not|never|no)\b/i.test(s)
  )
    set('conduct.litigation', { key: 'no', text: 'the case is not discussed with the children' });
}

/**
 * Who takes the children to their activities ("Each parent shall take the child to his scheduled
 * extracurricular activities during that parent's time" / "Whoever has Liam takes him to his games and
 * practices"; "games and practices" is folded to "extracurricular activities"): the parent whose time it is.
 */
export function readActivityRides(s: string, set: SetValue): void {
  if (
    /\b(?:each parent|either parent|whoever has|the parent (?:who has|with))\b[^.;]{0,40}\btakes?\b[^.;]{0,40}\bextracurricular activities\b/i.test(
      s,
    )
  )
    set('activities.rides', { key: 'parent-with-time', text: 'the parent whose time it is takes the children to activities' });
}

/**
 * A named activity of the children's that a plan keeps going ("I'll keep paying for Lily's swimming
 * lessons", "Bella keeps going to her piano lessons on Thursdays"): activity:<name> = continues.
 * Each activity is its own question (engine/provisions.ts \`family\`), like each holiday.
 */
const ACTIVITY =
  /\b(swimming|swim|piano|violin|guitar|cello|music|dance|ballet|gymnastics|karate|taekwondo|judo|soccer|baseball|softball|basketball|football|hockey|tennis|volleyball|lacrosse|skating|riding|art|chess|tutoring|scouts?|theat(?:er|re)|choir|band)\s+(?:lessons?|classes|class|practices?|team|league|camp|club|troop)\b/i;
export function readActivity(s: string, set: SetValue): void {
  const m = ACTIVITY.exec(s);
  if (!m) return;
  if (
    !/\b(?:keeps?|continues?|continuing|stays?|pays?|paying|pay for|enrolled|enroll|attends?|goes|going|takes?)\b|['\u2019]ll\b|\b(?:shall|will|may)\b/i.test(
      s,
    )
  )
    return;
  const name = (m[1] as string)
    .toLowerCase()
    .replace(/^swim$/, 'swimming')
    .replace(/^scout$/, 'scouts');
  set(`activity:${name}`, { key: 'continues', text: `${m[0].toLowerCase()} continue` });
}

/**
 * Pictures or news of the children on social media ("Neither party shall post photographs ... on
 * social media" / "No pictures of the kids go on social media without both of us agreeing"):
 * conduct.social-media = no | consent.
 */
export function readSocialMedia(s: string, set: SetValue): void {
  if (!/\bsocial media\b|\bfacebook\b|\binstagram\b|\btiktok\b/i.test(s)) return;
  if (!/\b(?:no|not|never|neither|nor|without)\b/i.test(s)) return;
  if (/\b(?:without|unless)\b[^.;]{0,50}\b(?:agree\w*|consent|permission|OK|okay)\b/i.test(s))
    set('conduct.social-media', {
      key: 'consent',
      text: 'nothing about the children on social media without both parents agreeing',
    });
  else set('conduct.social-media', { key: 'no', text: 'nothing about the children on social media' });
}

export function readConduct(s: string, set: SetValue, aliases: Aliases = new Map()): void {
  if (!/\bdisparag|\bspeak\w*\s+(?:ill|badly|negatively)\b|\bbad-?mouth/i.test(s)) return;
  if (!/\b(?:neither|not|never|no|avoid|refrain)\b/i.test(s)) return;
  // "in the children's presence" is "in the presence of the children" (thesaurus.ts folds "in front of").
  const present =
    /\bin the presence of\b|\bwhere the child(?:ren)? can hear\b|\bin the (?:child(?:ren)?|kids)(?:'s|s'|')? presence\b|\baround (?:the )?(?:kids|children|child)\b/i.test(
      s,
    ) ||
    // "around Jordan": a child the documents name.
    [...s.matchAll(/\baround ([A-Z][a-z]+)\b/g)].some((m) => aliases.get(m[1] as string) === 'child');
  set('conduct.disparage', {
    key: present ? 'no:children-present' : 'no',
    text: present ? 'no disparaging remarks where the children can hear' : 'no disparaging remarks about the other parent',
  });
}

const SCHOOL_NOISE = /^(?:the|county|city|public|school|schools|district|unified|independent|community|area|system|of|in)$/i;
/**
 * Which schools: "attend school in the Washoe County School District" / "go to the public
 * schools in Washoe County" / "Springfield City Schools". school.place = the place's own words.
 */
/**
 * Whose address the children go to school from ("The Mother shall be the residential parent for
 * school placement purposes", "The Father's residence shall be designated for school enrollment
 * purposes", "Dana's address will be their address for school and mail", "The kids will go to
 * school from my address", "Kari's address is the one the school uses"): slot `school.address`, key the parent.
 */
export function readSchoolAddress(s: string, aliases: Aliases, set: SetValue): void {
  if (!/\bschool/i.test(s)) return;
  const m =
    new RegExp(
      `${PARENT_WORD}\\s+(?:shall be|is|will be)\\s+(?:designated\\s+)?(?:as\\s+)?the\\s+residential parent\\s+for\\s+(?:the\\s+)?(?:purposes?\\s+of\\s+)?school`,
    ).exec(s) ??
    new RegExp(
      `${PARENT_WORD}\\s+(?:residence|home|house|address)\\s+(?:shall be|is|will be|stays?|remains?)\\s+(?:designated\\s+)?(?:as\\s+)?(?:the\\s+)?(?:children's\\s+|child's\\s+|their\\s+|his\\s+|her\\s+)?(?:legal\\s+)?(?:residence|address|home)?\\s*for\\s+(?:the\\s+)?(?:purposes?\\s+of\\s+)?school`,
    ).exec(s) ??
    new RegExp(
      `\\b(?:legal residence|address|home address)\\s+for\\s+school\\b[^.;]{0,30}?\\b(?:is|at|be|stays at|remains at)\\s+${PARENT_WORD}\\s+(?:home|house|residence|address)\\b`,
    ).exec(s) ??
    new RegExp(`\\bgo(?:es)?\\s+to\\s+school\\s+from\\s+${PARENT_WORD}\\s+(?:address|home|house|place)\\b`).exec(s) ??
    // "Kari's address is the one the school uses."
    new RegExp(
      `${PARENT_WORD}\\s+(?:address|home|house|residence)\\s+is\\s+(?:the\\s+one|the\\s+address|what)\\s+(?:the\\s+)?schools?\\s+(?:uses?|has|have)\\b`,
    ).exec(s);
  const p = parentOf(m?.[1], aliases);
  if (p) set('school.address', { key: p, text: `${label(p)}'s address for school` });
}

export function readSchool(s: string, set: SetValue): void {
  if (!/\bschool|\b(?:Elementary|Middle|High)\b/i.test(s)) return;
  const m =
    /\b((?:(?:[A-Z][a-z]+|[A-Z]+-[IVX\d]+)\s+){1,3})(?:(?:County|City|Public|Unified|Independent|Community|Area)\s+){0,3}(?:[Ss]chool [Dd]istrict|[Ss]chools|[Ss]chool [Ss]ystem)\b/.exec(
      s,
    ) ??
    /\b(?:public|city|county)\s+schools\s+(?:in|of)\s+(?:the\s+)?((?:[A-Z][a-z]+\s*){1,4})/.exec(s) ??
    // A school by its name ("shall attend Williston Central School", "remain enrolled at Desert Ridge
    // Middle School"): the name before the kind of school.
    // "Ella keeps going to Farwell Elementary School", "will continue at Desert Ridge Middle School".
    // "The kids will go to Madison Elementary in Olympia": the kind of school without "School".
    /\b(?:attends?|attending|enrolled (?:at|in)|go(?:es|ing)? to|continues? (?:at|in)|stays? at)\s+(?:the\s+)?((?:[A-Z][a-z]+\s+){1,3}?)(?:(?:(?:Elementary|Middle|High|Central|Junior|Senior|Primary|Intermediate|Charter)\s+)*School|Elementary|Middle|High|Junior|Senior|Primary|Intermediate)\b/.exec(
      s,
    );
  if (!m?.[1]) return;
  const words = m[1].split(/\s+/).filter((w) => w && !SCHOOL_NOISE.test(w));
  if (!words.length) return;
  const place = words.join(' ');
  set('school.place', { key: place.toLowerCase(), text: `schools in ${place}` });
}

export function readCommunication(s: string, set: SetValue): void {
  // Communication between the parents.
  // "We talk by text or email": how the parents communicate.
  const talk =
    /\b(?:talk|speak|communicate|contact each other|reach each other)\s+(?:to each other\s+)?(?:by|through|via|over)\s+(?:text|e-?mail|telephone|phone|OurFamilyWizard|TalkingParents|AppClose|(?:a|the) co-?parenting app)|\bkeep\b[^.;]{0,24}?\bin\s+(?:text messages|texts|e-?mails?)\b|\b(?:text|e-?mail)\s+(?:each other|one another)\b|\bmessag(?:e|es|ing)\b[^.;]{0,60}?\b(?:through|via|by|over|using|on|to)\s+(?:the\s+)?(?:OurFamilyWizard|TalkingParents|AppClose|text|e-?mail|a co-?parenting app)\b|\buse\s+(?:the\s+)?(?:OurFamilyWizard|TalkingParents|AppClose|co-?parenting)\b[^.;]{0,20}?\bfor\s+(?:all\s+)?(?:messages|messaging|communicat\w*)/i.test(
      s,
    );
  if (talk || /\bcommunicat|\bmessages?\b|\brespond\b|\bnews\b|\bnotebook\b|\binformed\b/i.test(s)) {
    const channels = [
      [/\btext messag|\btexts?\b/i, 'text message'],
      [/\be-?mail\b/i, 'email'],
      [/\btelephone\b/i, 'telephone'],
      [/\bourfamilywizard\b|\btalkingparents\b|\bappclose\b|\bco-?parenting app/i, 'a co-parenting app'],
      [/\b(?:shared|communication|travel(?:l?ing)?) (?:notebook|journal|log)\b|\bnotebook that travels\b/i, 'a shared notebook'],
    ] as const;
    // Passing on news about the children ("use a shared notebook ... to pass on school, medical and
    // activity news", "send each other an email every Sunday evening with school ... news").
    const news =
      (/\b(?:news|updates?|information)\b/i.test(s) && /\b(?:pass on|send|share|keep each other informed|tell)\b/i.test(s)) ||
      // "keep each other informed about the children's school ... by email".
      /\bkeep each other informed\b[^.;]*\b(?:by|through|via|over)\s+(?:e-?mail|text|telephone|phone)/i.test(s);
    if (talk || /\bcommunicat/i.test(s) || news) {
      const ch = channels.filter(([re]) => re.test(s)).map(([, n]) => n);
      if (ch.length) set('communication.channel', { key: [...ch].sort().join(','), text: `by ${ch.join(' or ')}` });
    }
    const resp = /\b(?:respond|reply|answer)(?:s|ed)?\b[^.]{0,40}?\bwithin\s+(\w+(?:-\w+)?)\s+\(?(?:\d+\)?\s+)?hours?\b/i.exec(s);
    // "answer within a day", "answered within one day": 24 hours.
    const day = /\b(?:respond|reply|answer)(?:s|ed)?\b[^.]{0,40}?\bwithin\s+(?:a|one|1)\s+day\b/i.test(s);
    if (day && !resp) set('communication.response', { key: '24h', text: 'replies within 24 hours' });
    if (resp) {
      const w = (resp[1] ?? '').toLowerCase();
      const n = /^\d+$/.test(w) ? Number(w) : wordsToNumber(w);
      if (Number.isFinite(n)) set('communication.response', { key: `${n}h`, text: `replies within ${n} hours` });
    }
  }
}

const JOINT = /\bjoint(?:ly)?\b|\bboth parents\b|\bthe parents shall (?:make|decide)\b|\bthe parties shall (?:make|decide)\b/i;

/**
 * Who decides each decision area ("custody.area:education" = mother | father | joint):
 * "(1) Education, including the choice of schools: Mother.", a ticked form line
 * ("Religious upbringing [X] Mother [ ] Father", already reduced to the ticked option),
 * "The Father shall make the decisions about the children's religion", "The parents shall
 * decide jointly about the children's education, health care and religion". Only read where
 * the sentence is about deciding, or a heading-like area is followed by a colon and a parent
 * or the parent alone (form lines).
 */
function readAreaHolders(s: string, aliases: Aliases, set: SetValue): void {
  const hits: Array<{ name: string; at: number; end: number }> = [];
  for (const [re, name] of AREAS) {
    const m = new RegExp(re.source, 'gi').exec(s);
    if (m) hits.push({ name, at: m.index, end: m.index + m[0].length });
  }
  if (!hits.length) return;
  hits.sort((x, y) => x.at - y.at);
  // "Desmond and I both have to agree on the kids' school, their non-emergency medical care and religion."
  const deciding =
    /\bdecision|\bdecide|\bdecision-making\b|\b(?:must|shall|will|have to|has to|need to)\s+(?:both\s+)?(?:mutually\s+)?agree\s+(?:on|about)\b/i.test(
      s,
    );
  const holderIn = (t: string): string | null => {
    if (JOINT.test(t)) return 'joint';
    const ps = new Set(
      [...t.matchAll(/\b([A-Z][a-z]+)\b/g)].map((m) => parentOf(m[1], aliases)).filter((p): p is Parent => p !== null),
    );
    return ps.size === 1 ? ([...ps][0] as string) : null;
  };
  // The parent whose views are asked is not the one who decides ("The Mother shall decide ...,
  // after asking for the Father's views", "after consulting the Father").
  const heard = (t: string) =>
    t.replace(
      /\b(?:after|upon|following)\s+(?:asking for|seeking|hearing|consulting(?: with)?|considering|getting)\b[^.;]*/gi,
      ' ',
    );
  const whole = deciding ? holderIn(heard(s)) : null;
  hits.forEach((h, i) => {
    const seg = heard(s.slice(h.end, hits[i + 1]?.at ?? s.length));
    // "Education ...: Mother." or "Religion Mother" (a form line reduced to its ticked option).
    const formLine = new RegExp(
      `^[^.]{0,80}?(?::|\\s)\\s*(?:${PARENT_WORD}(?:\\s+and\\s+${PARENT_WORD})?(?:\\s+jointly)?|[Jj]oint(?:ly)?)\\s*[.;]?\\s*$`,
    ).test(seg);
    const own = deciding || formLine ? holderIn(seg) : null;
    const who = own ?? whole;
    if (!who) return;
    const text = who === 'joint' ? `the parents decide ${h.name} jointly` : `${label(who as Parent)} decides ${h.name}`;
    set(`custody.area:${h.name}`, { key: who, text });
  });
}

/**
 * Both parents see the children's records ("Each parent shall have full access to the children's
 * school and medical records" / "We can both see their school and doctor records" / "Each parent
 * shall have the right to receive information concerning the children's school progress" / "We
 * both get report cards and doctor information"): info.records = both.
 */
export function readRecords(s: string, set: SetValue): void {
  if (
    !/\brecords?\b|\breport cards?\b|\binformation (?:concerning|about|on|regarding)\b|\b(?:doctor|medical|school) information\b/i.test(
      s,
    )
  )
    return;
  if (!/\beach parent\b|\bboth parents\b|\beither parent\b|\bboth\b|\beach of us\b|\bwe each\b/i.test(s)) return;
  if (!/\baccess\b|\bsee\b|\breceive\b|\bget\b|\bobtain\b|\bright to\b|\binspect\b|\breview\b/i.test(s)) return;
  set('info.records', { key: 'both', text: "both parents have access to the children's records" });
}

/** "3", "three", "once", "twice" as a number (NaN when none). */
const countOf = (w: string) =>
  /^\d+$/.test(w) ? Number(w) : /^once$/i.test(w) ? 1 : /^twice$/i.test(w) ? 2 : w ? wordsToNumber(w.toLowerCase()) : NaN;

/**
 * Trips away and passports, in either wording (docs/mediator.md, Typed values, session 25):
 * - travel.length: the longest trip out of the country or the state ("No trip outside the United
 *   States shall exceed 10 days" / "A trip out of the country can last up to 3 weeks"), in days;
 * - travel.reasonable: consent to a trip is not refused without a good reason ("shall not be
 *   unreasonably withheld" / "Neither of us will say no to a trip without a good reason");
 * - travel.passport: a passport only with the other parent's consent, and whether a court order
 *   will also do ("without the prior written consent of the other party or a court order" /
 *   "unless the other one agrees in writing or a judge orders it").
 */
export function readTrips(s: string, set: SetValue): void {
  const away =
    /\boutside (?:of )?the (?:United States|U\.S\.|country|state)\b|\bout of the (?:country|state)\b|\babroad\b|\binternational\b/i;
  const length =
    /\btrips?\b[^.;]{0,60}?\b(?:exceed|last (?:up to|no (?:more|longer) than|at most)|(?:be|last) (?:longer|more) than|up to|no (?:more|longer) than)\s+(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|fifteen|twenty|thirty)(?:\s*\(\d+\))?\s+(days?|weeks?)\b/i.exec(
      s,
    );
  const n = countOf(length?.[1] ?? '');
  if (length && Number.isFinite(n) && away.test(s)) {
    const days = /^week/i.test(length[2] ?? '') ? 7 * n : n;
    set('travel.length', { key: `${days}d`, text: `trips away of at most ${length[1]} ${length[2]}` });
  }
  if (
    /\b(?:trips?|travel)\b/i.test(s) &&
    (/\bnot (?:be )?unreasonably (?:withheld|denied|refused)\b/i.test(s) ||
      (/\b(?:neither|not|won['’]t|can['’]t|never)\b/i.test(s) &&
        /\b(?:say no|refuse|object)\b[^.;]{0,40}\bwithout (?:a )?(?:good|valid) reason\b/i.test(s)))
  )
    set('travel.reasonable', { key: 'yes', text: 'consent to a trip is not refused without a good reason' });
  if (
    /\bpassports?\b/i.test(s) &&
    /\b(?:consent|agree(?:s|ment)?|permission)\b/i.test(s) &&
    /\b(?:without|unless|only (?:with|if))\b/i.test(s)
  ) {
    const court =
      /\bcourt order\b|\border of (?:the|a) court\b|\b(?:a )?judge (?:orders?|allows?|says)\b|\bthe court (?:orders?|allows?)\b/i.test(
        s,
      );
    set('travel.passport', {
      key: court ? 'consent|court' : 'consent',
      text: `a passport only with the other parent's consent${court ? ' or a court order' : ''}`,
    });
  }
}

/**
 * How many times a week the children and the other parent call or video chat ("Ava and I video
 * chat three times a week" / "a video call with Plaintiff once a week"): contact.weekly.
 */
export function readWeeklyContact(s: string, set: SetValue): void {
  if (!/\bvideo (?:chat|call)s?\b|\bface-?time\b|\bskype\b|\bzoom\b|\b(?:tele)?phone calls?\b|\bcalls?\b/i.test(s)) return;
  const m = /\b(once|twice|one|two|three|four|five|six|\d)(?: times)? (?:a|per|each) week\b/i.exec(s);
  const n = countOf(m?.[1] ?? '');
  if (!m || !Number.isFinite(n)) return;
  set('contact.weekly', { key: String(n), text: `calls or video chats ${m[0]}` });
}

/**
 * A deploying parent's time on leave ("When I'm home on leave, Ava stays with me the whole time" /
 * "During any leave, Plaintiff shall have the minor child for the entire period of the leave"):
 * leave.time = whole | <days>d.
 */
export function readLeave(s: string, set: SetValue): void {
  if (!/\bon leave\b|\b(?:any|each|every|his|her|a) leave\b|\bleave (?:of|period)\b/i.test(s)) return;
  const upTo = /\bup to (\d+|one|two|three|four|five|six|seven|eight|nine|ten|fourteen) days\b/i.exec(s);
  const n = countOf(upTo?.[1] ?? '');
  if (upTo && Number.isFinite(n)) set('leave.time', { key: `${n}d`, text: `up to ${upTo[1]} days of each leave` });
  else if (/\b(?:the )?(?:whole|entire) (?:time|period|leave)\b|\ball of (?:the|each|his|her) leave\b/i.test(s))
    set('leave.time', { key: 'whole', text: 'the whole leave' });
}
