// The coach's answering engine in a worker (docs/coach-crisis.md, "Where it lives"): engine.ts
// with the danger detector and its trained model (about 1 MB of code) loads and starts here, off
// the page's thread, so the coach page shows its greeting, its "Getting ready…" note and a box
// the parent can type in at once, even on a slow phone. The page (main.ts) sends each message
// with an id; the worker says `ready` once loaded, then answers each message in the order sent.
import { respond, type Answer } from './engine';

/** To the worker: one message to answer. */
export interface EngineRequest {
  id: number;
  text: string;
}

/** From the worker: loaded, or one message's answer. */
export type EngineReply = { ready: true } | { id: number; answer: Answer };

const post = (reply: EngineReply) => self.postMessage(reply);

self.onmessage = (event: MessageEvent<EngineRequest>) => {
  const { id, text } = event.data;
  post({ id, answer: respond(text) });
};

post({ ready: true });
