/** Messages between the page and the report's PDF worker (reportPdf.worker.ts, reportClient.ts). */
import type { ReportData } from './report';

/** A file for the appendix: its bytes when it is a picture the report can draw. */
export interface ReportPicture {
  ref: string;
  blob: Blob;
}

export type ReportRequest = { id: number; data: ReportData; pictures: ReportPicture[] };

/** What the PDF is doing, for the progress shown while it is built. */
export type ReportStep =
  | { step: 'pictures'; done: number; total: number }
  | { step: 'layout' }
  | { step: 'pages'; done: number; total: number }
  | { step: 'writing' };

export type ReportReply =
  { id: number; progress: ReportStep } | { id: number; blob: Blob } | { id: number; error: string } | { ready: true };
