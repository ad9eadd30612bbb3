import { resolve } from 'node:path';
import { describe, expect, test, vi } from 'vitest';
import tools from '../../src/content/messages/tools/compiled/es.js';
import { fileMessages } from '../../src/features/mediator/files';
import { fileProblemText } from '../../src/features/mediator/mediatorMessages';
import { reportDocument } from '../../src/features/mediator/reportPdf';
import { METHOD } from '../../src/features/mediator/reportModel';
import { TOPIC_BY_ID } from '../../src/features/mediator/topics';
import { engineLiterals } from '../engineLiterals';
import { analyzeFixturePair } from '../mediationPair';
import { englishWords } from '../spanishText';
import { spanishTranslator } from '../spanishTranslator';
import { mediatorEs } from '../mediatorSpanish';

// The AI Mediator in Spanish (docs/i18n.md, "The AI Mediator"): the comparison (the tuner's files)
// writes English; the page and the PDF say its fixed texts (topics, "Not addressed…", the method,
// file problems, the child support link) in Spanish by their English, and its file problems by
// their patterns. Every such text is read from the engine here, so one added without Spanish fails.
vi.mock('../../src/lib/lang', async (original) => ({
  ...(await original<typeof import('../../src/lib/lang')>()),
  currentLang: () => 'es',
}));

const t = mediatorEs;
const problem = fileProblemText(t);
const untranslated = (texts: readonly string[], say: (x: string) => string = t) =>
  texts.filter((x) => say(x) === x || englishWords(say(x)).length);

describe('every fixed text the comparison writes has its Spanish', () => {
  test('topics, the method, "Not addressed…", the child support link, the worker’s failures', () => {
    const texts = [
      ...[...TOPIC_BY_ID.values()].map((d) => d.label),
      ...engineLiterals('src/features/mediator/engine/provisions.ts', ['OTHER_TOPIC']),
      METHOD,
      ...engineLiterals('src/features/mediator/analyze.ts', ['partyA', 'partyB']),
      ...engineLiterals('src/features/mediator/recommend.ts', ['label']),
      ...engineLiterals('src/features/mediator/useAnalysis.ts', ['message']),
      ...engineLiterals('src/features/mediator/worker/analysis.worker.ts', ['message']),
    ];
    expect(texts.length).toBeGreaterThan(20);
    expect(untranslated(texts)).toEqual([]);
  });

  test('every file problem (files.ts) and every kind of file it names', () => {
    const texts = engineLiterals('src/features/mediator/files.ts', [...Object.keys(fileMessages), 'description'], 'x.pdf');
    expect(texts.length).toBeGreaterThan(20);
    const kinds = engineLiterals('src/features/mediator/files.ts', ['description']);
    expect(untranslated(kinds)).toEqual([]);
    const messages = texts.filter((x) => !kinds.includes(x));
    expect(untranslated(messages, problem)).toEqual([]);
    expect(problem(fileMessages.wrongType('foto.png', 'a PNG image'))).toBe(
      '“foto.png” es una imagen PNG, no un documento PDF, Word (.docx) ni de texto simple (.txt). Guárdelo en uno de esos formatos e inténtelo de nuevo.',
    );
    expect(problem(fileMessages.tooBig('plan.pdf', 12 * 1024 * 1024))).toBe(
      '“plan.pdf” tiene 12.0 MB. Cada archivo puede tener como máximo 10 MB; guarde una copia más pequeña (por ejemplo, solo las páginas que importan) e inténtelo de nuevo.',
    );
  });
});

test('the mediation summary PDF in Spanish, read back as text', async () => {
  const report = analyzeFixturePair('custody-plan-1', 'Custody Plan');
  const kit = await import('@react-pdf/renderer');
  const doc = reportDocument(kit, report, t, spanishTranslator(tools));
  const bytes = new Uint8Array(await kit.renderToBuffer(doc as Parameters<typeof kit.renderToBuffer>[0]));
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({
    data: bytes,
    isEvalSupported: false,
    standardFontDataUrl: `${resolve('node_modules/pdfjs-dist/standard_fonts')}/`,
  }).promise;
  const pages: string[] = [];
  for (let p = 1; p <= pdf.numPages; p++)
    pages.push((await (await pdf.getPage(p)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' '));
  await pdf.destroy();
  const text = pages.join('\n').replace(/\s+/g, ' ');
  expect(text).toContain('Resumen de mediación');
  expect(text).toContain('Preparado el 15 de enero de 2026 con EvenGround, en este dispositivo.');
  expect(text).toContain('Plan de custodia. Parte A: party-a.txt. Parte B: party-b.txt.');
  expect(text).toContain('Cómo se hace este informe: es una comparación automática hecha en este dispositivo.');
  expect(text).toContain(`Términos en conflicto (${report.conflictingTerms.length})`);
  expect(text).toContain(`Sugerencias (${report.recommendations.length})`);
  expect(text).toContain('Son solo sugerencias, no asesoramiento legal.');
  // The summary and each difference said from their message ids (src/features/mediator/say.ts).
  expect(text).toContain('Documentos comparados cláusula por cláusula: plan de custodia. En conflicto:');
  expect(text).not.toContain('Compared the');
  expect(text).not.toContain('Party A says');
});
