// The video carousel in Spanish (docs/i18n.md): every video's title and description has its
// Spanish, and every written lesson has a Spanish one with the same paragraphs and no English left.
import { describe, expect, it } from 'vitest';
import spanish from '../../src/content/messages/videos/compiled/es.js';
import * as en from '../../src/content/messages/videos/compiled/en.js';
import { VIDEOS, loadTranscript } from '../../src/content/videos';
import { TRANSCRIPT_NOTES } from '../../src/ui/carousel';
import { englishWords } from '../spanishText';
import { spanishTranslator } from '../spanishTranslator';

const t = spanishTranslator(spanish);

describe('videos in Spanish', () => {
  it('says each video’s title and description, and each note, in Spanish', () => {
    const missing = [...VIDEOS.flatMap((v) => [v.title, v.description]), ...Object.values(TRANSCRIPT_NOTES)].filter(
      (text) => !spanish.has(text),
    );
    expect(missing).toEqual([]);
    expect(t(VIDEOS[0]!.title)).toBe('Guía de la mediación de divorcio para padres');
    expect(t(en.go_to, { n: 2, title: t(VIDEOS[1]!.title) })).toBe('Ir al video 2: Crianza compartida con mucho conflicto');
    expect(t(en.slide_of, { n: 1, count: 5 })).toBe('1 de 5');
  });

  it('has every written lesson in Spanish, paragraph for paragraph, with no English left', async () => {
    for (const v of VIDEOS) {
      const english = await loadTranscript(v.id);
      const es = await loadTranscript(v.id, 'es');
      expect({ id: v.id, paragraphs: es.length }).toEqual({ id: v.id, paragraphs: english.length });
      expect({ id: v.id, english: es.flatMap((p) => englishWords(p)) }).toEqual({ id: v.id, english: [] });
    }
    expect((await loadTranscript('child-support', 'es'))[0]).toMatch(/^La manutención de los hijos es el dinero/);
  });
});
