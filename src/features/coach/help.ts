// The stand-alone "Get help now" page (coach/help.html): every help line, no network needed,
// in the app's language (language.ts).
import { allCoachLines } from '../../content/crisisLines';
import { renderLines } from './lines';
import { CRISIS_INTRO } from './engine';
import { coachWords, linesIn, sayPage } from './language';

/** Spanish words not read within 3 s (a hung request) are given up: the lines show in English. */
const WORDS_LIMIT_MS = 3_000;
const say = await coachWords(WORDS_LIMIT_MS);
sayPage(document, say);
document
  .getElementById('help')!
  .append(renderLines(document, say(CRISIS_INTRO), linesIn(say, allCoachLines()), say('Help lines')));
document.getElementById('back')!.addEventListener('click', (e) => {
  if (window.history.length > 1) {
    e.preventDefault();
    window.history.back();
  }
});
