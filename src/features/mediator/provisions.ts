/**
 * Splits a document into provisions: numbered sections and sub-items, headings (on their
 * own line or run in: "5. CHILD SUPPORT. Father shall pay ..."), paragraphs under a
 * heading, and form items with their tick state ("[X] Joint managing conservators").
 * Line breaks inside a provision do not matter (PDF, DOCX and TXT wrap differently), only
 * the markers that start a new one. Plain TypeScript, no DOM.
 */
import { cleanLines, squash } from './normalize';

export interface Provision {
  /** Position in the party's documents (0-based, across files). */
  index: number;
  /** The file it came from. */
  doc: string;
  /** Heading on its own line above it, if any. */
  section: string | null;
  /** Run-in heading or parent item's heading ("CHILD SUPPORT"), if any. */
  runIn: string | null;
  /** Number or letter as written ("5.", "(b)", "Article 3"), if any. */
  number: string | null;
  /** The provision's words, whitespace collapsed. */
  text: string;
  /** True for a form item that starts with a checkbox. */
  form: boolean;
}

/** Words that set a term: a line or sentence with one of them is never document metadata. */
const SETS_TERM = /\b(?:shall|will|must|may|agrees?|waives?|pays?|has|have|live|lives|reside|resides)\b/i;
/** Party labels and role words, removed when testing whether a line only says who is who. */
const WHO =
  /\b(?:the|a|an|and|is|are|we|our|plaintiff|defendant|petitioner|respondent|mother|father|husband|wife|parents?|party|parties|children|child|minor|hereinafter|herein|referred|to|as|called|in|this|plan|agreement|of|born|age|aged|years?|old)\b/gi;

/** Words that say who put this copy forward ("proposed by", "submits this plan", "the Husband's draft"). */
const AUTHORED_BY =
  /\b(?:proposed|prepared|submitted|drafted|presented|written)\s+(?:by|on\s+behalf\s+of)\b|\b[Rr]espectfully\s+submitted\b|\b(?:proposes?|submits?|presents?|offers?)\s+this\s+(?:parenting\s+|custody\s+)?(?:plan|agreement|proposal)\b|\bproposed\s+(?:parenting\s+plan|plan|agreement)\s+of\b|\bproposal\s*(?:\(request\)\s*)?(?:by|of)\b|\b(?:Husband|Wife|Mother|Father|Petitioner|Respondent|Plaintiff|Defendant)(?:'s|s')\s+(?:draft|proposal|proposed|version)\b|\bfiled\s+(?:under|pursuant\s+to)\s+.{1,40}?\s+as\s+the\s+(?:Husband|Wife|Mother|Father|Petitioner|Respondent|Plaintiff|Defendant)'s\s+(?:[\w-]+\s+){0,2}(?:parenting\s+)?(?:plan|proposal|agreement)\b/i;

/**
 * A sentence about the copy itself that sets nothing ("Attachment to the Stipulation and Order for Custody
 * (form FL-355), proposed by Petitioner.", "Respondent's proposal for the custody orders, on the items of
 * form FL-341.", "Verified statement: Petitioner proposes this parenting plan in good faith."): each side
 * says it of its own copy, which is no term (docs/mediator.md, "Who is who").
 */
export function describesOwnCopy(sentence: string): boolean {
  return (
    sentence.length <= 200 &&
    AUTHORED_BY.test(sentence) &&
    // "Written by Abena Osei, the children's mother (Defendant), for Kevin Osei, the children's father":
    // who is who, compared as such.
    !/\b(?:mother|father|mom|dad)\b/i.test(sentence) &&
    !SETS_TERM.test(sentence.replace(/\b(?:has|have)\b/g, ' ')) &&
    !/\$\s?\d|%|\b(?:[ap]\.m\.|days?|weeks?|hours?|months?|miles?|percent)\b/i.test(sentence)
  );
}

/**
 * Who wrote or put forward this copy ("Proposed by the Mother, Jane Doe.", "Husband's draft,
 * prepared by ...", "[X] Proposal (request) by a parent (name): ..."): each side's own copy
 * says so, which is no term of the agreement. Short lines that set nothing (no shall/will/must).
 */
export function isAuthorship(sentence: string): boolean {
  if (sentence.length > 160 || /\b(?:shall|will|must|agrees?|waives?)\b/i.test(sentence)) return false;
  // A parent's own plan signed at the top with "From Alicia Novak": who sent it, and nothing else.
  if (/^From\s+[A-Z][a-z'-]+(?:\s+[A-Z]\.)?(?:\s+[A-Z][a-z'-]+){1,2}\.?$/.test(sentence.trim())) return true;
  // "[X] Proposed [ ] Agreed [ ] Ordered by the Court.": the copy's status on a form.
  if (
    /^(?:\[[X ]\]\s*(?:Proposed|Agreed|Ordered(?: by the Court)?|Temporary|Permanent|Modified)\.?\s*){2,}$/i.test(sentence.trim())
  )
    return true;
  // "[X] Petitioner's / [ ] Respondent's [X] Proposed / [ ] Final Parenting Plan": whose copy, on a form.
  if (
    /^(?:\[[X ]\]\s*(?:Petitioner|Respondent|Plaintiff|Defendant|Mother|Father|Husband|Wife)'s\s*\/?\s*){2,}(?:\[[X ]\]\s*(?:Proposed|Final|Agreed|Temporary|Permanent|Modified|Stipulated)\s*\/?\s*)*(?:Parenting Plan|Plan|Agreement)?\.?$/i.test(
      sentence.trim(),
    )
  )
    return true;
  const by = AUTHORED_BY;
  if (!by.test(sentence)) return false;
  // Nothing else may be said: what remains once the authorship words, names, roles and form
  // marks are taken away is empty ("Proposed by the Father, Adam Novak, the non-custodial
  // parent." also says who is the non-custodial parent, so it stays).
  const rest = sentence
    .replace(/\[[X ]\]/g, ' ')
    .replace(/\bthis\s+(?:parenting\s+plan|plan|agreement|document|proposal|affidavit)\s+is\b(?:\s+(?:a|an|the)\b)?/gi, ' ')
    .replace(/\((?:check one|request|name|parent's name)\)/gi, ' ')
    // Why the author offers it ("... proposes this plan as serving the children's best interests").
    .replace(/\b(?:as\s+(?:serving|being\s+in)|in)\s+the\s+(?:children|child|kids)(?:'s|s')?\s+best\s+interests?\b/gi, ' ')
    .replace(new RegExp(by.source, 'gi'), ' ')
    .replace(
      /\b(?:the|a|an|parent|party|parties|draft|copy|version|proposal|of|and|upon|by|counsel|attorneys?|for|on behalf|behalf|pro se|respectfully|under|pursuant to|section)\b/gi,
      ' ',
    )
    .replace(/\b[A-Z][A-Za-z'.-]*/g, ' ')
    .replace(/\b(?:mother|father|mom|dad)\b/g, ' ')
    .replace(/\b(?:on|dated)\b/g, ' ')
    // When and on what occasion the copy was put forward ("submitted October 19, 2026", "served on the
    // Defendant on October 30, 2026", "prepared after the mediation session of November 4, 2026", "at
    // mediation"): still only the copy's history.
    .replace(/\b(?:submitted|served|prepared|filed|after|at|mediation|session|hearing|conference)\b/gi, ' ')
    .replace(/\b\d{1,4}\b/g, ' ')
    .replace(/[\s,.:;()'"/-]+/g, '');
  return rest === '';
}

/**
 * A line that names the children with their births ("Children: Celeste Broussard, born March 3, 2016,
 * and Luc ...", "Noah was born June 14, 2014, and Ava was born January 9, 2018.", "Sofia (born July 4,
 * 2014) and Mateo (born December 1, 2017)", "The minor child is Lily Holt, born March 22, 2016."): who
 * the children are, and nothing else.
 */
export function isChildrenLine(line: string): boolean {
  const t = line.trim();
  // "born May 15, 2018": the month is no "may".
  const undated = t.replace(/\bMay\s+\d/g, ' ');
  if (!/\bborn\b/i.test(t) || SETS_TERM.test(undated.replace(/\bhas\b/g, ' '))) return false;
  const rest = t
    .replace(
      /\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}\b/g,
      ' ',
    )
    .replace(/\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b(?:19|20)\d{2}\b/g, ' ')
    .replace(
      /\b(?:born|on|in|and|the|a|is|are|was|were|minor|children|child|kids|means|names?|of|this|plan|order|parties|party's|parties'|our|their|who|age|aged|years?|old|dob|date|birth)\b/gi,
      ' ',
    )
    .replace(/\b[A-Z][A-Za-z'.-]*/g, ' ')
    .replace(/[\s,.:;()'"/-]+/g, '');
  return rest === '';
}

const NUMBER_WORD =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen)\b/gi;

/**
 * A sentence that only tells a child's age or who the children are ("Jalen is 4.", "Zoe is 10
 * months.", "The kids are 8 and 5 years old.", "The children are Noemie and Luc."): a fact about the family, which decides nothing and is never paired against a rule
 * that names an age ("no overnights until she is 18 months old").
 */
export function isAgeLine(sentence: string): boolean {
  const t = sentence.trim();
  if (t.length > 120 || SETS_TERM.test(t.replace(/\bhas\b/g, ' ')) || !/\b(?:is|are|age|aged|turned)\b/i.test(t)) return false;
  // Their names alone ("The children are Noemie Baptiste and Luc Baptiste.") say who they are, as their ages do.
  if (!/\d/.test(t) && !new RegExp(NUMBER_WORD.source, 'i').test(t) && !/\b(?:children|kids|child)\b/i.test(t)) return false;
  const rest = t
    .replace(NUMBER_WORD, ' ')
    .replace(
      /\b(?:is|are|was|were|now|just|turned|age|aged|ages|and|the|our|my|their|children|child|kids|kid|son|daughter|baby|older|younger|oldest|youngest|years?|months?|weeks?|old|almost|nearly|about|a|half)\b/gi,
      ' ',
    )
    .replace(/\b\d{1,2}(?:\.\d)?\b|\b[A-Z][A-Za-z'.-]*/g, ' ')
    .replace(/[\s,.:;()'"/&-]+/g, '');
  return rest === '';
}

/**
 * Lines and sentences that describe the document rather than set a term: case captions
 * ("Case No. 26-CI-00412", "JENNIFER ORTIZ, Plaintiff, vs. MARCUS ORTIZ, Defendant."), court
 * and county headers, signature lines ("Petitioner's signature: ____ Date: ____"), dates of
 * signing ("Signed this 3rd day of November, 2026.", "Dated: November 10, 2026"), counsel's
 * lines and role definitions that only say who is who ("Lauren Mills, Petitioner, is hereinafter
 * referred to as the Mother.", "In this plan the Mother is Parent A and the Father is Parent B.").
 * They are never compared as provisions: each side's copy has its own.
 */
export function isDocumentMetadata(line: string): boolean {
  const t = line.trim();
  if (!t) return false;
  if (
    /\b(?:case|cause|docket|court file|file|civil action|index|dept\.?)\s+no\.?\s*[:#]?\s*[A-Z0-9-]/i.test(t) &&
    !SETS_TERM.test(t)
  )
    return true;
  if (
    /^(?:(?:case name|caption)\s*:\s*)?(?:in the\s+)?(?:(?:state|commonwealth) of [A-Z]|(?:district|circuit|superior|family|probate|chancery) court\b|in re\b|in the matter of\b)/i.test(
      t,
    ) &&
    !SETS_TERM.test(t)
  )
    return true;
  if (
    /^[A-Z][A-Za-z .'-]+,\s*(?:Plaintiff|Defendant|Petitioner|Respondent)\b[^a-z]*\b(?:v\.|vs\.?)(?:\s|$)/i.test(t) &&
    !SETS_TERM.test(t)
  )
    return true;
  if (/^(?:v\.|vs\.?)$/i.test(t)) return true;
  // A caption naming both parties in mixed case ("Kari Lynn Berg (the "Mother"), Plaintiff, and Tyler James
  // Berg (the "Father"), Defendant"; "Brianna Lee Walking Elk (the "Mother"), Plaintiff, vs. Cody ...").
  if (CAPTION.test(t)) return true;
  // What the document is about, setting nothing ("This parenting plan concerns the parties' daughter, Lily
  // Holm, born April 4, 2018, and sets out the schedule ... that Minn. Stat. 518.1705 requires.").
  if (
    /^This\s+(?:parenting\s+|custody\s+)?(?:plan|agreement|order|document|proposal)\s+(?:concerns|sets out|describes|covers|is about)\b/i.test(
      t,
    ) &&
    !/\b(?:shall|will|must)\b/i.test(t)
  )
    return true;
  // A caption with "versus" ("CRYSTAL DAWN HARPER, Plaintiff (the "Mother"), versus DWAYNE EARL HARPER,
  // Defendant (the "Father")"): the case's name.
  if (/^[A-Z][A-Z .'-]+,\s*(?:Plaintiff|Defendant|Petitioner|Respondent)\b.*\bversus\b/i.test(t) && !SETS_TERM.test(t))
    return true;
  // A court's file number on a line of its own ("FC-D No. 26-1-0207").
  if (/^[A-Z]{1,6}(?:-[A-Z]{1,4})?\s+No\.?\s*[0-9][0-9A-Z-]{3,}\.?$/.test(t)) return true;
  if (isSigning(t)) return true;
  // A signature with the signer's role and nothing else ("Signed: Jenna Rusk, Mother."): each
  // copy is signed by its own party, which is no term.
  if (
    /^(?:signed|signature)\s*:?\s*(?:by\s+)?[A-Z][A-Za-z'.-]+(?:\s+[A-Z][A-Za-z'.-]+){0,3}(?:\s*,\s*(?:the\s+)?(?:Mother|Father|Plaintiff|Defendant|Petitioner|Respondent|Husband|Wife|Parent\s+[AB12]))?\.?$/i.test(
      t,
    )
  )
    return true;
  // A caption run into another line ("... Concord Family Division, In the Matter of Rachel Dube and
  // Thomas Dube, No. 617-2026-DM-00142."): the case's name and number.
  if (/\b(?:in the matter of|in re)\b/i.test(t) && /\bNo\.\s*\d[0-9A-Z-]{4,}/.test(t) && !SETS_TERM.test(t)) return true;
  // A child's particulars on a form ("Full Name: Sofia Ortiz.", "Date of Birth: May 14, 2016.").
  if (/^(?:full name|name|date of birth|birth ?date|gender|sex|age)\s*:/i.test(t) && !/\b(?:shall|will|must|pays?)\b/i.test(t))
    return true;
  if (/^[A-Z][A-Z .'-]+,\s*(?:PLAINTIFF|DEFENDANT|PETITIONER|RESPONDENT)\.?$/.test(t)) return true;
  // A party's name and label on a line of their own ("Tyler James Jensen, Petitioner"), a caption or signature.
  if (/^[A-Z][a-z]+(?:[\s-]+[A-Z][a-zA-Z'.-]*){1,3},\s*(?:the\s+)?(?:Plaintiff|Defendant|Petitioner|Respondent)\.?$/.test(t))
    return true;
  // A case named by its number with no "No." ("Alameda County case HF26-114207", "Fourth District Court,
  // Utah County, case 264400912", "Case Number 264400912"): the number has a digit.
  if (
    /\bcase\s+(?:number\s*:?\s*|#\s*)?(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{4,}\b/i.test(t) &&
    !SETS_TERM.test(t) &&
    t.split(/\s+/).length <= 10
  )
    return true;
  if (
    /^(?:attorney|counsel) for (?:the )?(?:plaintiff|defendant|petitioner|respondent|mother|father|husband|wife)\b/i.test(t) &&
    !SETS_TERM.test(t)
  )
    return true;
  // A lawyer's signature line ("By counsel: Lorraine Bishop, Georgia Bar No. 557120", "Attorney: ...,
  // State Bar #0123"): who signed each copy, never a term.
  if (
    (/^(?:by\s+)?(?:counsel|attorney|lawyer)\s*:/i.test(t) || /\bBar\s+(?:No\.?|#|Number)\s*:?\s*\d{3,}\b/i.test(t)) &&
    !SETS_TERM.test(t) &&
    t.split(/\s+/).length <= 14
  )
    return true;
  // Signing: underscores for a signature or date, "Signed this ... day of ...", "Dated: ...".
  const unsigned = t.replace(/_{3,}/g, ' ');
  if (unsigned !== t && !SETS_TERM.test(unsigned)) {
    const rest = unsigned
      .replace(/'s\b/g, ' ')
      .replace(/\b(?:signature|signed|date|dated|print(?:ed)? name|name|notary public|by)\b/gi, ' ')
      .replace(WHO, ' ')
      .replace(/\b[A-Z][A-Za-z'.-]*/g, ' ')
      .replace(/[\s,.:;()'"/-]+/g, '');
    if (rest === '') return true;
  }
  if (
    /^(?:signed|dated|executed|entered)\b[^.]{0,60}?(?:\bday of\b|\b(?:19|20)\d{2}\b)/i.test(t) &&
    !SETS_TERM.test(t.replace(/^\S+/, ''))
  )
    return true;
  // A party's label and name on a line of its own ("Defendant: Andre Paul Broussard (the "Father")").
  if (
    /^(?:Plaintiff|Defendant|Petitioner|Respondent|Mother|Father)\s*:\s*[A-Z][A-Za-z'.-]+(?:\s+[A-Z][A-Za-z'.-]+){1,3}\s*(?:\(\s*(?:the\s+)?"?(?:Mother|Father|Husband|Wife|Plaintiff|Defendant|Petitioner|Respondent)"?\s*\))?\.?$/.test(
      t,
    )
  )
    return true;
  // Who is who, and nothing else.
  if (
    !SETS_TERM.test(t) &&
    /\b(?:hereinafter|referred to as|is (?:the )?"?(?:Parent|Plaintiff|Defendant|Petitioner|Respondent|Mother|Father)\b|(?:'s|s') (?:mother|father)\)|are the parents\b|^we are\b)|\(\s*the\s+"?(?:Mother|Father)"?\s*\)/i.test(
      t,
    )
  ) {
    const rest = t
      .replace(WHO, ' ')
      .replace(/\b[A-Z][A-Za-z'.-]*/g, ' ')
      .replace(/\b\d{1,4}\b/g, ' ')
      .replace(/\b(?:s|[AB12])\b/g, ' ')
      .replace(/[\s,.:;()'"/-]+/g, '');
    if (rest === '') return true;
  }
  return false;
}

const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';
/** A date of signing: "November 18, 2026", "November 2026", "the 17th day of November, 2026". */
const SIGNING_DATE = new RegExp(`\\b${MONTH}\\s+(?:\\d{1,2}(?:st|nd|rd|th)?,?\\s+)?(?:19|20)\\d{2}\\b|\\bday of ${MONTH}\\b`);

/**
 * A place and date of signing, with the signer's name, role or counsel and nothing else ("Minot,
 * November 2026", "Submitted this 16th day of November, 2026.", "This the 17th day of November,
 * 2026.", "Date: November 19, 2026.", "Prepared by Megan T. Schuitema (P81234), Attorney for
 * Plaintiff, November 17, 2026", "Respectfully submitted, Kevin J. Almeida, Plaintiff, by his
 * attorney, ..., November 19, 2026"): each copy is signed on its own day, which is no term, and such a
 * line at the top of a plan is not the heading of what follows.
 */
export function isSigning(line: string): boolean {
  const t = line.trim();
  if (t.length > 200 || !SIGNING_DATE.test(t) || SETS_TERM.test(t)) return false;
  // A holiday row or a schedule line with its date is a term ("Christmas Eve, December 24, 2026: Father").
  if (
    /\b(?:children|child|kids|holidays?|christmas|thanksgiving|easter|eve|break|vacation|birthday|summer|school|weekends?|support|notice|\$)/i.test(
      t,
    )
  )
    return false;
  const rest = t
    .replace(new RegExp(`\\b${MONTH}\\b`, 'g'), ' ')
    .replace(/\(\s*[A-Z]{0,2}\d{3,}\s*\)/g, ' ')
    .replace(/\b\d{1,2}(?:st|nd|rd|th)\b|\b\d{1,4}\b/g, ' ')
    .replace(
      /\b(?:respectfully|submitted|prepared|signed|dated|date|filed|entered|executed|this|the|day|of|by|his|her|their|attorneys?|counsel|esq|for|on|at|in|and|pro|se|self-represented|self|represented|plaintiff|defendant|petitioner|respondent)\b/gi,
      ' ',
    )
    .replace(/\b[A-Z][A-Za-z'.-]*/g, ' ')
    .replace(/[\s,.:;()'"/-]+/g, '');
  return rest === '';
}

const SMALL = /^(?:and|or|of|the|for|to|in|on|a|an|&|with|by|at|from|under|per|vs\.?)$/i;

/** A line that reads as a heading: short, no closing punctuation, mostly capitals or Title Case. */
export function isHeadingLine(line: string): boolean {
  const t = line.trim();
  if (t.length < 3 || t.length > 80) return false;
  if (t.includes('[') || /[;,]$/.test(t)) return false;
  if (/\.$/.test(t)) {
    // "4.03 TERMINATION OF JURISDICTION." is a heading; a sentence is not.
    const l = t.replace(/[^A-Za-z]/g, '');
    if (l.length < 4 || t.replace(/[^A-Z]/g, '').length / l.length < 0.8) return false;
  }
  if (/\$\s?\d/.test(t)) return false;
  const words = t.split(/\s+/);
  if (words.length > 10) return false;
  const letters = t.replace(/[^A-Za-z]/g, '');
  if (letters.length < 3) return false;
  const upper = t.replace(/[^A-Z]/g, '').length;
  if (upper / letters.length >= 0.7) return true;
  if (
    /^(?:article|section|part|schedule|exhibit)\s+(?:[\divxlc]+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/i.test(
      t,
    )
  )
    return true;
  // A form's lead-in line: "Holidays (ODD or EVEN numbered years or EVERY year):".
  if (
    /:$/.test(t) &&
    !/\.\s/.test(t) &&
    words.length <= 10 &&
    !/\b(?:shall|will|must|may|is|are|has|have)\b/i.test(t) &&
    /^[A-Z]/.test(t)
  )
    return true;
  // A plain-words plan's headings: "Where the children live", "Pick-ups and calls", "Money", "How we
  // share the kids", "Talking, moving and disagreements" (commas only between the items of a list
  // that ends in "and ..."/"or ...").
  const listed = /^[^,]+(?:,\s[^,]+)+\s(?:and|or)\s[^,]+$/.test(t) ? t.replace(/,\s/g, ' ') : t;
  if (
    words.length <= (listed === t ? 6 : 5) &&
    (words.length <= 4 || listed !== t || /^(?:How|What|Where|When|Who|Which|Why|If|Getting|Time|My|Our)\b/.test(t)) &&
    /^[A-Z][a-z]/.test(t) &&
    !/[\d:;,.!?]/.test(listed) &&
    !/\b(?:shall|will|must|may|can|should|is|are|was|were)\b/i.test(t) &&
    !/\b(?:and|or|the|of|to|a|an|with|from|at|in|on|for|by)$/i.test(t) &&
    !/^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Thanksgiving|Christmas|Easter|Mother|Father|The|Both|Each|Either|Neither)\b/.test(
      t,
    )
  )
    return true;
  const capped = words.filter((w) => /^[A-Z0-9("'&]/.test(w) || SMALL.test(w));
  return capped.length === words.length && words.length <= 7 && /^[A-Z0-9(]/.test(t) && !/:\s*\S/.test(t);
}

/** "5.", "5.2", "(a)", "a.", "(iv)", "A.", "IV.", "Section 3", "Article IV". */
// A mediator's lettered items ("A1. The parents shall share joint custody of Riley.", "B12.") are items too.
const MARKER =
  /^((?:(?:section|article|part|§)\s*[\divxlcIVXLC]+(?:\.\d+)*[.:]?)|(?:(?:section|article|part)\s+(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[.:]?)|(?:\d{1,2}(?:\.\d{1,2})+\.?(?!\s*(?:hours?|days?|miles?|percent|%|times)\b))|(?:\d{1,2}[a-z]?[.)])|(?:\(\s?(?:\d{1,2}|[a-z]{1,4}|[A-Z])\s?\))|(?:[a-z][.)])|(?:[A-Z]\d{1,2}[.)])|(?:[A-Z][.)])|(?:[IVX]{1,5}\.))\s+(?=\S)/i;
/**
 * A row of a table or form list: a label, then ticked options or who has which years
 * ("Education: [X] Parent A [ ] Parent B [ ] Joint", "Thanksgiving - Mother: EVEN - Father: ODD").
 */
const TABLE_ROW =
  /^[A-Z][A-Za-z0-9' ,.-]{2,60}?(?:\s*\([^()]{1,80}\))?(?::|\s[-\u2013])\s*(?:\[[X ]\]|[A-Z][a-z]+(?:\s+[A-Z0-9])?\s*:\s*(?:EVEN|ODD|EVERY|Even|Odd|Every)\b)/;
const PARTY_COLUMN =
  '((?:the\\s+)?(?:Mother|Father|Parent\\s+[12AB]|Plaintiff(?:\\s*/\\s*Parent\\s+1)?|Defendant(?:\\s*/\\s*Parent\\s+2)?|Petitioner|Respondent))';
/** A table's header naming a column per parent: "Holiday | Mother | Father", "Plaintiff/Parent 1  Defendant/Parent 2". */
const TABLE_HEADER = new RegExp(
  `^(?:holidays?|day|occasion|event)?\\s*[|:\\t-]?\\s*${PARTY_COLUMN}\\s*[|\\t]?\\s+${PARTY_COLUMN}\\s*\\|?\\s*$`,
  'i',
);
/** A row under it: "Thanksgiving | EVEN | ODD", "Christmas Eve ODD EVEN". */
const COLUMN_ROW =
  /^([A-Z][A-Za-z' .-]{2,40}?)\s*[|:\t-]?\s+(EVEN|ODD|EVERY(?:\s+YEAR)?)\s*[|\t]?\s*(EVEN|ODD|EVERY(?:\s+YEAR)?)?\s*\|?\s*$/i;
const BULLET = /^[-*•▪◦·]\s+/;
const CHECKBOX = /^\[(?:X| )\]/;

function isTopLevel(marker: string): boolean {
  return (
    /^(?:section|article|part|§)/i.test(marker) ||
    /^\d{1,2}[.)]$/.test(marker) ||
    /^[IVX]{1,5}\.$/.test(marker) ||
    /^[A-Z][.)]$/.test(marker)
  );
}

/** "CHILD SUPPORT. The Father ..." / "Child Support: The Father ..." -> ["CHILD SUPPORT", "The Father ..."]. */
export function splitRunIn(text: string): [string | null, string] {
  const m = /^([A-Za-z][A-Za-z0-9 '&/,()-]{1,60}?)(?:\.|:|\s-)\s+(?=["([]?[A-Z0-9$[])/.exec(text);
  if (!m?.[1]) return [null, text];
  const head = m[1].trim();
  const words = head.split(/\s+/);
  if (words.length > 7) return [null, text];
  const letters = head.replace(/[^A-Za-z]/g, '');
  const upper = head.replace(/[^A-Z]/g, '').length;
  const titled = words.every((w) => /^[A-Z0-9("'&]/.test(w) || SMALL.test(w));
  if (!(upper / Math.max(1, letters.length) >= 0.7 || titled)) return [null, text];
  // A sentence that starts with a name or title ("Mr. Smith", "The Father.") is not a heading.
  if (/^(?:mr|mrs|ms|dr|st|no)$/i.test(head) || (words.length === 1 && /^(?:the|a|an)$/i.test(head))) return [null, text];
  return [head, text.slice(m[0].length)];
}

/** A line ending in a number written as a word ("... upon thirty", "... two"), as before "(30)". */
const NUMBER_WORD_END =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)(?:-[a-z]+)?$/i;

function endsOpen(line: string): boolean {
  return /[,;:-]$|\b(?:and|or|the|a|an|of|to|for|in|on|by|with|shall|will|is|are)$/i.test(line);
}

const CAPTION_PARTY =
  "[A-Z][A-Za-z.'-]*(?:\\s+[A-Z][A-Za-z.'-]*){0,4}(?:\\s*\\([^()]{0,30}\\))?,?\\s*(?:the\\s+)?(?:Plaintiff|Defendant|Petitioner|Respondent)(?:\\s*/\\s*(?:Husband|Wife|Mother|Father))?";
const CAPTION = new RegExp(`^${CAPTION_PARTY},?\\s+(?:v\\.|vs\\.?|versus|and)\\s+${CAPTION_PARTY}\\.?$`);

/** A line that is only a name, perhaps with its party label ("Desmond Park, Petitioner", "Yuki"). */
const NAME_LINE =
  /^[A-Z][a-z]+(?:[\s-]+[A-Z](?:[a-z'-]*|\.)){0,3}(?:\s*,\s*(?:the\s+)?(?:Plaintiff|Defendant|Petitioner|Respondent|Mother|Father|Husband|Wife))?\.?$/;

/**
 * A document's front and back matter, never a term (docs/mediator.md, "Who is who"): its first lines,
 * before any sentence, that close with no punctuation, set no term and read as no heading ("What I want
 * for Hana and Leo", "Yuki Tanaka-Park", "Alameda County case HF26-114207", "Brynn Jensen, mom of Ava
 * and Owen", "Written by Renee Baptiste (the mom)"): title, author and case; and its closing lines
 * that only sign it ("Desmond Park, Petitioner", "Date: ____", "Yuki"). The indexes of those lines.
 */
function frontAndBackMatter(lines: readonly string[]): Set<number> {
  const out = new Set<number>();
  let seen = 0;
  for (let i = 0; i < lines.length && seen < 6; i++) {
    const t = (lines[i] ?? '').trim();
    if (!t) continue;
    seen++;
    if (MARKER.test(t) || CHECKBOX.test(t) || BULLET.test(t) || TABLE_ROW.test(t) || TABLE_HEADER.test(t)) break;
    // A heading, or a caption that reads as one, is read as such (splitProvisions); a full name is the author.
    if (isHeadingLine(t) && !(NAME_LINE.test(t) && /[\s-]/.test(t))) continue;
    // The document's first line with no closing mark, over a line that opens a sentence, is its title
    // however long ("What is changing in our parenting plan, and what stays the same", "How Imani's
    // time with me will work now that I live in Denver").
    const title =
      seen === 1 &&
      !/[.!?:;,]$/.test(t) &&
      t.length <= 110 &&
      /^[A-Z]/.test(
        lines
          .slice(i + 1)
          .find((l) => l.trim())
          ?.trim() ?? '',
      );
    if (/[.!?:;,]$/.test(t) || t.length > 90 || (t.split(/\s+/).length > 10 && !title) || SETS_TERM.test(t) || /\$\s?\d/.test(t))
      break;
    if ((/\b(?:shall|must|should|can|want to|wants to|needs? to)\b/i.test(t) && !title) || endsOpen(t)) break;
    // A sentence the text wrapped carries on in lower case on the next line.
    const next = lines.slice(i + 1).find((l) => l.trim());
    if (next && /^[a-z]/.test(next.trim())) break;
    out.add(i);
  }
  // A title after the caption, over the first numbered item ("Notice of Intent to Move with Children
  // (Relocation)" over "1. Notice", "Objection to Relocation and Father's Proposed Parenting Plan"):
  // a line with no closing mark that sets no term, before any item, is no provision.
  const firstItem = lines.findIndex((l) => MARKER.test(l.trim()));
  // The last line with words before it (a DOCX gives blank lines between paragraphs); a heading stays a heading.
  let title = firstItem - 1;
  while (title >= 0 && !(lines[title] ?? '').trim()) title--;
  const t = (lines[title] ?? '').trim();
  if (
    title >= 0 &&
    t &&
    !isHeadingLine(t) &&
    !/[.!?:;,]$/.test(t) &&
    t.split(/\s+/).length <= 12 &&
    !SETS_TERM.test(t) &&
    !/\d/.test(t) &&
    !/\b(?:shall|will|must|may|can|should)\b/i.test(t) &&
    /^[A-Z]/.test(t)
  )
    out.add(title);
  for (let i = lines.length - 1, n = 0; i >= 0 && n < 4; i--) {
    const t = (lines[i] ?? '').trim();
    if (!t) continue;
    n++;
    if (COLUMN_ROW.test(t) || TABLE_ROW.test(t) || !(NAME_LINE.test(t) || isDocumentMetadata(t) || isSigning(t))) break;
    out.add(i);
  }
  return out;
}

/** Provisions of one document's text. */
export function splitProvisions(text: string, doc = '', startIndex = 0): Provision[] {
  const lines = cleanLines(text);
  const matter = frontAndBackMatter(lines);
  const out: Provision[] = [];
  let section: string | null = null;
  let topRunIn: string | null = null;
  let cur: { number: string | null; runIn: string | null; parts: string[]; form: boolean } | null = null;

  const flush = () => {
    if (cur) {
      // A caption line with no full stop ("Baldwin County Circuit Court, Case No. DR-2026-000388")
      // ends its own sentence, so that it is not read into the next line's ("I am Travis Barlow, ...").
      const parts = cur.parts.map((x, k, all) =>
        k < all.length - 1 &&
        !/[.!?:;,]$/.test(x) &&
        !endsOpen(x) &&
        /^[A-Z]/.test(all[k + 1] ?? '') &&
        (isDocumentMetadata(x) ||
          isAuthorship(x) ||
          isChildrenLine(x) ||
          // A case number wrapped onto a line of its own ("... Case No." / "DR-2026-000388").
          (/^[A-Z0-9][A-Z0-9-]{3,}$/.test(x) && /\bNo\.$/.test(all[k - 1] ?? '')))
          ? `${x}.`
          : x,
      );
      const body = squash(parts.join(' '));
      if (/[A-Za-z]{2,}/.test(body)) {
        out.push({
          index: startIndex + out.length,
          doc,
          section,
          runIn: cur.runIn,
          number: cur.number,
          text: body,
          form: cur.form,
        });
      }
    }
    cur = null;
  };
  const start = (number: string | null, rest: string, form: boolean, top: boolean) => {
    flush();
    let runIn: string | null = null;
    let body = rest;
    if (!form) {
      const [h, r] = splitRunIn(rest);
      if (h) {
        runIn = h;
        body = r;
      }
    }
    if (top) topRunIn = runIn;
    cur = { number, runIn: runIn ?? (top ? null : topRunIn), parts: [body], form };
  };

  let columns: [string, string] | null = null;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i] as string;
    if (!line) continue;
    if (matter.has(i)) {
      flush();
      continue;
    }
    // A table with a column per parent: each row is written out as who has which years.
    const header = TABLE_HEADER.exec(line);
    if (header) {
      columns = [header[1] as string, header[2] as string];
      continue;
    }
    const row = columns ? COLUMN_ROW.exec(line) : null;
    if (row && columns) {
      const [first, second] = columns;
      line = `${(row[1] as string).trim()} - ${first}: ${(row[2] as string).toUpperCase()}${row[3] ? ` - ${second}: ${row[3].toUpperCase()}` : ''}`;
      start(null, line, true, false);
      continue;
    }
    columns = null;
    const marker = MARKER.exec(line);
    // "... upon thirty" / "(30) days' written notice": a figure in brackets after its number word,
    // or before a unit, carries on the sentence a PDF wrapped; it starts no item.
    const wrappedFigure =
      marker !== null &&
      /^\(\s?\d{1,3}\s?\)$/.test((marker[1] ?? '').trim()) &&
      (/^\(\s?\d{1,3}\s?\)\s+(?:days?|weeks?|months?|years?|hours?|miles?|minutes?|percent|%|consecutive|non-consecutive|calendar|business)\b/i.test(
        line,
      ) ||
        NUMBER_WORD_END.test(lines[i - 1] ?? ''));
    if (marker && !wrappedFigure && !/^\d{1,2}\.\d{2}\b(?!\s+[A-Z])/.test(line)) {
      const num = (marker[1] ?? '').trim();
      const rest = line.slice(marker[0].length);
      // A numbered heading on its own line ("3. CHILD SUPPORT", "ARTICLE IV PROPERTY").
      if (
        isHeadingLine(rest) &&
        (isTopLevel(num) || rest.replace(/[^A-Z]/g, '').length / Math.max(1, rest.replace(/[^A-Za-z]/g, '').length) >= 0.8)
      ) {
        flush();
        section = rest;
        topRunIn = null;
        continue;
      }
      start(num, rest, CHECKBOX.test(rest), isTopLevel(num));
      continue;
    }
    if (CHECKBOX.test(line) || TABLE_ROW.test(line)) {
      start(null, line, true, false);
      continue;
    }
    if (BULLET.test(line)) {
      start(null, line.replace(BULLET, ''), false, false);
      continue;
    }
    // A caption that reads as a heading ("LAUREN HOLT, PLAINTIFF v. DUSTIN HOLT, DEFENDANT", "FILE NO.
    // CK26-00981") names the case, not a section: it stands alone and is set aside as metadata.
    // So does a plain plan's "From Alicia Novak" under its title: who sent it, no section.
    if (
      isHeadingLine(line) &&
      (isDocumentMetadata(line) || (/^(?:From|Proposed by|Submitted by)\s/i.test(line) && isAuthorship(line)))
    ) {
      flush();
      cur = { number: null, runIn: null, parts: [/[.!?]$/.test(line) ? line : `${line}.`], form: false };
      flush();
      continue;
    }
    if (isHeadingLine(line)) {
      flush();
      section = line;
      topRunIn = null;
      continue;
    }
    const c = cur as { parts: string[]; form: boolean } | null;
    if (c && c.form) {
      const prev = c.parts[c.parts.length - 1] ?? '';
      if (/^[a-z]/.test(line) || endsOpen(prev)) {
        c.parts.push(line);
        continue;
      }
      start(null, line, false, false);
      continue;
    }
    if (c) {
      c.parts.push(line);
      continue;
    }
    start(null, line, false, false);
  }
  flush();
  return out;
}

const ABBREVIATIONS =
  /\b(a\.m|p\.m|e\.g|i\.e|etc|Mr|Mrs|Ms|Dr|No|Nos|St|Ave|Inc|Co|Corp|Jr|Sr|vs|v|Sec|Art|approx|U\.S|Tex|Fam|Civ|Stat|Ann|Rev|Ch|Para|para|Jan|Feb|Mar|Apr|Aug|Sept|Sep|Oct|Nov|Dec|W\.\s?Va|Va|Ga|Fla|Cal|Conn|Pa|Tenn|Ky|Md|Mass|Mich|Minn|Wis|Ariz|Colo|Ind|Ill|Okla|Ore|Wash|Del|La|Ark|Ala|Neb|Kan|Nev|Vt|Wyo|Mont|M\.R\.S|R\.S|O\.S|C(?=\.\s+(?:section|sec\.|§|\d)))\./g;
const DOT = '\u2024';

/** Sentences of a provision's text (abbreviations, "6:00 p.m." and "$1,245.00" kept whole). */
/**
 * "5:00 p.m. Husband shall ..." ends a sentence; "10:00 p.m. Christmas Eve" and "6:00 p.m. Friday"
 * do not: a.m./p.m. closes the sentence when a new clause follows (a word that opens sentences,
 * or a capitalised subject with shall/will/must/may/is/has/does ... within three words: "5 to 8 p.m.
 * Arjun does all the driving"), or a holiday
 * named as a heading ("7:30 p.m. Thanksgiving Day, 10 a.m. to ...", "6 p.m. Fourth of July: ...", "6:00 p.m.
 * Easter Sunday: ...").
 */
const TIME_END =
  /\b([ap])\.m\.(?=\s+(?:Thanksgiving|Christmas (?:Eve|Day)|Easter|Halloween|New Year's (?:Eve|Day)|Spring [Bb]reak|Mother's Day|Father's Day|Fourth of July|Independence Day|Memorial Day|Labor Day)(?:\s+Day)?(?:\s+[Ww]eekend)?(?::|,\s+\d|\s+(?:from|shall|will|is|with)\b)|\s+["'(]?(?:(?:The|If|When|Each|Every|Either|Neither|Both|All|In|This|These|Any|No|Unless|Except|However|Such|During|After|Before|For|I|He|She|They|We|My|Our|Their|On|At|Also|Then|Once|There|That|Those|It)\b|(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b)(?:[A-Z][a-z]+(?:\s+[a-z]+){0,2}[.:]|[A-Z][a-z]+(?:\s+[A-Z][a-z]+){1,2}:)\s|[A-Z]{3,}(?:\s+[A-Z]{2,}){0,2}[.:]\s|(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)\b)[A-Z][a-z]+(?:\s+[A-Za-z-]+){0,2}\s+(?:shall|will|must|may|is|are|has|have|gets|keeps|pays|takes|picks|drops|can|does|drives|lives|stays|goes|wants|needs|happen|happens|occur|occurs)\b))/g;

export function sentencesOf(text: string): string[] {
  const guarded = text
    .replace(TIME_END, `$1${DOT}m.`)
    .replace(ABBREVIATIONS, (m) => m.replace(/\./g, DOT))
    .replace(/\b([A-Z])\.(?=\s?[A-Z]\.)/g, `$1${DOT}`)
    // A street's direction after its number ("250 E. Chicago Street") ends no sentence.
    .replace(/(?<=\b\d{1,6}\s)([NSEW])\.(?=\s[A-Z][a-z]+)/g, `$1${DOT}`)
    // A middle initial inside a name ("Kevin J. Morales", "Jessica M. Pelletier").
    .replace(
      /(?<=\b[A-Z][a-z]+\s)([A-Z])\.(?=\s[A-Z][a-z]+)(?!\s(?:The|If|When|Each|Every|Either|Neither|Both|All|In|This|Any|No|I|He|She|They|We|My|Our|Their|On|At|Also|Then)\b)/g,
      (m: string, x: string, at: number, all: string) =>
        /\b(?:Parent|Exhibit|Schedule|Column|Option|Plan|Section|Article|Part|Appendix|Form|Group|List|Week|Phase|Step)\s$/.test(
          all.slice(Math.max(0, at - 12), at),
        )
          ? m
          : `${x}${DOT}`,
    );
  return guarded
    .split(/(?<=[.!?])["')\]]?\s+(?=["'([]?[A-Z0-9$[])/)
    .map((s) => s.replace(new RegExp(DOT, 'g'), '.').trim())
    .flatMap((s) => (s.length > 700 ? s.split(/;\s+/) : [s]))
    .filter((s) => /[A-Za-z]{2,}/.test(s));
}
