// @vitest-environment jsdom
// The expense tracker's sheets (src/features/expenses/useSheets.ts): the pure rules of the
// sheet switcher, and the hook itself against a real (fake-IndexedDB) vault.
import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createVault, eraseEverything } from '../../src/vault/vault';
import { listRecords } from '../../src/vault/records';
import { expenseSheetKind } from '../../src/features/expenses/kind';
import { blankSheet } from '../../src/features/expenses/settle';
import { toDraftRow } from '../../src/features/expenses/sheetDraft';
import { toastStore } from '../../src/state/toast';
import {
  firstInvalidAmount,
  sheetAfterDelete,
  sheetOptions,
  useSheets,
  withAmount,
  type Sheets,
} from '../../src/features/expenses/useSheets';
import { cheapPbkdf2 } from './cheapKdf';

// PBKDF2 at one iteration here (cheapKdf.ts); vault-kdf-cost.test.ts proves the real 600,000.
cheapPbkdf2();

const saved = (id: string, name: string) => ({ id, value: { ...blankSheet(name), expenses: [] } });

describe('sheet switcher rules', () => {
  it('lists saved sheets, the open one under its on-screen name', () => {
    expect(sheetOptions([saved('a', 'March'), saved('b', 'April')], 'b', 'April (renamed)')).toEqual([
      { id: 'a', name: 'March' },
      { id: 'b', name: 'April (renamed)' },
    ]);
  });

  it('puts an open sheet that was never saved first, marked "(not saved yet)"', () => {
    expect(sheetOptions([saved('a', 'March')], 'new', 'May')).toEqual([
      { id: 'new', name: 'May (not saved yet)' },
      { id: 'a', name: 'March' },
    ]);
    expect(sheetOptions([], 'new', 'My expenses')).toEqual([{ id: 'new', name: 'My expenses (not saved yet)' }]);
  });

  it('after deleting the open sheet, opens the first other saved sheet, or none', () => {
    expect(sheetAfterDelete([saved('a', 'March'), saved('b', 'April')], 'a')?.id).toBe('b');
    expect(sheetAfterDelete([saved('a', 'March'), saved('b', 'April')], 'b')?.id).toBe('a');
    expect(sheetAfterDelete([saved('a', 'March')], 'a')).toBeNull();
  });

  it('keeps a typed amount as typed and finds the first that is not a number of zero or more', () => {
    const row = toDraftRow({ id: 'r', date: '', description: '', amountCents: 0, category: 'Other', payer: 'p1', paid: false });
    expect(withAmount(row, '1.005')).toMatchObject({ amountText: '1.005', amountCents: 101, amountInvalid: false });
    expect(withAmount(row, '')).toMatchObject({ amountText: '', amountCents: 0, amountInvalid: false });
    const bad = withAmount(row, '-5');
    expect(bad).toMatchObject({ amountText: '-5', amountCents: 0, amountInvalid: true });
    expect(firstInvalidAmount([withAmount(row, '3'), bad, bad])).toBe(1);
    expect(firstInvalidAmount([withAmount(row, '3')])).toBe(-1);
  });
});

describe('useSheets against the vault', () => {
  let root: Root;
  let host: HTMLElement;
  let current: Sheets;

  function Harness(): ReactElement | null {
    current = useSheets();
    return null;
  }

  /** Lets React and the vault settle until `check` holds (no fixed waits). */
  async function until(check: () => boolean, what: string): Promise<void> {
    for (let i = 0; i < 200; i++) {
      if (check()) return;
      await act(() => new Promise((r) => setTimeout(r, 5)));
    }
    throw new Error(`timed out waiting for: ${what}`);
  }

  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  beforeEach(async () => {
    toastStore.toasts = [];
    await eraseEverything();
    await createVault('correct horse battery staple');
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    await act(async () => root.render(<Harness />));
    await until(() => current.ready, 'the tracker to open');
  });

  afterEach(async () => {
    await act(async () => root.unmount());
    host.remove();
  });

  it('opens a new, unsaved "My expenses" sheet with one empty row when nothing is saved', () => {
    expect(current.draft.name).toBe('My expenses');
    expect(current.draft.rows).toHaveLength(1);
    expect(current.isSaved).toBe(false);
    expect(current.dirty).toBe(false);
    expect(current.options).toEqual([{ id: current.sheetId, name: 'My expenses (not saved yet)' }]);
  });

  it('an edit is unsaved until Save; Save stores the sheet in the vault in cents', async () => {
    const rowId = current.draft.rows[0]!.id;
    await act(async () => current.changeAmount(rowId, '12.50'));
    await act(async () => current.edit((d) => ({ ...d, parent1Name: 'Jordan', splitText: '60' })));
    expect(current.dirty).toBe(true);
    expect(current.summary.totalExpenses).toBe(1250);

    let ms: number | null = null;
    await act(async () => {
      ms = await current.save();
    });
    expect(typeof ms).toBe('number');
    expect(toastStore.toasts.map((t) => t.title)).toEqual(['Saved!']);
    await until(() => current.isSaved && !current.dirty, 'the sheet to show as saved');
    const stored = { items: await listRecords(expenseSheetKind) };
    expect(stored.items).toHaveLength(1);
    expect(stored.items[0]!.value).toMatchObject({ name: 'My expenses', parent1Name: 'Jordan', splitRatio: 60 });
    expect(stored.items[0]!.value.expenses[0]!.amountCents).toBe(1250);
    expect(current.options).toEqual([{ id: current.sheetId, name: 'My expenses' }]);
  });

  it('does not save while an amount is not a number, and says which expense', async () => {
    const rowId = current.draft.rows[0]!.id;
    await act(async () => current.changeAmount(rowId, '12,5'));
    let ms: number | null = 0;
    await act(async () => {
      ms = await current.save();
    });
    expect(ms).toBeNull();
    expect(await listRecords(expenseSheetKind)).toEqual([]);
    expect(toastStore.toasts.map((t) => [t.title, t.description])).toEqual([
      [
        'Check the amounts',
        'Expense 1 has an amount that is not a number of zero or more. Fix it, then save again. Nothing was saved.',
      ],
    ]);
  });

  it('a second sheet, rename of the saved copy, and delete back to the first', async () => {
    await act(async () => void (await current.save()));
    await until(() => current.isSaved, 'the first sheet saved');
    const first = current.sheetId!;

    await act(async () => current.create('April'));
    await until(() => current.draft.name === 'April', 'the new sheet to open');
    expect(current.sheetId).not.toBe(first);
    expect(current.options.map((o) => o.name)).toEqual(['April (not saved yet)', 'My expenses']);
    await act(async () => void (await current.save()));
    await until(() => current.isSaved, 'the second sheet saved');

    await act(async () => current.rename('April school costs'));
    await until(
      () => current.options.some((o) => o.name === 'April school costs') && !current.dirty,
      'the rename to show, with nothing unsaved',
    );
    const names = (await listRecords(expenseSheetKind)).map((i) => i.value.name).sort();
    expect(names).toEqual(['April school costs', 'My expenses']);

    await act(async () => current.remove());
    await until(() => current.sheetId === first && current.options.length === 1, 'the first sheet to open again, alone');
    expect((await listRecords(expenseSheetKind)).map((i) => i.id)).toEqual([first]);
    expect(current.options).toEqual([{ id: first, name: 'My expenses' }]);
  });

  it("a new sheet keeps the parents' names, and so does the blank one after the last is deleted (issue 32)", async () => {
    await act(async () => current.edit((d) => ({ ...d, parent1Name: 'Jordan', parent2Name: 'Casey', splitText: '60' })));
    await act(async () => current.create('May'));
    await until(() => current.draft.name === 'May', 'the new sheet to open');
    expect([current.draft.parent1Name, current.draft.parent2Name, current.draft.splitText]).toEqual(['Jordan', 'Casey', '50']);
    await act(async () => current.remove());
    await until(() => current.draft.name === 'My expenses', 'a new blank sheet after the delete');
    expect([current.draft.parent1Name, current.draft.parent2Name]).toEqual(['Jordan', 'Casey']);
  });

  it('Clear empties the sheet and deletes its saved copy; Load then finds nothing', async () => {
    const rowId = current.draft.rows[0]!.id;
    await act(async () => current.changeRow(rowId, { description: 'Tutor' }));
    await act(async () => void (await current.save()));
    await until(() => current.isSaved, 'saved');
    await act(async () => current.clear());
    await until(() => !current.isSaved && current.draft.rows[0]?.description === '', 'the sheet emptied, its saved copy gone');
    expect(toastStore.toasts.map((t) => t.title)).toEqual(['Cleared!']);
    expect(current.draft.rows.map((r) => r.description)).toEqual(['']);
    expect(await listRecords(expenseSheetKind)).toEqual([]);
    await act(async () => current.load());
    expect(current.draft.rows.map((r) => r.description)).toEqual(['']);
    expect(toastStore.toasts.map((t) => t.title)).toEqual(['No Saved Data']);
  });
});
