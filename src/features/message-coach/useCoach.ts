import { useCallback, useEffect, useRef, useState } from 'react';
import { TONE_DOWNLOAD_KEY } from '../../lib/storageKeys';
import type { Analysis, Reading } from './types';
import type { CoachMode, CoachReply, CoachRequest, ToneFiles, ToneState } from './protocol';
import { fetchModelFiles, modelStored } from './tone/modelFiles';

export type CoachState =
  | { phase: 'idle' }
  | { phase: 'failed' }
  | { phase: 'draft'; result: Analysis; tone: ToneState }
  | { phase: 'received'; result: Reading; tone: ToneState };

/**
 * The tone check's download (docs/message-coach.md, "Tone layer"): about 25 MB, never started
 * without the parent's say. 'deciding': the stored answer and the device's cache are being read;
 * 'ask': the page offers it; 'declined': the parent said not now (the page still offers it);
 * 'yes': it is on its way or loaded.
 */
export type ToneChoice = 'deciding' | 'ask' | 'declined' | 'yes';

/** What the browser says about the connection (the Network Information API, where there is one). */
interface Connection {
  saveData?: boolean;
  metered?: boolean;
  type?: string;
}

/** Whether the browser asks to spare data: its data-saver setting, or a metered or mobile connection. */
export function sparingData(connection: Connection | undefined): boolean {
  return Boolean(connection && (connection.saveData || connection.metered || connection.type === 'cellular'));
}

/**
 * Whether the tone check loads by itself: when the device already keeps its files (nothing to
 * download) unless the parent said no; when the parent said yes and the connection is not one
 * to spare data on. Otherwise the page asks, or shows the parent's "not now".
 */
export function toneStart(answer: string | null, stored: boolean, sparing: boolean): Exclude<ToneChoice, 'deciding'> {
  if (answer === 'no') return 'declined';
  if (stored || (answer === 'yes' && !sparing)) return 'yes';
  return 'ask';
}

function storedAnswer(): string | null {
  try {
    return localStorage.getItem(TONE_DOWNLOAD_KEY);
  } catch {
    return null;
  }
}

function remember(answer: 'yes' | 'no') {
  try {
    localStorage.setItem(TONE_DOWNLOAD_KEY, answer);
  } catch {
    /* no storage: the page asks again next time */
  }
}

function stateOf(reply: Exclude<CoachReply, { type: 'tone' }>): CoachState {
  if ('failed' in reply) return { phase: 'failed' };
  return reply.mode === 'received'
    ? { phase: 'received', result: reply.result, tone: reply.tone }
    : { phase: 'draft', result: reply.result, tone: reply.tone };
}

export interface ToneOffer {
  choice: ToneChoice;
  /** Download now (remembered on this device). */
  accept: () => void;
  /** Not now (remembered on this device). */
  decline: () => void;
  /**
   * Try again after the tone check could not start (its files did not all arrive, or it could not
   * load them): the files are fetched again (those the device already keeps come from its cache)
   * and handed to the worker, and the page says the check is getting ready until it answers.
   */
  retry: () => void;
  /** Try again has been pressed: while the check gets ready again, the note keeps its button (busy), so the focus stays on it. */
  retried: boolean;
}

/** The state shown while the tone check is fetched and loaded again: the same answer, the check getting ready. */
function retrying(state: CoachState): CoachState {
  return state.phase === 'draft' || state.phase === 'received' ? { ...state, tone: 'loading' } : state;
}

/**
 * Runs the analysis in a worker made when the page first has text to read, and keeps only
 * the answer to the latest text: while the worker is busy, newer text waits (only the newest
 * is kept) and is sent when the answer comes, or as soon as every flag of the text before is
 * shown (the worker then leaves that text's words), so typing never queues stale work. Once there is
 * a worker and the tone check may load (toneStart, or the parent's "Download now"), the page
 * fetches its files (tone/modelFiles.ts) for it; when the layer has loaded, the latest text is
 * read again with it. Until then the rules' answers stand and the page says so.
 */
export function useCoach(mode: CoachMode, text: string): [CoachState, ToneOffer] {
  const [state, setState] = useState<CoachState>({ phase: 'idle' });
  const [choice, setChoice] = useState<ToneChoice>('deciding');
  const worker = useRef<Worker | null>(null);
  /** The attempt whose files were fetched (0: none yet); Try again starts the next one. */
  const fetched = useRef(0);
  const [attempt, setAttempt] = useState(1);
  /** The request whose complete answer the page waits for (null: the worker is free). */
  const inFlight = useRef<number | null>(null);
  /** That request's flags are all shown; only the tone flags' words are still being found. */
  const wordsOnly = useRef(false);
  const next = useRef<CoachRequest | null>(null);
  const latest = useRef<CoachRequest | null>(null);
  const id = useRef(0);

  useEffect(() => () => worker.current?.terminate(), []);

  useEffect(() => {
    let live = true;
    const connection = (navigator as Navigator & { connection?: Connection }).connection;
    void modelStored().then((stored) => live && setChoice(toneStart(storedAnswer(), stored, sparingData(connection))));
    return () => {
      live = false;
    };
  }, []);

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
      inFlight.current = r.id;
      wordsOnly.current = false;
      next.current = null;
      worker.current!.postMessage(r);
    };
    // Sent now when the worker is free, or only finding the words of older text (it stops that
    // for newer text, messageCoach.worker.ts); else it waits, the newest only.
    const submit = (r: CoachRequest) => {
      if (inFlight.current === null || wordsOnly.current) send(r);
      else next.current = r;
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
          submit(fresh);
          return;
        }
        // An answer ahead of the complete one (the rules' flags, or the tone flags before their
        // words): shown, and the worker is still busy with the same request. Once every flag is
        // there, text waiting is sent: the worker leaves the words for it.
        if (!('failed' in reply) && (reply.tone === 'checking' || reply.tone === 'words')) {
          if (reply.id === id.current) setState(stateOf(reply));
          if (reply.tone === 'words' && reply.id === inFlight.current) {
            wordsOnly.current = true;
            if (next.current) send(next.current);
          }
          return;
        }
        // The last answer to a request newer text has replaced: not shown.
        if (reply.id !== inFlight.current) return;
        inFlight.current = null;
        wordsOnly.current = false;
        const waiting = next.current;
        if (waiting) send(waiting);
        else if (reply.id === id.current) setState(stateOf(reply));
      };
      w.onerror = () => {
        inFlight.current = null;
        setState({ phase: 'failed' });
      };
      worker.current = w;
    }
    submit(request);
  }, [mode, text]);

  // The files are fetched once per attempt (the first, then each Try again), when there is a
  // worker to hand them to and the parent has said yes.
  useEffect(() => {
    const w = worker.current;
    if (choice !== 'yes' || !w || fetched.current === attempt) return;
    fetched.current = attempt;
    fetchModelFiles().then(
      ({ files, transfer }) => w.postMessage({ type: 'tone-files', files } satisfies ToneFiles, transfer),
      () => w.postMessage({ type: 'tone-files', files: null } satisfies ToneFiles),
    );
  }, [choice, text, attempt]);

  const accept = useCallback(() => {
    remember('yes');
    setChoice('yes');
  }, []);
  const decline = useCallback(() => {
    remember('no');
    setChoice('declined');
  }, []);
  const retry = useCallback(() => {
    setAttempt((a) => a + 1);
    setState(retrying);
  }, []);
  return [state, { choice, accept, decline, retry, retried: attempt > 1 }];
}
