// The message coach's fitted accusation model (docs/message-coach.md, "Session 14"): where no
// reviewed rule fires, a logistic regression over the sentence's signs (signs.ts) flags a
// sentence that reads as an accusation, with the words that weighed most. Each case states every
// flag the coach gives, with the exact words it spans.
import { describe, expect, it, test } from 'vitest';
import spanish from '../../src/content/messages/message-coach/compiled/es.js';
import { analyzeDraft } from '../../src/features/message-coach/analyze';
import { MODEL } from '../../src/features/message-coach/accusationModel';
import { coachEngineText } from '../../src/features/message-coach/messageCoachMessages';
import { REASONS, type FlagCategory } from '../../src/features/message-coach/rules';
import { sentenceSigns } from '../../src/features/message-coach/sentences';
import { SIGN_NAMES } from '../../src/features/message-coach/signs';
import { spanishTranslator } from '../spanishTranslator';
import { GENERIC, aggregate, missLines, scoreMessage } from '../fixtures/messages-real/score.mjs';

const MONDAY = new Date(2026, 10, 23);

function flagged(text: string): Array<[FlagCategory, string]> {
  return analyzeDraft(text, MONDAY).sentences.flatMap((s) =>
    s.flags.map((f): [FlagCategory, string] => [f.category, text.slice(f.start, f.end)]),
  );
}

describe('signs of a sentence', () => {
  test('the reader as the one who acted, a negation, a stance word, with their words', () => {
    const text = "You left the kids with your sister and you haven't even called them since.";
    const [only] = sentenceSigns(text);
    const sign = (name: string) => {
      const k = SIGN_NAMES.indexOf(name);
      return { value: only!.signs.values[k], words: only!.signs.spans[k]!.map(([s, e]) => text.slice(s, e)) };
    };
    expect(sign('you subject')).toEqual({ value: 1, words: ['You left', "you haven't even called"] });
    expect(sign('you did')).toEqual({ value: 1, words: ['You left', "you haven't even called"] });
    expect(sign('you not')).toEqual({ value: 0.5, words: ["you haven't even called"] });
    expect(sign('negations')).toEqual({ value: 0.5, words: ["haven't"] });
    expect(sign('"even"')).toEqual({ value: 1, words: ['even'] });
    expect(sign('date time place')).toEqual({ value: 0, words: [] });
  });

  test('the model holds one weight per sign, in the order of SIGN_NAMES', () => {
    expect(MODEL.signs).toEqual(SIGN_NAMES);
    expect(MODEL.weights).toHaveLength(SIGN_NAMES.length);
  });
});

describe('tone: the fitted flag, only where no rule fired', () => {
  it.each<[string, Array<[FlagCategory, string]>]>([
    // The span runs over the words of the (up to three) signs that weighed most.
    // (Session 26: the reader's acts told against the writer or the children are blame by rule, rules.ts; these name
    // neither.)
    ["You moved in with Dave and you haven't even told anyone.", [['tone', "You moved in with Dave and you haven't"]]],
    [
      "You left the car at your sister's and you haven't called since.",
      [['tone', "You left the car at your sister's and you haven't"]],
    ],
    // Logistics and courtesy weigh against it.
    ['I can pick them up Friday at 5 at the school.', []],
    ['Thanks for taking her to practice, she loved it.', []],
    // A rule already names what is wrong: the model adds nothing.
    ['You never once asked how she was doing.', [['absolute', 'You never']]],
  ])('%s', (text, flags) => {
    expect(flagged(text)).toEqual(flags);
  });

  test('its reason is its own (REASONS.tone, said once), in English and in Spanish', () => {
    const text = "You moved in with Dave and you haven't even told anyone.";
    const [flag] = analyzeDraft(text, MONDAY).sentences[0]!.flags;
    expect(flag!.reason).toBe(REASONS.tone);
    expect(flag!.reason).toBe(
      'This sentence reads as an accusation. The other parent will defend themselves instead of answering: say what happened and what you need, without the charge.',
    );
    expect(coachEngineText(spanishTranslator(spanish))(flag!.reason)).toBe(
      'Esta oración se lee como una acusación. El otro progenitor se va a defender en lugar de contestar: diga qué pasó y qué necesita, sin la acusación.',
    );
  });
});

describe('every flag shows its own reason and its words', () => {
  test('a draft with many kinds of flags: each reason is REASONS of its own category, each span non-empty', () => {
    const text =
      "You are a deadbeat. You NEVER pay on time!! Thanks for nothing. I'm calling my lawyer. You need to bring her back by 5. Remember when we were married? You moved in with Dave and you haven't even told anyone.";
    const flags = analyzeDraft(text, MONDAY).sentences.flatMap((s) => s.flags);
    expect(new Set(flags.map((f) => f.category))).toEqual(
      new Set(['insult', 'absolute', 'blame', 'caps', 'sarcasm', 'threat', 'demand', 'past', 'tone']),
    );
    for (const f of flags) {
      expect(f.reason).toBe(REASONS[f.category]);
      expect(f.end).toBeGreaterThan(f.start);
    }
  });
});

describe('how the evaluation scores the fitted flag (score.mjs GENERIC)', () => {
  test('right on a sentence with any escalating label, false on a neutral one and on hedging alone', () => {
    const message = {
      id: 't1',
      source: 'test',
      mode: 'draft' as const,
      hostile: true,
      sentences: [
        { text: 'You left early.', flags: ['past' as const], answer: [] },
        { text: 'I can take her.', flags: [], answer: [] },
        { text: 'Sorry, maybe.', flags: ['hedging' as const], answer: [] },
      ],
    };
    // messageText joins the sentences with one space: 0-15, 16-31, 32-45.
    const tone = (start: number, end: number) => ({ start, end, flags: [{ category: GENERIC, start, end }] });
    const row = scoreMessage(message, { sentences: [tone(0, 15), tone(16, 31), tone(32, 45)] });
    expect(aggregate([row]).tone).toEqual({ tp: 1, fp: 2 });
    expect(aggregate([row]).perFlag.past).toEqual({ tp: 0, fp: 0, fn: 1 });
    // The miss list agrees: the fitted flag on the escalating sentence is not listed as false.
    expect(missLines(row)).toEqual([
      '  missed past        t1 (draft, test): "You left early."',
      '  false tone         t1 (draft, test): "I can take her."',
      '  false tone         t1 (draft, test): "Sorry, maybe."',
      '  missed hedging     t1 (draft, test): "Sorry, maybe."',
    ]);
  });
});
