import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VIDEOS, loadTranscript } from '../../src/content/videos';
import { VIDEO_TRANSCRIPTS } from '../../src/content/videoTranscripts';

const words = (paras: string[]) => paras.join(' ').split(/\s+/).filter(Boolean).length;

describe('built-in videos', () => {
  it('has the five synthesia videos in order', () => {
    expect(VIDEOS.map((v) => v.id)).toEqual([
      'mediation-guide',
      'high-conflict-co-parenting',
      'financial-disclosures',
      'self-care',
      'child-support',
    ]);
    expect(VIDEOS.every((v) => v.type === 'synthesia')).toBe(true);
  });

  it('gives each a title, description, https embed address and a shipped SVG thumbnail', () => {
    for (const v of VIDEOS) {
      expect(v.title.trim()).not.toBe('');
      expect(v.description.length).toBeGreaterThan(40);
      expect(new URL(v.embedUrl).protocol).toBe('https:');
      expect(v.thumbnailUrl).toBe(`/images/videos/${v.id}.svg`);
      const file = resolve('public', v.thumbnailUrl.slice(1));
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(/^<svg [^>]*viewBox="0 0 320 180"/);
    }
  });

  it('has a full transcript of 150 to 300 words for each video', () => {
    expect(Object.keys(VIDEO_TRANSCRIPTS).sort()).toEqual(VIDEOS.map((v) => v.id).sort());
    for (const v of VIDEOS) {
      const n = words(VIDEO_TRANSCRIPTS[v.id]);
      expect(n, v.id).toBeGreaterThanOrEqual(150);
      expect(n, v.id).toBeLessThanOrEqual(300);
    }
  });

  it('loads a transcript lazily by id', async () => {
    await expect(loadTranscript('self-care')).resolves.toBe(VIDEO_TRANSCRIPTS['self-care']);
  });
});
