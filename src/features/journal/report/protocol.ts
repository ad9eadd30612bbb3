/** Messages between the page and the report's PDF worker (reportPdf.worker.ts, reportClient.ts). */
import type { ReportInput } from './report';

/** A picture for the appendix (JPEG, PNG, WebP or GIF), by the attachment it is. */
export interface ReportPicture {
  attachmentId: string;
  blob: Blob;
}

/** What the worker builds the report from (report.ts buildReport): the entries already chosen on the page. */
export type ReportSource = Omit<ReportInput, 'now'> & { now: number };

export type ReportRequest = { id: number; source: ReportSource; pictures: ReportPicture[] };

/** What the PDF is doing, for the progress shown while it is built. */
export type ReportStep =
  | { step: 'pictures'; done: number; total: number }
  | { step: 'layout' }
  | { step: 'pages'; done: number; total: number }
  | { step: 'writing' };

export type ReportReply =
  | { id: number; progress: ReportStep }
  | { id: number; blob: Blob; entries: number }
  | { id: number; error: string }
  | { ready: true };

/** A file of the PDF and how many entries it holds. */
export interface ReportFile {
  blob: Blob;
  entries: number;
}
