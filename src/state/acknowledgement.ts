/**
 * Disclaimers a parent has acknowledged during this visit (issue 32: the affidavit's box stays
 * ticked for the session once given). Kept in memory only: nothing is written, and a reload or
 * Quick exit starts a new visit with the box clear.
 */
import { useCallback, useState } from 'react';

const given = new Set<string>();

/** Like useState(false) for a tool's acknowledgement box, but remembered across in-app navigation. */
export function useSessionAcknowledgement(tool: string): [boolean, (value: boolean) => void] {
  const [acknowledged, setState] = useState(() => given.has(tool));
  const set = useCallback(
    (value: boolean) => {
      if (value) given.add(tool);
      else given.delete(tool);
      setState(value);
    },
    [tool],
  );
  return [acknowledged, set];
}
