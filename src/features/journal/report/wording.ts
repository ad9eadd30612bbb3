/**
 * The report's fixed sentences, shared by the PDF and the print view: what the hashes show
 * and do not show (the same claim as the journal's check, docs/journal.md "What it proves,
 * and what not"; nothing beyond it), how to check them, and the overnight lines.
 */
import { formatUsDate } from '../../../lib/usDate';
import type { ReportData } from './report';

export const PROVES =
  'What the hashes show: that no saved version of these entries was changed, removed or put in another order on the parent’s device after it was saved, other than through Correct and Remove, which keep their own record (the history under each entry).';

export const PROVES_NOT =
  'What they do not show: that what was written is true or complete. This is the parent’s own account, kept on their own device. It is not a certification by EvenGround or by anyone else.';

export const REDACTED_NOTE =
  'Addresses and phone numbers in the words were hidden in this copy (“[address hidden]”, “[phone hidden]”, “[email hidden]”). Pictures are shown as they are. The hashes are of the full words kept on the device.';

export const CHECK_STEPS = [
  'Each line below is the SHA-256 hash of one saved version of an entry in this report. Each hash also covers the hash of the version saved just before it in the journal, so the versions form a chain. The chain’s head is the hash of the last version saved in the whole journal when this report was made.',
  'How to check: on the device, open the journal and choose “Check the journal now”. It recomputes every hash and says whether any saved version was changed, removed or reordered. The chain it holds must still contain these hashes, in this order; if nothing was added since, its head is the one printed here. The method (SHA-256 over a fixed text form of each version) is described in EvenGround’s documentation, so the hashes can also be recomputed with any SHA-256 tool from the journal’s saved data.',
  'Someone holding the passphrase could rebuild the whole record from some point on. A head hash printed or shared earlier is what makes that visible later: the rebuilt chain no longer leads to it.',
];

/** The cover's lines on overnights: scheduled and actual, or that they are not recorded here. */
export function overnightLines(r: Pick<ReportData, 'overnights' | 'preparedBy'>): string[] {
  const o = r.overnights;
  if (!o)
    return [
      'Not recorded: no parenting-time schedule saved on this device covers these dates, so scheduled and actual overnights are not counted in this report.',
    ];
  const you = r.preparedBy || 'The parent keeping this journal';
  const nights = o.scheduled.you + o.scheduled.other;
  return [
    `${formatUsDate(o.first)} to ${formatUsDate(o.last)} (${nights} ${nights === 1 ? 'night' : 'nights'}).`,
    `Scheduled: ${you} ${o.scheduled.you}, the other parent ${o.scheduled.other}.`,
    `Actual, from the exchange and make-up entries in the journal: ${you} ${o.actual.you}, the other parent ${o.actual.other}.`,
  ];
}
