// The passphrase floor counts what a person sees, the vault API refuses invisible-only
// passphrases itself, and a slow strength checker never lets a passphrase through unjudged.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createVault, eraseEverything } from '../../src/vault/vault';
import { PASSPHRASE_TOO_SHORT } from '../../src/vault/wrappings';
import { PASSPHRASE_INVISIBLE, passphraseLength } from '../../src/vault/passphraseLength';
import { judgePassphrase } from '../../src/vault/passphrase';
import { db } from '../../src/vault/db';
import { cheapPbkdf2 } from './cheapKdf';

// PBKDF2 at one iteration here (cheapKdf.ts); vault-kdf-cost.test.ts proves the real 600,000.
cheapPbkdf2();

const estimator = vi.hoisted(() => ({ check: null as null | ((p: string) => Promise<unknown>) }));
vi.mock('../../src/vault/strengthEstimator', () => ({
  loadEstimator: () =>
    estimator.check ? Promise.resolve((p: string) => estimator.check!(p)) : Promise.reject(new Error('no workers here')),
}));
vi.mock('../../src/vault/userInputs', () => ({ collectUserInputs: () => Promise.resolve([]) }));
const { STILL_CHECKING, newPassphraseProblem } = await import('../../src/vault/ui/strength');

vi.setConfig({ testTimeout: 60_000 });

const FAMILY = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}';
const ELEVEN_ACCENTS = 'e' + '\u0301\u0302\u0303\u0304\u0306\u0307\u0308\u030A\u030B\u030C\u0327';

beforeEach(async () => {
  await eraseEverything();
});
afterEach(() => {
  estimator.check = null;
  vi.useRealTimers();
});

describe('passphrase floor', () => {
  it('counts what a person sees as one character once', async () => {
    expect(passphraseLength(FAMILY + FAMILY)).toBe(2);
    expect(passphraseLength(ELEVEN_ACCENTS)).toBe(1);
    expect(passphraseLength('e\u0301')).toBe(1);
    expect(passphraseLength('\u{1F600}'.repeat(12))).toBe(12);
    expect(passphraseLength('twelve\u200B\u200B chars')).toBe(12);
    await expect(createVault(FAMILY + FAMILY)).rejects.toThrow(PASSPHRASE_TOO_SHORT);
    await expect(createVault(ELEVEN_ACCENTS + 'abc')).rejects.toThrow(PASSPHRASE_TOO_SHORT);
    expect(judgePassphrase(FAMILY.repeat(6), null).text).toBe('Too short: 6 more characters needed (at least 12).');
    expect(await db.meta.count()).toBe(0);
  });

  it('the vault itself refuses passphrases made only of spaces, zero-width characters or NUL', async () => {
    for (const p of [' '.repeat(12), '\u200B'.repeat(12), '\u0000'.repeat(12), ' \u200B\u0000\u3000\t'.repeat(4)]) {
      await expect(createVault(p)).rejects.toThrow(PASSPHRASE_INVISIBLE);
      expect(judgePassphrase(p, null)).toEqual({ level: 'weak', text: PASSPHRASE_INVISIBLE, ok: false });
    }
    expect(await db.meta.count()).toBe(0);
  });
});

describe('the strength verdict on submit', () => {
  it('a checker that does not answer never lets the passphrase through', async () => {
    vi.useFakeTimers();
    estimator.check = () => new Promise(() => undefined);
    const problem = newPassphraseProblem('correct horse battery staple');
    await vi.advanceTimersByTimeAsync(8_000);
    expect(await problem).toBe(STILL_CHECKING);
    expect(STILL_CHECKING).toBe(
      'The check of how easy this passphrase is to guess has not finished yet. Wait a moment, then try again.',
    );
  });

  it('a checker that answers late is waited for, and its verdict decides', async () => {
    vi.useFakeTimers();
    estimator.check = () => new Promise((resolve) => setTimeout(() => resolve({ score: 1, personal: [], warning: '' }), 7_000));
    const problem = newPassphraseProblem('aaaaaaaaaaaaaaaa');
    await vi.advanceTimersByTimeAsync(7_000);
    expect(await problem).toBe('Too easy to guess. Add more unrelated words.');
  });
});
