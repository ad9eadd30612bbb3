/**
 * The journal's report as data (docs/journal.md, "The report"): the entries a parent chose
 * (dates, types, children), the cover's counts, one block per entry with its correction
 * history and removal mark, the attachments' appendix and the hash manifest. The PDF
 * (reportPdf.tsx), the print view (PrintView.tsx) and the CSV (csv.ts) are all made from
 * what `buildReport` returns, so they say the same. Pure: the caller passes the time, the
 * device's time zone, the check's result and the overnights (report/overnights.ts).
 */
import { formatUsDate } from '../../../lib/usDate';
import type { VerifyResult } from '../chain';
import { fieldRows, type ParentNames } from '../fields';
import type { JournalEntry } from '../journal';
import { ENTRY_TYPES, TYPE_LABELS, type EntryContent, type EntryType } from '../model';
import type { Split } from '../../../lib/overnightRecount';
import { redactText } from './redact';
import * as m from '../../../content/messages/journal/compiled/en.js';
import type { Lang } from '../../../lib/lang';
import { english, type Translate } from '../../../lib/translate';

export interface ReportChoice {
  /** Inclusive dates (YYYY-MM-DD) of when entries happened; '' = open. */
  from: string;
  to: string;
  /** The types in the report (every type by default). */
  types: readonly EntryType[];
  /** Only entries about one of these children ([] = every entry). */
  children: readonly string[];
  /** Who prepared it, as the parent typed it. */
  preparedBy: string;
  /** Hide addresses and phone numbers (redact.ts). */
  redact: boolean;
}

export const ALL_TYPES: readonly EntryType[] = ENTRY_TYPES;

export interface ReportFile {
  /** "A1", "A2"… in the appendix. */
  ref: string;
  attachmentId: string;
  name: string;
  sha256: string;
  /** The entry it is on (its number and title). */
  entry: string;
}

export interface ReportVersion {
  version: number;
  op: 'create' | 'correct' | 'remove';
  /** "Recorded", "Corrected", "Removed". */
  step: string;
  recorded: string;
  recordedAt: string;
  reason: string;
  /** For a correction: what it changed (label, before, after). */
  changes: Array<[string, string, string]>;
  hash: string;
}

export interface ReportBlock {
  /** 1, 2, 3… in the report's order (when it happened, oldest first). */
  n: number;
  entryId: string;
  title: string;
  /** Label and value of every field (type, happened, …), for the current version. */
  rows: Array<[string, string]>;
  details: string;
  /** A communication's pasted message. */
  message: string;
  recorded: string;
  files: Array<{ ref: string; name: string }>;
  history: ReportVersion[];
  removed: { recorded: string; reason: string } | null;
}

export interface ReportData {
  /** The language it is written in (its dates, in the PDF and the print view). */
  lang: Lang;
  preparedBy: string;
  preparedOn: string;
  /** The device's time zone, in which recorded times are given. */
  zone: string;
  /** "March 1, 2027 to March 31, 2027" (or "All dates"). */
  range: string;
  types: string;
  children: string;
  redacted: boolean;
  counts: Array<{ label: string; count: number }>;
  total: number;
  corrected: number;
  removed: number;
  exchanges: {
    onTime: number;
    late: Array<{ n: number; date: string; title: string; minutes: number }>;
    missed: Array<{ n: number; date: string; title: string }>;
    cancelled: number;
  };
  /** Scheduled and actual overnights over the range; null when the schedule is not known here. */
  overnights: { first: string; last: string; scheduled: Split; actual: Split } | null;
  blocks: ReportBlock[];
  files: ReportFile[];
  manifest: Array<{ n: number; title: string; version: number; step: string; recordedAt: string; hash: string }>;
  head: string;
  links: number;
  check: { ok: boolean; problems: number };
}

/** The report's line on the whole journal's check, singular when there is one version or one problem. */
export function checkLine(r: Pick<ReportData, 'links' | 'check'>, t: Translate = english): string {
  if (r.check.ok) return r.links === 1 ? t(m.rp_check_ok_one) : t(m.rp_check_ok, { count: r.links });
  return r.check.problems === 1 ? t(m.rp_check_problem_one) : t(m.rp_check_problems, { count: r.check.problems });
}

/** The redaction marks ("[address hidden]") in the report's language. */
const localMarks = (text: string, t: Translate) => text.replace(/\[(?:address|phone|email) hidden\]/g, (mark) => t(mark));

const STEP = { create: m.op_create, correct: m.op_correct, remove: m.op_remove } as const;

const formats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per zone (making one costs far more than using it, and a report formats every version). */
function formatIn(zone: string): Intl.DateTimeFormat {
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(zone, f);
  }
  return f;
}

function partsIn(iso: string, zone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const out = { year: '', month: '', day: '', hour: '', minute: '' };
  for (const p of formatIn(zone).formatToParts(new Date(iso))) if (p.type in out) out[p.type as keyof typeof out] = p.value;
  return out;
}

const spanishDays = new Intl.DateTimeFormat('es-US', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });

/**
 * A calendar day (YYYY-MM-DD) in the report's language: "May 14, 2016" (formatUsDate), or the
 * es-US "14 de mayo de 2016". The report may be made in a worker, which has no screen language.
 */
export function reportDay(lang: Lang = 'en'): (day: string) => string {
  if (lang !== 'es') return formatUsDate;
  return (day) => {
    const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
    return d ? spanishDays.format(Date.UTC(+d[1]!, +d[2]! - 1, +d[3]!)) : day;
  };
}

/** "March 14, 2027 at 18:07 (America/Chicago)": a recorded time (UTC ISO) in the device's zone. */
export function recordedIn(iso: string, zone: string, t: Translate = english, day = reportDay()): string {
  const p = partsIn(iso, zone);
  const inputs = { date: day(`${p.year}-${p.month}-${p.day}`), time: `${p.hour}:${p.minute}`, zone: zone.replace(/_/g, ' ') };
  return t(m.rp_recorded_at, inputs);
}

/** The day (YYYY-MM-DD) a UTC time falls on in `zone`. */
function dayIn(iso: string, zone: string): string {
  const p = partsIn(iso, zone);
  return `${p.year}-${p.month}-${p.day}`;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The entries of the report, oldest happening first (removed entries by their removal's day). */
export function selectEntries(entries: readonly JournalEntry[], choice: ReportChoice, zone: string): JournalEntry[] {
  const inRange = (day: string) => (!choice.from || day >= choice.from) && (!choice.to || day <= choice.to);
  const picked = entries.filter((e) => {
    const c = e.current;
    // A removed entry has lost its type and children with its words: its mark is in the
    // report whenever the removal falls in the dates.
    if (!c) return e.removed !== null && inRange(dayIn(e.removed.recordedAt, zone));
    if (!choice.types.includes(c.type)) return false;
    if (choice.children.length && !c.children.some((n) => choice.children.some((k) => same(n, k)))) return false;
    return inRange(c.happenedAt.date);
  });
  const key = (e: JournalEntry) =>
    e.current ? `${e.current.happenedAt.date} ${e.current.happenedAt.time || '00:00'}` : dayIn(e.removed!.recordedAt, zone);
  return picked
    .map((e) => ({ e, k: key(e) }))
    .sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : a.e.firstRecordedAt < b.e.firstRecordedAt ? -1 : 1))
    .map((x) => x.e);
}

/** The text fields of a version with addresses and phone numbers hidden (report numbers, dates and amounts stay). */
export function redactContent(c: EntryContent, t: Translate = english): EntryContent {
  const r = (text: string) => localMarks(redactText(text), t);
  const out = {
    ...c,
    title: r(c.title),
    details: r(c.details),
    location: r(c.location),
    tags: c.tags.map(r),
    ...(c.attachments ? { attachments: c.attachments.map((a) => ({ ...a, name: r(a.name) })) } : {}),
  } as EntryContent;
  switch (out.type) {
    case 'incident':
      return { ...out, present: r(out.present), witnesses: r(out.witnesses) };
    case 'exchange':
      return { ...out, handedOverBy: r(out.handedOverBy) };
    case 'communication':
      return { ...out, message: r(out.message) };
    case 'expense':
      return { ...out, sheet: r(out.sheet), item: r(out.item) };
    default:
      return out;
  }
}

/** Every labelled value of a version, for comparing two versions. */
function allFields(c: EntryContent, parents: ParentNames, t: Translate, day: (d: string) => string): Array<[string, string]> {
  return [
    [t(m.rp_title_row), c.title],
    ...fieldRows(c, parents, t, day),
    [t(m.rp_details), c.details],
    [t(m.rp_message), c.type === 'communication' ? c.message : ''],
    [t(m.rp_files), (c.attachments ?? []).map((a) => a.name).join(', ')],
  ];
}

/** What a correction changed: each label whose value differs, with the value before and after. */
function changesBetween(
  before: EntryContent,
  after: EntryContent,
  parents: ParentNames,
  t: Translate,
  day: (d: string) => string,
): Array<[string, string, string]> {
  const a = new Map(allFields(before, parents, t, day));
  const b = new Map(allFields(after, parents, t, day));
  const labels = [...new Set([...a.keys(), ...b.keys()])];
  return labels.flatMap((l): Array<[string, string, string]> => {
    const x = a.get(l) ?? '';
    const y = b.get(l) ?? '';
    return x === y ? [] : [[l, x, y]];
  });
}

/** The names of the two parents in the report: the preparer (or "the parent keeping this journal") and the other parent. */
export function reportParents(preparedBy: string, t: Translate = english): ParentNames {
  return { you: preparedBy.trim() || t(m.rp_keeper), other: t(m.screen_other) };
}

function rangeText(from: string, to: string, t: Translate, day: (d: string) => string): string {
  if (!from && !to) return t(m.rp_all_dates);
  if (!from) return t(m.rp_up_to, { date: day(to) });
  if (!to) return t(m.rp_from_date, { date: day(from) });
  return t(m.rp_range, { start: day(from), end: day(to) });
}

export interface ReportInput {
  entries: readonly JournalEntry[];
  choice: ReportChoice;
  /** When it is made, and the device's time zone. */
  now: Date;
  zone: string;
  /** The chain's check when the report was made (verifyChain), plus unreadable blocks. */
  check: VerifyResult & { damagedBlocks: number };
  /** Scheduled and actual overnights (report/overnights.ts), or null when the schedule is not known here. */
  overnights: ReportData['overnights'];
  /** The language the report is written in (the page's; English when not given). */
  lang?: Lang;
}

/** The report, ready for the PDF, the print view and the CSV, in the language of `t` (input.lang for dates). */
export function buildReport(input: ReportInput, t: Translate = english): ReportData {
  const { choice, zone } = input;
  const day = reportDay(input.lang);
  const parents = reportParents(choice.preparedBy, t);
  const hide = choice.redact ? (s: string) => localMarks(redactText(s), t) : (s: string) => s;
  const view = (c: EntryContent) => (choice.redact ? redactContent(c, t) : c);
  const chosen = selectEntries(input.entries, choice, zone);

  const counts = new Map<EntryType, number>(choice.types.map((t) => [t, 0]));
  const exchanges: ReportData['exchanges'] = { onTime: 0, late: [], missed: [], cancelled: 0 };
  const blocks: ReportBlock[] = [];
  const files: ReportFile[] = [];
  const fileRefs = new Map<string, string>();
  let corrected = 0;
  let removed = 0;

  chosen.forEach((e, i) => {
    const n = i + 1;
    const c = e.current ? view(e.current) : null;
    if (e.current) counts.set(e.current.type, (counts.get(e.current.type) ?? 0) + 1);
    if (e.removed) removed++;
    if (e.versions.some((v) => v.op === 'correct')) corrected++;
    if (c?.type === 'exchange') {
      const date = day(c.happenedAt.date);
      if (c.outcome === 'late') exchanges.late.push({ n, date, title: c.title, minutes: c.lateMinutes });
      else if (c.outcome === 'missed') exchanges.missed.push({ n, date, title: c.title });
      else if (c.outcome === 'cancelled') exchanges.cancelled++;
      else exchanges.onTime++;
    }
    const title = c ? c.title : t(m.removed_entry);
    const blockFiles: ReportBlock['files'] = [];
    for (const v of e.versions) {
      for (const a of v.content?.attachments ?? []) {
        let ref = fileRefs.get(a.id);
        if (!ref) {
          ref = `A${files.length + 1}`;
          fileRefs.set(a.id, ref);
          files.push({ ref, attachmentId: a.id, name: hide(a.name), sha256: a.sha256, entry: t(m.rp_entry_ref, { n, title }) });
          blockFiles.push({ ref, name: hide(a.name) });
        }
      }
    }
    const history: ReportVersion[] = e.versions.map((v, k) => {
      const prev = k > 0 ? e.versions[k - 1]?.content : null;
      return {
        version: v.version,
        op: v.op,
        step: t(STEP[v.op]),
        recorded: recordedIn(v.recordedAt, zone, t, day),
        recordedAt: v.recordedAt,
        reason: hide(v.reason),
        changes: v.op === 'correct' && prev && v.content ? changesBetween(view(prev), view(v.content), parents, t, day) : [],
        hash: v.hash,
      };
    });
    blocks.push({
      n,
      entryId: e.id,
      title,
      rows: c ? fieldRows(c, parents, t, day) : [],
      details: c?.details ?? '',
      message: c?.type === 'communication' ? c.message : '',
      recorded: recordedIn(e.firstRecordedAt, zone, t, day),
      files: blockFiles,
      history,
      removed: e.removed ? { recorded: recordedIn(e.removed.recordedAt, zone, t, day), reason: hide(e.removed.reason) } : null,
    });
  });

  return {
    lang: input.lang ?? 'en',
    preparedBy: choice.preparedBy.trim(),
    preparedOn: recordedIn(input.now.toISOString(), zone, t, day),
    zone,
    range: rangeText(choice.from, choice.to, t, day),
    types:
      choice.types.length === ALL_TYPES.length
        ? t(m.filter_all_types)
        : ALL_TYPES.filter((type) => choice.types.includes(type))
            .map((type) => t(TYPE_LABELS[type]))
            .join(', '),
    children: choice.children.length ? choice.children.join(', ') : t(m.filter_all_children),
    redacted: choice.redact,
    counts: ALL_TYPES.filter((type) => counts.has(type)).map((type) => ({
      label: t(TYPE_LABELS[type]),
      count: counts.get(type) ?? 0,
    })),
    total: chosen.length,
    corrected,
    removed,
    exchanges,
    overnights: input.overnights,
    blocks,
    files,
    manifest: blocks.flatMap((b) =>
      b.history.map((v) => ({
        n: b.n,
        title: b.title,
        version: v.version,
        step: v.step,
        recordedAt: v.recordedAt,
        hash: v.hash,
      })),
    ),
    head: input.check.head,
    links: input.check.count,
    check: {
      ok: input.check.ok && input.check.damagedBlocks === 0,
      problems: input.check.problems.length + input.check.damagedBlocks,
    },
  };
}
