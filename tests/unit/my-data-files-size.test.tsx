// @vitest-environment jsdom
// "What is stored" on My Data (src/features/my-data/ContentsCard.tsx) counts attachments as a
// kind and, while unlocked, says how much they take.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeAll, expect, it, vi } from 'vitest';
import { createVault, eraseEverything } from '../../src/vault/vault';
import { saveAttachment } from '../../src/vault/attachments';
import { ContentsCard } from '../../src/features/my-data/ContentsCard';
import { cheapPbkdf2 } from './cheapKdf';

// PBKDF2 at one iteration here (cheapKdf.ts); vault-kdf-cost.test.ts proves the real 600,000.
cheapPbkdf2();

vi.setConfig({ testTimeout: 60_000 });

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

it('lists attached files with their count and total size', async () => {
  await eraseEverything();
  await createVault('correct horse battery staple');
  for (const n of [1536 * 1024, 512 * 1024])
    await saveAttachment({
      name: 'a.pdf',
      type: 'application/pdf',
      bytes: new Blob([new Uint8Array(n)]),
      metadata: 'not-checked',
      removedBytes: 0,
    });
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => root.render(<ContentsCard />));
  await vi.waitFor(() => expect(host.querySelector('[data-testid="stored-files-size"]')).not.toBeNull(), { timeout: 20_000 });
  const row = Array.from(host.querySelectorAll('tbody tr'), (tr) => [tr.children[0]!.textContent, tr.children[1]!.textContent]);
  expect(row).toEqual([['Attached files (photos, documents, recordings)', '2']]);
  expect(host.querySelector('[data-testid="stored-files-size"]')!.textContent).toBe(
    'Attached files take 2 MB on this device (kept encrypted; the browser\'s own count under "Storage on this device" includes them).',
  );
  await act(async () => root.unmount());
});
