// The coach page (coach/index.html), framed by the chat panel: renders the conversation; the
// answers come from engine.ts, run in coachEngine.worker.ts. Messages from the panel arrive
// through src/lib/chatProtocol.ts.
import { allCoachLines, type HelpLine } from '../../content/crisisLines';
import { MAX_MESSAGE_LENGTH, postToPanel, readPanelMessage } from '../../lib/chatProtocol';
import type { Answer, Link } from './engine';
import type { EngineReply, EngineRequest } from './coachEngine.worker';
import { CRISIS_INTRO } from '../../content/crisis/followUp';
import { TOPIC_CHIPS } from '../../content/crisis/topics';
import {
  GETTING_READY,
  GETTING_READY_KEPT,
  GREETING,
  HELP_ANSWER,
  NOT_STARTED,
  SAFE_ANSWER,
  SAFE_REPLY,
  SAFETY_CHECK,
  SLOW_START,
} from './words';
import { renderLines } from './lines';
import { replyScrollTop } from './replyScroll';
import { coachWords, linesIn, sayPage } from './language';

/**
 * The answering engine (engine.ts with the danger detector and its model, about 1 MB) loads in a
 * worker, started first so it loads while the page sets itself up. Until it says `ready`, the
 * page shows the greeting and its "Getting ready…" note, the parent can type, and a message sent
 * waits in the worker's queue: it is answered as soon as the engine has loaded (before session
 * 24 the box stayed disabled, grey and unexplained, for as long as the whole 1 MB took).
 */
let ready = false;
let broken = false;
/**
 * How long the engine may take to load (from the page's start) before every line is pinned with
 * a plain note (SLOW_START): a worker that hangs without an error would otherwise leave a waiting
 * message unanswered for ever. The worker is kept: a late engine still answers.
 * tests/e2e/coach.spec.ts moves a fake clock past it.
 */
const LOAD_LIMIT_MS = 10_000;
/** The limit passed before the engine was ready: every line has been pinned. */
let slow = false;
/** A message typed before the engine was ready has had the safety check with every line. */
let checkedWhileLoading = false;
/**
 * The blocks of every line shown before the engine answered (the safety check of a message typed
 * meanwhile, "I need help now" on it, the time limit's pin): a crisis reply to a message that
 * waited does not repeat them (showWaited), and the time limit pins the latest instead of adding
 * another (showSlow).
 */
const loadingLines: HTMLElement[] = [];
/** The page below has been set up (its words read): the engine's news can be shown. */
let pageSet = false;
let nextId = 0;
/** The parent's messages sent to the engine and not yet answered, by id. */
const waiting = new Map<number, Waiting>();
interface Waiting {
  /** The parent's bubble. */
  asked: HTMLElement;
  /** The safety check shown at once because the engine was not ready (handle()). */
  check?: HTMLElement;
  /** Sent before the engine was ready: its answer does not repeat the lines shown meanwhile (showWaited). */
  early: boolean;
}

function startEngine(): Worker | null {
  try {
    const worker = new Worker(new URL('./coachEngine.worker.ts', import.meta.url), { type: 'module', name: 'coach-engine' });
    // Listened to at once: the worker may load before the page's words have (a Spanish page).
    worker.onmessage = (event: MessageEvent<EngineReply>) => fromEngine(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      engineFailed();
    };
    return worker;
  } catch {
    broken = true;
    return null;
  }
}
const engine = startEngine();
const loadLimit = setTimeout(loadTooSlow, LOAD_LIMIT_MS);

/**
 * The coach's words in the app's language (language.ts); English texts pass through. Spanish
 * words not read within the same time limit are given up: the page sets itself up in English.
 */
const say = await coachWords(LOAD_LIMIT_MS);
sayPage(document, say);

const log = document.getElementById('log') as HTMLOListElement;
const chips = document.getElementById('chips') as HTMLDivElement;
const form = document.getElementById('form') as HTMLFormElement;
const input = document.getElementById('input') as HTMLInputElement;
const send = form.querySelector<HTMLButtonElement>('button[type="submit"]') as HTMLButtonElement;
/** The note under the box (role="status"): "Getting ready…" until the engine has loaded, then empty. */
const status = document.getElementById('status') as HTMLParagraphElement;

/** Scrolls only the conversation (never the page around the frame) so `li` starts at the top. */
function scrollToTop(li: HTMLElement): void {
  log.scrollTop = li.offsetTop; // the log is the messages' offset parent (position: relative)
}

/** A reply to `asked`: the parent's message and the reply's first lines in view (replyScroll.ts). */
function showReply(asked: HTMLElement, reply: HTMLElement): void {
  log.scrollTop = replyScrollTop({
    userTop: asked.offsetTop,
    replyTop: reply.offsetTop,
    viewHeight: log.clientHeight,
    gap: parseFloat(getComputedStyle(log).paddingTop) || 0,
  });
}

function linkRow(links: readonly Link[]): HTMLParagraphElement {
  const p = document.createElement('p');
  p.className = 'coach-msg__links';
  links.forEach((l, i) => {
    const a = document.createElement('a');
    a.href = l.href;
    a.target = '_top';
    a.textContent = say(l.label);
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
function addCrisis(lines: readonly HelpLine[], text: string, links: readonly Link[] = [], spanish = false): HTMLLIElement {
  const li = document.createElement('li');
  li.className = 'coach-msg coach-msg--crisis';
  li.append(renderLines(document, say(CRISIS_INTRO), linesIn(say, lines, spanish), say('Help lines')));
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

/** Every line, pinned in view with the first one focused ("I need help now", "Get help now"). */
function pinAllLines(): void {
  const block = addCrisis(allCoachLines(), '');
  block.querySelector('a')?.focus();
  // Shown before the engine has answered: a crisis reply to a waiting message will not repeat them.
  if (!ready || waiting.size) loadingLines.push(block);
}

/**
 * The safety check (level 'check'): one calm question with 911 and the fitting lines as
 * links, and two answers. The answers follow 911, before the other lines: in Spanish the lines'
 * Spanish options pushed them out of the conversation's view (docs/i18n.md, "session 25";
 * tests/e2e/coach.spec.ts measures them at 360x740 and 1280x800). Scrolled so it is in view; the
 * topic reply follows it.
 */
function addCheck(lines: readonly HelpLine[], spanish = false): HTMLLIElement {
  const li = document.createElement('li');
  li.className = 'coach-msg coach-msg--check';
  const answers = document.createElement('p');
  answers.className = 'coach-msg__answers';
  for (const [label, then] of [
    [say(SAFE_ANSWER), (asked: HTMLElement) => showReply(asked, add('coach', say(SAFE_REPLY)))],
    [say(HELP_ANSWER), pinAllLines],
  ] as const) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    b.addEventListener('click', () => {
      for (const button of answers.querySelectorAll('button')) button.disabled = true;
      then(add('user', label));
    });
    answers.append(b);
  }
  li.append(renderLines(document, say(SAFETY_CHECK), linesIn(say, lines, spanish), say('Help lines'), answers));
  log.append(li);
  return li;
}

/** The reply's words: one catalog entry, or (a crisis reply's follow-up) two joined by a blank line. */
function replyText(answer: Answer): string {
  const whole = say(answer.reply);
  return whole !== answer.reply ? whole : answer.reply.split('\n\n').map(say).join('\n\n');
}

/** Shows the engine's answer to the parent's message `asked`. */
function showAnswer(asked: HTMLElement, answer: Answer, checked = false): void {
  const reply = replyText(answer);
  // Session 29: a message written in Spanish gets the lines' Spanish options (their Spanish chats) on any page.
  if (answer.level === 'crisis') addCrisis(answer.lines, reply, answer.links, answer.spanish);
  // The safety check (with every line) was shown when the message was sent: not asked twice.
  else if (answer.level === 'check' && !checked) {
    const check = addCheck(answer.lines, answer.spanish);
    add('coach', reply, answer.links);
    scrollToTop(check);
  } else showReply(asked, add('coach', reply, answer.links));
}

/** The latest block of every line shown while the engine loaded that is still on the page. */
function loadingBlock(): HTMLElement | undefined {
  return loadingLines.filter((block) => block.isConnected).at(-1);
}

/**
 * Puts the lines of `fitting` first in each list of `block`, in their order, moving only those
 * lines: 911 (always first, always fitting) and the safety check's answers after it stay where
 * the parent sees them, and the fitting lines follow them, in view. A moved link keeps the focus.
 */
function fittingFirst(block: HTMLElement, fitting: readonly HelpLine[]): void {
  const ids = new Set<string>(fitting.map((line) => line.id));
  const focused = document.activeElement;
  for (const list of block.querySelectorAll<HTMLUListElement>('.crisis__lines')) {
    let anchor: Element | null = null;
    for (const item of [...list.children] as HTMLElement[]) {
      if (!ids.has(item.dataset.line ?? '')) anchor ??= item;
      else if (anchor) list.insertBefore(item, anchor);
    }
  }
  if (focused instanceof HTMLElement && block.contains(focused) && document.activeElement !== focused) focused.focus();
}

/**
 * The engine's answer to a message that waited for it; sent before the engine was ready
 * (`early`), help shown meanwhile never goes away: the
 * safety check stays, its lines and its two answers with it, whatever the answer (a parent who
 * may be in danger keeps the numbers they were shown, even when the answer is calm). The answer
 * is added below. A crisis reply does not show lines again that a block of every line shown while
 * the engine loaded already holds (the check, "I need help now", the time limit's pin): the
 * fitting lines move up to follow 911 (and the check's answers) in that block, which is pinned in
 * view, and the follow-up is added below it, so each line shows once. Calm and check
 * answers are added without moving the conversation, so the check stays where the parent sees it.
 */
function showWaited({ asked, check, early }: Waiting, answer: Answer): void {
  if (!early) return showAnswer(asked, answer);
  const block = loadingBlock();
  if (answer.level === 'crisis') {
    const held = block && answer.lines.every((line) => block.querySelector(`[data-line="${line.id}"]`));
    if (!block || !held) return showAnswer(asked, answer);
    fittingFirst(block, answer.lines);
    const reply = replyText(answer);
    if (reply || answer.links.length) add('coach', reply, answer.links);
    scrollToTop(block);
    return;
  }
  if (!check) return showAnswer(asked, answer, Boolean(block));
  // The check (answered or not) stays in view: the answer is added below it, and is not a second check.
  const top = log.scrollTop;
  showAnswer(asked, answer, true);
  log.scrollTop = top;
}

/** The note under the box and the conversation's busy state: loading, waiting, failed or ready. */
function showState(): void {
  const note = broken ? NOT_STARTED : ready ? '' : slow ? SLOW_START : waiting.size ? GETTING_READY_KEPT : GETTING_READY;
  status.textContent = note && say(note);
  status.classList.toggle('coach__status--loading', !broken && !ready && !slow);
  // The conversation holds its announcements while a message waits, then reads the reply.
  log.setAttribute('aria-busy', String(!broken && waiting.size > 0));
}

function fromEngine(reply: EngineReply): void {
  if ('ready' in reply) {
    ready = true;
    clearTimeout(loadLimit);
  } else {
    const sent = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (sent) showWaited(sent, reply.answer);
  }
  if (pageSet) showState();
}

/**
 * The engine could not load or stopped: a message that waits, and every later one, is answered
 * with every help line (the one answer that needs no engine), and the note says so.
 */
function engineFailed(): void {
  if (broken) return;
  broken = true;
  clearTimeout(loadLimit);
  engine?.terminate();
  if (pageSet) showFailure();
}

/**
 * The engine cannot answer: every help line is shown at once, whether or not a message waits, so
 * the note ("Every help line is shown above") is true from the moment it shows. The first line
 * takes the focus only when the parent had sent a message.
 */
function showFailure(): void {
  const asked = waiting.size > 0;
  waiting.clear();
  const lines = addCrisis(allCoachLines(), '');
  if (asked) lines.querySelector('a')?.focus();
  showState();
}

/**
 * The engine has not loaded within LOAD_LIMIT_MS: every line is pinned (the first one focused when
 * a message waits) and the note says so; the waiting messages are answered if it loads later.
 */
function loadTooSlow(): void {
  if (ready || broken) return;
  slow = true;
  if (pageSet) showSlow();
}

function showSlow(): void {
  // Every line is on the page already when a message had the safety check (or "I need help now"):
  // that block is pinned again rather than a second one added, so each line shows once.
  let lines = loadingBlock();
  if (lines) scrollToTop(lines);
  else loadingLines.push((lines = addCrisis(allCoachLines(), '')));
  if (waiting.size) lines.querySelector('a')?.focus();
  showState();
}

/**
 * Answers `text`; `shown` is what the parent's bubble says (a topic chip's label in the page's
 * language); `typed` is false for the app's fixed openers and the topic chips, never danger.
 */
function handle(text: string, shown = text, typed = true): void {
  const message = text.trim().slice(0, MAX_MESSAGE_LENGTH);
  if (!message) return;
  const asked = add('user', shown.trim().slice(0, MAX_MESSAGE_LENGTH));
  if (broken || !engine) {
    pinAllLines();
    return;
  }
  const id = nextId++;
  // Before the engine is ready nothing can tell whether a typed message describes danger: the
  // first one gets the safety check with 911 and every line at once (a parent in danger sees the
  // numbers before the engine has loaded), then the engine's answer below it (showWaited).
  // Once the time limit has pinned every line, they are already shown.
  const sent: Waiting = { asked, early: !ready };
  if (typed && !ready && !slow && !checkedWhileLoading) {
    checkedWhileLoading = true;
    sent.check = addCheck(allCoachLines());
    loadingLines.push(sent.check);
    scrollToTop(sent.check);
  }
  waiting.set(id, sent);
  engine.postMessage({ id, text: message } satisfies EngineRequest);
  showState();
}

for (const label of TOPIC_CHIPS) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = say(label);
  b.addEventListener('click', () => handle(label, say(label), false));
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
  // The app's openers (home page, emotion picker) are sent in English, so the coach's topics know
  // them; the bubble shows them in the page's language (the coach catalog has each, docs/i18n.md).
  if (message?.type === 'send-message') handle(message.message, say(message.message), false);
  // The chat panel's "Get help now" link: every line, pinned in view.
  if (message?.type === 'show-help') pinAllLines();
});

add('coach', say(GREETING));
// Send (disabled in coach/index.html until now) takes messages: they wait for the engine if it
// is still loading. Before this script runs, the box takes typing but Enter sends nothing (a
// form whose Send is disabled is not submitted), so what the parent typed stays in the box.
send.disabled = false;
pageSet = true;
// The engine may have failed while the page's words loaded (or this browser has no workers).
if (broken) showFailure();
else if (slow) showSlow();
else showState();
if (window.parent !== window) postToPanel(window.parent, { type: 'chatbot-ready' }, window.location.origin);
