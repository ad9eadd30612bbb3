import { useState } from 'react';

/** Said at the second box when the two new passphrases differ (unlock with a recovery key, My Data). */
export const NEW_PASSPHRASES_DIFFER = 'The two new passphrases are not the same. Type them again.';

/**
 * Problems with what was typed, each said at its own field (`${id}-${field}`). `show` replaces
 * them and moves the focus to the first field in `order` that has one; the fields are always on
 * screen, so this does not wait for the messages to render.
 */
export function useFieldErrors<F extends string>(id: string, order: readonly F[]) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const show = (errs: Partial<Record<F, string>>) => {
    setErrors(errs);
    const first = order.find((f) => errs[f]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };
  /** Clears one field's problem (the parent is typing there again). */
  const clear = (field: F) => setErrors((errs) => (errs[field] ? { ...errs, [field]: undefined } : errs));
  return { errors, show, clear };
}
