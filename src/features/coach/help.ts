// The stand-alone "Get help now" page (coach/help.html): every help line, no network needed,
// in the app's language (language.ts).
import { allCoachLines } from '../../content/crisisLines';
import { renderLines } from './lines';
import { CRISIS_INTRO } from './engine';
import { coachWords, linesIn, sayPage } from './language';

const say = await coachWords();
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
