import { useEffect, useState } from 'react';
import { judgePassphrase, type StrengthEstimate, type StrengthVerdict } from '../passphrase';
import { passphraseLength, MIN_PASSPHRASE_LENGTH } from '../passphraseLength';
import { loadEstimator } from '../strengthEstimator';
import { collectUserInputs } from '../userInputs';
import { currentEpoch } from '../session';
import { useMessages } from '../../ui/i18n';
import { english, type Translate } from '../../lib/translate';
import { vaultMessages } from './vaultMessages';
import { passphraseMessages } from './passphraseMessages';

/**
 * Vault passphrase fields are marked so password managers do not offer to save them: the
 * passphrase protects this one device's data and is not an account password; a password
 * manager would copy it into a synced account (which an ex may know or share) and fill it
 * for anyone using the device. `autocomplete="off"` plus the ignore markers of the common
 * managers (1Password, LastPass, Bitwarden, Dashlane). See docs/vault-format.md.
 */
export const NO_SAVE = {
  autoComplete: 'off',
  'data-1p-ignore': 'true',
  'data-lpignore': 'true',
  'data-bwignore': 'true',
  'data-form-type': 'other',
} as const;

/**
 * The translator newPassphraseProblem() needs, for a form that checks a new passphrase: the
 * passphrase area's, where the strength verdicts' built texts are (passphraseMessages.ts).
 */
export function usePassphraseWords(): Translate {
  return useMessages(passphraseMessages);
}

let inputs: { epoch: number; words: Promise<string[]> } | null = null;

/** Collected once per unlock (a lock or unlock starts again, so nothing outlives the session). */
function userInputs(): Promise<string[]> {
  if (!inputs || inputs.epoch !== currentEpoch()) inputs = { epoch: currentEpoch(), words: collectUserInputs() };
  return inputs.words;
}

async function estimate(p: string): Promise<StrengthEstimate | null> {
  try {
    const [check, words] = await Promise.all([loadEstimator(), userInputs()]);
    return await check(p, words);
  } catch {
    return null;
  }
}

/**
 * Starts the checker (its worker and dictionaries) ahead of the first estimate. Called when a
 * new-passphrase field gets the focus, not when it is shown: a tool page that opens on the
 * create step does not download or start it during its first load (docs/performance.md), and
 * the checker still has the whole of the typing (12 characters at least) to get ready.
 */
export function startStrengthCheck(): void {
  void loadEstimator().catch(() => undefined);
}

/** The verdict for a new passphrase as it is typed; the estimator loads on first use. */
export function usePassphraseStrength(p: string): StrengthVerdict {
  const words = usePassphraseWords();
  const [est, setEst] = useState<{ p: string; e: StrengthEstimate | null } | null>(null);
  useEffect(() => {
    if (!p || passphraseLength(p) < MIN_PASSPHRASE_LENGTH) return;
    let live = true;
    // A short pause after typing, so a slow device checks the last value, not every key.
    const t = setTimeout(() => {
      void estimate(p).then((e) => {
        if (live) setEst({ p, e });
      });
    }, 200);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [p]);
  const verdict = judgePassphrase(p, est && est.p === p ? est.e : null, words);
  // The estimator could not load: fall back to the length rule alone, said plainly.
  if (est && est.p === p && est.e === null)
    return { level: 'fair', text: 'Long enough. Four or more unrelated words are strong.', ok: true };
  return verdict;
}

/** How long Submit waits for the checker before it asks the parent to try again. */
const ESTIMATE_WAIT_MS = 8_000;

export const STILL_CHECKING =
  'The check of how easy this passphrase is to guess has not finished yet. Wait a moment, then try again.';

const NOT_YET = Symbol('not-yet');

/**
 * For Submit: null when the new passphrase may be used, or the sentence to show at the
 * field. A checker that is slow never lets a passphrase through unjudged: after
 * ESTIMATE_WAIT_MS the parent is asked to try again (STILL_CHECKING). Only where the
 * checker cannot run at all (no workers) does the length rule alone decide.
 */
export async function newPassphraseProblem(p: string, t: Translate = english): Promise<string | null> {
  const first = judgePassphrase(p, null, t);
  if (first.level !== 'checking') return first.text;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const e = await Promise.race([
    estimate(p),
    new Promise<typeof NOT_YET>((r) => (timer = setTimeout(() => r(NOT_YET), ESTIMATE_WAIT_MS))),
  ]);
  clearTimeout(timer);
  if (e === NOT_YET) return STILL_CHECKING;
  if (!e) return null;
  const v = judgePassphrase(p, e, t);
  return v.ok ? null : v.text;
}

/** The plain-words hint under a new-passphrase field (announced politely as it changes); `quiet` while the field's problem says the same. */
export function StrengthHint({ id, verdict, quiet }: { id: string; verdict: StrengthVerdict; quiet?: boolean }) {
  const t = useMessages(vaultMessages);
  return (
    <span
      id={id}
      className={`field__hint vault-strength vault-strength--${verdict.level}`}
      aria-live="polite"
      data-testid="passphrase-strength"
    >
      {quiet ? '' : t(verdict.text)}
    </span>
  );
}
