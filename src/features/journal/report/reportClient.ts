/**
 * The report's PDF, built in a worker (reportPdf.worker.ts) so the page stays free while
 * the renderer lays out hundreds of pages, with progress coming back as it goes
 * (docs/performance.md). Without workers, or if the worker fails, the same document is built
 * on the page's thread, pictures left undrawn (listed by their SHA-256). The report's data is
 * made in the worker too (report.ts), so the page only picks the entries.
 */
import type { ReportFile, ReportPicture, ReportReply, ReportSource, ReportStep } from './protocol';
import { buildReport } from './report';

let worker: Worker | null = null;
let broken = false;
let next = 0;
const waiting = new Map<
  number,
  { resolve: (f: ReportFile) => void; reject: (e: Error) => void; progress: (s: ReportStep) => void }
>();

function failAll(message: string): void {
  broken = true;
  worker?.terminate();
  worker = null;
  for (const w of waiting.values()) w.reject(new Error(message));
  waiting.clear();
}

function startWorker(): Worker | null {
  if (broken || typeof Worker === 'undefined') return null;
  if (worker) return worker;
  try {
    worker = new Worker(new URL('./reportPdf.worker.ts', import.meta.url), { type: 'module', name: 'journal-report' });
  } catch {
    broken = true;
    return null;
  }
  worker.onmessage = (e: MessageEvent<ReportReply>) => {
    const m = e.data;
    if (!('id' in m)) return;
    const w = waiting.get(m.id);
    if (!w) return;
    if ('progress' in m) return w.progress(m.progress);
    waiting.delete(m.id);
    if ('blob' in m) w.resolve({ blob: m.blob, entries: m.entries });
    else w.reject(new Error(m.error));
  };
  worker.onerror = (e) => {
    e.preventDefault();
    failAll('The report worker stopped.');
  };
  return worker;
}

/** Starts the worker (and so loads the renderer in it) before the parent asks for the PDF. */
export function warmReportPdf(): void {
  startWorker();
}

async function onMainThread(source: ReportSource, progress: (s: ReportStep) => void): Promise<ReportFile> {
  const [{ buildPdfBlob }, { reportDocument }] = await Promise.all([import('../../../lib/pdf'), import('./reportPdf')]);
  progress({ step: 'layout' });
  const data = buildReport({ ...source, now: new Date(source.now) });
  return { blob: await buildPdfBlob((kit) => reportDocument(kit, data, {})), entries: data.total };
}

/** The report as a PDF file: in the worker when there is one, else on the page's thread. */
export async function buildReportPdf(
  source: ReportSource,
  pictures: ReportPicture[],
  progress: (s: ReportStep) => void,
): Promise<ReportFile> {
  const w = startWorker();
  if (!w) return onMainThread(source, progress);
  const id = ++next;
  try {
    return await new Promise<ReportFile>((resolve, reject) => {
      waiting.set(id, { resolve, reject, progress });
      w.postMessage({ id, source, pictures });
    });
  } catch {
    return onMainThread(source, progress);
  }
}
