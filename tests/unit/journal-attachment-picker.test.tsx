// @vitest-environment jsdom
// The attachment picker the journal mounts (src/features/journal/attachments/AttachmentPicker.tsx),
// against a real (fake-IndexedDB) vault: files are cleaned, stored and listed; each refused
// file gets its own plain problem at the field; Remove takes the id off the list.
import { readFileSync } from 'node:fs';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createVault, eraseEverything } from '../../src/vault/vault';
import { listAttachments } from '../../src/vault/attachments';
import { AttachmentPicker } from '../../src/features/journal/attachments/AttachmentPicker';
import { HEIC_REFUSED, TOO_LARGE } from '../../src/features/journal/attachments/prepare';
import { cheapPbkdf2 } from './cheapKdf';

// PBKDF2 at one iteration here (cheapKdf.ts); vault-kdf-cost.test.ts proves the real 600,000.
cheapPbkdf2();

vi.setConfig({ testTimeout: 60_000 });

const fixture = (name: string) => readFileSync(`tests/fixtures/images/${name}`);

let root: Root;
let host: HTMLElement;
let latest: string[] = [];

function Harness() {
  const [ids, setIds] = useState<string[]>([]);
  latest = ids;
  return <AttachmentPicker id="files" value={ids} onChange={setIds} />;
}

async function choose(files: File[]) {
  const input = host.querySelector<HTMLInputElement>('#files')!;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  // Storing runs through IndexedDB and WebCrypto: wait until the picker says nothing is in progress.
  await vi.waitFor(() => expect(host.querySelector('#files-progress')).toBeNull(), { timeout: 30_000, interval: 20 });
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  URL.createObjectURL = () => 'blob:thumbnail';
  URL.revokeObjectURL = () => undefined;
});

beforeEach(async () => {
  await eraseEverything();
  await createVault('correct horse battery staple');
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root.render(<Harness />));
});

afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
});

describe('AttachmentPicker', () => {
  it('stores a cleaned photo, refuses a HEIC and a 26 MB file at the field, and removes from the list', async () => {
    const big = new File([new Uint8Array(26 * 1024 * 1024)], 'video.mov', { type: 'video/quicktime' });
    await choose([
      new File([fixture('XMP.jpg')], 'park.jpg', { type: 'image/jpeg' }),
      new File([fixture('QuickTime.heic')], 'IMG_0002.HEIC', { type: 'image/heic' }),
      big,
    ]);
    expect(latest).toHaveLength(1);
    const errors = Array.from(host.querySelectorAll('#files-error li'), (li) => li.textContent);
    expect(errors).toEqual([HEIC_REFUSED('IMG_0002.HEIC'), TOO_LARGE('video.mov', 26 * 1024 * 1024)]);
    expect(TOO_LARGE('video.mov', 26 * 1024 * 1024)).toBe(
      '“video.mov” is 26 MB, over the 25 MB limit for one file, so it was not added. Attach a smaller copy (for example a screenshot, or the pages that matter).',
    );
    // The problems are said to the picker's button (src/ui/FileInput.tsx); the native input is
    // hidden from assistive technology.
    const button = host.querySelector<HTMLButtonElement>('.file-input__button')!;
    expect([button.getAttribute('aria-invalid'), button.getAttribute('aria-describedby')]).toEqual([
      'true',
      'files-label files-chosen files-hint files-error',
    ]);
    expect(host.querySelector('#files')!.getAttribute('aria-hidden')).toBe('true');

    await vi.waitFor(() => expect(host.querySelector('.att-item__name')?.textContent).toBe('park.jpg'));
    expect(host.querySelector('.att-item .muted')!.textContent).toBe('3 KB · Location and camera details removed');
    expect(host.querySelector('img')!.getAttribute('alt')).toBe('Attached photo: park.jpg');
    const stored = (await listAttachments()).items;
    expect(stored.map((a) => [a.name, a.size, a.metadata, a.removedBytes])).toEqual([['park.jpg', 3447, 'removed', 6867]]);

    const remove = Array.from(host.querySelectorAll('button')).find((b) => b.textContent === 'Remove park.jpg')!;
    await act(async () => remove.click());
    expect(latest).toEqual([]);
    expect(host.querySelector('.att-list')).toBeNull();
  });
});
