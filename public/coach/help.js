// The stand-alone "Get help now" page: every help line, no network needed.
import { allLines } from './crisis.js';
import { renderLines } from './lines.js';
import { CRISIS_INTRO } from './engine.js';

document.getElementById('help').append(renderLines(document, CRISIS_INTRO, allLines()));
const back = document.getElementById('back');
back.addEventListener('click', (e) => {
  if (window.history.length > 1) {
    e.preventDefault();
    window.history.back();
  }
});
