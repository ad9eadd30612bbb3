/// <reference lib="webworker" />
/**
 * Builds the journal's report PDF off the page's thread: the report's data from the chosen
 * entries (report.ts), the pictures, the layout (reportPdf.tsx), telling the page how far it
 * has got (the pictures, the layout, each page as it is numbered, the file). The renderer is
 * imported when the worker starts (the report panel starts it when it opens). Nothing is
 * fetched; built-in Helvetica and Courier.
 */
import type { ReactElement } from 'react';
import type { DocumentProps } from '@react-pdf/renderer';
import { hyphenateFor } from '../../../lib/pdfHyphenation';
import { preparePictures } from './pictures';
import type { ReportReply, ReportRequest, ReportStep } from './protocol';
import { buildReport } from './report';
import { reportDocument } from './reportPdf';
import { reportTranslator } from './translator';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const kitReady = import('@react-pdf/renderer');

scope.onmessage = async (e: MessageEvent<ReportRequest>) => {
  const { id, source, pictures } = e.data;
  const tell = (progress: ReportStep) => scope.postMessage({ id, progress } satisfies ReportReply);
  try {
    tell({ step: 'pictures', done: 0, total: pictures.length });
    const t = await reportTranslator(source.lang);
    const data = buildReport({ ...source, now: new Date(source.now) }, t);
    const refs = new Map(data.files.map((f) => [f.attachmentId, f.ref]));
    const images = await preparePictures(pictures, refs, (done) => tell({ step: 'pictures', done, total: pictures.length }));
    const kit = await kitReady;
    // Words broken by the report's language; addresses, e-mails and case numbers never hyphenated.
    await hyphenateFor(kit, data.lang);
    tell({ step: 'layout' });
    let last = 0;
    const doc = reportDocument(
      kit,
      data,
      images,
      (page, total) => {
        // Called with the total once the pages are known, once per page in order.
        if (!total || page === last) return;
        last = page;
        tell(page === total ? { step: 'writing' } : { step: 'pages', done: page, total });
      },
      t,
    ) as ReactElement<DocumentProps>;
    const blob = await kit.pdf(doc).toBlob();
    scope.postMessage({ id, blob, entries: data.total } satisfies ReportReply);
  } catch (err) {
    scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) } satisfies ReportReply);
  }
};

void kitReady.then(() => scope.postMessage({ ready: true } satisfies ReportReply));
