import type { ReactElement } from 'react';
import { downloadName } from './downloadNames';
import type { DocumentProps } from '@react-pdf/renderer';
import { currentLang, type Lang } from './lang';
import { hyphenateFor } from './pdfHyphenation';

/**
 * On-device PDF building with @react-pdf/renderer, loaded only when a PDF is asked for
 * (its chunk is precached, so this works offline). Uses the built-in PDF fonts
 * (Helvetica family), so nothing is fetched.
 */
export type PdfKit = typeof import('@react-pdf/renderer');

let kitLoading: Promise<PdfKit> | null = null;

/** The renderer on the main thread, imported once on first use (the tools' drafts use a worker, src/ui/draftPdfClient.ts). */
function loadPdfKit(): Promise<PdfKit> {
  kitLoading ??= import('@react-pdf/renderer').catch((err: unknown) => {
    kitLoading = null;
    throw err;
  });
  return kitLoading;
}

export async function buildPdfBlob(make: (kit: PdfKit) => ReactElement, lang: Lang = currentLang()): Promise<Blob> {
  const kit = await loadPdfKit();
  await hyphenateFor(kit, lang);
  const doc = make(kit);
  // `make` builds a <Document> with the kit's own components; its element type is not narrowed.
  return kit.pdf(doc as ReactElement<DocumentProps>).toBlob();
}

/**
 * Hands a file to the user through the browser's download, under `filename` or, with
 * Discretion on, a neutral name (src/lib/downloadNames.ts). Returns the name used.
 */
export function saveBlob(blob: Blob, filename: string): string {
  const name = downloadName(filename);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}

export async function downloadPdf(make: (kit: PdfKit) => ReactElement, filename: string): Promise<string> {
  return saveBlob(await buildPdfBlob(make), filename);
}
