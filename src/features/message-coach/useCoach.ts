import { useEffect, useRef, useState } from 'react';
import type { Analysis, Reading } from './types';
import type { CoachMode, CoachReply, CoachRequest } from './protocol';

export type CoachState =
  { phase: 'idle' } | { phase: 'failed' } | { phase: 'draft'; result: Analysis } | { phase: 'received'; result: Reading };

function stateOf(reply: CoachReply): CoachState {
  if ('failed' in reply) return { phase: 'failed' };
  return reply.mode === 'received' ? { phase: 'received', result: reply.result } : { phase: 'draft', result: reply.result };
}

/**
 * Runs the analysis in a worker made when the page first has text to read, and keeps only
 * the answer to the latest text: while the worker is busy, newer text waits (only the newest
 * is kept) and is sent when the answer comes, so typing never queues stale work.
 */
export function useCoach(mode: CoachMode, text: string): CoachState {
  const [state, setState] = useState<CoachState>({ phase: 'idle' });
  const worker = useRef<Worker | null>(null);
  const busy = useRef(false);
  const next = useRef<CoachRequest | null>(null);
  const id = useRef(0);

  useEffect(() => () => worker.current?.terminate(), []);

  useEffect(() => {
    const request: CoachRequest = { id: ++id.current, mode, text, today: Date.now() };
    if (!text.trim()) {
      next.current = null;
      setState({ phase: 'idle' });
      return;
    }
    const send = (r: CoachRequest) => {
      busy.current = true;
      worker.current!.postMessage(r);
    };
    if (!worker.current) {
      const w = new Worker(new URL('./messageCoach.worker.ts', import.meta.url), { type: 'module', name: 'message-coach' });
      w.onmessage = (ev: MessageEvent<CoachReply>) => {
        busy.current = false;
        const waiting = next.current;
        next.current = null;
        if (waiting) send(waiting);
        else if (ev.data.id === id.current) setState(stateOf(ev.data));
      };
      w.onerror = () => {
        busy.current = false;
        setState({ phase: 'failed' });
      };
      worker.current = w;
    }
    if (busy.current) next.current = request;
    else send(request);
  }, [mode, text]);

  return state;
}
