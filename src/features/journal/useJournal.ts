import { useMemo } from 'react';
import { useVaultList } from '../../vault/useVaultRecord';
import { buildJournal, type Journal } from './journal';
import { chainFromBlocks, journalKind, journalReuse, type StoredChain } from './store';

export interface JournalState {
  status: 'locked' | 'loading' | 'ready';
  chain: StoredChain;
  journal: Journal;
}

const EMPTY: StoredChain = { events: [], damagedBlocks: [] };

/** The stored chain and the journal built from it, kept current (a save in another tab shows here). */
export function useJournal(): JournalState {
  const list = useVaultList(journalKind, journalReuse);
  const chain = useMemo(
    () => (list.status === 'ready' ? chainFromBlocks(list.items, list.damaged) : EMPTY),
    [list.status, list.items, list.damaged],
  );
  const journal = useMemo(() => buildJournal(chain.events), [chain]);
  return { status: list.status, chain, journal };
}
