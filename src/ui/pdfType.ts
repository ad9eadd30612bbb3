import { formatUsDate } from '../lib/usDate';
import { english, type Translate } from '../lib/translate';
import * as tm from '../content/messages/tools/compiled/en.js';

/**
 * Type and page rules every EvenGround PDF follows (react-pdf, built-in Helvetica).
 *
 * react-pdf resolves a unitless lineHeight against the font size it finds on the same
 * style, so a lineHeight set on the page and inherited by a larger title gives the title
 * a line box shorter than its letters and the next line runs into it. Every text style
 * therefore sets its size and its line height together, through `text()`.
 */

/** US Letter, in PDF points. */
export const LETTER = { width: 612, height: 792 } as const;

/** A font size with its own line height (a multiple of that size). */
export function text(fontSize: number, lineHeight = 1.3): { fontSize: number; lineHeight: number } {
  return { fontSize, lineHeight };
}

/** Space a heading keeps below it on its page; with less, it moves to the next page with what follows. */
export const HEADING_PRESENCE = 72;

/** "Prepared on May 14, 2016": the line under every PDF's title. */
export function preparedOnText(date: Date, t: Translate = english): string {
  return t(tm.prepared_on, { date: formatUsDate(date) });
}
