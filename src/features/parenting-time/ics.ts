/**
 * The schedule as an iCalendar file (RFC 5545) another parent can import into any
 * calendar app: one VEVENT per custody block, in the family's time zone (a VTIMEZONE
 * built from the zone's real offset changes over the window), UIDs that stay the same
 * when the same block is exported again, CRLF line ends and lines folded at 75 octets.
 * Pure TypeScript.
 */
import * as m from '../../content/messages/parenting-time/compiled/en.js';
import { english, type Translate } from '../../lib/translate';
import { MINUTES_PER_DAY, ymdOfDay, type ZoneTransition } from './dates';
import { parentName, type ScheduleData } from './model';
import { zoneClock } from './counts';
import type { ScheduleResult, Segment } from './schedule';

const pad = (n: number, w = 2) => String(Math.abs(n)).padStart(w, '0');

/** A local minute as an iCalendar local date-time, 20270101T180000. */
function localStamp(localMinute: number): string {
  const day = Math.floor(localMinute / MINUTES_PER_DAY);
  const min = localMinute - day * MINUTES_PER_DAY;
  const { y, m, d } = ymdOfDay(day);
  return `${pad(y, 4)}${pad(m)}${pad(d)}T${pad(Math.floor(min / 60))}${pad(min % 60)}00`;
}

function utcStamp(ms: number): string {
  const t = new Date(ms);
  return (
    `${pad(t.getUTCFullYear(), 4)}${pad(t.getUTCMonth() + 1)}${pad(t.getUTCDate())}` +
    `T${pad(t.getUTCHours())}${pad(t.getUTCMinutes())}${pad(t.getUTCSeconds())}Z`
  );
}

/** "+0100", "-0600". */
function offsetText(min: number): string {
  return `${min < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(min) / 60))}${pad(Math.abs(min) % 60)}`;
}

/** TEXT value escaping (RFC 5545 §3.3.11). */
function escapeText(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Folds a content line so no physical line exceeds 75 octets, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = 75;
  for (const ch of line) {
    const n = encoder.encode(ch).length;
    if (size + n > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = 74; // continuation lines start with one space
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function vtimezone(tzid: string, base: number, transitions: ZoneTransition[]): string[] {
  const offsets = [base, ...transitions.map((t) => t.to)];
  const standard = Math.min(...offsets);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${tzid}`];
  const comp = (from: number, to: number, startLocal: string) => {
    const type = to === standard ? 'STANDARD' : 'DAYLIGHT';
    lines.push(
      `BEGIN:${type}`,
      `DTSTART:${startLocal}`,
      `TZOFFSETFROM:${offsetText(from)}`,
      `TZOFFSETTO:${offsetText(to)}`,
      `END:${type}`,
    );
  };
  comp(base, base, '19700101T000000');
  for (const t of transitions) comp(t.from, t.to, localStamp(Math.round(t.utcMs / 60_000) + t.from));
  lines.push('END:VTIMEZONE');
  return lines;
}

function eventUid(s: ScheduleData, seg: Segment, neutral: boolean): string {
  return `${s.calendarId}-${localStamp(seg.start)}-${seg.parent}@${neutral ? 'calendar.local' : 'evenground.app'}`;
}

/**
 * The whole calendar, CRLF-terminated. `now` is the DTSTAMP. `neutral` (Discretion on, see
 * src/lib/downloadNames.ts): no product name and no custody words anywhere in the file; the
 * calendar is "Calendar" and each event "With Alex". `t` gives the titles and descriptions in
 * the language on screen (docs/i18n.md; a holiday's or vacation's label too, when the
 * catalog has it).
 */
export function scheduleIcs(s: ScheduleData, r: ScheduleResult, now: Date, neutral = false, t: Translate = english): string {
  const tz = s.timeZone;
  const clock = zoneClock(tz, r.startDay - 1, r.endDay + 1);
  const base = clock.offsetAtUtc(Number.NEGATIVE_INFINITY);
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    neutral ? 'PRODID:-//Calendar//EN' : 'PRODID:-//EvenGround//Parenting-time schedule//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(neutral ? t(m.ics_calendar) : t(m.ics_calname, { a: parentName(s, 'a', t), b: parentName(s, 'b', t) }))}`,
    `X-WR-TIMEZONE:${tz}`,
    ...vtimezone(tz, base, clock.transitions),
  ];
  const stamp = utcStamp(now.getTime());
  for (const seg of r.segments) {
    const who = parentName(s, seg.parent, t);
    const lead = t(neutral ? m.ics_with : m.ics_children_with, { name: who });
    const summary = seg.label && !neutral ? `${lead} (${t(seg.label)})` : lead;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${eventUid(s, seg, neutral)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;TZID=${tz}:${localStamp(seg.start)}`,
      `DTEND;TZID=${tz}:${localStamp(seg.end)}`,
      `SUMMARY:${escapeText(summary)}`,
      ...(neutral ? [] : [`DESCRIPTION:${escapeText(t(m.ics_description, { name: who }))}`]),
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
