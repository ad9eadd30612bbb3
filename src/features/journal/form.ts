/**
 * The entry form's state (text boxes as typed, kept as the autosaved draft) and its checks:
 * the plain-words problem at each field, or the entry content to store. Pure.
 */
import { array, boolean, fallback, object, picklist, string } from 'valibot';
import {
  COMMUNICATION_CHANNELS,
  isClockTime,
  isIsoDate,
  isTimeZone,
  type JournalCommunicationProposal,
} from '../../lib/journalHandoff';
import * as m from '../../content/messages/journal/compiled/en.js';
import { parseOrThrow } from '../../lib/schema';
import {
  blankEntry,
  CHILD_AREAS,
  ENTRY_TYPES,
  EXCHANGE_OUTCOMES,
  MAX_TEXT,
  minutesLate,
  PARENTS,
  TIME_CHANGES,
  type EntryContent,
  type ContentOf,
} from './model';

const s = () => fallback(string(), '');

/** What the form holds: every box of every type (only the chosen type's are used). */
const formSchema = object({
  /** 'closed': no form open; 'new': a new entry; 'correct': a correction of `entryId`. */
  mode: fallback(picklist(['closed', 'new', 'correct']), 'closed'),
  entryId: s(),
  reason: s(),
  type: fallback(picklist(ENTRY_TYPES), 'note'),
  title: s(),
  date: s(),
  time: s(),
  zone: s(),
  children: s(),
  tags: s(),
  location: s(),
  details: s(),
  present: s(),
  witnesses: s(),
  reportNumber: s(),
  scheduledTime: s(),
  actualTime: s(),
  outcome: fallback(picklist(EXCHANGE_OUTCOMES), 'on-time'),
  /**
   * The parent picked "How it went" themselves (or it is the recorded one being corrected).
   * Until then it follows the times: Late when the actual time is after the scheduled one.
   */
  outcomeChosen: fallback(boolean(), false),
  /**
   * The parent set the entry's own time (or it is the recorded one being corrected). Until then
   * an exchange's time follows its actual time: an 18:10 hand-over written up in the morning
   * does not read "Happened ... at 08:50" beside "Actual time 18:10".
   */
  timeChosen: fallback(boolean(), false),
  lateMinutes: s(),
  from: fallback(picklist(PARENTS), 'other'),
  to: fallback(picklist(PARENTS), 'you'),
  handedOverBy: s(),
  channel: fallback(picklist(COMMUNICATION_CHANNELS), 'text'),
  message: s(),
  area: fallback(picklist(CHILD_AREAS), 'health'),
  sheet: s(),
  item: s(),
  amount: s(),
  change: fallback(picklist(TIME_CHANGES), 'make-up'),
  parent: fallback(picklist(PARENTS), 'you'),
  firstNight: s(),
  lastNight: s(),
  /** Attachment ids (src/vault/attachments.ts) on the entry being written. */
  attachments: fallback(array(string()), []),
  /** Every id added while this form was open (removed from the list or not): cleared away unless saved. */
  added: fallback(array(string()), []),
});

export type EntryForm = ReturnType<typeof validateForm>;
export type FormField = keyof EntryForm;

/** A kept draft, read back into a complete form (missing boxes empty). */
export function validateForm(value: unknown) {
  return parseOrThrow(formSchema, value);
}

export const CLOSED_FORM: EntryForm = validateForm({});

const list = (xs: readonly string[]) => xs.join(', ');
const splitList = (t: string) =>
  t
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

/** A form showing `content` (a new entry's blank, or the version being corrected). */
export function formFromContent(content: EntryContent, mode: 'new' | 'correct', entryId = ''): EntryForm {
  const f: EntryForm = {
    ...CLOSED_FORM,
    mode,
    entryId,
    type: content.type,
    title: content.title,
    date: content.happenedAt.date,
    time: content.happenedAt.time,
    zone: content.happenedAt.zone,
    children: list(content.children),
    tags: list(content.tags),
    location: content.location,
    details: content.details,
    attachments: (content.attachments ?? []).map((a) => a.id),
    timeChosen: mode === 'correct',
  };
  switch (content.type) {
    case 'incident':
      return { ...f, present: content.present, witnesses: content.witnesses, reportNumber: content.reportNumber };
    case 'exchange':
      return {
        ...f,
        scheduledTime: content.scheduledTime,
        actualTime: content.actualTime,
        outcome: content.outcome,
        outcomeChosen: mode === 'correct',
        lateMinutes: content.outcome === 'late' ? String(content.lateMinutes) : '',
        from: content.from,
        to: content.to,
        handedOverBy: content.handedOverBy,
      };
    case 'communication':
      return { ...f, channel: content.channel, message: content.message };
    case 'child':
      return { ...f, area: content.area };
    case 'expense':
      return {
        ...f,
        sheet: content.sheet,
        item: content.item,
        amount: content.amountCents === null ? '' : (content.amountCents / 100).toFixed(2),
      };
    case 'parenting-time':
      return {
        ...f,
        change: content.change,
        parent: content.parent,
        firstNight: content.firstNight,
        lastNight: content.lastNight,
      };
    case 'note':
      return f;
  }
}

/** A new communication entry filled with what another tool handed over. */
export function formFromProposal(p: JournalCommunicationProposal): EntryForm {
  const blank = blankEntry('communication', p.happenedAt);
  const summary = p.summary ?? '';
  return formFromContent(
    {
      ...blank,
      channel: p.channel,
      message: p.text,
      details: summary,
      title: (summary || p.text).split('\n')[0]!.slice(0, 80),
    },
    'new',
  );
}

/**
 * The form after the parent changes `patch`. An exchange's "How it went" follows its times
 * until the parent picks it: a hand-over at 18:10 for one scheduled at 17:00 reads Late, not
 * the form's first choice, On time (a report said "On time" under those two times). Missed and
 * cancelled are never set this way. Its own time follows the actual time the same way.
 */
export function editForm(f: EntryForm, patch: Partial<EntryForm>): EntryForm {
  let next = { ...f, ...patch };
  // The entry's time follows an exchange's actual time (a whole hh:mm) until the parent sets it.
  if ('time' in patch) next = { ...next, timeChosen: true };
  else if ('actualTime' in patch && !next.timeChosen && next.type === 'exchange' && /^\d{2}:\d{2}$/.test(next.actualTime))
    next = { ...next, time: next.actualTime };
  if ('outcome' in patch) return { ...next, outcomeChosen: true };
  if (next.outcomeChosen || !('scheduledTime' in patch || 'actualTime' in patch)) return next;
  if (next.outcome !== 'on-time' && next.outcome !== 'late') return next;
  const late = minutesLate(next.scheduledTime, next.actualTime);
  return late === null ? next : { ...next, outcome: late > 0 ? 'late' : 'on-time' };
}

export type FormCheck = { ok: true; content: EntryContent } | { ok: false; errors: Partial<Record<FormField, string>> };

// The catalog's message says MAX_TEXT (20,000) in words.
const TOO_LONG = m.err_too_long_text;

/** The entry the form describes, or the problem at each field that stops it being saved. */
export function checkForm(f: EntryForm): FormCheck {
  const errors: Partial<Record<FormField, string>> = {};
  const t = (k: FormField) => (f[k] as string).trim();
  if (!t('title')) errors.title = m.err_title;
  else if (t('title').length > 300) errors.title = m.err_title_long;
  if (!isIsoDate(f.date)) errors.date = m.err_date;
  if (f.time !== '' && !isClockTime(f.time)) errors.time = m.err_time;
  if (!isTimeZone(f.zone)) errors.zone = m.err_zone;
  for (const k of ['details', 'message'] as const) if (f[k].length > MAX_TEXT) errors[k] = TOO_LONG;
  for (const k of ['children', 'tags'] as const) if (splitList(f[k]).length > 30) errors[k] = m.err_list;
  for (const k of ['location', 'present', 'witnesses', 'reportNumber', 'handedOverBy', 'sheet', 'item'] as const)
    if (f[k].length > 300 * (k === 'present' || k === 'witnesses' ? 3 : 1)) errors[k] = m.err_box_long;
  if (f.mode === 'correct' && !t('reason')) errors.reason = m.err_reason;

  const common = {
    title: t('title'),
    happenedAt: { date: f.date, time: f.time, zone: f.zone },
    children: splitList(f.children),
    tags: splitList(f.tags),
    location: t('location'),
    details: f.details.trim(),
  };
  let content: EntryContent | null = null;
  switch (f.type) {
    case 'incident':
      content = {
        ...common,
        type: 'incident',
        present: t('present'),
        witnesses: t('witnesses'),
        reportNumber: t('reportNumber'),
      };
      if (!common.details) errors.details = m.err_details;
      break;
    case 'exchange': {
      for (const k of ['scheduledTime', 'actualTime'] as const) if (f[k] !== '' && !isClockTime(f[k])) errors[k] = m.err_time;
      if (f.from === f.to) errors.to = m.err_same_parent;
      let late = 0;
      if (f.outcome === 'late') {
        const derived = minutesLate(f.scheduledTime, f.actualTime);
        const typed = t('lateMinutes');
        late = typed === '' && derived !== null ? derived : Number(typed);
        if (!Number.isInteger(late) || late < 1 || late > 24 * 60) errors.lateMinutes = m.err_late;
      }
      if ((f.outcome === 'on-time' || f.outcome === 'late') && f.actualTime === '' && f.time === '')
        errors.actualTime = m.err_actual;
      content = {
        ...common,
        type: 'exchange',
        scheduledTime: f.scheduledTime,
        actualTime: f.outcome === 'missed' || f.outcome === 'cancelled' ? '' : f.actualTime || f.time,
        outcome: f.outcome,
        lateMinutes: f.outcome === 'late' && Number.isInteger(late) && late > 0 ? late : 0,
        from: f.from,
        to: f.to,
        handedOverBy: t('handedOverBy'),
      } satisfies ContentOf<'exchange'>;
      break;
    }
    case 'communication':
      content = { ...common, type: 'communication', channel: f.channel, message: f.message.trim() };
      if (!common.details && !content.message) errors.message = m.err_message;
      break;
    case 'child':
      content = { ...common, type: 'child', area: f.area };
      if (!common.details) errors.details = m.err_noticed;
      break;
    case 'expense': {
      const amount = t('amount').replace(/^\$/, '').replace(/,/g, '');
      let cents: number | null = null;
      if (amount !== '') {
        if (!/^\d{1,7}(\.\d{1,2})?$/.test(amount)) errors.amount = m.err_amount;
        else cents = Math.round(Number(amount) * 100);
      }
      if (!t('item') && !t('sheet')) errors.item = m.err_item;
      content = { ...common, type: 'expense', sheet: t('sheet'), item: t('item'), amountCents: cents };
      break;
    }
    case 'parenting-time':
      if (!isIsoDate(f.firstNight)) errors.firstNight = m.err_first_night;
      if (!isIsoDate(f.lastNight)) errors.lastNight = m.err_last_night;
      else if (isIsoDate(f.firstNight) && f.lastNight < f.firstNight) errors.lastNight = m.err_night_order;
      content = {
        ...common,
        type: 'parenting-time',
        change: f.change,
        parent: f.parent,
        firstNight: f.firstNight,
        lastNight: f.lastNight,
      };
      break;
    case 'note':
      content = { ...common, type: 'note' };
      if (!common.details) errors.details = m.err_note;
      break;
  }
  if (Object.keys(errors).length || !content) return { ok: false, errors };
  return { ok: true, content };
}

/** The order the form's boxes are in, so the first problem can be focused. */
export const FIELD_ORDER: readonly FormField[] = [
  'reason',
  'title',
  'date',
  'time',
  'zone',
  'scheduledTime',
  'actualTime',
  'outcome',
  'lateMinutes',
  'from',
  'to',
  'channel',
  'details',
  'message',
  'sheet',
  'item',
  'amount',
  'firstNight',
  'lastNight',
  'children',
  'tags',
  'location',
];
