// Words broken at line ends by the PDF's language (src/lib/pdfHyphenation.ts, docs/i18n.md session 16):
// the renderer's English default split "prog-enitor" in a Spanish PDF.
import { expect, it } from 'vitest';
import type { Font } from '@react-pdf/renderer';
import { hyphenateFor } from '../../src/lib/pdfHyphenation';

async function breaksIn(lang: 'en' | 'es', word: string): Promise<string[]> {
  let callback: ((w: string) => string[]) | null = null;
  const kit = {
    Font: { registerHyphenationCallback: (cb: (w: string) => string[]) => (callback = cb) } as unknown as typeof Font,
  };
  await hyphenateFor(kit, lang);
  return callback!(word);
}

it('breaks a Spanish PDF by Spanish syllables and an English one as before', async () => {
  expect(await breaksIn('es', 'progenitor')).toEqual(['pro', 'ge', 'ni', 'tor']);
  expect(await breaksIn('es', 'reconocen')).toEqual(['re', 'co', 'no', 'cen']);
  expect(await breaksIn('en', 'progenitor')).toEqual(['prog', 'en', 'i', 'tor']);
});
