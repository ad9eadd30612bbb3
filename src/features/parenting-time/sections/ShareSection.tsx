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

  const saveIcs = () => {
    if (!result) return;
    setStatus(downloadIcs(data, result));
  };

  const savePdf = async () => {
    if (!result || !labels) return;
    setStatus(PDF_BUILDING);
    setStatus(await downloadPdf(result, labels, wording, actual));
  };

  return (
    <section className="ptc__actions no-print" aria-labelledby="ptc-actions-title">
      <h2 id="ptc-actions-title">Print and share</h2>
      <p className="muted">
        The calendar file (.ics) adds one event per stretch with each parent to Google Calendar, Apple Calendar or Outlook; the
        other parent can import it too. Everything is made on this device.
      </p>
      <div className="btn-row">
        <button type="button" className="btn btn--secondary" onClick={() => window.print()} disabled={!result}>
          Print calendar
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => void savePdf()} disabled={!result}>
          Download PDF calendar
        </button>
        <button type="button" className="btn btn--secondary" onClick={saveIcs} disabled={!result}>
          Download calendar file (.ics)
        </button>
      </div>
      <p className="ptc__status" role="status" aria-live="polite" data-testid="ptc-status">
        {status}
      </p>
      <StartOver
        testId="ptc-start-over"
        hint="Clear schedule resets the schedule to the start and removes its saved copy (and the wording kept for your parenting plan) from this device. It asks before it does anything."
        label="Clear schedule"
        onClick={onStartOver}
      />
    </section>
  );
}
