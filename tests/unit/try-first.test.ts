// @vitest-environment jsdom
// Try first, protect when keeping (issue 32, docs/try-first.md): what a gate shows, when the
// parent is asked to protect their work, and where saves, reads and autosaves go before and
// after a vault exists.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/vault/db';
import { vaultState } from '../../src/vault/state';
import { createVault, eraseEverything } from '../../src/vault/vault';
import { deleteRecord, listRecordsReport, loadRecord, saveRecord } from '../../src/vault/records';
import { openAutosave } from '../../src/vault/autosave';
import { closedAsk, NO_ASK, nextAsk, pauseOpens, protectAsk, truthfulToast } from '../../src/vault/askToProtect';
import {
  forgetMemoryWork,
  hasUnprotectedWork,
  holdMemoryView,
  readsFromMemory,
  startTrying,
  stopTrying,
  writesToMemory,
} from '../../src/vault/memoryStore';
import { replayIntoVault } from '../../src/vault/protect';
import { gateView } from '../../src/vault/ui/VaultGate';
import { scheduleSummaryKind, type ScheduleSummary } from '../../src/vault/scheduleSummary';
import { cheapPbkdf2 } from './cheapKdf';

// PBKDF2 at one iteration here (cheapKdf.ts); vault-kdf-cost.test.ts proves the real 600,000.
cheapPbkdf2();

const PASS = 'correct horse battery staple';
const MARKER = 'Pickup-at-canary-9c2d';
const summary = (wording: string, you = 183): ScheduleSummary => ({
  wording,
  overnights: { you, other: 365 - you },
  savedAt: '',
});

describe('what a gate shows', () => {
  it('a tool with no vault opens at once; a vault on the device is unlocked first', () => {
    expect(gateView('none', true, false, false)).toBe('tool');
    expect(gateView('locked', true, false, false)).toBe('unlock');
    expect(gateView('unlocked', true, false, false)).toBe('tool');
    expect(gateView('checking', true, false, false)).toBe('nothing');
  });
  it('while its protect step creates the vault and shows the key, the tool stays (mounted, hidden)', () => {
    expect(gateView('unlocked', true, true, false)).toBe('tool');
    expect(gateView('unlocked', true, false, true)).toBe('tool');
  });
  it('a page about the vault itself (tryFirst false) shows the create step first, as before', () => {
    expect(gateView('none', false, false, false)).toBe('create');
    expect(gateView('unlocked', false, true, false)).toBe('create');
    expect(gateView('unlocked', false, false, true)).toBe('recovery-key');
    expect(gateView('locked', false, false, false)).toBe('unlock');
  });
});

describe('when the parent is asked', () => {
  it('a Save or a download asks once; after that only the parent opens the step', () => {
    const first = nextAsk(NO_ASK, 'save');
    expect(first).toEqual({ open: true, asked: true, waiting: false });
    const declined = closedAsk(first);
    expect(declined).toEqual({ open: false, asked: true, waiting: false });
    expect(nextAsk(declined, 'save')).toBe(declined);
    expect(nextAsk(declined, 'download')).toBe(declined);
    expect(nextAsk(declined, 'autosave')).toBe(declined);
    expect(nextAsk(declined, 'button')).toEqual({ open: true, asked: true, waiting: false });
    expect(nextAsk(declined, 'leave')).toEqual({ open: true, asked: true, waiting: false });
    expect(nextAsk(NO_ASK, 'download')).toEqual({ open: true, asked: true, waiting: false });
  });

  it('an autosave waits for a pause outside the form fields (never under a typing finger)', () => {
    const waiting = nextAsk(NO_ASK, 'autosave');
    expect(waiting).toEqual({ open: false, asked: false, waiting: true });
    document.body.innerHTML =
      '<form><input id="t"><select id="s"></select><textarea id="a"></textarea><input type="checkbox" id="c"><button id="b">Next</button></form>';
    for (const id of ['t', 's', 'a', 'c']) expect(pauseOpens(waiting, document.getElementById(id))).toBe(waiting);
    expect(pauseOpens(waiting, document.getElementById('b'))).toEqual({ open: true, asked: true, waiting: false });
    expect(pauseOpens(waiting, null)).toEqual({ open: true, asked: true, waiting: false });
    // Nothing waiting: a pause opens nothing.
    expect(pauseOpens(NO_ASK, null)).toBe(NO_ASK);
  });
});

describe('no untrue "Saved!" while nothing is kept', () => {
  const notSaved = {
    title: 'Not saved yet',
    description: 'It is on this screen only. Nothing is kept on this device until you protect it with a passphrase.',
    variant: 'info',
  };
  it('a success toast that says saved or kept becomes the truth, or is dropped while the step is open', () => {
    const saved = {
      title: 'Saved!',
      description: 'Your expense sheet has been saved to your browser.',
      variant: 'success' as const,
    };
    const entry = {
      title: 'Entry saved',
      description: 'Kept encrypted in your journal on this device.',
      variant: 'success' as const,
    };
    expect(truthfulToast(saved, false)).toEqual(notSaved);
    expect(truthfulToast(entry, false)).toEqual(notSaved);
    expect(truthfulToast({ title: 'Progress Saved!', variant: 'success' }, true)).toBeNull();
  });
  it('the tools’ Spanish "saved" toasts are recognised too (docs/i18n.md)', () => {
    const guardado = {
      title: '¡Guardado!',
      description: 'Su hoja de gastos se guardó en este navegador.',
      variant: 'success' as const,
    };
    expect(truthfulToast(guardado, false)).toEqual(notSaved);
    expect(truthfulToast({ title: 'Listo', description: 'Se guardó.', variant: 'success' }, false)).toEqual(notSaved);
    expect(truthfulToast({ title: 'Entrada conservada', variant: 'success' }, true)).toBeNull();
    // A word that only begins the same way is not a claim: "guardería" (nursery).
    const nursery = { title: '¡Listo!', description: 'Guardería agregada.', variant: 'success' as const };
    expect(truthfulToast(nursery, false)).toBe(nursery);
  });
  it('other toasts pass unchanged', () => {
    const done = { title: 'Task Completed!', description: '“File the petition” is done.', variant: 'success' as const };
    const error = { title: 'Error', description: 'Could not save your progress.', variant: 'destructive' as const };
    expect(truthfulToast(done, false)).toBe(done);
    expect(truthfulToast(error, true)).toBe(error);
  });
});

describe('where work goes', () => {
  beforeEach(async () => {
    await eraseEverything();
    forgetMemoryWork();
    protectAsk.set(NO_ASK);
  });
  afterEach(() => {
    stopTrying();
  });

  it('with no vault and no tool trying, saving still says there is no protected storage', async () => {
    expect(vaultState.status).toBe('none');
    expect(writesToMemory()).toBe(false);
    await expect(saveRecord(scheduleSummaryKind, 's', summary(MARKER))).rejects.toThrow(
      'There is no protected storage on this device yet. Create a passphrase to start saving.',
    );
  });

  it('while trying: save, read, list and delete use memory, nothing is stored, and the first save asks', async () => {
    startTrying();
    expect([writesToMemory(), readsFromMemory()]).toEqual([true, true]);
    await saveRecord(scheduleSummaryKind, 'a', summary(MARKER, 200));
    expect(protectAsk.get()).toEqual({ open: true, asked: true, waiting: false });
    await saveRecord(scheduleSummaryKind, 'b', summary('second', 100));
    expect(await loadRecord(scheduleSummaryKind, 'a')).toEqual(summary(MARKER, 200));
    const list = await listRecordsReport(scheduleSummaryKind);
    expect(list.items.map((i) => i.id).sort()).toEqual(['a', 'b']);
    expect(list.damaged).toEqual([]);
    await deleteRecord(scheduleSummaryKind, 'b');
    expect(await loadRecord(scheduleSummaryKind, 'b')).toBeNull();
    expect(await db.records.count()).toBe(0);
    expect(await db.meta.count()).toBe(0);
  });

  it('an autosave with content is held in memory, says so, and waits for a pause to ask', async () => {
    startTrying();
    const settled: Array<[unknown, unknown, boolean]> = [];
    const slot = openAutosave({
      collect: () => ({ entries: [{ kind: scheduleSummaryKind, id: 'auto', value: summary(MARKER) }], token: 'v1' }),
      onSettled: (token, error, inMemory) => settled.push([token, error, inMemory]),
    });
    slot.changed();
    await slot.flush();
    expect(settled).toEqual([['v1', null, true]]);
    expect(slot.pending).toBe(false);
    expect(await loadRecord(scheduleSummaryKind, 'auto')).toEqual(summary(MARKER));
    expect(protectAsk.get()).toEqual({ open: false, asked: false, waiting: true });
    expect(await db.records.count()).toBe(0);
    await slot.close();
  });

  it('protecting: the screen keeps reading memory until the records are in the vault, then reads the vault', async () => {
    startTrying();
    await saveRecord(scheduleSummaryKind, 'a', summary(MARKER, 200));
    holdMemoryView(true);
    await createVault(PASS);
    // Unlocked now: new saves go to the vault, screens still read memory.
    expect([vaultState.status, writesToMemory(), readsFromMemory()]).toEqual(['unlocked', false, true]);
    expect(await replayIntoVault()).toBe(1);
    stopTrying();
    expect([readsFromMemory(), hasUnprotectedWork()]).toEqual([false, false]);
    expect(await loadRecord(scheduleSummaryKind, 'a')).toEqual(summary(MARKER, 200));
    const rows = await db.records.toArray();
    expect(rows.map((r) => [r.kind, r.id])).toEqual([['schedule-summary', 'a']]);
    expect(rows.map((r) => new TextDecoder('latin1').decode(r.data)).join('')).not.toContain(MARKER);
  });
});
