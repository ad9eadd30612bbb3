/// <reference lib="webworker" />
/**
 * The AI Mediator's worker: reads both parties' files (PDF with pdf.js, DOCX with
 * mammoth, plain text), then runs the analysis, all off the main thread and on this
 * device. Nothing is sent anywhere; nothing is kept after the reply.
 */
import { analyze } from '../analyze';
import { hasGuideline } from '../supportGuideline';
import { fileMessages } from '../files';
import type { AnalyzeRequest, FileProblem, WorkerReply } from '../protocol';
import { FileProblemError, readText } from './text';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (m: WorkerReply) => scope.postMessage(m);

async function run(req: AnalyzeRequest): Promise<void> {
  const t0 = performance.now();
  const all = [
    ...req.partyA.map((f, index) => ({ party: 'A' as const, index, file: f })),
    ...req.partyB.map((f, index) => ({ party: 'B' as const, index, file: f })),
  ];
  const texts: Record<'A' | 'B', Array<{ name: string; text: string }>> = { A: [], B: [] };
  const problems: FileProblem[] = [];
  let done = 0;
  for (const { party, index, file } of all) {
    if (req.stopped?.some((s) => s.party === party && s.index === index)) {
      problems.push({ party, name: file.name, message: fileMessages.tooSlow(file.name) });
      done++;
      continue;
    }
    // The page stops this worker if the file is still being read after READ_TIMEOUT_MS.
    post({ type: 'progress', id: req.id, stage: 'reading', done, total: all.length, name: file.name, file: { party, index } });
    try {
      texts[party].push({ name: file.name, text: (await readText(file)).text });
    } catch (e) {
      problems.push({
        party,
        name: file.name,
        message: e instanceof FileProblemError ? e.message : fileMessages.damaged(file.name),
      });
    }
    done++;
  }
  if (problems.length) {
    post({ type: 'problems', id: req.id, problems });
    return;
  }
  const t1 = performance.now();
  post({ type: 'progress', id: req.id, stage: 'analysing', done, total: all.length });
  // The estimator's guideline tables load only when the chosen state has one (their own chunk).
  const guidelines = hasGuideline(req.state)
    ? (await import('../../../content/child-support/guidelines')).guidelineFor
    : undefined;
  const report = analyze({
    documentType: req.documentType,
    state: req.state,
    partyA: texts.A,
    partyB: texts.B,
    today: req.today,
    ...(guidelines ? { guidelines } : {}),
  });
  const t2 = performance.now();
  post({ type: 'progress', id: req.id, stage: 'building', done, total: all.length });
  post({ type: 'result', id: req.id, report, ms: { read: Math.round(t1 - t0), analyse: Math.round(t2 - t1) } });
}

scope.onmessage = (ev: MessageEvent<AnalyzeRequest>) => {
  const msg = ev.data;
  run(msg).catch((e: unknown) => {
    post({ type: 'failed', id: msg.id, message: e instanceof Error ? e.message : 'The analysis stopped unexpectedly.' });
  });
};
