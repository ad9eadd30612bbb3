import { DISCRETION_KEY } from './storageKeys';

/**
 * Whether Discretion is on (docs/discretion.md): all a page's start needs of it, apart from
 * the download names (src/lib/downloadNames.ts), which only the pages that save files load.
 */

/** The stored value meaning "neutral names" (not secret; it says nothing about the parent). */
export const DISCRETION_PLAIN = 'plain';

/** True when the parent chose neutral names and a neutral installed app. */
export function discretionOn(): boolean {
  try {
    return localStorage.getItem(DISCRETION_KEY) === DISCRETION_PLAIN;
  } catch {
    return false;
  }
}
