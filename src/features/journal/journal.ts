/**
 * The journal as a parent reads it, built from the chain's links (docs/journal.md): one
 * item per entry with its current version and every earlier one, the removal mark of a
 * removed entry, and a prepared search text so filtering 5,000 entries is a plain loop.
 * Pure; the page and the report build on `buildJournal` and `filterEntries`.
 */
import type { ChainEvent, EntryContent, EntryType } from './model';

export interface JournalEntry {
  id: string;
  /** The latest version's content; null once removed. */
  current: EntryContent | null;
  /** Every link of this entry, oldest first (versions, then the removal mark if any). */
  versions: ChainEvent[];
  /** The removal mark: when and why. */
  removed: { recordedAt: string; reason: string } | null;
  /** When the first version was recorded (UTC ISO). */
  firstRecordedAt: string;
  /** Sorts entries by when they happened ("2027-03-14 18:05"); a removed entry by its removal. */
  sortKey: string;
  /** Lower-case words of the current version (title, details, names, tags, place…), for the text filter. */
  search: string;
}

export interface Journal {
  /** Entries, the latest happening first. */
  entries: JournalEntry[];
  byId: ReadonlyMap<string, JournalEntry>;
  /** The last link (null for an empty journal): the next link names it. */
  last: ChainEvent | null;
  /** Links in the chain. */
  links: number;
}

/** Every text of an entry a parent might search for, lower-cased. */
function searchText(c: EntryContent): string {
  const parts: string[] = [c.title, c.details, c.location, ...c.children, ...c.tags, c.happenedAt.date];
  for (const [k, v] of Object.entries(c)) {
    if (typeof v === 'string' && k !== 'title' && k !== 'details' && k !== 'location') parts.push(v);
  }
  return parts.join('\n').toLowerCase();
}

const sortKeyOf = (c: EntryContent) => `${c.happenedAt.date} ${c.happenedAt.time || '00:00'}`;

/** Groups the links (in chain order; null = unreadable, skipped) into entries. */
export function buildJournal(events: ReadonlyArray<ChainEvent | null>): Journal {
  const byId = new Map<string, JournalEntry>();
  let last: ChainEvent | null = null;
  for (const e of events) {
    if (!e) continue;
    last = e;
    let item = byId.get(e.entryId);
    if (!item) {
      item = {
        id: e.entryId,
        current: null,
        versions: [],
        removed: null,
        firstRecordedAt: e.recordedAt,
        sortKey: '',
        search: '',
      };
      byId.set(e.entryId, item);
    }
    item.versions.push(e);
    if (e.op === 'remove') {
      item.removed = { recordedAt: e.recordedAt, reason: e.reason };
      item.current = null;
    } else if (e.content) item.current = e.content;
  }
  for (const item of byId.values()) {
    if (item.current && !item.removed) {
      item.sortKey = sortKeyOf(item.current);
      item.search = searchText(item.current);
    } else {
      item.current = null;
      item.sortKey = item.removed ? item.removed.recordedAt.slice(0, 10) + ' ' + item.removed.recordedAt.slice(11, 16) : '';
      item.search = (item.removed?.reason ?? '').toLowerCase();
    }
  }
  const entries = [...byId.values()].sort((a, b) =>
    a.sortKey < b.sortKey ? 1 : a.sortKey > b.sortKey ? -1 : a.firstRecordedAt < b.firstRecordedAt ? 1 : -1,
  );
  return { entries, byId, last, links: events.length };
}

export interface JournalFilter {
  type: EntryType | '';
  child: string;
  tag: string;
  /** Inclusive dates (YYYY-MM-DD); '' = open. */
  from: string;
  to: string;
  text: string;
}

export const NO_FILTER: JournalFilter = { type: '', child: '', tag: '', from: '', to: '', text: '' };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The entries that pass every filter, in the journal's order. Removal marks show only
 * while no type, child or tag is chosen (they have none); the dates and the words
 * (every word must appear) apply to them too, by the removal's date and reason.
 */
export function filterEntries(entries: readonly JournalEntry[], f: JournalFilter): JournalEntry[] {
  const words = f.text.toLowerCase().split(/\s+/).filter(Boolean);
  const child = f.child.trim();
  const tag = f.tag.trim();
  const out: JournalEntry[] = [];
  for (const e of entries) {
    const c = e.current;
    if (!c && (f.type || child || tag)) continue;
    if (c) {
      if (f.type && c.type !== f.type) continue;
      if (child && !c.children.some((n) => same(n, child))) continue;
      if (tag && !c.tags.some((t) => same(t, tag))) continue;
    }
    const day = e.sortKey.slice(0, 10);
    if (f.from && day < f.from) continue;
    if (f.to && day > f.to) continue;
    if (words.length && !words.every((w) => e.search.includes(w))) continue;
    out.push(e);
  }
  return out;
}

/** Every child's name and tag used in the current versions, sorted, for the filter lists. */
export function namesAndTags(entries: readonly JournalEntry[]): { children: string[]; tags: string[] } {
  const children = new Map<string, string>();
  const tags = new Map<string, string>();
  for (const e of entries) {
    if (!e.current) continue;
    for (const n of e.current.children) if (n.trim()) children.set(n.trim().toLowerCase(), n.trim());
    for (const t of e.current.tags) if (t.trim()) tags.set(t.trim().toLowerCase(), t.trim());
  }
  const sorted = (m: Map<string, string>) => [...m.values()].sort((a, b) => a.localeCompare(b));
  return { children: sorted(children), tags: sorted(tags) };
}

/** Every attachment id any kept version of any entry refers to. */
export function referencedAttachments(entries: readonly JournalEntry[]): Set<string> {
  const ids = new Set<string>();
  for (const e of entries) for (const v of e.versions) for (const a of v.content?.attachments ?? []) ids.add(a.id);
  return ids;
}
