// Whether a message describes danger (docs/message-coach.md): the shared danger detector
// (src/content/crisis) reads the text as written and as the one receiving it would tell it.
import { triage } from '../../content/crisis/triage';
import { detectDanger, linesOfCategories } from '../../content/crisis/crisis';
import { CRISIS_INTRO, followUp } from '../../content/crisis/followUp';
import type { Danger } from './types';

/**
 * The text as the one receiving it would tell it ("I will hurt you" becomes "he will hurt
 * me"): the danger detector reads a parent's own account, so a threat written to the reader
 * is checked in that form too.
 */
export function asToldByReader(text: string): string {
  return text.replace(
    // Contractions first: "I" alone would match the "I" of "I've" and leave "he've".
    /\b(?:i'm|i’m|im|i'll|i’ll|i've|i’ve|i'd|i’d|you're|you’re|youre|you'll|you’ll|you've|you’ve|i|me|my|mine|myself|you|your|yours|yourself|u|ur)\b/gi,
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

/**
 * The text to read as the reader would tell it: without its questions, which ask rather than
 * announce ("Can I get them Wednesday?" told as "Can he get them Wednesday?" reads as taking
 * the children). Blanked with spaces, so offsets hold.
 */
function toldByReader(text: string): string {
  return asToldByReader(text.replace(/[^.!?\n]*\?+/g, (q) => ' '.repeat(q.length)));
}

export function describesDanger(text: string): boolean {
  return detectDanger(text) !== null || detectDanger(toldByReader(text)) !== null;
}

/** The shared detector's categories for this text, read as written and as the reader would tell it. */
export function dangerCategories(text: string): string[] {
  return [...new Set([...(detectDanger(text)?.categories ?? []), ...(detectDanger(toldByReader(text))?.categories ?? [])])];
}

export function dangerOf(text: string): Danger | null {
  for (const t of [text, toldByReader(text)]) {
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

/**
 * Danger the coach's own rules named in a sentence ("you're dead", "I took beatings from you")
 * where the shared detector did not: the crisis lines still come first, for threats and violence.
 */
export function namedDanger(): Danger {
  const categories = ['threats'];
  return {
    level: 'crisis',
    categories,
    lines: linesOfCategories(categories),
    intro: CRISIS_INTRO,
    followUp: followUp(categories),
  };
}
