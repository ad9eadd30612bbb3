import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test, vi } from 'vitest';
import { analyze } from '../../src/features/mediator/analyze';
import { comparePair } from '../../src/features/mediator/compare';
import { known, sayParts, sayText } from '../../src/features/mediator/reportText';
import type { Say } from '../../src/features/mediator/say';
import { loadCorpus, pairDir } from '../fixtures/mediation-real/score.mjs';
import { englishWords } from '../spanishText';
import { mediatorEs } from '../mediatorSpanish';

// The typed values of the real documents said in Spanish from their keys (meaningSay.ts), never
// as the engine's English (docs/i18n.md, "The AI Mediator"). A value meaningSay.ts does not know
// is quoted (`doc`) from inside its `valueArg`: recorded here.
const quoted = vi.hoisted(() => [] as string[]);
vi.mock('../../src/features/mediator/say', async (original) => {
  const mod = await original<typeof import('../../src/features/mediator/say')>();
  return {
    ...mod,
    doc: (text: string) => {
      // The caller is the frame after this one. Only those two frames are taken (the whole stack is
      // read back through the source maps, for every value of 173 pairs).
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 2;
      const stack = new Error().stack ?? '';
      Error.stackTraceLimit = limit;
      if (/\bvalueArg\b/.test(stack.split('\n')[2] ?? '')) quoted.push(text);
      return mod.doc(text);
    },
  };
});

const es = mediatorEs;
const explain = (a: string, b: string) => {
  const d = comparePair(a, b).differences.find((x) => x.say);
  return d?.say ? [sayText(d.say), sayText(d.say, es)] : [];
};

describe('values the engine names by role, by place or for the summer, in English and Spanish', () => {
  test('the parents share the driving; the custodial parent drives', () => {
    expect(explain('The parents shall share transportation equally.', 'The Father shall provide all transportation.')).toEqual([
      'Party A: The parents share the driving. Party B: The Father does all the driving.',
      'Parte A: Los progenitores se reparten los traslados. Parte B: El padre hace todos los traslados.',
    ]);
    expect(
      explain('The custodial parent shall provide all transportation.', 'The Mother shall provide all transportation.'),
    ).toEqual([
      'Party A: The custodial parent does all the driving. Party B: The Mother does all the driving.',
      'Parte A: El progenitor con la custodia hace todos los traslados. Parte B: La madre hace todos los traslados.',
    ]);
  });
  test('a Texas conservator’s home; a place the document names stays in its words', () => {
    expect(
      explain(
        'Exchanges shall take place at the residence of the Possessory Conservator.',
        'Exchanges shall take place at the police station.',
      ),
    ).toEqual([
      'Party A: Exchanges at the residence of the Possessory Conservator. Party B: Exchanges at the police station.',
      'Parte A: Intercambios en la residencia del tutor posesorio. Parte B: Intercambios en la estación de policía.',
    ]);
    expect(
      explain("Exchanges shall take place at McDonald's on Main Street.", 'Exchanges shall take place at the police station.'),
    ).toEqual([
      "Party A: Exchanges at McDonald's. Party B: Exchanges at the police station.",
      "Parte A: Intercambios en McDonald's. Parte B: Intercambios en la estación de policía.",
    ]);
  });
  test('the summer’s own schedule', () => {
    expect(
      explain('The regular schedule continues in the summer.', 'In the summer, the parents shall have alternating weeks.'),
    ).toEqual([
      'Party A: In the summer, the regular schedule continues. Party B: In the summer, alternating weeks.',
      'Parte A: En verano sigue el calendario habitual. Parte B: En verano, semanas alternas.',
    ]);
  });
  test('a split holiday: who has the first half in even years', () => {
    expect(
      explain(
        'The winter break shall be split; the Mother shall have the first half in even-numbered years.',
        'The winter break shall be split; the Father shall have the first half in even-numbered years.',
      ),
    ).toEqual([
      'Party A: The winter break: split, the first half with the Mother in even-numbered years. Party B: The winter break: split, the first half with the Father in even-numbered years.',
      'Parte A: Las vacaciones de invierno: se reparte, la primera mitad con la madre en los años pares. Parte B: Las vacaciones de invierno: se reparte, la primera mitad con el padre en los años pares.',
    ]);
  });
});

/** The train pairs and the retired sets 2-17 (score.mjs loadCorpus, never the sealed set; pairs-sealed-17 retired in session 26). */
const PAIR_COUNT = 173;

test(
  'every typed value of the train and retired pairs is said from its key, and the Spanish report has no English outside the documents’ words',
  { timeout: 300_000 },
  () => {
    const left: string[] = [];
    let pairs = 0;
    for (const truth of loadCorpus().filter((p) => !p.sealed)) {
      const id = truth.id;
      const text = (side: 'a' | 'b') => readFileSync(join(pairDir(id), `party-${side}.txt`), 'utf8');
      const r = analyze({
        documentType: truth.documentType,
        state: truth.state,
        partyA: [{ name: 'a.txt', text: text('a') }],
        partyB: [{ name: 'b.txt', text: text('b') }],
        today: '2026-01-15',
      });
      pairs++;
      const terms = [...r.conflictingTerms, ...r.oneSidedTerms, ...r.couldNotCompareTerms];
      const says: Array<Say | null | undefined> = [
        r.summarySay,
        ...(r.highlightsSay ?? []),
        ...terms.flatMap((x) => x.differences.map((_, i) => x.differencesSay?.[i])),
        ...r.recommendations.flatMap((x) => [x.textSay, x.basisSay]),
      ];
      for (const s of says) {
        if (!s || !known(s)) {
          left.push(`${id}: no message id`);
          continue;
        }
        const plain = sayParts(s, es)
          .filter((p) => typeof p === 'string')
          .join(' ');
        if (englishWords(plain).length) left.push(`${id}: ${plain}`);
      }
    }
    expect(pairs).toBe(PAIR_COUNT);
    expect(quoted).toEqual([]);
    expect(left).toEqual([]);
  },
);
