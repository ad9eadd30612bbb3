import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { StrengthEstimate } from './passphrase';

/** zxcvbn's result reduced to what judgePassphrase needs (no React, no DOM). */
export function estimateWith(z: ZxcvbnFactory, password: string, userInputs: string[]): StrengthEstimate {
  const r = z.check(password, userInputs);
  const personal = r.sequence
    .filter((m) => (m as { dictionaryName?: string }).dictionaryName === 'userInputs')
    .map((m) => m.token);
  return { score: r.score, personal: [...new Set(personal)], warning: r.feedback.warning ?? '' };
}
