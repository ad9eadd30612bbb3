/**
 * Reading a backup file's JSON without freezing the page or running it out of memory. A
 * backup is at most MAX_BACKUP_BYTES and nested at most MAX_JSON_DEPTH deep (its deepest
 * part is a record inside the records list inside the body); anything else is refused
 * before JSON.parse sees it. In the browser the parse runs in a worker
 * (backupJson.worker.ts), so even a 25 MB file never blocks the page; where there are no
 * workers (the unit tests in Node) it runs in place.
 */

/**
 * Largest backup file read: 25 MB. Every record is text (forms, schedules, reports); a
 * vault with every form filled in and a few hundred saved mediation reports is a few MB,
 * and a backup adds a third for base64. A 50 MB file of nested brackets cost 8 s and 2.6 GB
 * before it was refused.
 */
export const MAX_BACKUP_BYTES = 25 * 1024 * 1024;
/** Deepest nesting in a real backup is 3 (body > records > record); 8 leaves room. */
const MAX_JSON_DEPTH = 8;

/** Why a text is not read as a backup's JSON. */
export type JsonRefusal = 'too-deep' | 'not-json';

/** JSON.parse, after a scan that refuses nesting deeper than MAX_JSON_DEPTH without allocating. */
export function parseShallowJson(text: string): { ok: true; value: unknown } | { ok: false; why: JsonRefusal } {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > MAX_JSON_DEPTH) return { ok: false, why: 'too-deep' };
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, why: 'not-json' };
  }
}

/** parseShallowJson in a worker of its own (ended after the answer), or in place without workers. */
export function parseBackupJson(text: string): Promise<ReturnType<typeof parseShallowJson>> {
  if (typeof Worker === 'undefined') return Promise.resolve(parseShallowJson(text));
  return new Promise((resolve) => {
    const w = new Worker(new URL('./backupJson.worker.ts', import.meta.url), { type: 'module', name: 'backup-json' });
    const done = (r: ReturnType<typeof parseShallowJson>) => {
      w.terminate();
      resolve(r);
    };
    w.onmessage = (ev: MessageEvent<ReturnType<typeof parseShallowJson>>) => done(ev.data);
    w.onerror = () => done({ ok: false, why: 'not-json' });
    w.postMessage(text);
  });
}
