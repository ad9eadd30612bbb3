// The message coach's analysis worker: compromise, the word lists and the danger detector load
// here, only on /resources/message-coach, so typing never waits for them (docs/message-coach.md).
// The tone layer's encoder (tone/encoder.ts, TensorFlow.js) loads in its own chunk once the page
// hands over the model's files; until then answers carry the rules' flags and say so.
import { analyzeDraft, readReceived } from './analyze';
import type { CoachReply, CoachRequest, ToneFiles, ToneState } from './protocol';
import type { SentenceEncoder } from './tone/encoder';
import { toneFindings, withTone } from './tone/tone';
import type { Analysis, Reading } from './types';

let encoder: SentenceEncoder | null = null;
let tone: ToneState = 'loading';

const post = (reply: CoachReply) => self.postMessage(reply);

async function loadTone(files: ToneFiles['files']) {
  try {
    if (!files) throw new Error('the tone files could not be fetched');
    const { loadEncoder } = await import('./tone/encoder');
    encoder = await loadEncoder(files);
    tone = 'checked';
  } catch {
    tone = 'off';
  }
  post({ type: 'tone', tone });
}

async function answer({ id, mode, text, today }: CoachRequest): Promise<CoachReply> {
  let result: Analysis;
  try {
    result = mode === 'received' ? readReceived(text, new Date(today)) : analyzeDraft(text, new Date(today));
  } catch {
    return { id, failed: true };
  }
  let checked: ToneState = tone;
  if (encoder)
    try {
      result = withTone(text, result, await toneFindings(text, result, encoder.embed));
    } catch {
      // The rules' answer stands; the page says the tone check did not run.
      checked = 'off';
    }
  return mode === 'received' ? { id, mode, result: result as Reading, tone: checked } : { id, mode, result, tone: checked };
}

self.onmessage = (ev: MessageEvent<CoachRequest | ToneFiles>) => {
  if ('type' in ev.data) void loadTone(ev.data.files);
  else void answer(ev.data).then(post);
};
