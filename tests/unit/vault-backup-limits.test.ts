import { describe, expect, it } from 'vitest';
import { previewBackup } from '../../src/vault/backup';
import { MAX_BACKUP_BYTES } from '../../src/vault/backupJson';

const MB = 1024 * 1024;
const refusal = (detail: string) =>
  `This file cannot be used as an EvenGround backup: ${detail}. Nothing on this device was changed.`;

/** The outcome of previewing `file`, and how far the process's peak memory rose meanwhile. */
async function preview(file: Blob): Promise<{ outcome: string; growthMB: number }> {
  const before = process.resourceUsage().maxRSS;
  const outcome = await previewBackup(file, 'correct horse battery staple').then(
    () => 'opened',
    (e: unknown) => (e as Error).message,
  );
  return { outcome, growthMB: Math.round((process.resourceUsage().maxRSS - before) / 1024) };
}

describe('backup files: size and nesting are checked before parsing', () => {
  it('a 50 MB file of nested brackets is refused before it is read', async () => {
    const { outcome, growthMB } = await preview(new Blob(['['.repeat(50 * MB)]));
    expect(outcome).toBe(refusal('it is larger than any EvenGround backup (over 25 MB)'));
    expect(growthMB).toBeLessThan(16);
  });

  it('25 MB is read; one byte more is not', async () => {
    expect(MAX_BACKUP_BYTES).toBe(25 * MB);
    const padded = (n: number) => new Blob(['{"format":"something-else"}', ' '.repeat(n - 27)]);
    expect((await preview(padded(25 * MB))).outcome).toBe(refusal('it is not an EvenGround backup'));
    expect((await preview(padded(25 * MB + 1))).outcome).toBe(refusal('it is larger than any EvenGround backup (over 25 MB)'));
  });

  it('a backup-like file nested 2 million deep (4 MB, under the size limit) is refused without building the nesting', async () => {
    const deep = `{"format":"evenground-vault-backup","version":2,"body":${'['.repeat(2 * MB)}${']'.repeat(2 * MB)}}`;
    const { outcome, growthMB } = await preview(new Blob([deep]));
    expect(outcome).toBe(refusal('it is not an EvenGround backup'));
    expect(growthMB).toBeLessThan(16);
  });
});
