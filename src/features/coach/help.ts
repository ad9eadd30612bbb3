// The stand-alone "Get help now" page (coach/help.html): every help line, no network needed.
import { allCoachLines } from '../../content/crisisLines';
import { renderLines } from './lines';
import { CRISIS_INTRO } from './engine';

document.getElementById('help')!.append(renderLines(document, CRISIS_INTRO, allCoachLines()));
document.getElementById('back')!.addEventListener('click', (e) => {
  if (window.history.length > 1) {
    e.preventDefault();
    window.history.back();
  }
});
