import { GREETING, TOPIC_CHIPS, respond } from './engine.js';

const log = document.getElementById('log');
const chips = document.getElementById('chips');
const form = document.getElementById('form');
const input = document.getElementById('input');

function add(kind, text, links = []) {
  const li = document.createElement('li');
  li.className = `coach-msg coach-msg--${kind}`;
  li.textContent = text;
  if (links.length) {
    const p = document.createElement('p');
    p.style.margin = '0.4rem 0 0';
    links.forEach((l, i) => {
      const a = document.createElement('a');
      a.href = l.href;
      a.target = '_top';
      a.textContent = l.label;
      if (i) p.append(' · ');
      p.append(a);
    });
    li.append(p);
  }
  log.append(li);
  li.scrollIntoView({ block: 'end' });
}

function handle(text) {
  const message = String(text).trim().slice(0, 1000);
  if (!message) return;
  add('user', message);
  const answer = respond(message);
  add(answer.crisis ? 'crisis' : 'coach', answer.reply, answer.links);
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
  if (data && data.type === 'send-message' && typeof data.message === 'string') handle(data.message);
});

add('coach', GREETING);
if (window.parent !== window) window.parent.postMessage({ type: 'chatbot-ready' }, window.location.origin);
