// The message coach's analysis worker: compromise, the word lists and the danger detector load
// here, only on /resources/message-coach, so typing never waits for them (docs/message-coach.md).
// The tone layer's encoder (tone/encoder.ts, TensorFlow.js) loads in its own chunk once the page
// hands over the model's files; until then answers carry the rules' flags and say so.
import { analyzeDraft, readReceived } from './analyze';
import type { CoachReply, CoachRequest, ToneFiles, ToneState } from './protocol';
import type { SentenceEncoder } from './tone/encoder';
import { toneAnswer, toneTexts, toneWordTexts } from './tone/tone';
import type { Analysis, Reading } from './types';

let encoder: SentenceEncoder | null = null;
let tone: ToneState = 'loading';

/**
 * Embeddings already computed, by text (oldest dropped past LIMIT, about 2 KB each): while a
 * parent types, only the sentence being changed is embedded again.
 */
const embedded = new Map<string, Float32Array>();
const LIMIT = 3000;
/** More new sentences than this, and the rules' answer is sent first while the tone layer reads them. */
const AT_ONCE = 3;

async function embed(texts: readonly string[]): Promise<Float32Array[]> {
  const missing = [...new Set(texts.filter((t) => !embedded.has(t)))];
  if (missing.length) {
    const vectors = await encoder!.embed(missing);
    missing.forEach((t, i) => embedded.set(t, vectors[i]!));
    for (const old of embedded.keys()) {
      if (embedded.size <= LIMIT) break;
      embedded.delete(old);
    }
  }
  return texts.map((t) => embedded.get(t)!);
}

const post = (reply: CoachReply) => self.postMessage(reply);

/**
 * Sentences of the lengths a draft has (about 8 to 30 word pieces), embedded once when the encoder
 * has loaded, before the page is told the layer is ready: the graph's first runs pack each matrix
 * product's weights, grow the memory for a batch and warm the graph's own code, which would
 * otherwise fall on the parent's first message (in Node, a 23-sentence draft right after loading
 * took 335 ms of CPU, later ones 170-200 ms; after this warm-up, 214 ms).
 */
const WARM_UP = [
  'Hi, I hope your week is going well.',
  'Can you pick her up from school at 3:30 on Friday?',
  'Can we switch weekends next month?',
  'I paid the school fees on Tuesday.',
  'I will be there at five.',
  'She has a fever, so she will stay home today.',
  'Thanks for letting me know about the dentist appointment.',
  'He needs his inhaler and his reading book in his backpack.',
  'Let me know if you can take them to the game on Saturday morning.',
  'The doctor said she should rest for two more days before going back to school.',
  "I'll drop the soccer bag and his winter jacket at your house on Sunday by 6 pm, so he has them for practice on Monday.",
  'Please confirm by Wednesday at 6 p.m. whether the new schedule for the holidays works for you, because I need to tell my work.',
];

/**
 * Loads the encoder from the files the page fetched, or says it could not ('off'). The page may
 * send the files again (its Try again): a worker whose encoder has loaded keeps it and says so
 * again, so the page reads the latest text once more.
 */
async function loadTone(files: ToneFiles['files']) {
  if (encoder) {
    post({ type: 'tone', tone });
    return;
  }
  tone = 'loading';
  try {
    if (!files) throw new Error('the tone files could not be fetched');
    const { loadEncoder } = await import('./tone/encoder');
    const loaded = await loadEncoder(files);
    await loaded.embed(WARM_UP);
    encoder = loaded;
    tone = 'checked';
  } catch {
    tone = 'off';
  }
  post({ type: 'tone', tone });
}

const missing = (texts: readonly string[]) => texts.filter((t) => !embedded.has(t)).length;

/** The newest request not yet read (the page sends only the latest text; an older one waiting is dropped). */
let waiting: CoachRequest | null = null;
let reading = false;

/** Newer text came while the tone flags' words were being found: they are not needed any more. */
class Superseded extends Error {}

/** The copies embedded per step of the words' search, between which the worker reads its messages. */
const STEP = 16;

/**
 * The tone flags' words (toneWords) come last and take longest (one copy of each flagged sentence
 * per window of words: about 80 for the bench's draft). They are embedded a few at a time, and
 * between steps the worker reads its messages: when newer text has come (the page sends it once
 * every flag of the current text is shown), the search stops, so an edit made right after a paste
 * waits for one step, not for every word of the text before it. What was embedded is kept.
 */
async function embedInSteps(texts: readonly string[]): Promise<Float32Array[]> {
  const todo = [...new Set(texts.filter((t) => !embedded.has(t)))].sort((a, b) => a.length - b.length);
  for (let at = 0; at < todo.length; at += STEP) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (waiting) throw new Superseded();
    await embed(todo.slice(at, at + STEP));
  }
  return embed(texts);
}

/**
 * The answer to one request, posted once or in steps when the tone layer has much to read: the
 * rules' flags first (tone 'checking'), then every flag with the tone flags on their whole
 * sentences (tone 'words'), then the tone flags on the words that explain them.
 */
async function answer({ id, mode, text, today }: CoachRequest): Promise<CoachReply> {
  let result: Analysis;
  try {
    result = mode === 'received' ? readReceived(text, new Date(today)) : analyzeDraft(text, new Date(today));
  } catch {
    return { id, failed: true };
  }
  let checked: ToneState = tone;
  const reply = (r: Analysis, t: ToneState): CoachReply =>
    mode === 'received' ? { id, mode, result: r as Reading, tone: t } : { id, mode, result: r, tone: t };
  if (encoder)
    try {
      if (missing(toneTexts(text, result)) > AT_ONCE) post(reply(result, 'checking'));
      let whole = result;
      try {
        result = await toneAnswer(text, result, embed, embedInSteps, (answer, findings) => {
          whole = answer;
          if (missing(toneWordTexts(text, findings))) post(reply(answer, 'words'));
        });
      } catch (e) {
        // Newer text is waiting (only the words' search stops for it): this answer (every flag,
        // on whole sentences) is no longer shown.
        if (!(e instanceof Superseded)) throw e;
        result = whole;
      }
    } catch {
      // The rules' answer stands; the page says the tone check did not run.
      checked = 'off';
    }
  return reply(result, checked);
}

/** Requests are read one at a time, the newest waiting next. */
async function readAll() {
  if (reading) return;
  reading = true;
  try {
    while (waiting) {
      const request = waiting;
      waiting = null;
      post(await answer(request));
    }
  } finally {
    reading = false;
  }
}

self.onmessage = (ev: MessageEvent<CoachRequest | ToneFiles>) => {
  if ('type' in ev.data) void loadTone(ev.data.files);
  else {
    waiting = ev.data;
    void readAll();
  }
};
