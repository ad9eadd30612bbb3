/**
 * Reading a backup file's JSON without freezing the page or running it out of memory. A
 * backup is at most MAX_BACKUP_BYTES and nested at most MAX_JSON_DEPTH deep (its deepest
 * part is a record inside the records list inside the body); anything else is refused
 * before JSON.parse sees it. In the browser the parse runs in a worker
 * (backupJson.worker.ts), so even a 25 MB file never blocks the page; where there are no
 * workers (the unit tests in Node) it runs in place.
 */
import { fromBase64 } from './crypto';

/**
 * Largest backup file read without attachments: 25 MB. Every record is text (forms, schedules, reports); a
 * vault with every form filled in and a few hundred saved mediation reports is a few MB,
 * and a backup adds a third for base64. A 50 MB file of nested brackets cost 8 s and 2.6 GB
 * before it was refused.
 */
export const MAX_BACKUP_BYTES = 25 * 1024 * 1024;
/**
 * Largest backup with attachments read: 400 MB, about 290 MB of attached files (base64 adds
 * a third). Only a file that starts with ATTACHMENTS_BACKUP_HEAD may be this large; a file
 * this size is still scanned for nesting and for more than MAX_JSON_TOKENS values before
 * JSON.parse sees it, in a worker. docs/vault-format.md, "Backups with attachments".
 */
export const MAX_ATTACHMENTS_BACKUP_BYTES = 400 * 1024 * 1024;
/** How every version 4 backup file (one with attachments) starts. */
export const ATTACHMENTS_BACKUP_HEAD = '{"format":"evenground-vault-backup","version":4,';
/** Values (commas, colons, brackets outside strings) in a real backup: far fewer; refuse more. */
const MAX_JSON_TOKENS = 4_000_000;
/** Deepest nesting in a real backup is 3 (body > records > record); 8 leaves room. */
const MAX_JSON_DEPTH = 8;

/** Why a text is not read as a backup's JSON. */
export type JsonRefusal = 'too-deep' | 'not-json';

/**
 * JSON.parse, after a scan that refuses nesting deeper than MAX_JSON_DEPTH, or more than
 * MAX_JSON_TOKENS values, without allocating.
 */
function parseShallowJson(text: string): { ok: true; value: unknown } | { ok: false; why: JsonRefusal } {
  let depth = 0;
  let tokens = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x2c || c === 0x3a) {
      if (++tokens > MAX_JSON_TOKENS) return { ok: false, why: 'too-deep' };
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > MAX_JSON_DEPTH) return { ok: false, why: 'too-deep' };
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, why: 'not-json' };
  }
}

type JsonRead = ReturnType<typeof parseShallowJson>;

/**
 * The attachments of a version 4 file, their base64 turned into bytes where the file was
 * parsed (the worker hands the bytes over without copying). A piece whose base64 is not
 * valid is left as text: parseBackup then refuses the file.
 */
function decodeAttachments(read: JsonRead): { read: JsonRead; transfer: ArrayBuffer[] } {
  const transfer: ArrayBuffer[] = [];
  if (!read.ok || !read.value || typeof read.value !== 'object') return { read, transfer };
  const list = (read.value as { attachments?: unknown }).attachments;
  if (!Array.isArray(list)) return { read, transfer };
  for (const c of list as Array<Record<string, unknown>>) {
    if (!c || typeof c !== 'object') continue;
    for (const k of ['iv', 'data'] as const) {
      if (typeof c[k] !== 'string') continue;
      try {
        const bytes = fromBase64(c[k]);
        c[k] = bytes;
        transfer.push(bytes.buffer as ArrayBuffer);
      } catch {
        /* left as text: refused by parseBackup */
      }
    }
  }
  return { read, transfer };
}

/** Reads (a file's text, in the worker too) and parses; attachments decoded (decodeAttachments). */
export async function readAndParse(input: string | Blob): Promise<{ read: JsonRead; transfer: ArrayBuffer[] }> {
  let text: string;
  try {
    text = typeof input === 'string' ? input : await input.text();
  } catch {
    return { read: { ok: false, why: 'not-json' }, transfer: [] };
  }
  return decodeAttachments(parseShallowJson(text));
}

/** readAndParse in a worker of its own (ended after the answer), or in place without workers. */
export function parseBackupJson(text: string | Blob): Promise<JsonRead> {
  if (typeof Worker === 'undefined') return readAndParse(text).then((r) => r.read);
  return new Promise((resolve) => {
    const w = new Worker(new URL('./backupJson.worker.ts', import.meta.url), { type: 'module', name: 'backup-json' });
    const done = (r: JsonRead) => {
      w.terminate();
      resolve(r);
    };
    w.onmessage = (ev: MessageEvent<JsonRead>) => done(ev.data);
    w.onerror = () => done({ ok: false, why: 'not-json' });
    w.postMessage(text);
  });
}
