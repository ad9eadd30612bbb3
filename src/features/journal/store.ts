/**
 * Where the chain is kept: in the vault, as records of kind 'journal', each a block of up
 * to BLOCK_SIZE consecutive links (block 'b000000' holds links 0–199, 'b000001' 200–399…).
 * Opening 5,000 entries is then 25 decryptions, not 5,000 (docs/journal.md, "Storage").
 * A new link rewrites only the last block (or starts the next); removing an entry also
 * rewrites the blocks holding its earlier versions, with their content erased.
 * Writes run one at a time across tabs (a Web Lock) and check first that the chain on
 * screen is still the stored one.
 */
import { array, object, safeParse, unknown } from 'valibot';
import { defineKind } from '../../vault/kinds';
import { listRecordsReport, loadRecord, RowReuse, saveRecords, type DamagedItem } from '../../vault/records';
import { makeEvent } from './chain';
import { chainEventSchema, type ChainEvent, type EntryContent } from './model';

export const BLOCK_SIZE = 200;

interface Block {
  events: unknown[];
}

export const journalKind = defineKind<Block>({
  kind: 'journal',
  version: 1,
  schema: object({ events: array(unknown()) }, 'A journal block must hold a list of entries.'),
});

export const blockId = (index: number) => `b${String(index).padStart(6, '0')}`;
const blockIndex = (id: string) => (/^b\d{6}$/.test(id) ? Number(id.slice(1)) : -1);

export interface StoredChain {
  /** Every link in stored order; null where one could not be read. */
  events: Array<ChainEvent | null>;
  /** Blocks that could not be decrypted or read at all (their links are missing from `events`). */
  damagedBlocks: string[];
}

/** A stored link, checked; null when it is not one. */
function readEvent(value: unknown): ChainEvent | null {
  const r = safeParse(chainEventSchema, value);
  return r.success ? r.output : null;
}

/**
 * Each decoded block's links, checked once: a block the vault hands back unchanged (the same
 * object, see journalReuse) is not checked again. Blocks are never changed in place.
 */
const checked = new WeakMap<Block, ReadonlyArray<ChainEvent | null>>();
function eventsOf(block: Block): ReadonlyArray<ChainEvent | null> {
  let events = checked.get(block);
  if (!events) {
    events = block.events.map(readEvent);
    checked.set(block, events);
  }
  return events;
}

/**
 * The journal page's decrypted blocks, kept while the vault stays open, so opening the
 * journal again or saving one entry decrypts and checks only the blocks that changed
 * (at 5,000 entries, one block of 27), not the whole chain.
 */
export const journalReuse = new RowReuse<Block>();

/** The links of the decoded blocks, in block order (ids sorted). */
export function chainFromBlocks(
  items: ReadonlyArray<{ id: string; value: Block }>,
  damaged: ReadonlyArray<Pick<DamagedItem, 'id'>> = [],
): StoredChain {
  const sorted = [...items].sort((a, b) => (a.id < b.id ? -1 : 1));
  const events: Array<ChainEvent | null> = [];
  const damagedBlocks = damaged.map((d) => d.id);
  for (const b of sorted) {
    if (blockIndex(b.id) < 0) damagedBlocks.push(b.id);
    for (const e of eventsOf(b.value)) events.push(e);
  }
  return { events, damagedBlocks: damagedBlocks.sort() };
}

/** Reads the whole chain from the vault. */
export async function loadChain(): Promise<StoredChain> {
  const r = await listRecordsReport(journalKind);
  return chainFromBlocks(r.items, r.damaged);
}

/** Raised when the stored chain moved on since it was read (a save in another tab). */
export class JournalChanged extends Error {
  constructor() {
    super('This journal was just changed in another tab or window. It has been reloaded here: please check it and save again.');
  }
}

/** Runs `fn` alone across this browser's tabs (Web Locks), or directly where there are none. */
function exclusive<T>(fn: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? locks.request('evenground-journal-write', () => fn()) : fn();
}

/** The device clock as the chain writes it. */
const recordedNow = (now = Date.now()) => new Date(now).toISOString();

export interface NewLink {
  entryId: string;
  op: 'create' | 'correct' | 'remove';
  reason: string;
  content: EntryContent | null;
}

/**
 * Appends links after `seen` (the last link the page showed; null for an empty journal),
 * checking inside the lock that it is still the stored last link. Versions are numbered
 * from `versionsOf` (the entry's links so far). Removing an entry erases the content of
 * its earlier versions in their blocks. Returns the new links.
 */
export async function appendLinks(
  seen: ChainEvent | null,
  links: readonly NewLink[],
  opts: { versionsOf: (entryId: string) => number; earlierBlocksOf?: (entryId: string) => number[]; now?: () => number },
): Promise<ChainEvent[]> {
  const now = opts.now ?? Date.now;
  return exclusive(async () => {
    const count = seen ? seen.seq + 1 : 0;
    const lastIndex = Math.floor((count - 1) / BLOCK_SIZE);
    const tail = count ? await loadRecord(journalKind, blockId(lastIndex)) : null;
    const after = await loadRecord(journalKind, blockId(count ? lastIndex + 1 : 0));
    const storedLast = tail ? readEvent(tail.events.at(-1)) : null;
    if (
      after !== null ||
      (seen && (!storedLast || storedLast.hash !== seen.hash || tail!.events.length !== count - lastIndex * BLOCK_SIZE))
    ) {
      throw new JournalChanged();
    }
    const made: ChainEvent[] = [];
    const nextVersion = new Map<string, number>();
    let last: ChainEvent | null = seen;
    for (const l of links) {
      const version = (nextVersion.get(l.entryId) ?? opts.versionsOf(l.entryId)) + 1;
      nextVersion.set(l.entryId, version);
      last = await makeEvent(last, { ...l, version, recordedAt: recordedNow(now()) });
      made.push(last);
    }
    // The blocks to write: the tail (and any new one), plus those erased by a removal.
    const blocks = new Map<number, unknown[]>();
    if (tail) blocks.set(lastIndex, [...tail.events]);
    for (const e of made) {
      const i = Math.floor(e.seq / BLOCK_SIZE);
      const list = blocks.get(i) ?? [];
      list.push(e);
      blocks.set(i, list);
    }
    const removedIds = new Set(made.filter((e) => e.op === 'remove').map((e) => e.entryId));
    if (removedIds.size) {
      const touched = new Set<number>();
      for (const id of removedIds) for (const i of opts.earlierBlocksOf?.(id) ?? []) touched.add(i);
      for (const i of touched) {
        if (!blocks.has(i)) {
          const b = await loadRecord(journalKind, blockId(i));
          if (b) blocks.set(i, [...b.events]);
        }
      }
      for (const [i, list] of blocks)
        blocks.set(
          i,
          list.map((v) => eraseIfRemoved(v, removedIds)),
        );
    }
    await saveRecords(
      journalKind,
      [...blocks].map(([i, events]) => ({ id: blockId(i), value: { events } })),
    );
    return made;
  });
}

/** A stored version of a removed entry with its content erased (its content hash stays). */
function eraseIfRemoved(v: unknown, removed: ReadonlySet<string>): unknown {
  const e = v as Partial<ChainEvent> | null;
  if (e && typeof e === 'object' && typeof e.entryId === 'string' && removed.has(e.entryId) && e.content) {
    return { ...e, content: null };
  }
  return v;
}
