// The message coach's suggestions (docs/message-coach.md): each a change the parent accepts
// one by one (leave out a hostile sentence, replace words, add an opening or a closing).
import { deadlineDay } from './biff';
import { HOSTILE } from './patterns';
import { RULES } from './rules';
import type { Biff, Sentence, Suggestion } from './types';

export function suggestionsOf(text: string, sentences: readonly Sentence[], biff: Biff, today: Date): Suggestion[] {
  const out: Suggestion[] = [];
  for (const s of sentences) {
    // Harm done to the writer, told (session 26): never suggest leaving out a disclosure of harm. The sentence stays
    // as written, and so do the crisis lines it brings; only its capitals or stacked marks may be eased below.
    const disclosure = disclosesHarm(s);
    const hostile = disclosure ? [] : s.flags.filter((f) => HOSTILE.has(f.category) || f.category === 'danger');
    // Every hostile flag in an aside before or after a comma ("Not that you'd notice, but she's
    // been sick all week"): leave out the aside and keep the facts. In a disclosure (session 27), the words that tell
    // the harm stay and an insult or a jibe said beside them may still go ("You pathetic loser, you pinned me to the
    // fridge ..."): the aside of the other flags, if it holds none of the telling's words.
    const aside = disclosure
      ? asideBesideHarm(text, s)
      : hostile.length && hostile.length === s.flags.length
        ? asideOf(text, s)
        : null;
    if (aside) {
      out.push({ id: `aside-${s.start}`, kind: 'replace', label: `Remove "${short(aside.words)}"`, ...aside.change });
      continue;
    }
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

/**
 * A sentence that tells harm rather than threatens it (session 26): a `danger` flag that no `threat` flag of the
 * sentence covers ("You choked me against the wall on Saturday", "you grabbed my arm in the car park"). The writer's
 * own threat of harm ("I'll hurt you") carries `threat` on the same words and may be left out.
 */
export function disclosesHarm(s: Sentence): boolean {
  return (
    s.flags.some(
      (f) => f.category === 'danger' && !s.flags.some((t) => t.category === 'threat' && t.start <= f.start && f.end <= t.end + 1),
    ) || BODY_ACT_TOLD.test(s.text)
  );
}
/**
 * An act on the writer's or the children's body or movements, told of the reader, where the shared detector names no
 * danger ("you've shouted at me ... and grabbed my arm in the car park", "you have been following me"): the
 * sentence may carry `blame`, and still it is not offered for leaving out.
 */
const BODY_ACT_TOLD =
  /\b(?:you|u)\b(?![^.!?]*\?)[^.!?]*\b(?:grabbed|grabbing|pushed|pushing|shoved|shoving|hit|hitting|punched|slapped|kicked|choked|strangled|threw|dragged|pinned|bit|spat|cornered|followed|following|filmed|filming|stalked|stalking|threatened|threatening|hurt|shook|shaking|restrained|locked (?:me|us|her|him|them)|held (?:me|us|her|him|them) down)\b[^.!?]*?\b(?:me|my|us|our|the (?:kids|children|baby|boys|girls)|him|her|them)\b/i;

/** The flags that carry a disclosure's telling: the harm (`danger`) and the act charged (`blame`). */
const TELLING = new Set(['danger', 'blame']);

/**
 * In a sentence that tells harm (disclosesHarm), the aside that holds its other hostile flags (an insult, sarcasm, a
 * jibe about the past) and none of the telling's words: offered for removing, the telling kept.
 */
function asideBesideHarm(text: string, s: Sentence): ReturnType<typeof asideOf> {
  const others = s.flags.filter((f) => HOSTILE.has(f.category) && !TELLING.has(f.category));
  if (!others.length) return null;
  const aside = asideOf(text, { ...s, flags: others });
  if (!aside) return null;
  // The words removed: the change less the letter it capitalises where the aside opened the sentence.
  const { start } = aside.change;
  const end = aside.change.end - aside.change.insert.length;
  const told = s.flags.filter((f) => TELLING.has(f.category));
  if (!told.some((f) => f.start < end && start < f.end)) return aside;
  // Session 28: the shared detector's danger flag marks the whole sentence, so an insult said after the telling or in
  // its middle ("You pinned me to the fridge, you pathetic loser, and the kids saw it") always overlapped it. The aside
  // may still go when it says nothing but its flags: its words outside them are only the words of address ("you",
  // "such a", "and").
  let rest = text.slice(start, end);
  for (const f of others)
    if (f.start >= start && f.end <= end)
      rest = rest.slice(0, f.start - start) + ' '.repeat(f.end - f.start) + rest.slice(f.end - start);
  return rest
    .toLowerCase()
    .split(/[^a-z']+/)
    .filter(Boolean)
    .every((w) => ADDRESS.has(w))
    ? aside
    : null;
}
/** Words that only address the reader around an insult: "you", "such a", "and", "but", "so". */
const ADDRESS = new Set(['you', 'u', 'such', 'a', 'an', 'and', 'but', 'so', 'oh', 'yeah', 'right']);

/** Words a sentence must keep, beside the aside, to be worth keeping. */
const KEPT_WORDS = 3;

/**
 * The aside of a sentence that holds all its flags: the words before its first comma (semicolon,
 * dash), after its last, or (session 28) between two of them, when the rest keeps at least KEPT_WORDS
 * words. The change removes the aside with one separator (and a "but", "and" or "so" that then opens
 * the sentence). Session 28: an insult said to the reader at the sentence's end without a comma ("I'll
 * have them ready at 5 you idiot.") is an aside too, from its "you".
 */
function asideOf(text: string, s: Sentence): { words: string; change: { start: number; end: number; insert: string } } | null {
  const body = text.slice(s.start, s.end);
  const seps = [...body.matchAll(/\s*[,;—–]\s*/g)].map((m) => ({ index: m.index, length: m[0].length }));
  const first = Math.min(...s.flags.map((f) => f.start)) - s.start;
  const last = Math.max(...s.flags.map((f) => f.end)) - s.start;
  const stop = body.length - /[.!?]*$/.exec(body)![0].length;
  // An unpunctuated address at the end: "... on Friday you idiot." (the flags end the sentence, a "you" opens them).
  if (last >= stop && s.flags.every((f) => f.category === 'insult')) {
    const you = /^(?:you|u)\b/i.test(body.slice(first))
      ? /\s+$/.exec(body.slice(0, first))
      : /\s+(?:you|u)(?:\s+[a-z]+){0,2}\s+$/i.exec(body.slice(0, first));
    if (you && !seps.some((p) => p.index + p.length > you.index))
      seps.push({ index: you.index, length: /^\s+/.exec(you[0])![0].length });
  }
  if (!seps.length) return null;
  const words = (t: string) => t.split(/\s+/).filter((w) => /[a-z]/i.test(w)).length;
  const lead = seps[0]!;
  if (last <= lead.index) {
    let from = lead.index + lead.length;
    from += /^(?:but|and|so)\s+/i.exec(body.slice(from))?.[0].length ?? 0;
    if (from < body.length && words(body.slice(from)) >= KEPT_WORDS)
      return {
        words: body.slice(0, lead.index),
        change: { start: s.start, end: s.start + from + 1, insert: body[from]!.toUpperCase() },
      };
  }
  const tail = seps.at(-1)!;
  if (first >= tail.index + tail.length && words(body.slice(0, tail.index)) >= KEPT_WORDS)
    return {
      words: body.slice(tail.index + tail.length, stop),
      change: { start: s.start + tail.index, end: s.start + stop, insert: '' },
    };
  // Between two separators: the aside and the separator before it go, the one after it stays.
  for (let i = 0; i + 1 < seps.length; i++) {
    const open = seps[i]!;
    const close = seps[i + 1]!;
    if (
      first >= open.index + open.length &&
      last <= close.index &&
      words(body.slice(0, open.index)) + words(body.slice(close.index)) >= KEPT_WORDS
    )
      return {
        words: body.slice(open.index + open.length, close.index),
        change: { start: s.start + open.index, end: s.start + close.index, insert: '' },
      };
  }
  return null;
}

function capsToCase(words: string, sentenceStart: boolean): string {
  const lower = words.toLowerCase();
  return sentenceStart ? lower[0]!.toUpperCase() + lower.slice(1) : lower;
}

export function short(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57).trimEnd()}…` : text;
}

/** The text with one accepted suggestion applied (nothing else changes). */
export function applySuggestion(text: string, s: Suggestion): string {
  return text.slice(0, s.start) + s.insert + text.slice(s.end);
}
