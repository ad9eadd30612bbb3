import { describe, expect, test } from 'vitest';
import spanish from '../../src/content/messages/message-coach/compiled/es.js';
import { REASONS } from '../../src/features/message-coach/rules';
import { analyzeDraft, readReceived } from '../../src/features/message-coach/analyze';
import { coachEngineText } from '../../src/features/message-coach/messageCoachMessages';
import { engineLiterals } from '../engineLiterals';
import { englishWords } from '../spanishText';
import { spanishTranslator } from '../spanishTranslator';

// The message coach in Spanish (docs/i18n.md, "Texts made by an engine"): the analysis writes its
// reasons, BIFF notes and suggestion labels in English (src/features/message-coach, the tuner's
// files); the page says each in Spanish through the message-coach catalog, by its English text or
// its pattern. These tests read every such text from the engine itself, so one added or reworded
// there without its Spanish fails here instead of showing in English.
const say = coachEngineText(spanishTranslator(spanish));

/** The Spanish of an engine text, with the message's own words (the inputs) taken out. */
function spanishOf(text: string): string {
  const parts = say.parts(text);
  return parts ? parts.map((p) => (typeof p === 'string' ? p : ' ')).join('') : say(text);
}

describe('every text the analysis can write has its Spanish', () => {
  test('each flag reason (rules.ts REASONS)', () => {
    const missing = Object.values(REASONS).filter((r) => !spanish.has(r));
    expect(missing).toEqual([]);
  });

  test('each BIFF note and each suggestion label, read from biff.ts and suggestions.ts', () => {
    const texts = [
      ...engineLiterals('src/features/message-coach/biff.ts', ['note']),
      ...engineLiterals('src/features/message-coach/suggestions.ts', ['label']),
    ];
    // The notes and labels are found (a renamed property would leave nothing to check).
    expect(texts.length).toBeGreaterThan(15);
    const untranslated = texts.filter((t) => spanishOf(t) === t || englishWords(spanishOf(t)).length);
    expect(untranslated).toEqual([]);
  });

  test('a built text keeps its figures and the message’s own words, marked as inputs', () => {
    expect(say('87 words: within the 100-word target.')).toBe('87 palabras: dentro de la meta de 100 palabras.');
    expect(say('2 sentences with opinions or charges: keep to facts.')).toBe(
      '2 oraciones con opiniones o acusaciones: limítese a los hechos.',
    );
    expect(say.parts('Replace "you need to" with "please"')).toEqual([
      'Cambiar “',
      { input: 'you need to' },
      '” por “',
      { input: 'please' },
      '”',
    ]);
    expect(say.parts('End with "Please confirm by Friday at 6 p.m. Thank you."')).toEqual([
      'Terminar con “',
      { input: 'Please confirm by Friday at 6 p.m. Thank you.' },
      '”',
    ]);
  });

  test('what a hostile draft and a received message show, every one in Spanish', () => {
    const draft = analyzeDraft(
      "You ALWAYS do this!!! You are a pathetic excuse for a parent. I'm so sorry but you need to bring the kids back. Why would you even say that? Why? Why??",
      new Date(2027, 2, 10),
    );
    const received = readReceived(
      'You never listen. Can you pick up Maya at 5 pm on Friday at the school? I need $120 for her shoes.',
      new Date(2027, 2, 10),
    );
    const shown = [
      ...[draft, received].flatMap((a) => a.sentences.flatMap((s) => s.flags.map((f) => f.reason))),
      ...[draft, received].flatMap((a) => Object.values(a.biff).map((p) => p.note)),
      ...[draft, received].flatMap((a) => a.suggestions.map((s) => s.label)),
    ];
    expect(shown.length).toBeGreaterThan(12);
    expect(shown.filter((t) => englishWords(spanishOf(t)).length)).toEqual([]);
  });
});
