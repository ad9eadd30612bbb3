// The built-in guided coach's rules: fixed, reviewed answers chosen by keyword. It never
// claims to be a person or AI. Any message that describes danger gets the crisis lines first
// (crisis.ts recognises danger by category). Pure module: coachEngine.worker.ts runs it and
// main.ts renders its answers (the page's fixed words are in words.ts);
// tests/unit/coach.test.ts and tests/unit/coach-crisis.test.ts check it.
import { coachLines, type HelpLine } from '../../content/crisisLines';
import { detectDanger } from '../../content/crisis/crisis';
import { topicOf, type Link } from '../../content/crisis/topics';
import { triage, type Level } from '../../content/crisis/triage';
import { readsSpanish } from '../../content/crisis/spanish';
import { CRISIS_INTRO, followUp } from '../../content/crisis/followUp';
import * as paths from '../../lib/paths';

export type { Link };
export { CRISIS_INTRO };

/** The coach's answer to one message. */
export interface Answer {
  /** How the reply begins: the crisis lines, the safety check, or nothing (triage.ts). */
  level: Level;
  /** The message describes danger: the lines come first. */
  crisis: boolean;
  categories: string[];
  /** The help lines to show first (911 first): the crisis lines or the safety check's; empty when calm. */
  lines: HelpLine[];
  /** The calm topic the message is about, if any. */
  topic: string | null;
  /** What the coach says (after the lines in a crisis reply). */
  reply: string;
  links: Link[];
  /**
   * Session 29: the message reads as Spanish (spanish.ts readsSpanish): its lines carry their options only in
   * Spanish (the Spanish chats) on an English page too (language.ts `linesIn`; docs/coach-crisis.md "Session 29
   * (helper es-crisis)").
   */
  spanish?: boolean;
}

/** Plain-text form of help lines ("Name: Call …, Text …"), one per line. */
export function crisisText(lines: readonly HelpLine[]): string {
  return lines.map((l) => `${l.name}: ${l.actions.map((a) => a.label).join(', ')}`).join('\n');
}

export function suggestsDanger(text: string): boolean {
  return detectDanger(text) !== null;
}

/**
 * The coach's answer to one message. In a crisis reply (level 'crisis') lines holds the help
 * lines to show first (911 always first) and reply what follows them; with the safety check
 * (level 'check') lines holds the check's lines and reply the topic answer after it.
 */
export function respond(text: string): Answer {
  const message = text.trim();
  const first = triage(message);
  const topic = topicOf(message);
  const spanish = readsSpanish(message);
  if (first.level === 'crisis') {
    return {
      level: 'crisis',
      crisis: true,
      categories: first.categories,
      lines: coachLines(first.lines),
      topic: topic ? topic.id : null,
      reply: followUp(first.categories) || "You don't have to handle this alone.",
      links: [{ label: 'Self-care and support', href: paths.selfCareGuide }],
      spanish,
    };
  }
  const base = {
    level: first.level,
    crisis: false,
    categories: first.categories,
    lines: first.level === 'check' ? coachLines(first.lines) : [],
    spanish,
  };
  if (topic) return { ...base, topic: topic.id, reply: topic.reply, links: topic.links };
  return {
    ...base,
    topic: null,
    reply:
      'Thank you for telling me. I can help with parenting schedules, talking with the other parent, child support and money, court preparation, and looking after yourself. Which is closest to what you need?',
    links: [],
  };
}
