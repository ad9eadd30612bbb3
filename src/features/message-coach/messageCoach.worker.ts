// The message coach's analysis worker: compromise, the word lists and the danger detector load
// here, only on /resources/message-coach, so typing never waits for them (docs/message-coach.md).
import { analyzeDraft, readReceived } from './analyze';
import type { CoachReply, CoachRequest } from './protocol';

self.onmessage = (ev: MessageEvent<CoachRequest>) => {
  const { id, mode, text, today } = ev.data;
  let reply: CoachReply;
  try {
    reply =
      mode === 'received'
        ? { id, mode, result: readReceived(text, new Date(today)) }
        : { id, mode: 'draft', result: analyzeDraft(text, new Date(today)) };
  } catch {
    reply = { id, failed: true };
  }
  self.postMessage(reply);
};
