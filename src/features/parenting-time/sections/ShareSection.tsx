import { useLang, useMessages } from '../../../ui/i18n';
import { toolsMessages } from '../../../ui/toolsMessages';
import * as m from '../../../content/messages/parenting-time/compiled/en.js';
import { parentingTimeMessages } from '../parentingTimeMessages';
import { useState } from 'react';
import { StartOver } from '../../../ui/StartOver';
import type { CalendarPdfInput } from '../calendarPdf';
import { downloadIcs, downloadPdf, PDF_BUILDING } from '../exports';
import type { ParentLabels } from '../labels';
import type { ScheduleData } from '../model';
import type { ScheduleResult } from '../schedule';

/** Print, the PDF and .ics downloads with their status line, and Clear schedule. */
export function ShareSection({
  data,
  result,
  labels,
  wording,
  actual,
  onStartOver,
}: {
  data: ScheduleData;
  result: ScheduleResult | null;
  labels: ParentLabels | null;
  wording: string;
  /** The journal's actual overnights, for the PDF. */
  actual: CalendarPdfInput['actual'];
  onStartOver: () => void;
}) {
  const [status, setStatus] = useState('');
  const t = useMessages(parentingTimeMessages);
  const lang = useLang();
  const tools = useMessages(toolsMessages);

  const saveIcs = () => {
    if (!result) return;
    setStatus(downloadIcs(data, result, t));
  };

  const savePdf = async () => {
    if (!result || !labels) return;
    setStatus(t(PDF_BUILDING));
    setStatus(await downloadPdf(result, labels, wording, actual, { t, tools, lang }));
  };

  return (
    <section className="ptc__actions no-print" aria-labelledby="ptc-actions-title">
      <h2 id="ptc-actions-title">{t(m.print_share)}</h2>
      <p className="muted">{t(m.share_hint)}</p>
      <div className="btn-row">
        <button type="button" className="btn btn--secondary" onClick={() => window.print()} disabled={!result}>
          {t(m.print_calendar)}
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => void savePdf()} disabled={!result}>
          {t(m.download_pdf)}
        </button>
        <button type="button" className="btn btn--secondary" onClick={saveIcs} disabled={!result}>
          {t(m.download_ics)}
        </button>
      </div>
      <p className="ptc__status" role="status" aria-live="polite" data-testid="ptc-status">
        {status}
      </p>
      <StartOver testId="ptc-start-over" hint={t(m.clear_hint)} label={t(m.clear_label)} onClick={onStartOver} />
    </section>
  );
}
