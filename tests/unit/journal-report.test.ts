// The journal's report as data and as CSV (src/features/journal/report/report.ts, csv.ts;
// docs/journal.md "The report"): which entries it holds, the cover's counts, the history of
// a corrected entry, a removal mark, the manifest, and the CSV's exact text.
import { describe, expect, it } from 'vitest';
import { makeEvent, verifyChain } from '../../src/features/journal/chain';
import { buildJournal } from '../../src/features/journal/journal';
import { blankEntry, type ChainEvent, type ContentOf, type EntryContent, type Parent } from '../../src/features/journal/model';
import { reportCsv, REPORT_CSV_HEADER } from '../../src/features/journal/report/csv';
import { reportOvernights } from '../../src/features/journal/report/overnights';
import {
  ALL_TYPES,
  buildReport,
  checkLine,
  recordedIn,
  reportDay,
  selectEntries,
  type ReportChoice,
} from '../../src/features/journal/report/report';
import { reportTranslator } from '../../src/features/journal/report/translator';
import { overnightLines } from '../../src/features/journal/report/wording';
import { englishWords } from '../spanishText';
import type { ScheduledNights } from '../../src/lib/overnightRecount';
import { parseCsv } from '../../src/lib/csv';

const ZONE = 'America/Chicago';
const at = (date: string, time: string) => ({ date, time, zone: ZONE });
const SHA = 'ab'.repeat(32);

const INCIDENT: EntryContent = {
  ...blankEntry('incident', at('2027-03-05', '18:20')),
  title: 'Shouting at pick-up',
  details: 'He shouted at 1420 N Maple Ave, Springfield, IL 62704 and said call 312-555-0198.',
  children: ['Ana'],
  tags: ['pick-up'],
  location: '1420 N Maple Ave',
  reportNumber: 'R-2027-114',
  attachments: [{ id: 'att-1', name: 'porch.jpg', sha256: SHA }],
};
const LATE: EntryContent = {
  ...blankEntry('exchange', at('2027-03-05', '18:00')),
  title: 'Friday exchange',
  scheduledTime: '18:00',
  actualTime: '18:25',
  outcome: 'late',
  lateMinutes: 25,
  from: 'you',
  to: 'other',
  children: ['Ana', 'Ben'],
};
const MISSED: EntryContent = {
  ...blankEntry('exchange', at('2027-03-12', '18:00')),
  title: 'Missed exchange',
  scheduledTime: '18:00',
  outcome: 'missed',
  from: 'other',
  to: 'you',
  children: ['Ben'],
};
const TEXT: ContentOf<'communication'> = {
  ...blankEntry('communication', at('2027-03-08', '09:15')),
  title: 'Text about the dentist',
  channel: 'text',
  message: 'Dentist moved to Tuesday.',
  details: 'Asked to swap days.',
  children: ['Ana'],
};
const NOTE: EntryContent = { ...blankEntry('note', at('2027-03-09', '10:00')), title: 'Written twice' };
const OUTSIDE: EntryContent = { ...blankEntry('note', at('2027-04-02', '10:00')), title: 'April note' };

/** The links in the order they were saved; recorded times in UTC. */
async function chain(): Promise<ChainEvent[]> {
  const steps: Array<Omit<Parameters<typeof makeEvent>[1], 'version'>> = [
    { entryId: 'e-inc1', op: 'create', recordedAt: '2027-03-06T01:00:00.000Z', reason: '', content: INCIDENT },
    { entryId: 'e-late', op: 'create', recordedAt: '2027-03-06T01:05:00.000Z', reason: '', content: LATE },
    { entryId: 'e-text', op: 'create', recordedAt: '2027-03-08T15:30:00.000Z', reason: '', content: TEXT },
    { entryId: 'e-note', op: 'create', recordedAt: '2027-03-09T16:00:00.000Z', reason: '', content: NOTE },
    {
      entryId: 'e-text',
      op: 'correct',
      recordedAt: '2027-03-09T17:00:00.000Z',
      reason: 'Wrong day: her number is 312-555-0198',
      content: { ...TEXT, happenedAt: at('2027-03-07', '09:15'), message: 'Dentist moved to Wednesday.' },
    },
    { entryId: 'e-note', op: 'remove', recordedAt: '2027-03-10T02:30:00.000Z', reason: 'Duplicate', content: null },
    { entryId: 'e-miss', op: 'create', recordedAt: '2027-03-13T00:10:00.000Z', reason: '', content: MISSED },
    { entryId: 'e-apr1', op: 'create', recordedAt: '2027-04-02T16:00:00.000Z', reason: '', content: OUTSIDE },
  ];
  const out: ChainEvent[] = [];
  const versions = new Map<string, number>();
  for (const s of steps) {
    const version = (versions.get(s.entryId) ?? 0) + 1;
    versions.set(s.entryId, version);
    const e = await makeEvent(out.at(-1) ?? null, { ...s, version });
    if (e.op === 'remove') for (const v of out) if (v.entryId === e.entryId) v.content = null;
    out.push(e);
  }
  return out;
}

const MARCH: ReportChoice = {
  from: '2027-03-01',
  to: '2027-03-31',
  types: ALL_TYPES,
  children: [],
  preparedBy: 'Jordan Lee',
  redact: false,
};
const NOW = new Date('2027-04-03T14:00:00.000Z');

/** Alternating weeks from Friday 2027-03-05: Jordan (you) has the first week. */
const alternating = (date: string): Parent => {
  const days = Math.round(
    (Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) - Date.UTC(2027, 2, 5)) / 86_400_000,
  );
  return Math.floor(days / 7) % 2 === 0 ? 'you' : 'other';
};

/** The schedule's nights as the schedule tool saves them: from `first`, one letter a night. */
const planOf = (first: string, nights: number): ScheduledNights => ({
  first,
  pattern: Array.from({ length: nights }, (_, i) =>
    alternating(new Date(Date.parse(`${first}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10)) === 'you' ? 'y' : 'o',
  ).join(''),
});

async function report(choice: ReportChoice, plan: ScheduledNights | null = null) {
  const events = await chain();
  const check = await verifyChain(events);
  const journal = buildJournal(events);
  const chosen = selectEntries(journal.entries, choice, ZONE);
  return {
    journal,
    events,
    data: buildReport({
      entries: journal.entries,
      choice,
      now: NOW,
      zone: ZONE,
      check: { ...check, damagedBlocks: 0 },
      overnights: reportOvernights(journal.entries, chosen, choice, plan),
    }),
  };
}

describe('the report', () => {
  it('holds the chosen dates oldest first, with the removal mark, and counts them on the cover', async () => {
    const { data, events } = await report(MARCH);
    expect(data.blocks.map((b) => `${b.n} ${b.title}`)).toEqual([
      '1 Friday exchange',
      '2 Shouting at pick-up',
      '3 Text about the dentist',
      '4 Removed entry',
      '5 Missed exchange',
    ]);
    expect(data.counts).toEqual([
      { label: 'Incident', count: 1 },
      { label: 'Exchange', count: 2 },
      { label: 'Communication', count: 1 },
      { label: 'Child (health, school, behaviour)', count: 0 },
      { label: 'Expense', count: 0 },
      { label: 'Make-up or changed time', count: 0 },
      { label: 'Note', count: 0 },
    ]);
    expect([data.total, data.corrected, data.removed]).toEqual([5, 1, 1]);
    expect(data.exchanges).toEqual({
      onTime: 0,
      late: [{ n: 1, date: 'March 5, 2027', title: 'Friday exchange', minutes: 25 }],
      missed: [{ n: 5, date: 'March 12, 2027', title: 'Missed exchange' }],
      cancelled: 0,
    });
    expect(data.range).toBe('March 1, 2027 to March 31, 2027');
    expect(data.preparedOn).toBe('April 3, 2027 at 09:00 (America/Chicago)');
    expect(data.overnights).toBeNull();
    expect(data.head).toBe(events.at(-1)!.hash);
    expect([data.links, data.check]).toEqual([8, { ok: true, problems: 0 }]);
    // The manifest: every version of every entry in the report, with its link hash.
    expect(data.manifest.map((m) => `${m.n} v${m.version} ${m.step}`)).toEqual([
      '1 v1 Recorded',
      '2 v1 Recorded',
      '3 v1 Recorded',
      '3 v2 Corrected',
      '4 v1 Recorded',
      '4 v2 Removed',
      '5 v1 Recorded',
    ]);
    expect(data.manifest[3]!.hash).toBe(events[4]!.hash);
  });

  it('gives each block its times with the zone, its fields, its files and its history', async () => {
    const { data } = await report(MARCH);
    const [late, incident, text, removed] = data.blocks;
    expect(late!.rows).toEqual([
      ['Type', 'Exchange'],
      ['Happened', 'March 5, 2027 at 18:00 (America/Chicago)'],
      ['How it went', 'Late by 25 min'],
      ['Scheduled time', '18:00'],
      ['Actual time', '18:25'],
      ['Hand-over', 'from Jordan Lee to the other parent'],
      ['Children', 'Ana, Ben'],
    ]);
    expect(late!.recorded).toBe('March 5, 2027 at 19:05 (America/Chicago)');
    expect(incident!.files).toEqual([{ ref: 'A1', name: 'porch.jpg' }]);
    expect(data.files).toEqual([
      { ref: 'A1', attachmentId: 'att-1', name: 'porch.jpg', sha256: SHA, entry: 'Entry 2: Shouting at pick-up' },
    ]);
    expect(text!.history.map((v) => [v.step, v.recorded, v.reason, v.changes])).toEqual([
      ['Recorded', 'March 8, 2027 at 09:30 (America/Chicago)', '', []],
      [
        'Corrected',
        'March 9, 2027 at 11:00 (America/Chicago)',
        'Wrong day: her number is 312-555-0198',
        [
          ['Happened', 'March 8, 2027 at 09:15 (America/Chicago)', 'March 7, 2027 at 09:15 (America/Chicago)'],
          ['Message', 'Dentist moved to Tuesday.', 'Dentist moved to Wednesday.'],
        ],
      ],
    ]);
    expect(removed!.removed).toEqual({ recorded: 'March 9, 2027 at 20:30 (America/Chicago)', reason: 'Duplicate' });
    expect(removed!.rows).toEqual([]);
  });

  it('keeps to the chosen types and children; a removal mark stays whatever they are', async () => {
    const { data } = await report({ ...MARCH, types: ['exchange', 'communication'], children: ['ben'] });
    expect(data.blocks.map((b) => b.title)).toEqual(['Friday exchange', 'Removed entry', 'Missed exchange']);
    expect(data.types).toBe('Exchange, Communication');
    expect(data.children).toBe('ben');
    expect(data.counts).toEqual([
      { label: 'Exchange', count: 2 },
      { label: 'Communication', count: 0 },
    ]);
  });

  it('hides addresses and phone numbers, and keeps report numbers, dates and times', async () => {
    const { data } = await report({ ...MARCH, redact: true });
    const incident = data.blocks[1]!;
    expect(incident.details).toBe('He shouted at [address hidden] and said call [phone hidden].');
    expect(incident.rows).toContainEqual(['Where', '[address hidden]']);
    expect(incident.rows).toContainEqual(['Police or report number', 'R-2027-114']);
    expect(incident.rows).toContainEqual(['Happened', 'March 5, 2027 at 18:20 (America/Chicago)']);
    expect(data.blocks[2]!.history[1]!.reason).toBe('Wrong day: her number is [phone hidden]');
    expect(data.redacted).toBe(true);
  });

  it('counts scheduled and actual overnights over the range when the schedule is known', async () => {
    const { data } = await report(MARCH, planOf('2027-02-01', 120));
    // March 2027, 31 nights. Scheduled: the other parent Mar 1-4 and 12-18 and 26-31 (17), Jordan Mar 5-11 and
    // 19-25 (14). Actual: the late exchange on Mar 5 (Jordan to the other parent) gives Mar 5-11 to the other
    // parent; the missed one on Mar 12 (the other parent to Jordan) keeps Mar 12-18 with them: Jordan 7, other 24.
    expect(data.overnights).toEqual({
      first: '2027-03-01',
      last: '2027-03-31',
      scheduled: { you: 14, other: 17 },
      actual: { you: 7, other: 24 },
    });
    // A schedule whose nights start on March 15 (ten of them): counted there only.
    const part = await report(MARCH, planOf('2027-03-15', 10));
    expect(part.data.overnights).toEqual({
      first: '2027-03-15',
      last: '2027-03-24',
      scheduled: { you: 6, other: 4 },
      actual: { you: 6, other: 4 },
    });
    // None saved, or none in the dates: not recorded.
    expect(data.overnights).not.toBeNull();
    expect((await report(MARCH, planOf('2027-05-01', 30))).data.overnights).toBeNull();
  });
});

describe('the report as CSV', () => {
  it('has one row per version with the exact header and text', async () => {
    const { journal, events } = await report(MARCH);
    const text = reportCsv(journal.entries, MARCH, ZONE);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([...REPORT_CSV_HEADER]);
    expect(text.split('\r\n')[0]).toBe(
      'Entry,Version,Step,Recorded (UTC),Reason,Type,Title,Happened date,Happened time,Time zone,Children,Tags,Where,Details,Other fields,Message,Files (SHA-256),Content hash,Link hash',
    );
    expect(rows).toHaveLength(1 + 7);
    expect(rows[1]).toEqual([
      '1',
      '1',
      'Recorded',
      '2027-03-06T01:05:00.000Z',
      '',
      'Exchange',
      'Friday exchange',
      '2027-03-05',
      '18:00',
      'America/Chicago',
      'Ana; Ben',
      '',
      '',
      '',
      'How it went: Late by 25 min; Scheduled time: 18:00; Actual time: 18:25; Hand-over: from Jordan Lee to the other parent',
      '',
      '',
      events[1]!.contentHash,
      events[1]!.hash,
    ]);
    expect(text.split('\r\n')[4]).toBe(
      `3,2,Corrected,2027-03-09T17:00:00.000Z,Wrong day: her number is 312-555-0198,Communication,Text about the dentist,2027-03-07,09:15,America/Chicago,Ana,,,Asked to swap days.,How it came: Text message,Dentist moved to Wednesday.,,${events[4]!.contentHash},${events[4]!.hash}`,
    );
    // The removed entry: its first version's words are gone, its hashes stay; then the mark.
    expect(rows[5]!.slice(0, 7)).toEqual([
      '4',
      '1',
      'Recorded',
      '2027-03-09T16:00:00.000Z',
      '',
      '',
      '(words removed with the entry)',
    ]);
    expect(rows[6]!.slice(0, 7)).toEqual(['4', '2', 'Removed', '2027-03-10T02:30:00.000Z', 'Duplicate', '', '']);
    expect(rows[6]!.slice(17)).toEqual(['', events[5]!.hash]);
  });

  it('quotes commas and hides addresses and phone numbers when asked', async () => {
    const { journal } = await report(MARCH);
    const text = reportCsv(journal.entries, { ...MARCH, redact: true }, ZONE);
    const { events } = await report(MARCH);
    expect(text.split('\r\n')[2]).toBe(
      `2,1,Recorded,2027-03-06T01:00:00.000Z,,Incident,Shouting at pick-up,2027-03-05,18:20,America/Chicago,Ana,pick-up,[address hidden],He shouted at [address hidden] and said call [phone hidden].,Police or report number: R-2027-114,,porch.jpg (${SHA}),${events[0]!.contentHash},${events[0]!.hash}`,
    );
    // Without the switch, the words with commas are quoted as they are.
    const plain = reportCsv(journal.entries, MARCH, ZONE).split('\r\n')[2]!;
    expect(plain).toContain(
      ',1420 N Maple Ave,"He shouted at 1420 N Maple Ave, Springfield, IL 62704 and said call 312-555-0198.",Police or report number: R-2027-114,',
    );
  });
});

describe('recordedIn', () => {
  it('gives a UTC time in the device zone, with the zone', () => {
    expect(recordedIn('2027-03-14T23:10:00.000Z', 'America/New_York')).toBe('March 14, 2027 at 19:10 (America/New York)');
    expect(recordedIn('2027-11-07T06:30:00.000Z', 'America/Los_Angeles')).toBe('November 6, 2027 at 23:30 (America/Los Angeles)');
  });
});

describe('the report in Spanish (docs/i18n.md)', () => {
  it('says every fixed word, date and mark in Spanish; what the parent wrote stays as written', async () => {
    const spanish = await reportTranslator('es');
    const events = await chain();
    const check = await verifyChain(events);
    const journal = buildJournal(events);
    const choice = { ...MARCH, redact: true };
    const chosen = selectEntries(journal.entries, choice, ZONE);
    const input = {
      entries: journal.entries,
      choice,
      now: NOW,
      zone: ZONE,
      check: { ...check, damagedBlocks: 0 },
      overnights: reportOvernights(journal.entries, chosen, choice, planOf('2027-03-01', 31)),
      lang: 'es' as const,
    };
    const data = buildReport(input, spanish);
    expect(data.range).toBe('Del 1 de marzo de 2027 al 31 de marzo de 2027');
    expect(data.preparedOn).toBe('3 de abril de 2027 a las 09:00 (America/Chicago)');
    expect(data.exchanges.late).toEqual([{ n: 1, date: '5 de marzo de 2027', title: 'Friday exchange', minutes: 25 }]);
    expect(data.blocks[1]!.rows).toContainEqual(['Número del informe de la policía u otro número de informe', 'R-2027-114']);
    expect(data.blocks[1]!.rows).toContainEqual(['Ocurrió', '5 de marzo de 2027 a las 18:20 (America/Chicago)']);
    expect(data.blocks[1]!.details).toContain('[dirección oculta]');
    expect(overnightLines(data, spanish, reportDay('es'))[0]).toBe('Del 1 de marzo de 2027 al 31 de marzo de 2027 (31 noches).');
    // Every label, value the journal words itself, date and step is Spanish (the parent's own words are left out).
    const fixed = [
      data.range,
      data.types,
      data.children,
      data.preparedOn,
      ...data.counts.map((c) => c.label),
      ...data.blocks.flatMap((b) => [
        ...b.rows.flat(),
        b.recorded,
        b.removed?.recorded ?? '',
        ...b.history.flatMap((v) => [v.step, v.recorded, ...v.changes.map(([label]) => label)]),
      ]),
      ...data.files.map((f) => f.entry.replace(/: .*/, '')),
      ...overnightLines(data, spanish, reportDay('es')),
    ];
    expect(englishWords(fixed.join(' \n'))).toEqual([]);

    const [header] = parseCsv(reportCsv(journal.entries, choice, ZONE, spanish));
    expect(header).toEqual(REPORT_CSV_HEADER.map((h) => spanish(h)));
    expect(englishWords(header!.join(' '))).toEqual([]);
  });

  it('says the whole-journal check in the singular for one version or one problem, and in the plural otherwise', async () => {
    const spanish = await reportTranslator('es');
    const ok = (links: number) => checkLine({ links, check: { ok: true, problems: 0 } }, spanish);
    const bad = (problems: number) => checkLine({ links: 9, check: { ok: false, problems } }, spanish);
    const head = 'Verificación de todo el diario cuando se hizo este informe: ';
    expect(ok(1)).toBe(
      `${head}la única versión guardada coincide con su hash. La lista de hashes del final da su hash, que es la cabeza de la cadena.`,
    );
    expect(ok(2)).toBe(
      `${head}las 2 versiones guardadas coinciden con sus hashes. La lista de hashes del final da el hash de cada versión y la cabeza de la cadena.`,
    );
    expect(bad(1)).toBe(
      `${head}se encontró 1 problema; el diario en el dispositivo lo indica. La lista de hashes del final da el hash de cada versión y la cabeza de la cadena.`,
    );
    expect(bad(3).startsWith(`${head}se encontraron 3 problemas; el diario en el dispositivo los enumera.`)).toBe(true);
    expect(checkLine({ links: 1, check: { ok: true, problems: 0 } })).toBe(
      'Check of the whole journal when this report was made: the 1 saved version matches its hash. The hash manifest at the end lists its hash, which is the chain’s head.',
    );
  });
});
