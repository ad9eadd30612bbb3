// The journal in the vault (src/features/journal/store.ts): links kept in encrypted blocks,
// corrections and removals as new links, the removed entry's words erased while the chain
// still checks, a stale page refused; the entries and filters built from it (journal.ts);
// and the handoff from another tool (src/lib/journalHandoff.ts) through a draft slot.
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/vault/db';
import { createVault, eraseEverything } from '../../src/vault/vault';
import { loadDraft, openDraftSlot, removeDraft } from '../../src/vault/drafts';
import { verifyChain } from '../../src/features/journal/chain';
import {
  appendLinks,
  blockId,
  BLOCK_SIZE,
  chainFromBlocks,
  JournalChanged,
  journalKind,
  loadChain,
  type NewLink,
} from '../../src/features/journal/store';
import { decodeRows, RowReuse } from '../../src/vault/records';
import { requireKey } from '../../src/vault/session';
import { buildJournal, filterEntries, namesAndTags, NO_FILTER } from '../../src/features/journal/journal';
import { blankEntry, type ChainEvent, type EntryContent } from '../../src/features/journal/model';
import { checkForm, editForm, formFromContent, formFromProposal, validateForm } from '../../src/features/journal/form';
import { monthGrid, shiftMonth } from '../../src/features/journal/MonthView';
import { JOURNAL_HANDOFF_SLOT, parseJournalProposal } from '../../src/lib/journalHandoff';
import { journalNewPath, readJournalNew } from '../../src/lib/pathQueries';
import { cheapPbkdf2 } from './cheapKdf';

// PBKDF2 at one iteration here (cheapKdf.ts); vault-kdf-cost.test.ts proves the real 600,000.
cheapPbkdf2();

const WHEN = { date: '2027-03-14', time: '18:05', zone: 'America/Chicago' };
const note = (title: string, extra: Partial<EntryContent> = {}): EntryContent =>
  ({ ...blankEntry('note', WHEN), title, details: `About ${title}`, ...extra }) as EntryContent;

/** The device clock the links are recorded with: March 16, 2027, 09:00 UTC. */
const now = () => Date.UTC(2027, 2, 16, 9);

async function append(links: NewLink[]): Promise<ChainEvent[]> {
  const { events } = await loadChain();
  const j = buildJournal(events);
  return appendLinks(j.last, links, {
    versionsOf: (id) => j.byId.get(id)?.versions.length ?? 0,
    earlierBlocksOf: (id) => [...new Set((j.byId.get(id)?.versions ?? []).map((v) => Math.floor(v.seq / BLOCK_SIZE)))],
    now,
  });
}

beforeEach(async () => {
  await eraseEverything();
  await createVault('correct horse battery staple');
});

describe('the chain in the vault', () => {
  it('keeps versions, corrections and removal marks; the removed entry’s words are erased and the chain still checks', async () => {
    await append([
      { entryId: 'e-aaaa', op: 'create', reason: '', content: note('First', { children: ['Ana'], tags: ['School'] }) },
    ]);
    await append([{ entryId: 'e-bbbb', op: 'create', reason: '', content: note('Second secret words') }]);
    await append([
      { entryId: 'e-aaaa', op: 'correct', reason: 'Typo', content: note('First, corrected', { children: ['Ana'] }) },
    ]);
    await append([{ entryId: 'e-bbbb', op: 'remove', reason: 'Written by mistake', content: null }]);

    const { events, damagedBlocks } = await loadChain();
    expect(damagedBlocks).toEqual([]);
    expect(events.map((e) => [e!.seq, e!.entryId, e!.version, e!.op])).toEqual([
      [0, 'e-aaaa', 1, 'create'],
      [1, 'e-bbbb', 1, 'create'],
      [2, 'e-aaaa', 2, 'correct'],
      [3, 'e-bbbb', 2, 'remove'],
    ]);
    expect(events[1]!.content).toBeNull();
    expect(events[3]!.recordedAt).toBe('2027-03-16T09:00:00.000Z');
    expect(events[1]!.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await verifyChain(events)).ok).toBe(true);
    // The words are gone from the stored (decrypted) blocks, not just hidden.
    expect(JSON.stringify(events)).not.toContain('secret words');

    const j = buildJournal(events);
    expect(j.entries.map((e) => [e.id, e.current?.title ?? null, e.removed?.reason ?? null])).toEqual([
      ['e-bbbb', null, 'Written by mistake'],
      ['e-aaaa', 'First, corrected', null],
    ]);
    expect(j.byId.get('e-aaaa')!.versions.map((v) => v.reason)).toEqual(['', 'Typo']);
    expect(namesAndTags(j.entries)).toEqual({ children: ['Ana'], tags: [] });
    expect(filterEntries(j.entries, { ...NO_FILTER, child: 'ana' }).map((e) => e.id)).toEqual(['e-aaaa']);
    expect(filterEntries(j.entries, { ...NO_FILTER, text: 'mistake' }).map((e) => e.id)).toEqual(['e-bbbb']);
    expect(filterEntries(j.entries, { ...NO_FILTER, type: 'note', text: 'first corrected' }).map((e) => e.id)).toEqual([
      'e-aaaa',
    ]);
    expect(filterEntries(j.entries, { ...NO_FILTER, from: '2027-03-15' }).map((e) => e.id)).toEqual(['e-bbbb']);
  });

  it('fills a block of 200 links, then starts the next; one row per block in the vault', async () => {
    const links: NewLink[] = Array.from({ length: BLOCK_SIZE + 5 }, (_, i) => ({
      entryId: `e-${String(i).padStart(4, '0')}`,
      op: 'create',
      reason: '',
      content: note(`Entry ${i}`),
    }));
    await append(links.slice(0, BLOCK_SIZE - 1));
    await append(links.slice(BLOCK_SIZE - 1));
    const rows = await db.records.where('kind').equals('journal').primaryKeys();
    expect(rows).toEqual([
      ['journal', blockId(0)],
      ['journal', blockId(1)],
    ]);
    const { events } = await loadChain();
    expect(events).toHaveLength(205);
    expect(events.map((e) => e!.seq)).toEqual(Array.from({ length: 205 }, (_, i) => i));
    expect((await verifyChain(events)).ok).toBe(true);
  });

  it('refuses to write after a chain the store has moved past (another tab saved first)', async () => {
    const [first] = await append([{ entryId: 'e-aaaa', op: 'create', reason: '', content: note('One') }]);
    await append([{ entryId: 'e-bbbb', op: 'create', reason: '', content: note('Two') }]);
    await expect(
      appendLinks(first!, [{ entryId: 'e-cccc', op: 'create', reason: '', content: note('Three') }], { versionsOf: () => 0 }),
    ).rejects.toBeInstanceOf(JournalChanged);
    await expect(
      appendLinks(null, [{ entryId: 'e-cccc', op: 'create', reason: '', content: note('Three') }], { versionsOf: () => 0 }),
    ).rejects.toBeInstanceOf(JournalChanged);
    expect((await loadChain()).events).toHaveLength(2);
  });
});

describe('the form', () => {
  it('says the problem at each field and stores nothing until they are fixed', () => {
    const f = {
      ...formFromContent(blankEntry('exchange', WHEN), 'new'),
      title: ' ',
      outcome: 'late' as const,
      to: 'other' as const,
    };
    expect(checkForm(f)).toEqual({
      ok: false,
      errors: {
        title: 'Give the entry a title: a few words about what happened.',
        to: 'Choose the other parent: the children go from one parent to the other.',
        lateMinutes: 'Enter how many minutes late, as a whole number from 1 to 1440.',
      },
    });
  });

  it('works out minutes late from the scheduled and actual times', () => {
    const f = {
      ...formFromContent(blankEntry('exchange', WHEN), 'new'),
      title: 'Friday',
      outcome: 'late' as const,
      scheduledTime: '18:00',
      actualTime: '18:25',
      from: 'other' as const,
      to: 'you' as const,
    };
    const r = checkForm(f);
    expect(r.ok && r.content).toMatchObject({ type: 'exchange', lateMinutes: 25, actualTime: '18:25', outcome: 'late' });
  });

  it('"How it went" follows the times until the parent picks it; never on a correction', () => {
    const blank = formFromContent(blankEntry('exchange', WHEN), 'new');
    expect(blank).toMatchObject({ outcome: 'on-time', outcomeChosen: false });
    // 70 minutes after the scheduled time: Late, and saved as 70 minutes late.
    let f = editForm(editForm(blank, { scheduledTime: '17:00' }), { actualTime: '18:10' });
    expect(f).toMatchObject({ outcome: 'late', outcomeChosen: false });
    const saved = checkForm({ ...f, title: 'Friday' });
    expect(saved.ok && saved.content).toMatchObject({ outcome: 'late', lateMinutes: 70 });
    // Corrected to the scheduled time or earlier: On time again.
    expect(editForm(f, { actualTime: '17:00' })).toMatchObject({ outcome: 'on-time' });
    expect(editForm(f, { actualTime: '16:55' })).toMatchObject({ outcome: 'on-time' });
    // Another box changes nothing; a half-typed time leaves it as it is.
    expect(editForm(f, { title: 'Friday' })).toMatchObject({ outcome: 'late' });
    expect(editForm(f, { actualTime: '' })).toMatchObject({ outcome: 'late' });
    // The parent picks On time: it stays, whatever the times say.
    f = editForm(f, { outcome: 'on-time' });
    expect(f).toMatchObject({ outcome: 'on-time', outcomeChosen: true });
    expect(editForm(f, { actualTime: '18:30' })).toMatchObject({ outcome: 'on-time' });
    // Missed and cancelled are never set or undone by the times.
    const missed = editForm(blank, { outcome: 'missed' });
    expect(editForm(missed, { scheduledTime: '17:00', actualTime: '18:10' })).toMatchObject({ outcome: 'missed' });
    // A correction shows the recorded outcome as chosen.
    const recorded = checkForm({ ...editForm(blank, { outcome: 'on-time' }), title: 'Sunday', actualTime: '18:00' });
    if (!recorded.ok) throw new Error('the entry should be complete');
    const correcting = formFromContent(recorded.content, 'correct', 'e-bbbb');
    expect(correcting.outcomeChosen).toBe(true);
    expect(editForm(correcting, { scheduledTime: '17:00' })).toMatchObject({ outcome: 'on-time' });
  });

  it("an exchange's time follows its actual time until the parent sets it; never on a correction", () => {
    const blank = formFromContent(blankEntry('exchange', WHEN), 'new');
    expect(blank).toMatchObject({ timeChosen: false });
    // Written up in the morning about an 18:10 hand-over: the entry's time becomes 18:10.
    const f = editForm({ ...blank, time: '08:50' }, { actualTime: '18:10' });
    expect(f).toMatchObject({ time: '18:10', actualTime: '18:10', timeChosen: false });
    const saved = checkForm({ ...f, title: 'Friday' });
    expect(saved.ok && saved.content.happenedAt.time).toBe('18:10');
    // A half-typed or cleared actual time leaves it as it is.
    expect(editForm(f, { actualTime: '' })).toMatchObject({ time: '18:10' });
    // The parent sets the time: it stays, whatever the actual time says.
    const chosen = editForm(f, { time: '18:00' });
    expect(chosen).toMatchObject({ time: '18:00', timeChosen: true });
    expect(editForm(chosen, { actualTime: '18:30' })).toMatchObject({ time: '18:00', actualTime: '18:30' });
    // Only an exchange: another type's time is its own.
    const note = formFromContent(blankEntry('note', WHEN), 'new');
    expect(editForm({ ...note, time: '08:50' }, { actualTime: '18:10' }).time).toBe('08:50');
    // A correction keeps the recorded time.
    if (!saved.ok) throw new Error('the entry should be complete');
    const correcting = formFromContent(
      { ...saved.content, happenedAt: { ...saved.content.happenedAt, time: '18:05' } },
      'correct',
      'e-cccc',
    );
    expect(correcting.timeChosen).toBe(true);
    expect(editForm(correcting, { actualTime: '18:40' }).time).toBe('18:05');
  });

  it('a correction needs its reason; a draft read back is a complete form', () => {
    const f = formFromContent(note('Kept'), 'correct', 'e-aaaa');
    expect(checkForm(f)).toEqual({
      ok: false,
      errors: { reason: 'Say why you are correcting this entry (it is kept with the history).' },
    });
    expect(validateForm({ mode: 'new', type: 'note', title: 'x', nonsense: 1 })).toMatchObject({
      mode: 'new',
      type: 'note',
      title: 'x',
      details: '',
    });
  });
});

describe('handoff from another tool', () => {
  it('the address and its query read back', () => {
    expect(journalNewPath('communication')).toBe('/journal?new=communication');
    expect(readJournalNew('?new=communication')).toBe('communication');
    expect(readJournalNew('')).toBeNull();
  });

  it('a proposal written to the draft slot is read once and fills a communication entry', async () => {
    const slot = openDraftSlot(JOURNAL_HANDOFF_SLOT);
    slot.changed({
      channel: 'text',
      text: 'You are late AGAIN.\nSecond line',
      happenedAt: WHEN,
      summary: 'Complaint about lateness',
    });
    await slot.close();
    const handed = await loadDraft(JOURNAL_HANDOFF_SLOT, parseJournalProposal);
    expect(handed?.value).toEqual({
      channel: 'text',
      text: 'You are late AGAIN.\nSecond line',
      happenedAt: WHEN,
      summary: 'Complaint about lateness',
    });
    const f = formFromProposal(handed!.value);
    expect(f).toMatchObject({
      mode: 'new',
      type: 'communication',
      channel: 'text',
      message: 'You are late AGAIN.\nSecond line',
      details: 'Complaint about lateness',
      title: 'Complaint about lateness',
      date: '2027-03-14',
      time: '18:05',
      zone: 'America/Chicago',
    });
    expect(checkForm(f).ok).toBe(true);
    await removeDraft(JOURNAL_HANDOFF_SLOT);
    expect(await loadDraft(JOURNAL_HANDOFF_SLOT, parseJournalProposal)).toBeNull();
  });

  it('refuses a proposal that is not one', () => {
    expect(() => parseJournalProposal({ channel: 'pigeon', text: 'x', happenedAt: WHEN })).toThrow(
      'Choose how the message came.',
    );
    expect(() => parseJournalProposal({ channel: 'text', text: 'x', happenedAt: { ...WHEN, zone: 'Mars/Base' } })).toThrow(
      'Choose a time zone from the list.',
    );
  });
});

describe('month view', () => {
  it('lays a month out in weeks from Sunday and steps across years', () => {
    // February 2027 starts on a Monday and has 28 days: five rows.
    const weeks = monthGrid('2027-02');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, '2027-02-01', '2027-02-02', '2027-02-03', '2027-02-04', '2027-02-05', '2027-02-06']);
    expect(weeks[4]).toEqual(['2027-02-28', null, null, null, null, null, null]);
    expect(shiftMonth('2027-12', 1)).toBe('2028-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
  });
});

describe('reading the blocks again (RowReuse)', () => {
  it('decrypts only a block whose stored bytes changed; a changed byte is still found; another key starts afresh', async () => {
    const links: NewLink[] = Array.from({ length: BLOCK_SIZE + 3 }, (_, i) => ({
      entryId: `e-${String(i).padStart(4, '0')}`,
      op: 'create',
      reason: '',
      content: note(`Entry ${i}`),
    }));
    await append(links);
    const reuse = new RowReuse<{ events: unknown[] }>();
    const key = await requireKey();
    const read = async (k = key) => decodeRows(journalKind, await db.records.where('kind').equals('journal').toArray(), k, reuse);
    const first = await read();
    expect(first.items.map((b) => b.id).sort()).toEqual(['b000000', 'b000001']);
    const block = (r: typeof first, id: string) => r.items.find((b) => b.id === id)!.value;

    // Nothing changed: the very same decoded blocks come back, and the chain from them checks.
    const again = await read();
    expect(block(again, 'b000000')).toBe(block(first, 'b000000'));
    expect(block(again, 'b000001')).toBe(block(first, 'b000001'));
    expect((await verifyChain(chainFromBlocks(again.items).events)).ok).toBe(true);

    // One more entry rewrites the last block only: it is read afresh, the first is reused.
    await append([{ entryId: 'e-9999', op: 'create', reason: '', content: note('One more') }]);
    const after = await read();
    expect(block(after, 'b000000')).toBe(block(first, 'b000000'));
    expect(block(after, 'b000001')).not.toBe(block(first, 'b000001'));
    expect(block(after, 'b000001').events).toHaveLength(4);

    // One byte of the first block changed outside the app: it is decrypted again and found damaged.
    const row = (await db.records.get(['journal', 'b000000']))!;
    const data = new Uint8Array(row.data);
    data[10] = data[10]! ^ 1;
    await db.records.put({ ...row, data });
    const tampered = await read();
    expect(tampered.damaged.map((d) => d.id)).toEqual(['b000000']);
    expect(tampered.items.map((b) => b.id)).toEqual(['b000001']);

    // Another key (the vault locked and opened again) forgets every block read under the old one.
    await db.records.put(row);
    const other = await crypto.subtle.importKey('raw', new Uint8Array(32), 'AES-GCM', false, ['decrypt']);
    const underOther = await read(other);
    expect(underOther.items).toEqual([]);
    expect(underOther.damaged.map((d) => d.id).sort()).toEqual(['b000000', 'b000001']);
  });
});
