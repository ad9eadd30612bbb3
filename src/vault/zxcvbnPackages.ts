/**
 * zxcvbn-ts in one lazily loaded chunk (imported only by the strength worker, or in place
 * where there are no workers). Dictionaries: the common passwords list, the diceware
 * words, English first names and the keyboard layouts. English common words, last names
 * and Wikipedia titles are left out: together they are 1.2 MB of the 1.6 MB, and on an
 * old phone decompressing them took most of the ten-plus seconds before the first answer.
 * Names that matter most, the parent's own, come in as user inputs (userInputs.ts).
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as common } from '@zxcvbn-ts/language-common';
import { translations } from '@zxcvbn-ts/language-en';
import firstnames from '@zxcvbn-ts/language-en/dist/firstnames.json.mjs';

export function makeZxcvbn(): ZxcvbnFactory {
  return new ZxcvbnFactory({
    translations,
    graphs: adjacencyGraphs,
    dictionary: { ...common, 'firstnames-en': firstnames },
  });
}
