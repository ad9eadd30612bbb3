// Words broken at line ends by the PDF's language (src/lib/pdfHyphenation.ts, docs/i18n.md session 16):
// the renderer's English default split "prog-enitor" in a Spanish PDF.
import { expect, it } from 'vitest';
import type { Font } from '@react-pdf/renderer';
import { hyphenateFor } from '../../src/lib/pdfHyphenation';
import { readPdfLayout } from '../pdfOverlap';

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

it('never breaks a name or another word with a capital; other words still break', async () => {
  expect(await breaksIn('es', 'Maximiliano')).toEqual(['Maximiliano']);
  expect(await breaksIn('es', 'Bartolomé')).toEqual(['Bartolomé']);
  expect(await breaksIn('es', '(Guadalupe)')).toEqual(['(Guadalupe)']);
  expect(await breaksIn('en', 'Alexandra,')).toEqual(['Alexandra,']);
  expect(await breaksIn('en', 'Ólafur')).toEqual(['Ólafur']);
  expect(await breaksIn('es', 'reconocido')).toEqual(['re', 'co', 'no', 'ci', 'do']);
});

it(
  'a narrow column of a Spanish PDF moves a long name to the next line instead of hyphenating it',
  { timeout: 60_000 },
  async () => {
    const kit = await import('@react-pdf/renderer');
    await hyphenateFor(kit, 'es');
    const { Document, Page, Text, View } = kit;
    const doc = (
      <Document>
        <Page size="LETTER">
          <View style={{ width: 90 }}>
            <Text style={{ fontSize: 11 }}>Progenitor 1: Maximiliano Bartolomé Guadalupe Fernández, progenitor reconocido</Text>
          </View>
        </Page>
      </Document>
    );
    const { items } = await readPdfLayout(new Uint8Array(await kit.renderToBuffer(doc)));
    // Before: ["Progenitor 1: Ma-", "ximiliano Barto-", "lomé Guadalupe", "Fernández, pro-", "genitor reconocido"].
    expect(items.map((i) => i.text)).toEqual([
      'Progenitor 1:',
      'Maximiliano',
      'Bartolomé',
      'Guadalupe',
      'Fernández,',
      'progenitor',
      'reconocido',
    ]);
  },
);
