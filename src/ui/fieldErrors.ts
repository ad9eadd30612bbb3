import { useState } from 'react';

/**
 * Problems with what was typed, each said at its own field (`${id}-${field}`, the id of the
 * field's control; see Field.tsx). `show` replaces them and moves the focus to the first
 * field in `order` that has one; the fields are always on screen, so this does not wait for
 * the messages to render. formProblems (src/lib/schema.ts) gives them from a form's schema.
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
