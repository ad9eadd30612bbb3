// What a crisis reply says, shared by the coach (src/features/coach/engine.ts) and the message
// coach (src/features/message-coach): the intro above the lines, then a follow-up by category
// (docs/coach-crisis.md).

/** What to say after the lines, by category, most urgent first. */
const CRISIS_FOLLOW_UP: ReadonlyArray<readonly [string, string]> = [
  [
    'child_taken',
    "If you don't know where your child is, or they have not been brought back, call 911 first. Then the National Center for Missing & Exploited Children can guide you, day or night.",
  ],
  [
    'suicide',
    'If you might act on these thoughts, call 911 or 988 now. You matter, and a 988 counselor will listen without judging you.',
  ],
  ['self_harm', "You don't have to go through this alone: a 988 counselor can talk with you now, by call or text."],
  [
    'other_suicide',
    'If they may act on it now, call 911. Their choices are not your responsibility; 988 also helps people worried about someone else.',
  ],
  [
    'child_abuse',
    'Stay calm, listen and tell your child you believe them. Childhelp can explain how to report it and what happens next.',
  ],
  ['sexual_assault', 'What happened is not your fault. RAINN can connect you with a local center, including for a medical exam.'],
  [
    'strangulation',
    'Being choked or strangled is very dangerous even with no marks: injuries can show up hours later, so please get checked by a doctor.',
  ],
];
const DV_FOLLOW_UP =
  "A domestic violence advocate can help you make a safety plan and explain protective orders in your state. If you can, reach out from a phone the other person can't check.";

/**
 * Every paragraph a follow-up can be: the message coach's Spanish part of the coach catalog
 * (`coach/compiled/es-crisis.js`, built by scripts/i18n.mjs) is made of these, the intro and the
 * lines. A function, so that the app, which never calls it, does not carry the list.
 */
export function allFollowUps(): string[] {
  return [...CRISIS_FOLLOW_UP.map(([, text]) => text), DV_FOLLOW_UP];
}

export function followUp(categories: readonly string[]): string {
  const texts = CRISIS_FOLLOW_UP.filter(([id]) => categories.includes(id)).map(([, t]) => t);
  if (
    categories.some((c) =>
      [
        'strangulation',
        'violence',
        'threats',
        'stalking',
        'weapons',
        'fear_home',
        'locked_out',
        'other_suicide',
        'sexual_assault',
      ].includes(c),
    )
  )
    texts.push(DV_FOLLOW_UP);
  return texts.slice(0, 2).join('\n\n');
}

export const CRISIS_INTRO = 'Your safety comes first. Help is here, day and night:';
