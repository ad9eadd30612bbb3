/**
 * Words that mark sample content (testimonials, leaderboards) as illustrative, so every
 * page says it the same way.
 */
export const SAMPLE_PEOPLE_NOTE = 'Illustrative example: these names and points are made up, not real members.';
export const SAMPLE_QUOTE_NOTE = 'Illustrative example: this quote and name are made up.';
