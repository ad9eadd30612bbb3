import { useEffect, useRef, useState } from 'react';
import type { Analysis, Reading } from './types';
import type { CoachMode, CoachReply, CoachRequest, ToneFiles, ToneState } from './protocol';
import { fetchModelFiles } from './tone/modelFiles';

export type CoachState =
  | { phase: 'idle' }
  | { phase: 'failed' }
  | { phase: 'draft'; result: Analysis; tone: ToneState }
  | { phase: 'received'; result: Reading; tone: ToneState };

function stateOf(reply: Exclude<CoachReply, { type: 'tone' }>): CoachState {
  if ('failed' in reply) return { phase: 'failed' };
  return reply.mode === 'received'
    ? { phase: 'received', result: reply.result, tone: reply.tone }
    : { phase: 'draft', result: reply.result, tone: reply.tone };
}

/**
 * Runs the analysis in a worker made when the page first has text to read, and keeps only
 * the answer to the latest text: while the worker is busy, newer text waits (only the newest
 * is kept) and is sent when the answer comes, so typing never queues stale work. Making the
 * worker also starts fetching the tone layer's files (tone/modelFiles.ts) for it; when the layer
 * has loaded, the latest text is read again with it.
 */
export function useCoach(mode: CoachMode, text: string): CoachState {
  const [state, setState] = useState<CoachState>({ phase: 'idle' });
  const worker = useRef<Worker | null>(null);
  const busy = useRef(false);
  const next = useRef<CoachRequest | null>(null);
  const latest = useRef<CoachRequest | null>(null);
  const id = useRef(0);

  useEffect(() => () => worker.current?.terminate(), []);

  useEffect(() => {
    const request: CoachRequest = { id: ++id.current, mode, text, today: Date.now() };
    if (!text.trim()) {
      next.current = null;
      latest.current = null;
      setState({ phase: 'idle' });
      return;
    }
    latest.current = request;
    const send = (r: CoachRequest) => {
      busy.current = true;
      worker.current!.postMessage(r);
    };
    if (!worker.current) {
      const w = new Worker(new URL('./messageCoach.worker.ts', import.meta.url), { type: 'module', name: 'message-coach' });
      w.onmessage = (ev: MessageEvent<CoachReply>) => {
        const reply = ev.data;
        if ('type' in reply) {
          // The tone layer is ready: read the latest text again (or it could not load: the
          // rules' answer stays, and the next answer says the tone check is off).
          const again = latest.current;
          if (!again) return;
          const fresh = { ...again, id: ++id.current };
          latest.current = fresh;
          if (busy.current) next.current = fresh;
          else send(fresh);
          return;
        }
        // The rules' answer ahead of the tone layer's: shown, and the worker is still busy.
        if (!('failed' in reply) && reply.tone === 'checking') {
          if (reply.id === id.current) setState(stateOf(reply));
          return;
        }
        busy.current = false;
        const waiting = next.current;
        next.current = null;
        if (waiting) send(waiting);
        else if (reply.id === id.current) setState(stateOf(reply));
      };
      w.onerror = () => {
        busy.current = false;
        setState({ phase: 'failed' });
      };
      worker.current = w;
      fetchModelFiles().then(
        ({ files, transfer }) => w.postMessage({ type: 'tone-files', files } satisfies ToneFiles, transfer),
        () => w.postMessage({ type: 'tone-files', files: null } satisfies ToneFiles),
      );
    }
    if (busy.current) next.current = request;
    else send(request);
  }, [mode, text]);

  return state;
}
