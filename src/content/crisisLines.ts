// The US help lines, written out once: the coach's crisis replies and safety check
// (src/features/coach), its "Get help now" page and the self-care guide all read them from
// here. Every number is a link: tel: to call, sms: to text. docs/coach-crisis.md explains
// which danger brings which line.

/** What one tap does: its visible label and its tel:/sms: address. */
export interface LineAction {
  label: string;
  href: string;
}

/** Ids of the lines the coach shows (tests/fixtures/crisis-real/README.md uses the same ids). */
export type CoachLineId = 'emergency' | 'lifeline' | 'dv' | 'childhelp' | 'ncmec' | 'rainn';
export type LineId = CoachLineId | 'crisistext' | 'samhsa';

export interface HelpLine {
  id: LineId;
  /** The line's name as the coach lists it. */
  name: string;
  /** Call and text links, in the order they are shown. */
  actions: readonly LineAction[];
  /**
   * What the line offers only in Spanish (its Spanish chat), shown after `actions` to a reader
   * of the Spanish pages only. Written in English like every text here; the catalogs say it in
   * Spanish (docs/i18n.md, "The coach" and "The help lines").
   */
  spanishOnly?: readonly LineAction[];
  /** When this line is the one to reach for, as one plain sentence. */
  when: string;
}

export const LINES: Readonly<Record<LineId, HelpLine>> = {
  emergency: {
    id: 'emergency',
    name: 'Emergency (police, ambulance)',
    actions: [{ label: 'Call 911', href: 'tel:911' }],
    when: 'If you or someone else is in immediate danger.',
  },
  lifeline: {
    id: 'lifeline',
    name: '988 Suicide & Crisis Lifeline',
    actions: [
      { label: 'Call 988', href: 'tel:988' },
      { label: 'Text 988', href: 'sms:988' },
    ],
    // 988's Spanish text and chat since July 2023 (SAMHSA, 2023-07-13): the Spanish pages of its
    // own site, where the chat starts (docs/i18n.md, "988's Spanish link, session 17": the address
    // used before, 988lineadevida.org, is named by no official page reached).
    spanishOnly: [{ label: 'Chat in Spanish', href: 'https://988lifeline.org/es/' }],
    when: 'If you are thinking about suicide, are in emotional distress, or are worried about someone else (chat at 988lifeline.org).',
  },
  dv: {
    id: 'dv',
    name: 'National Domestic Violence Hotline',
    actions: [
      { label: 'Call 1-800-799-7233', href: 'tel:+18007997233' },
      { label: 'Text START to 88788', href: 'sms:88788?body=START' },
    ],
    // The Hotline's live chat in Spanish (Texas HHS, Programa contra la Violencia Familiar:
    // "Chatee en vivo en espanol.thehotline.org").
    spanishOnly: [{ label: 'Chat in Spanish', href: 'https://espanol.thehotline.org/' }],
    when: 'If you are afraid of your partner or ex, or need help with a safety plan.',
  },
  childhelp: {
    id: 'childhelp',
    name: 'Childhelp National Child Abuse Hotline',
    actions: [{ label: 'Call 1-800-422-4453', href: 'tel:+18004224453' }],
    when: 'If you are worried a child is being abused or neglected.',
  },
  ncmec: {
    id: 'ncmec',
    name: 'Missing or taken child: after 911, National Center for Missing & Exploited Children',
    actions: [{ label: 'Call 1-800-843-5678', href: 'tel:+18008435678' }],
    when: 'If a child is missing or has been taken or kept from you, after calling 911.',
  },
  rainn: {
    id: 'rainn',
    name: 'RAINN National Sexual Assault Hotline',
    actions: [{ label: 'Call 1-800-656-4673', href: 'tel:+18006564673' }],
    when: 'If you have been sexually assaulted, recently or long ago.',
  },
  crisistext: {
    id: 'crisistext',
    name: 'Crisis Text Line',
    actions: [{ label: 'Text HOME to 741741', href: 'sms:741741?body=HOME' }],
    when: 'To reach a trained crisis counselor by text.',
  },
  samhsa: {
    id: 'samhsa',
    name: 'SAMHSA National Helpline',
    actions: [{ label: 'Call 1-800-662-4357', href: 'tel:+18006624357' }],
    when: 'For referrals to mental health and substance use treatment.',
  },
};

/** A line's links for a reader of `lang`: on a Spanish page its options only in Spanish follow the others. */
export function lineActions(line: HelpLine, lang: 'en' | 'es'): readonly LineAction[] {
  return lang === 'es' && line.spanishOnly ? [...line.actions, ...line.spanishOnly] : line.actions;
}

/** A link that opens a web page (a line's chat) rather than a call or a text. */
export const isWebLink = (action: LineAction): boolean => action.href.startsWith('https:');

/**
 * The attributes of a line's link: a chat opens in a tab of its own, so the app (and its Quick
 * exit) stays where it was; a call or a text opens in place (no attributes).
 */
export const linkOpening = (action: LineAction): { target?: '_blank'; rel?: 'noopener noreferrer' } =>
  isWebLink(action) ? { target: '_blank', rel: 'noopener noreferrer' } : {};

/** The coach's lines in the order it lists them: 911 always first. */
const COACH_LINE_ORDER: readonly CoachLineId[] = ['emergency', 'ncmec', 'lifeline', 'dv', 'childhelp', 'rainn'];

/** Every line the coach can show, in its order (the "Get help now" list). */
export function allCoachLines(): HelpLine[] {
  return COACH_LINE_ORDER.map((id) => LINES[id]);
}

/** These lines in the coach's order, always starting with 911. */
export function coachLines(ids: Iterable<CoachLineId>): HelpLine[] {
  const wanted = new Set<CoachLineId>(['emergency', ...ids]);
  return COACH_LINE_ORDER.filter((id) => wanted.has(id)).map((id) => LINES[id]);
}

/** The self-care guide's list: the round-the-clock lines for a parent under strain, 911 last. */
export const SELF_CARE_LINES: readonly LineId[] = ['lifeline', 'dv', 'crisistext', 'samhsa', 'childhelp', 'emergency'];

/** The safety guide's list: 911 first, then the lines for abuse, stalking and the children. */
export const SAFETY_GUIDE_LINES: readonly LineId[] = ['emergency', 'dv', 'rainn', 'childhelp', 'lifeline', 'crisistext'];
