/** Messages between the attachment picker and its cleaning worker (cleanImage.worker.ts). */
export interface CleanRequest {
  bytes: ArrayBuffer;
  type: string;
}

export type CleanReply =
  { ok: true; bytes: ArrayBuffer; removedBytes: number; found: boolean } | { ok: false; why: 'still-there' | 'unreadable' };
