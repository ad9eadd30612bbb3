import { afterEach, describe, expect, it } from 'vitest';
import { discretionOn, downloadName, neutralName, onDiscretionChange, setDiscretion } from '../../src/lib/downloadNames';
import { DISCRETION_KEY } from '../../src/lib/storageKeys';

// Every file the app downloads, by the name it has today (src: BackupCard via backupFilename,
// RecoveryKeyPanel, AffidavitPage, ParentingPlanPage, parenting-time exports, mediator Report,
// expenses useSheets, the newsletter template, the journal's report).
const DAY = new Date(2026, 2, 2, 23, 30);
const FILES: Array<[string, string]> = [
  ['evenground-backup-2026-03-02.json', 'data-2026-03-02.json'],
  ['evenground-recovery-key.txt', 'notes-2026-03-02.txt'],
  ['financial-affidavit-draft.pdf', 'document-2026-03-02.pdf'],
  ['parenting-plan-draft.pdf', 'document-2026-03-02.pdf'],
  ['parenting-time.ics', 'calendar-2026-03-02.ics'],
  ['parenting-time-calendar.pdf', 'document-2026-03-02.pdf'],
  ['mediation-summary.pdf', 'document-2026-03-02.pdf'],
  ['resumen-de-mediacion.pdf', 'document-2026-03-02.pdf'],
  ['custody-expenses-march.csv', 'table-2026-03-02.csv'],
  ['custody-expenses-march-summary.pdf', 'document-2026-03-02.pdf'],
  ['EvenGround-co-parenting-communication-log.pdf', 'document-2026-03-02.pdf'],
  ['journal-chronology-2027-03-01-to-2027-03-31.pdf', 'document-2026-03-02.pdf'],
  ['journal-chronology-2027-03-01-to-2027-03-31.csv', 'table-2026-03-02.csv'],
  ['no-extension', 'file-2026-03-02'],
  ['odd.XYZ', 'file-2026-03-02.xyz'],
];

class MemoryStorage {
  private m = new Map<string, string>();
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.m.set(k, v);
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
}

afterEach(() => {
  delete (globalThis as { localStorage?: unknown }).localStorage;
});

describe('download names', () => {
  it.each(FILES)('%s: kept as it is with Discretion off, %s with it on', (original, neutral) => {
    expect(downloadName(original, DAY, false)).toBe(original);
    expect(downloadName(original, DAY, true)).toBe(neutral);
    expect(neutralName(original, DAY)).toBe(neutral);
  });

  it('no neutral name carries a product, legal or family word', () => {
    for (const [original] of FILES)
      expect(neutralName(original, DAY)).not.toMatch(/evenground|custody|divorce|affidavit|parenting|mediation|recovery|backup/i);
  });

  it('the choice is a plain preference on the device, read on every download; off when storage is refused', () => {
    expect(discretionOn()).toBe(false); // no storage at all: off
    const store = new MemoryStorage();
    (globalThis as { localStorage?: unknown }).localStorage = store;
    const seen: boolean[] = [];
    const stop = onDiscretionChange(() => seen.push(discretionOn()));
    expect(discretionOn()).toBe(false);
    expect(setDiscretion(true)).toBe(true);
    expect(store.getItem(DISCRETION_KEY)).toBe('plain');
    expect(downloadName('parenting-time.ics', DAY)).toBe('calendar-2026-03-02.ics');
    expect(setDiscretion(false)).toBe(true);
    expect(store.getItem(DISCRETION_KEY)).toBe(null);
    expect(downloadName('parenting-time.ics', DAY)).toBe('parenting-time.ics');
    expect(seen).toEqual([true, false]);
    stop();
    (globalThis as { localStorage?: unknown }).localStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(setDiscretion(true)).toBe(false);
    expect(discretionOn()).toBe(false);
  });
});
