/// <reference lib="webworker" />
/**
 * Builds a tool's PDF draft (src/ui/draftPdf.tsx) with @react-pdf/renderer off the main
 * thread, so the page stays responsive while the renderer loads and lays out the pages
 * (docs/performance.md). The renderer is imported when the worker starts, which the page does
 * ahead of the first click (src/ui/draftPdfClient.ts). Nothing is fetched; built-in Helvetica.
 */
import type { ReactElement } from 'react';
import type { DocumentProps } from '@react-pdf/renderer';
import { draftDocument, type PdfDraft } from './draftPdf';
import { hyphenateFor } from '../lib/pdfHyphenation';
import type { Lang } from '../lib/lang';

export type DraftPdfRequest = { id: number; draft: PdfDraft; preparedOn: number; lang: Lang };
export type DraftPdfReply = { id: number; blob: Blob } | { id: number; error: string } | { ready: true };

const scope = self as unknown as DedicatedWorkerGlobalScope;
const kitReady = import('@react-pdf/renderer');

scope.onmessage = async (e: MessageEvent<DraftPdfRequest>) => {
  const { id, draft, preparedOn, lang } = e.data;
  try {
    const kit = await kitReady;
    await hyphenateFor(kit, lang);
    const doc = draftDocument(kit, draft, new Date(preparedOn)) as ReactElement<DocumentProps>;
    const blob = await kit.pdf(doc).toBlob();
    scope.postMessage({ id, blob } satisfies DraftPdfReply);
  } catch (err) {
    scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) } satisfies DraftPdfReply);
  }
};

void kitReady.then(() => scope.postMessage({ ready: true } satisfies DraftPdfReply));
