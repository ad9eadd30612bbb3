// Addresses, e-mails and case numbers in a PDF are never hyphenated (src/lib/pdfHyphenation.ts):
// the journal report broke a web address as "…/ad-dress/…", which changes what it says.
import { describe, expect, it } from 'vitest';
import { syllables as englishSyllables } from '@react-pdf/hyphenate/en-us';
import { syllables as spanishSyllables } from '@react-pdf/hyphenate/es';
import { hyphenateFor, pdfWordBreaks, technicalBreaks } from '../../src/lib/pdfHyphenation';
import { makeEvent, verifyChain } from '../../src/features/journal/chain';
import { buildJournal } from '../../src/features/journal/journal';
import { blankEntry, type EntryContent } from '../../src/features/journal/model';
import { ALL_TYPES, buildReport } from '../../src/features/journal/report/report';
import { reportDocument } from '../../src/features/journal/report/reportPdf';
import { readPdfLayout } from '../pdfOverlap';

const ADDRESS =
  'https://www.courts.example.gov/family/records/parenting-plan/2027-FL-000123/exhibits/attachment_index.html?tab=2&view=full';
const EMAIL = 'jordan.lee.coparenting@example-mail.org';
const CASE = '2027-FL-000123';

const en = pdfWordBreaks(englishSyllables);
const es = pdfWordBreaks(spanishSyllables);

describe('the pieces a word may be broken into', () => {
  it('breaks a long address only after its own separators, with an empty piece (no hyphen) between', () => {
    expect(en('https://example.com/a/very/long/address')).toEqual([
      'https://',
      '',
      'example.',
      '',
      'com/',
      '',
      'a/',
      '',
      'very/',
      '',
      'long/',
      '',
      'address',
    ]);
    expect(en('jordan.lee.coparenting@example-mail.org,')).toEqual([
      'jordan.',
      '',
      'lee.',
      '',
      'coparenting@',
      '',
      'example-',
      '',
      'mail.',
      '',
      'org,',
    ]);
    expect(en('(see?a=1&b=2)')).toEqual(['(see?a=1&b=2)']);
    expect(technicalBreaks('x.org/find?name=ana&page=12')).toEqual([
      'x.',
      '',
      'org/',
      '',
      'find?',
      '',
      'name=',
      '',
      'ana&',
      '',
      'page=',
      '',
      '12',
    ]);
  });

  it('keeps case numbers, phone numbers, amounts, dates and short codes whole', () => {
    for (const token of [CASE, '312-555-0198', '$1,250.00', '2027-03-05', 'R-2027-114', 'ana@x.org', 'e.g.', '1:']) {
      expect(en(token)).toEqual([token]);
      expect(es(token)).toEqual([token]);
    }
  });

  it('breaks a long token with no separator between characters, never with a hyphen', () => {
    expect(en('ABCDEF0123456789XYZ')).toEqual('ABCDEF0123456789XYZ'.split('').flatMap((c, i) => (i ? ['', c] : [c])));
    // Only the stretch that is too long is cut between characters.
    expect(en('a/0123456789ABCDEFGHIJ')).toEqual([
      'a/',
      '',
      ...'0123456789ABCDEFGHIJ'.split('').flatMap((c, i) => (i ? ['', c] : [c])),
    ]);
  });

  it('leaves ordinary words and names as before, in English and Spanish', () => {
    expect(en('progenitor')).toEqual(['prog', 'en', 'i', 'tor']);
    expect(en('progenitor.')).toEqual(englishSyllables('progenitor.'));
    expect(es('reconocido')).toEqual(['re', 'co', 'no', 'ci', 'do']);
    expect(es('Maximiliano')).toEqual(['Maximiliano']);
    expect(en('pick-up')).toEqual(englishSyllables('pick-up'));
  });
});

/** The text items pdf.js reads back from a PDF, in reading order. */
async function itemsOf(bytes: Uint8Array): Promise<string[]> {
  return (await readPdfLayout(bytes)).items.map((i) => i.text);
}

it(
  'a narrow column breaks a long address and e-mail with nothing added, and reads them back exactly',
  { timeout: 60_000 },
  async () => {
    const kit = await import('@react-pdf/renderer');
    await hyphenateFor(kit, 'en');
    const { Document, Page, Text, View } = kit;
    const doc = (
      <Document>
        <Page size="LETTER">
          <View style={{ width: 120 }}>
            <Text style={{ fontSize: 10 }}>
              Case {CASE}: the plan is at {ADDRESS} and her address is {EMAIL}, as the progenitor confirmed.
            </Text>
          </View>
        </Page>
      </Document>
    );
    const items = await itemsOf(new Uint8Array(await kit.renderToBuffer(doc)));
    // Every "-" drawn is the text's own; each line end in the address and e-mail adds nothing.
    expect(items).toEqual([
      'Case 2027-FL-000123: the',
      'plan is at',
      'https://www.courts.',
      'example.gov/family/',
      'records/parenting-plan/',
      '2027-FL-000123/exhibits/',
      'attachment_index.html?',
      'tab=2&view=full and her',
      'address is',
      'jordan.lee.coparenting@',
      'example-mail.org, as the',
      'progenitor confirmed.',
    ]);
    const text = items.join('');
    expect(text).toContain(ADDRESS);
    expect(text).toContain(EMAIL);
    expect(text).toContain(CASE);
  },
);

it('the journal report prints a long address, an e-mail and a case number exactly', { timeout: 60_000 }, async () => {
  const content: EntryContent = {
    ...blankEntry('note', { date: '2027-03-09', time: '10:00', zone: 'America/Chicago' }),
    title: 'Court portal',
    details: `Case ${CASE}. The clerk posted the plan at ${ADDRESS} and wrote from ${EMAIL} today.`,
  };
  const event = await makeEvent(null, {
    entryId: 'e-1',
    op: 'create',
    recordedAt: '2027-03-09T16:00:00.000Z',
    reason: '',
    content,
    version: 1,
  });
  const check = await verifyChain([event]);
  const journal = buildJournal([event]);
  const data = buildReport({
    entries: journal.entries,
    choice: { from: '2027-03-01', to: '2027-03-31', types: ALL_TYPES, children: [], preparedBy: 'Jordan Lee', redact: false },
    now: new Date('2027-04-03T14:00:00.000Z'),
    zone: 'America/Chicago',
    check: { ...check, damagedBlocks: 0 },
    overnights: null,
  });
  const kit = await import('@react-pdf/renderer');
  await hyphenateFor(kit, 'en');
  const doc = reportDocument(kit, data, {});
  const bytes = new Uint8Array(await kit.renderToBuffer(doc as Parameters<typeof kit.renderToBuffer>[0]));
  const items = await itemsOf(bytes);
  const start = items.findIndex((t) => t.startsWith('Case 2027-FL-000123.'));
  const details = items.slice(start, start + 3);
  // Before (the report's worker used the renderer's default hyphenation): ".../records/parent-",
  // "ing-plan/...", "...coparenting@exam-", "ple-mail.org". The '-' at the line end here is the
  // address's own, after "FL".
  expect(details).toEqual([
    'Case 2027-FL-000123. The clerk posted the plan at https://www.courts.example.gov/family/records/parenting-plan/2027-FL-',
    '000123/exhibits/attachment_index.html?tab=2&view=full and wrote from jordan.lee.coparenting@example-mail.org today.',
    'History',
  ]);
  expect(details.join('')).toContain(ADDRESS);
});
