// Legal or financial ruin used as the weapon (docs/message-coach.md, sessions 26 and 27): "I'll bury you in
// motions", "I'll break you with legal fees", "I'll bury you in debt", "I'll destroy you financially". One list, read
// by the threat rules (rules.ts), the threat recogniser (threats.ts) and what the shared danger detector is given to
// read (danger.ts).
//
// What counts as pressure and what as danger. Family-law and domestic-abuse pages name the courts and the money as
// means of control after separation: "litigation abuse" (American Bar Association, "De-weaponizing courts"), filings
// made to "bankrupt them with attorney fees" (Law360 / cpjournal.org, "Paper abuse"), "post-separation legal abuse"
// (domesticshelters.org, Fontes and Cocchiola), coerced debt as economic abuse (thehotline.org, "How to recognize
// coerced debt"; Surviving Economic Abuse, "What is coerced debt?"). The coach flags it as a `threat` (pressure, a
// step announced to frighten), the same as "I'll take you to court". The crisis lines are for harm to a body or a
// life: a harm verb whose means is a court, a lawyer, the fees, debt or the bills ("bury you in debt") is not that, so
// those words are left out of what the detector reads. The verb alone ("I will bury you.") stays danger.

import { WEAPON } from '../../content/crisis/lexicon';

/** The verbs of ruin that the means turn from harm into pressure ("bury", "break", "kill" ... "you in court"). */
export const RUIN_VERBS = String.raw`(?:bury|drown|bleed|drain|bankrupt|break|crush|destroy|ruin|kill|finish|end|hurt|beat)`;

/**
 * The courts and the money as the means: legal steps and the people who take them, what they cost, debt and the
 * bills. Not a place at a court ("the court car park", "the courthouse steps"): a place is where harm is done. Not a
 * weapon said to be legal ("with my legal gun"): a weapon is harm's means.
 */
export const LEGAL_MEANS = String.raw`(?:motions?|paperwork|papers|filings?|lawsuits?|courts?(?!\s*(?:car\s*park|parking|steps|house|building|yard|room|hallway|corridor|toilets?|lobby|entrance|doors?))|legal(?!\s+(?:\w+\s+)?${WEAPON}\b)(?:\s+\w+)?|lawyers?|solicitors?|attorneys?|fees|costs|litigation|appeals?|debts?|bills|money|bankruptcy|maintenance|child\s+support)\b`;

/**
 * After the reader ("... you"): the means said ("dry in court", "in debt", "with legal fees", "under paperwork"),
 * or the ruin said to be financial ("financially"). A regex source, spaces written as `\s+`.
 */
export const BY_LEGAL_MEANS = String.raw`(?:\s+dry)?(?:\s+(?:in|with|under|through|into)\s+(?:\w+\s+){0,2}${LEGAL_MEANS}|\s+financially\b)`;

/** A negative lookahead, placed after a harm verb's object: harm said with the legal means is not harm. */
export const IN_LITIGATION = String.raw`(?!${BY_LEGAL_MEANS})`;

/** A harm verb, the reader and the legal means, as one span ("bury you in debt"): what the detector is not given. */
export const RUIN_BY_LAW = new RegExp(String.raw`\b${RUIN_VERBS}\s+(?:you|u)\b${BY_LEGAL_MEANS}`, 'gi');

/**
 * The words that make "bury you", "bleed you dry" legal pressure when the means are said elsewhere in the sentence
 * ("I'll bury you until you can't afford a lawyer").
 */
export const LEGAL_WORDS = String.raw`\b(?:(?:judge|custody|dry|financially)\b|${LEGAL_MEANS})`;
