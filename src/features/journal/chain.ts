/**
 * The journal's hash chain (docs/journal.md, "Tamper evidence"): the canonical form of a
 * value, the two SHA-256 hashes of each link (its content, then the link itself, which
 * names the link before it), building new links, and verify(), which recomputes every
 * hash and finds any link changed, removed or reordered outside the app. WebCrypto only.
 */
import type { ChainEvent, ChainOp, EntryContent } from './model';

/** The `prev` of the first link. */
export const GENESIS = '0'.repeat(64);

/** Put before the canonical form, so a journal hash can never be mistaken for another. */
const CONTENT_TAG = 'evenground-journal-content-v1\n';
const LINK_TAG = 'evenground-journal-link-v1\n';

/**
 * The canonical form: JSON with every object's keys sorted by UTF-16 code units, no
 * whitespace, strings escaped as JSON.stringify does, integers only (no fractions,
 * no -0), no undefined. For these values it is the same text as RFC 8785 (JCS).
 */
export function canonical(value: unknown): string {
  if (value === null || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || Object.is(value, -0)) throw new TypeError(`not a canonical number: ${value}`);
    return String(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    const keys = Object.keys(obj)
      .filter((k) => obj[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(obj[k])}`).join(',')}}`;
  }
  throw new TypeError(`not a canonical value: ${typeof value}`);
}

const encoder = new TextEncoder();
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** SHA-256 of the text's UTF-8 bytes, as 64 lowercase hex digits. */
export async function sha256Hex(text: string): Promise<string> {
  const d = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
  let out = '';
  for (const b of d) out += HEX[b];
  return out;
}

/** The hash of one version's content. */
export const contentHash = (content: EntryContent): Promise<string> => sha256Hex(CONTENT_TAG + canonical(content));

/** What a link's own hash covers: every field but the content itself (its hash stands in) and the hash. */
export function linkBody(e: Omit<ChainEvent, 'hash' | 'content'>): string {
  return (
    LINK_TAG +
    canonical({
      seq: e.seq,
      entryId: e.entryId,
      version: e.version,
      op: e.op,
      recordedAt: e.recordedAt,
      reason: e.reason,
      contentHash: e.contentHash,
      prev: e.prev,
    })
  );
}

const linkHash = (e: Omit<ChainEvent, 'hash' | 'content'>): Promise<string> => sha256Hex(linkBody(e));

/** A new link after `last` (null: the first link). */
export async function makeEvent(
  last: Pick<ChainEvent, 'seq' | 'hash'> | null,
  e: { entryId: string; version: number; op: ChainOp; recordedAt: string; reason: string; content: EntryContent | null },
): Promise<ChainEvent> {
  const cHash = e.content ? await contentHash(e.content) : '';
  const partial = {
    seq: last ? last.seq + 1 : 0,
    entryId: e.entryId,
    version: e.version,
    op: e.op,
    recordedAt: e.recordedAt,
    reason: e.reason,
    contentHash: cHash,
    prev: last ? last.hash : GENESIS,
  };
  return { ...partial, content: e.content, hash: await linkHash(partial) };
}

// ------------------------------------------------------------------ verify

export type ProblemKind =
  | 'unreadable' // a stored link is not a link at all
  | 'position' // its number is not its place: a link before it was removed, or links were reordered
  | 'link' // it does not name the link before it
  | 'changed' // its content no longer matches its hash
  | 'hash' // its own fields no longer match its hash
  | 'erased' // its content is gone but the entry was never removed in the app
  | 'history'; // its version number or step does not follow the entry's earlier versions

export interface ChainProblem {
  /** Place in the stored order, from 0. */
  index: number;
  entryId: string | null;
  kind: ProblemKind;
}

export interface VerifyResult {
  ok: boolean;
  /** Links checked. */
  count: number;
  /** The hash of the last link (GENESIS for an empty journal). */
  head: string;
  problems: ChainProblem[];
}

/** Links whose canonical forms verifyChain makes in one main-thread task. */
const VERIFY_RUN = 100;

/**
 * Recomputes every hash of the chain and checks that each link names the one before it,
 * sits at its own position and follows its entry's history. `events` are the stored links
 * in stored order; null stands for one that could not be read. The digests of a run of
 * links run at once.
 */
export async function verifyChain(events: ReadonlyArray<ChainEvent | null>): Promise<VerifyResult> {
  const problems: ChainProblem[] = [];
  const add = (index: number, entryId: string | null, kind: ProblemKind) => problems.push({ index, entryId, kind });
  // In runs of VERIFY_RUN links: the canonical forms of one run are made in one go, then the
  // page gets the thread back while their digests run (a 5,000-link journal in one go held
  // it for a few hundred milliseconds).
  const hashes: Array<[string, string] | null> = [];
  for (let i = 0; i < events.length; i += VERIFY_RUN) {
    const run = events
      .slice(i, i + VERIFY_RUN)
      .map((e) =>
        e
          ? Promise.all([e.content ? contentHash(e.content) : Promise.resolve(''), linkHash(e)]).catch(() => null)
          : Promise.resolve(null),
      );
    hashes.push(...(await Promise.all(run)));
  }
  const removed = new Set(events.flatMap((e) => (e && e.op === 'remove' ? [e.entryId] : [])));
  const lastVersion = new Map<string, { version: number; op: ChainOp }>();
  let prevHash = GENESIS;
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    const h = hashes[i];
    if (!e || !h) {
      add(i, e?.entryId ?? null, 'unreadable');
      prevHash = e?.hash ?? prevHash;
      continue;
    }
    const [cHash, lHash] = h;
    if (e.seq !== i) add(i, e.entryId, 'position');
    if (e.prev !== prevHash) add(i, e.entryId, 'link');
    if (e.content ? cHash !== e.contentHash : e.op !== 'remove' && !removed.has(e.entryId)) {
      add(i, e.entryId, e.content ? 'changed' : 'erased');
    }
    if (e.op === 'remove' && (e.content !== null || e.contentHash !== '')) add(i, e.entryId, 'changed');
    if (lHash !== e.hash) add(i, e.entryId, 'hash');
    const before = lastVersion.get(e.entryId);
    const follows = before
      ? e.op !== 'create' && before.op !== 'remove' && e.version === before.version + 1
      : e.op === 'create' && e.version === 1;
    if (!follows) add(i, e.entryId, 'history');
    lastVersion.set(e.entryId, { version: e.version, op: e.op });
    prevHash = e.hash;
  }
  const last = events.at(-1);
  return { ok: problems.length === 0, count: events.length, head: last ? last.hash : GENESIS, problems };
}
