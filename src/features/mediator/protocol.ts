/** Messages between the AI Mediator page and its analysis worker. */
import type { MediationReport } from './reportModel';
import type { DocumentType } from './topics';

export interface AnalyzeRequest {
  type: 'analyze';
  id: number;
  documentType: DocumentType;
  state: string | null;
  partyA: File[];
  partyB: File[];
  today: string;
  /** Files whose reading was stopped for taking too long: reported, not read again. */
  stopped?: FileRef[];
}

/** A file by its party and its place in that party's list (names can repeat). */
export interface FileRef {
  party: 'A' | 'B';
  index: number;
}

export type Stage = 'reading' | 'analysing' | 'building';

export interface FileProblem {
  party: 'A' | 'B';
  name: string;
  message: string;
}

export type WorkerReply =
  | { type: 'progress'; id: number; stage: Stage; done: number; total: number; name?: string; file?: FileRef }
  | { type: 'problems'; id: number; problems: FileProblem[] }
  | { type: 'result'; id: number; report: MediationReport; ms: { read: number; analyse: number } }
  | { type: 'failed'; id: number; message: string };
