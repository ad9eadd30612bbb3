import { useCallback, useEffect, useRef, useState } from 'react';
import { TONE_DOWNLOAD_KEY } from '../../lib/storageKeys';
import type { Analysis, Reading } from './types';
import type { CoachMode, CoachReply, CoachRequest, CoachWarm, ToneFiles, ToneState } from './protocol';
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

function stateOf(reply: Exclude<CoachReply, { type: unknown }>): CoachState {
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
 * Runs the analysis in a worker started once the page has painted and the browser is idle (or by
 * the first text, if that comes sooner), warmed up before the parent writes; the third value says
 * whether it has answered yet (until then the page says the check is getting ready). Keeps only
 * the answer to the latest text: while the worker is busy, newer text waits (only the newest
 * is kept) and is sent when the answer comes, or as soon as every flag of the text before is
 * shown (the worker then leaves that text's words), so typing never queues stale work. Once there is
 * a worker and the tone check may load (toneStart, or the parent's "Download now"), the page
 * fetches its files (tone/modelFiles.ts) for it; when the layer has loaded, the latest text is
 * read again with it. Until then the rules' answers stand and the page says so.
 */
export function useCoach(mode: CoachMode, text: string): [CoachState, ToneOffer, boolean] {
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

  /** The worker has answered (its warm-up or a text): until then, text waits for its first-use work. */
  const [ready, setReady] = useState(false);
  /** How text is sent to the worker and how it waits (set by the text's effect; they read only refs). */
  const sendRef = useRef<(r: CoachRequest) => void>(() => {});
  const submitRef = useRef<(r: CoachRequest) => void>(() => {});

  /** The worker, made once: by the page's idle start (with its warm-up) or by the first text. */
  const start = useCallback((warm: boolean) => {
    if (worker.current) return worker.current;
    const w = new Worker(new URL('./messageCoach.worker.ts', import.meta.url), { type: 'module', name: 'message-coach' });
    w.onmessage = (ev: MessageEvent<CoachReply>) => {
      const reply = ev.data;
      if ('type' in reply) {
        if (reply.type === 'ready') {
          setReady(true);
          return;
        }
        // The tone layer is ready: read the latest text again (or it could not load: the
        // rules' answer stays, and the next answer says the tone check is off).
        const again = latest.current;
        if (!again) return;
        const fresh = { ...again, id: ++id.current };
        latest.current = fresh;
        submitRef.current(fresh);
        return;
      }
      setReady(true);
      // An answer ahead of the complete one (the rules' flags, or the tone flags before their
      // words): shown, and the worker is still busy with the same request. Once every flag is
      // there, text waiting is sent: the worker leaves the words for it.
      if (!('failed' in reply) && (reply.tone === 'checking' || reply.tone === 'words')) {
        if (reply.id === id.current) setState(stateOf(reply));
        if (reply.tone === 'words' && reply.id === inFlight.current) {
          wordsOnly.current = true;
          if (next.current) sendRef.current(next.current);
        }
        return;
      }
      // The last answer to a request newer text has replaced: not shown.
      if (reply.id !== inFlight.current) return;
      inFlight.current = null;
      wordsOnly.current = false;
      const waiting = next.current;
      if (waiting) sendRef.current(waiting);
      else if (reply.id === id.current) setState(stateOf(reply));
    };
    w.onerror = () => {
      inFlight.current = null;
      // Before any text (the idle start), nothing is shown: the first text makes a new worker,
      // and says so if that one fails too.
      if (!latest.current) {
        w.terminate();
        if (worker.current === w) worker.current = null;
        return;
      }
      setState({ phase: 'failed' });
    };
    worker.current = w;
    if (warm) w.postMessage({ type: 'warm' } satisfies CoachWarm);
    return w;
  }, []);

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );

  // The worker starts when the page has painted and the browser is idle, not at the first
  // keystroke: its code, compromise's lexicon, the danger detector and the crisis model load and
  // warm up while the parent reads the page, so the first text is read at once (docs/message-coach.md,
  // "Start-up"). The tone check's files are not fetched by this (they wait for the parent's say).
  useEffect(() => {
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      const go = () => start(true);
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(go, { timeout: 1500 });
      else timer = setTimeout(go, 200);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (idle !== undefined) cancelIdleCallback(idle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [start]);

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
    sendRef.current = send;
    submitRef.current = submit;
    start(false);
    submit(request);
  }, [mode, text, start]);

  // The files are fetched once per attempt (the first, then each Try again), when there is a
  // worker to hand them to, text to read and the parent has said yes.
  useEffect(() => {
    const w = worker.current;
    // Not for the worker's idle start alone: as before it started early, only once there is text.
    if (choice !== 'yes' || !w || !text.trim() || fetched.current === attempt) return;
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
  return [state, { choice, accept, decline, retry, retried: attempt > 1 }, ready];
}
