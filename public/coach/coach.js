import { CRISIS_INTRO, GREETING, TOPIC_CHIPS, respond } from './engine.js';
import { allLines } from './crisis.js';
import { renderLines } from './lines.js';

const log = document.getElementById('log');
const chips = document.getElementById('chips');
const form = document.getElementById('form');
const input = document.getElementById('input');

/** Scrolls only the conversation (never the page around the frame) so `li` starts at the top. */
function scrollToTop(li) {
  log.scrollTop = li.offsetTop; // the log is the messages' offset parent (position: relative)
}

function linkRow(links) {
  const p = document.createElement('p');
  p.className = 'coach-msg__links';
  links.forEach((l, i) => {
    const a = document.createElement('a');
    a.href = l.href;
    a.target = '_top';
    a.textContent = l.label;
    if (i) p.append(' · ');
    p.append(a);
  });
  return p;
}

function add(kind, text, links = []) {
  const li = document.createElement('li');
  li.className = `coach-msg coach-msg--${kind}`;
  li.textContent = text;
  if (links.length) li.append(linkRow(links));
  log.append(li);
  log.scrollTop = log.scrollHeight;
  return li;
}

/** A crisis reply: the help lines first, then what follows them; scrolled so the lines are in view. */
function addCrisis(lines, text, links = []) {
  const li = document.createElement('li');
  li.className = 'coach-msg coach-msg--crisis';
  li.append(renderLines(document, CRISIS_INTRO, lines));
  if (text) {
    const p = document.createElement('p');
    p.className = 'coach-msg__text';
    p.textContent = text;
    li.append(p);
  }
  if (links.length) li.append(linkRow(links));
  log.append(li);
  scrollToTop(li);
  return li;
}

function handle(text) {
  const message = String(text).trim().slice(0, 1000);
  if (!message) return;
  add('user', message);
  const answer = respond(message);
  if (answer.crisis) addCrisis(answer.lines, answer.reply, answer.links);
  else add('coach', answer.reply, answer.links);
}

for (const label of TOPIC_CHIPS) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  b.addEventListener('click', () => handle(label));
  chips.append(b);
}

form.addEventListener('submit', (e) => {
  e.preventDefault();
  handle(input.value);
  input.value = '';
  input.focus();
});

window.addEventListener('message', (event) => {
  if (event.origin !== window.location.origin || event.source !== window.parent) return;
  const data = event.data;
  if (!data) return;
  if (data.type === 'send-message' && typeof data.message === 'string') handle(data.message);
  // The chat panel's "Get help now" link: every line, pinned in view.
  if (data.type === 'show-help') addCrisis(allLines(), '').querySelector('a')?.focus();
});

add('coach', GREETING);
if (window.parent !== window) window.parent.postMessage({ type: 'chatbot-ready' }, window.location.origin);
