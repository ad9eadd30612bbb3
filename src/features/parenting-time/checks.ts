/**
 * The parenting-time form's checks: a valibot schema (src/lib/schema.ts) with one
 * plain-words message per field, keyed by the field's id in the form.
 */

import { array, boolean, check, forward, number, object, picklist, pipe, string } from 'valibot';
import { HOLIDAY_KEYS } from '../../content/holidays';
import { formProblems } from '../../lib/schema';
import * as m from '../../content/messages/parenting-time/compiled/en.js';
import { isKnownTimeZone, parseIsoDate, parseTime } from './dates';
import { hasEveningVisit, MIDWEEKS, PATTERNS, type ScheduleData } from './model';

/** Plain-words problems, keyed by field id (the id after `ptc-` in the form). */
export type FieldErrors = Partial<Record<string, string>>;

const isoDate = (message: string) =>
  pipe(
    string(),
    check((v) => parseIsoDate(v) !== null, message),
  );
const time = (message: string) =>
  pipe(
    string(),
    check((v) => parseTime(v) !== null, message),
  );
/** The weekly evening visit as the form's checks read it: whether there is one, and its times. */
const evening = (s: Pick<ScheduleData, 'pattern' | 'midweek' | 'thursday' | 'eveningStart' | 'eveningEnd'>) => ({
  on: hasEveningVisit(s),
  start: parseTime(s.eveningStart),
  end: parseTime(s.eveningEnd),
});
const holidayCheck = object({ rule: string(), splitTime: string() });

/** The form's checks, one message per field (keyed by its path in the schedule; see checkSchedule). */
const scheduleForm = pipe(
  object({
    startDate: isoDate(m.err_start_date),
    exchangeTime: time(m.err_exchange_time),
    timeZone: pipe(string(), check(isKnownTimeZone, m.err_time_zone)),
    pattern: picklist(PATTERNS),
    custom: string(),
    fridays: array(number()),
    midweek: picklist(MIDWEEKS),
    thursday: picklist(MIDWEEKS),
    eveningStart: string(),
    eveningEnd: string(),
    windowStart: pipe(
      string(),
      check((v) => v === '' || parseIsoDate(v) !== null, m.err_window),
    ),
    summer: pipe(
      object({ enabled: boolean(), start: string(), end: string() }),
      forward(
        check((v) => !v.enabled || monthDayOk(v.start), m.err_summer_start),
        ['start'],
      ),
      forward(
        check((v) => !v.enabled || monthDayOk(v.end), m.err_summer_end),
        ['end'],
      ),
    ),
    vacations: array(
      object({
        start: isoDate(m.err_vacation_start),
        nights: pipe(
          number(),
          check((n) => n >= 1 && n <= 60, m.err_vacation_nights),
        ),
      }),
    ),
    holidays: object(
      Object.fromEntries(
        HOLIDAY_KEYS.map((k) => [
          k,
          pipe(
            holidayCheck,
            forward(
              check((h) => h.rule !== 'split' || parseTime(h.splitTime) !== null, m.err_split),
              ['splitTime'],
            ),
          ),
        ]),
      ),
    ),
    birthdays: array(object({ date: isoDate(m.err_birthday) })),
    oneOffs: array(
      pipe(
        object({
          startDate: isoDate(m.err_change_start),
          endDate: isoDate(m.err_change_end),
          startTime: time(m.err_time),
          endTime: time(m.err_time),
        }),
        forward(
          check((o) => {
            const [a, b, ta, tb] = [
              parseIsoDate(o.startDate),
              parseIsoDate(o.endDate),
              parseTime(o.startTime),
              parseTime(o.endTime),
            ];
            return a === null || b === null || ta === null || tb === null || b * 1440 + tb > a * 1440 + ta;
          }, m.err_end_after_start),
          ['endDate'],
        ),
      ),
    ),
  }),
  forward(
    check((s) => s.pattern !== 'custom' || /^[ABab]{1,366}$/.test(s.custom.replace(/[\s,-]/g, '')), m.err_custom),
    ['custom'],
  ),
  forward(
    check((s) => s.pattern !== 'month-weekends' || s.fridays.length > 0, m.err_fridays),
    ['fridays'],
  ),
  forward(
    check((s) => !evening(s).on || evening(s).start !== null, m.err_evening_start),
    ['eveningStart'],
  ),
  forward(
    check((s) => !evening(s).on || evening(s).end !== null, m.err_evening_end),
    ['eveningEnd'],
  ),
  forward(
    check((s) => {
      const { on, start, end } = evening(s);
      return !on || start === null || end === null || end > start;
    }, m.err_evening_order),
    ['eveningEnd'],
  ),
);

/** The form's field id of each list's rows: `vacation-<row id>-start`. */
const ROW_FIELD = { vacations: 'vacation', birthdays: 'birthday', oneOffs: 'oneoff' } as const;

/** Plain-words problems, keyed by field id; a schedule with any is not counted. */
export function checkSchedule(s: ScheduleData): FieldErrors {
  const r = formProblems(scheduleForm, s);
  if (r.ok) return {};
  const e: FieldErrors = {};
  for (const [path, message] of Object.entries(r.errors)) {
    const [top = '', at = '', field = ''] = path.split('.');
    // Rows that share an id share their fields: the later row's problem is the one shown.
    if (top === 'summer') e[`summer-${at}`] = message;
    else if (top === 'holidays') e[`holiday-${at}-split`] = message;
    else if (top in ROW_FIELD) {
      const list = top as keyof typeof ROW_FIELD;
      e[`${ROW_FIELD[list]}-${s[list][Number(at)]?.id}-${field}`] = message;
    } else e[top] = message;
  }
  return e;
}

function monthDayOk(s: string): boolean {
  const m = /^(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  return parseIsoDate(`2024-${m[1]}-${m[2]}`) !== null;
}
