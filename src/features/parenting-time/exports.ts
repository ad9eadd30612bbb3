/**
 * The schedule's exports, made on this device: the calendar file (.ics) and the PDF
 * calendar (pdf-lib and the calendar layout load only when asked for). Each returns the
 * sentence the page says in its status line.
 */
import * as m from '../../content/messages/parenting-time/compiled/en.js';
import { english, type Translate } from '../../lib/translate';
import type { Lang } from '../../lib/lang';
import { errorMessage } from '../../lib/errorMessage';
import { discretionOn } from '../../lib/downloadNames';
import { saveBlob } from '../../lib/pdf';
import { scheduleIcs } from './ics';
import type { ParentLabels } from './labels';
import type { ScheduleData } from './model';
import type { ScheduleResult } from './schedule';
import type { CalendarPdfInput } from './calendarPdf';

export function downloadIcs(data: ScheduleData, result: ScheduleResult, t: Translate = english): string {
  const text = scheduleIcs(data, result, new Date(), discretionOn(), t);
  const name = saveBlob(new Blob([text], { type: 'text/calendar;charset=utf-8' }), t(m.ics_filename));
  return t(m.ics_ready, { name });
}

/** The words of the PDF in the language on screen: the calculator's, the tools' shared ones, and the dates'. */
export interface PdfWords {
  t: Translate;
  tools: Translate;
  lang: Lang;
}

export const PDF_BUILDING = m.pdf_building;

export async function downloadPdf(
  result: ScheduleResult,
  labels: ParentLabels,
  wording: string,
  actual: CalendarPdfInput['actual'] = null,
  words: PdfWords = { t: english, tools: english, lang: 'en' },
): Promise<string> {
  const { t } = words;
  try {
    const [{ buildPdfBlob }, { calendarDocument }] = await Promise.all([import('../../lib/pdf'), import('./calendarPdf')]);
    const blob = await buildPdfBlob((kit) =>
      calendarDocument(kit, { result, labels, wording, preparedOn: new Date(), actual, ...words }),
    );
    const name = saveBlob(blob, t(m.pdf_filename));
    return t(m.pdf_ready, { name });
  } catch (err) {
    return `${t(m.pdf_failed)} ${errorMessage(err)}`.trim();
  }
}
