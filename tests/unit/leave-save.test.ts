// "Save and leave" (issue 32): the leave question offers a save only where every form with
// unsaved input can save, and leaves only when every save succeeded (src/state/dirty.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { canSaveUnsaved, markDirty, offerSave, saveUnsaved } from '../../src/state/dirty';

const withdraw: Array<() => void> = [];
afterEach(() => {
  for (const w of withdraw.splice(0)) w();
  markDirty('plan', false);
  markDirty('sheet', false);
});

describe('Save and leave', () => {
  it('is offered only when every unsaved form can save', () => {
    expect(canSaveUnsaved()).toBe(false);
    markDirty('plan', true, true);
    expect(canSaveUnsaved()).toBe(false);
    withdraw.push(offerSave('plan', async () => true));
    expect(canSaveUnsaved()).toBe(true);
    markDirty('sheet', true, true);
    expect(canSaveUnsaved()).toBe(false);
    withdraw.push(offerSave('sheet', null));
    expect(canSaveUnsaved()).toBe(false);
  });

  it('saves each unsaved form once and says whether all saved', async () => {
    const calls: string[] = [];
    markDirty('plan', true, true);
    markDirty('sheet', true, true);
    withdraw.push(offerSave('plan', async () => (calls.push('plan'), true)));
    withdraw.push(offerSave('sheet', async () => (calls.push('sheet'), false)));
    expect(await saveUnsaved()).toBe(false);
    expect(calls).toEqual(['plan', 'sheet']);
  });

  it('a withdrawn offer no longer counts', () => {
    markDirty('plan', true, true);
    const w = offerSave('plan', async () => true);
    w();
    expect(canSaveUnsaved()).toBe(false);
  });
});
