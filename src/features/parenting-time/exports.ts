/**
 * The schedule's exports, made on this device: the calendar file (.ics) and the PDF
 * calendar (pdf-lib and the calendar layout load only when asked for). Each returns the
 * sentence the page says in its status line.
 */
import { errorMessage } from '../../lib/errorMessage';
import { discretionOn } from '../../lib/downloadNames';
import { saveBlob } from '../../lib/pdf';
import { scheduleIcs } from './ics';
import type { ParentLabels } from './labels';
import type { ScheduleData } from './model';
import type { ScheduleResult } from './schedule';
import type { CalendarPdfInput } from './calendarPdf';

export function downloadIcs(data: ScheduleData, result: ScheduleResult): string {
  const text = scheduleIcs(data, result, new Date(), discretionOn());
  const name = saveBlob(new Blob([text], { type: 'text/calendar;charset=utf-8' }), 'parenting-time.ics');
  return `Your calendar file is ready: ${name}. Open it with your calendar app to add the schedule.`;
}

export const PDF_BUILDING = 'Building your PDF calendar on this device…';

export async function downloadPdf(
  result: ScheduleResult,
  labels: ParentLabels,
  wording: string,
  actual: CalendarPdfInput['actual'] = null,
): Promise<string> {
  try {
    const [{ buildPdfBlob }, { calendarDocument }] = await Promise.all([import('../../lib/pdf'), import('./calendarPdf')]);
    const blob = await buildPdfBlob((kit) => calendarDocument(kit, { result, labels, wording, preparedOn: new Date(), actual }));
    const name = saveBlob(blob, 'parenting-time-calendar.pdf');
    return `Your PDF calendar is ready: ${name}.`;
  } catch (err) {
    return `The PDF could not be built on this device. Your schedule is unchanged; please try again. ${errorMessage(err)}`.trim();
  }
}
