// The journal's canonical form, hash chain and verify() (src/features/journal/chain.ts;
// docs/journal.md "Tamper evidence"). The expected hashes were checked independently with
// coreutils: printf '<tag><canonical form>' | sha256sum.
import { describe, expect, it } from 'vitest';
import { canonical, contentHash, GENESIS, linkBody, makeEvent, sha256Hex, verifyChain } from '../../src/features/journal/chain';
import { blankEntry, type ChainEvent, type EntryContent } from '../../src/features/journal/model';

const NOTE: EntryContent = {
  ...blankEntry('note', { date: '2027-03-14', time: '18:05', zone: 'America/Chicago' }),
  title: 'Pick-up',
  details: 'Café «ok»',
  children: ['Ana'],
  tags: ['school'],
};

const CANONICAL_NOTE =
  '{"children":["Ana"],"details":"Café «ok»","happenedAt":{"date":"2027-03-14","time":"18:05","zone":"America/Chicago"},"location":"","tags":["school"],"title":"Pick-up","type":"note"}';

async function threeLinks(): Promise<ChainEvent[]> {
  const e0 = await makeEvent(null, {
    entryId: 'e-0001',
    version: 1,
    op: 'create',
    recordedAt: '2027-03-14T23:10:00.000Z',
    reason: '',
    content: NOTE,
  });
  const e1 = await makeEvent(e0, {
    entryId: 'e-0001',
    version: 2,
    op: 'correct',
    recordedAt: '2027-03-15T08:00:00.000Z',
    reason: 'Wrong time',
    content: { ...NOTE, happenedAt: { ...NOTE.happenedAt, time: '18:35' } },
  });
  const e2 = await makeEvent(e1, {
    entryId: 'e-0001',
    version: 3,
    op: 'remove',
    recordedAt: '2027-03-16T08:00:00.000Z',
    reason: 'Duplicate',
    content: null,
  });
  return [e0, e1, e2];
}

/** n entries of one version each. */
async function chainOf(n: number): Promise<ChainEvent[]> {
  const out: ChainEvent[] = [];
  for (let i = 0; i < n; i++) {
    out.push(
      await makeEvent(out.at(-1) ?? null, {
        entryId: `e-${String(i).padStart(4, '0')}`,
        version: 1,
        op: 'create',
        recordedAt: `2027-01-01T10:00:${String(i).padStart(2, '0')}.000Z`,
        reason: '',
        content: { ...NOTE, title: `Entry ${i}` },
      }),
    );
  }
  return out;
}

describe('canonical form', () => {
  it('sorts keys at every depth, keeps no whitespace and escapes strings as JSON does', () => {
    expect(canonical(NOTE)).toBe(CANONICAL_NOTE);
    expect(canonical({ b: [3, { z: null, a: true }], a: 'line\n"q"', u: undefined })).toBe(
      '{"a":"line\\n\\"q\\"","b":[3,{"a":true,"z":null}]}',
    );
  });

  it('refuses numbers that have no single written form', () => {
    expect(() => canonical(1.5)).toThrow('not a canonical number: 1.5');
    expect(() => canonical(-0)).toThrow('not a canonical number: 0');
    expect(() => canonical(Number.NaN)).toThrow('not a canonical number: NaN');
  });
});

describe('hashes', () => {
  it('SHA-256 as lower-case hex (the empty text gives the standard value)', async () => {
    expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('content hash = SHA-256 of the tag and the canonical form', async () => {
    expect(await contentHash(NOTE)).toBe('8fe16471d4b58fd15774ba43b89c35539c4c30132d118168234193a03b34dd2a');
  });

  it('each link names the one before it; exact values for create, correct and remove', async () => {
    const [e0, e1, e2] = await threeLinks();
    expect(linkBody(e0!)).toBe(
      'evenground-journal-link-v1\n{"contentHash":"8fe16471d4b58fd15774ba43b89c35539c4c30132d118168234193a03b34dd2a","entryId":"e-0001","op":"create","prev":"0000000000000000000000000000000000000000000000000000000000000000","reason":"","recordedAt":"2027-03-14T23:10:00.000Z","seq":0,"version":1}',
    );
    expect(e0).toMatchObject({ seq: 0, prev: GENESIS, hash: '4c04f0d000f8fb600a8fbd55f6c9d33b84ca12eea988e11978c3bef292f98c85' });
    expect(e1).toMatchObject({
      seq: 1,
      contentHash: '9cc7f008a15b4238915de46dfe99690ca641586871383cc2e894ba0a132f7e09',
      prev: e0!.hash,
      hash: 'c8b656286bbe776555a1740017022016133791911271e96b36062eb0d6d318d5',
    });
    expect(e2).toMatchObject({
      seq: 2,
      contentHash: '',
      content: null,
      prev: e1!.hash,
      hash: '08f585cfaaf69acc78aa87d019efc35be3dcd59be1a50bd6c73433bb1c1d3d56',
    });
  });
});

describe('verify', () => {
  it('an untouched chain checks, with its head', async () => {
    const links = await threeLinks();
    expect(await verifyChain(links)).toEqual({
      ok: true,
      count: 3,
      head: '08f585cfaaf69acc78aa87d019efc35be3dcd59be1a50bd6c73433bb1c1d3d56',
      problems: [],
    });
    expect(await verifyChain([])).toEqual({ ok: true, count: 0, head: GENESIS, problems: [] });
  });

  it('a removed entry keeps checking after its words are erased (content null, hash kept)', async () => {
    const [e0, e1, e2] = await threeLinks();
    const erased = [{ ...e0!, content: null }, { ...e1!, content: null }, e2!];
    expect((await verifyChain(erased)).ok).toBe(true);
  });

  it('finds one byte changed in an entry', async () => {
    const links = await chainOf(5);
    const c = links[2]!.content!;
    links[2] = { ...links[2]!, content: { ...c, title: c.title.replace('2', '3') } };
    expect((await verifyChain(links)).problems).toEqual([{ index: 2, entryId: 'e-0002', kind: 'changed' }]);
  });

  it('covers the files on a version: a file swapped for another (its SHA-256) is found', async () => {
    const withFile: EntryContent = { ...NOTE, attachments: [{ id: 'att-1', name: 'photo.jpg', sha256: 'a'.repeat(64) }] };
    const e0 = await makeEvent(null, {
      entryId: 'e-0001',
      version: 1,
      op: 'create',
      recordedAt: '2027-03-14T23:10:00.000Z',
      reason: '',
      content: withFile,
    });
    expect(await contentHash(withFile)).not.toBe(await contentHash(NOTE));
    expect((await verifyChain([e0])).ok).toBe(true);
    const swapped = {
      ...e0,
      content: { ...withFile, attachments: [{ id: 'att-1', name: 'photo.jpg', sha256: 'b'.repeat(64) }] },
    };
    expect((await verifyChain([swapped])).problems).toEqual([{ index: 0, entryId: 'e-0001', kind: 'changed' }]);
  });

  it('finds a changed time or reason (fields of the link itself)', async () => {
    const links = await chainOf(3);
    links[1] = { ...links[1]!, recordedAt: '2027-01-01T10:00:09.000Z' };
    expect((await verifyChain(links)).problems).toEqual([{ index: 1, entryId: 'e-0001', kind: 'hash' }]);
  });

  it('finds an entry removed outside the app', async () => {
    const links = await chainOf(5);
    links.splice(2, 1);
    expect((await verifyChain(links)).problems).toEqual([
      { index: 2, entryId: 'e-0003', kind: 'position' },
      { index: 2, entryId: 'e-0003', kind: 'link' },
      { index: 3, entryId: 'e-0004', kind: 'position' },
    ]);
  });

  it('finds two entries swapped', async () => {
    const links = await chainOf(5);
    [links[1], links[3]] = [links[3]!, links[1]!];
    expect((await verifyChain(links)).problems).toEqual([
      { index: 1, entryId: 'e-0003', kind: 'position' },
      { index: 1, entryId: 'e-0003', kind: 'link' },
      { index: 2, entryId: 'e-0002', kind: 'link' },
      { index: 3, entryId: 'e-0001', kind: 'position' },
      { index: 3, entryId: 'e-0001', kind: 'link' },
      { index: 4, entryId: 'e-0004', kind: 'link' },
    ]);
  });

  it('finds words erased from an entry that was never removed, and an unreadable link', async () => {
    const links: Array<ChainEvent | null> = await chainOf(3);
    links[0] = { ...links[0]!, content: null };
    links[2] = null;
    expect((await verifyChain(links)).problems).toEqual([
      { index: 0, entryId: 'e-0000', kind: 'erased' },
      { index: 2, entryId: null, kind: 'unreadable' },
    ]);
  });

  it('finds a version that does not follow its entry (a second first version)', async () => {
    const [e0] = await threeLinks();
    const again = await makeEvent(e0!, {
      entryId: 'e-0001',
      version: 1,
      op: 'create',
      recordedAt: '2027-03-15T08:00:00.000Z',
      reason: '',
      content: NOTE,
    });
    expect((await verifyChain([e0!, again])).problems).toEqual([{ index: 1, entryId: 'e-0001', kind: 'history' }]);
  });
});
