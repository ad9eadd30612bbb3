// The message coach's session-18 changes (docs/message-coach.md, "Session 18"): a dare with what
// follows it is a threat; a received threat of something other than a legal step shows the
// crisis lines first (issue 28); a threat's order or taunt is not a point the reply starter
// answers; the BIFF summary counts the tone layer's flags.
import { describe, expect, it } from 'vitest';
import { analyzeDraft, readReceived } from '../../src/features/message-coach/analyze';
import { withTone } from '../../src/features/message-coach/tone/tone';

/** A Monday, as in message-coach.test.ts: the reply's deadline is a Wednesday. */
const MONDAY = new Date(2026, 10, 23);

const flagsOf = (text: string) =>
  analyzeDraft(text, MONDAY).sentences.flatMap((s) => s.flags.map((f) => [f.category, text.slice(f.start, f.end)]));

describe('a dare with what follows it is a threat', () => {
  it.each<[string, string[][]]>([
    [
      "Keep ignoring my emails and I'll post them all online.",
      [['threat', "Keep ignoring my emails and I'll post them all online"]],
    ],
    ['Try to take them to Florida and see what happens.', [['threat', 'and see what happens']]],
    ['Go ahead and move him again and watch what happens.', [['threat', 'Go ahead and move him again and watch what happens']]],
  ])('%s', (text, expected) => {
    expect(flagsOf(text)).toEqual(expected);
  });

  it.each(["Keep me posted and I'll book it.", "Keep trying the school number and I'll call the office at 3."])(
    'an ask to keep doing something ordinary is not: %s',
    (text) => {
      expect(flagsOf(text)).toEqual([]);
    },
  );
});

describe('a received threat shows the crisis lines first', () => {
  it('a threat to expose the reader: the domestic violence line', () => {
    const d = readReceived("Keep ignoring my emails and I'll post them all online.", MONDAY).danger;
    expect(d && { level: d.level, categories: d.categories, lines: d.lines }).toEqual({
      level: 'crisis',
      categories: ['threats'],
      lines: ['dv'],
    });
  });

  it.each([
    "If you keep this up I'll see you in court.",
    "Have her back by 6 pm or I'm calling the police.",
    "You can't hide behind lawyers forever.",
    "I'm going to be his stepmom whether you like it or not.",
  ])('a legal step used as pressure is a threat flag, without the lines: %s', (text) => {
    const r = readReceived(text, MONDAY);
    expect(r.sentences.flatMap((s) => s.flags.map((f) => f.category))).toContain('threat');
    expect(r.danger).toBeNull();
  });

  it('a drafted threat is flagged; the lines are for the one who receives it', () => {
    expect(analyzeDraft("Keep ignoring my emails and I'll post them all online.", MONDAY).danger).toBeNull();
  });
});

describe("the reply starter answers a threat's ask, not its taunt", () => {
  it('a dare with a taunting question is ignored; the real question is the only point', () => {
    const r = readReceived(
      "Keep ignoring my emails and I'll post them all online, let's see how your boss likes that? Can you take Emma on Friday at 5?",
      MONDAY,
    );
    expect(r.points.map((p) => [p.text, p.answer, p.details])).toEqual([
      ['Can you take Emma on Friday at 5?', ['request', 'question', 'date', 'time'], ['Friday', 'at 5']],
    ]);
    expect(r.ignore.map((s) => s.text)).toEqual([
      "Keep ignoring my emails and I'll post them all online, let's see how your boss likes that?",
    ]);
    expect(r.reply).toBe('Hi,\n\nAbout "Friday, at 5": [your answer].\n\nPlease confirm by Wednesday at 6 p.m. Thank you.');
  });

  it('danger told, not threatened, keeps its question', () => {
    const r = readReceived('Ruby sent me a text at 2am saying she wanted to die Is she with you right now?', MONDAY);
    expect(r.points.map((p) => [p.answer, p.details])).toEqual([[['question', 'time'], ['2am']]]);
  });

  it('an ultimatum with a time still asks for that time', () => {
    const r = readReceived("Have her back by 6 pm or I'm calling the police.", MONDAY);
    expect(r.points.map((p) => [p.answer, p.details])).toEqual([[['request', 'time'], ['by 6']]]);
    expect(r.reply).toBe(
      // Since session 19 an ask made under a threat is answered without the threat.
      'Hi,\n\nAbout "by 6": [what you will do, if anything; leave the threat unanswered].\n\nPlease confirm by Wednesday at 6 p.m. Thank you.',
    );
  });
});

describe("the BIFF summary counts the tone layer's flags", () => {
  const text = 'Hi, I can take Emma to practice on Friday at 5. Interesting choice, as usual with you. Thank you.';

  it('friendly and informative before the layer; neither once it flags a sentence', () => {
    const analysis = analyzeDraft(text, MONDAY);
    expect(analysis.sentences.map((s) => s.flags.length)).toEqual([0, 0, 0]);
    expect([analysis.biff.friendly.ok, analysis.biff.informative.ok]).toEqual([true, true]);
    const toned = withTone(text, analysis, [{ sentence: 1, start: 48, end: 59, score: 0.9 }]);
    expect(toned.biff.friendly).toEqual({
      ok: false,
      opening: true,
      closing: true,
      note: 'Some words will read as hostile (see the flags).',
    });
    expect(toned.biff.informative).toEqual({
      ok: false,
      facts: 3,
      opinions: 1,
      note: '1 sentence with opinions or charges: keep to facts.',
    });
  });
});
