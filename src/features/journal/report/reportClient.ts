/**
 * The report's PDF, built in a worker (reportPdf.worker.ts) so the page stays free while
 * the renderer lays out hundreds of pages, with progress coming back as it goes
 * (docs/performance.md). Without workers, or if the worker fails, the same document is built
 * on the page's thread, pictures left undrawn (listed by their SHA-256). The report's data is
 * made in the worker too (report.ts), so the page only picks the entries.
 */
import { workerCalls } from '../../../lib/workerCalls';
import type { ReportFile, ReportPicture, ReportRequest, ReportSource, ReportStep } from './protocol';
import { buildReport } from './report';
import { reportTranslator } from './translator';

const reportWorker = workerCalls<ReportFile, ReportStep>(
  () => new Worker(new URL('./reportPdf.worker.ts', import.meta.url), { type: 'module', name: 'journal-report' }),
  'The report worker stopped.',
);

/** Starts the worker (and so loads the renderer in it) before the parent asks for the PDF. */
export function warmReportPdf(): void {
  reportWorker.start();
}

async function onMainThread(source: ReportSource, progress: (s: ReportStep) => void): Promise<ReportFile> {
  const [{ buildPdfBlob }, { reportDocument }] = await Promise.all([import('../../../lib/pdf'), import('./reportPdf')]);
  progress({ step: 'layout' });
  const t = await reportTranslator(source.lang);
  const data = buildReport({ ...source, now: new Date(source.now) }, t);
  return { blob: await buildPdfBlob((kit) => reportDocument(kit, data, {}, undefined, t)), entries: data.total };
}

/** The report as a PDF file: in the worker when there is one, else on the page's thread. */
export async function buildReportPdf(
  source: ReportSource,
  pictures: ReportPicture[],
  progress: (s: ReportStep) => void,
): Promise<ReportFile> {
  const call = reportWorker.call({ source, pictures } satisfies Omit<ReportRequest, 'id'>, progress);
  if (!call) return onMainThread(source, progress);
  try {
    const { blob, entries } = await call;
    return { blob, entries };
  } catch {
    return onMainThread(source, progress);
  }
}
