// The coach page (coach/index.html), framed by the chat panel: renders the conversation and
// answers with engine.ts. Messages from the panel arrive through src/lib/chatProtocol.ts.
import { allCoachLines, type HelpLine } from '../../content/crisisLines';
import { MAX_MESSAGE_LENGTH, postToPanel, readPanelMessage } from '../../lib/chatProtocol';
import { CRISIS_INTRO, GREETING, TOPIC_CHIPS, respond, type Link } from './engine';
import { renderLines } from './lines';

const log = document.getElementById('log') as HTMLOListElement;
const chips = document.getElementById('chips') as HTMLDivElement;
const form = document.getElementById('form') as HTMLFormElement;
const input = document.getElementById('input') as HTMLInputElement;

/** Scrolls only the conversation (never the page around the frame) so `li` starts at the top. */
function scrollToTop(li: HTMLElement): void {
  log.scrollTop = li.offsetTop; // the log is the messages' offset parent (position: relative)
}

function linkRow(links: readonly Link[]): HTMLParagraphElement {
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

function add(kind: 'user' | 'coach', text: string, links: readonly Link[] = []): HTMLLIElement {
  const li = document.createElement('li');
  li.className = `coach-msg coach-msg--${kind}`;
  li.textContent = text;
  if (links.length) li.append(linkRow(links));
  log.append(li);
  log.scrollTop = log.scrollHeight;
  return li;
}

/** A crisis reply: the help lines first, then what follows them; scrolled so the lines are in view. */
function addCrisis(lines: readonly HelpLine[], text: string, links: readonly Link[] = []): HTMLLIElement {
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

function handle(text: string): void {
  const message = text.trim().slice(0, MAX_MESSAGE_LENGTH);
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
  const message = readPanelMessage(event, window.location.origin, window.parent);
  if (message?.type === 'send-message') handle(message.message);
  // The chat panel's "Get help now" link: every line, pinned in view.
  if (message?.type === 'show-help') addCrisis(allCoachLines(), '').querySelector('a')?.focus();
});

add('coach', GREETING);
if (window.parent !== window) postToPanel(window.parent, { type: 'chatbot-ready' }, window.location.origin);
