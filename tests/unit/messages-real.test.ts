import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  DIR,
  FLAGS,
  aggregate,
  counts,
  formatProblems,
  loadPart,
  messageText,
  mustList,
  promisedSizes,
  readme,
  scoreMessage,
  sentenceSpans,
  sharedSources,
  sizeProblems,
  TRAINING_PARTS,
  type Message,
} from '../fixtures/messages-real/score.mjs';

// The message coach's evaluation set (tests/fixtures/messages-real, issue 28): every part is
// well formed, every message's source is listed with its address, the parts share no source,
// and they hold the sizes README.md states. sealed.json was retired as a measure in session 10
// (README.md, "Retired sealed part"): it now trains the coach, and sealed-2.json is the sealed part. The coach's figures are printed by
// tests/bench/messages-sealed.bench.mjs; this file never runs the coach.
const train = loadPart('train');
const hasSealed = existsSync(join(DIR, 'sealed.json'));
const hasSealed2 = existsSync(join(DIR, 'sealed-2.json'));

describe('messages-real corpus', () => {
  test('train.json is well formed', () => {
    expect(formatProblems(train, 't')).toEqual([]);
  });

  test.runIf(hasSealed)('sealed.json (retired, now training) is well formed', () => {
    expect(formatProblems(loadPart('sealed'), 's')).toEqual([]);
  });

  test.runIf(hasSealed)('the parts share no source, page address or message id', () => {
    const sealed = loadPart('sealed');
    expect(sharedSources(train, sealed)).toEqual([]);
    const ids = new Set(train.messages.map((m) => m.id));
    expect(sealed.messages.filter((m) => ids.has(m.id)).map((m) => m.id)).toEqual([]);
    const texts = new Set(train.messages.map(messageText));
    expect(sealed.messages.filter((m) => texts.has(messageText(m))).map((m) => m.id)).toEqual([]);
  });

  test.runIf(hasSealed)('the first split (train.json, sealed.json) holds the sizes README.md states', () => {
    expect(sizeProblems(train, loadPart('sealed'), promisedSizes(readme()))).toEqual([]);
  });

  test('README.md says which parts are retired and that sealed-19.json, sealed-20.json and sealed-21.json are the current sealed parts', () => {
    expect(readme()).toContain('**retired as a measure** (session 10)');
    expect(readme()).toContain('| `sealed-2.json` | second sealed part, session 10; **retired** in session 12 |');
    expect(readme()).toContain('| `sealed-4.json` | fourth sealed part, session 12; **retired** in session 13 |');
    expect(readme()).toContain('| `sealed-5.json` | fifth sealed part, session 13; **retired** in session 14 |');
    expect(readme()).toContain('| `sealed-6.json` | sixth sealed part, session 14; **retired** in session 15 |');
    expect(readme()).toContain('| `sealed-7.json` | seventh sealed part, session 15; **retired** in session 16 |');
    expect(readme()).toContain('retired, tuned on (session 16: read by the lead at the end of session 15)');
    expect(readme()).toContain('| `sealed-8.json` | eighth sealed part, session 16; **retired** in session 17 |');
    expect(readme()).toContain('retired, tuned on (session 17: read by the lead at the end of session 16)');
    expect(readme()).toContain('| `sealed-9.json` | ninth sealed part, session 17; **retired** in session 18 |');
    expect(readme()).toContain('retired, tuned on (session 18: read by the lead at the end of session 17)');
    expect(readme()).toContain('| `sealed-10.json` | tenth sealed part, session 18; **retired** in session 19 |');
    expect(readme()).toContain(
      'retired (session 19): the lead read its misses at the end of session 18; training material from now on',
    );
    expect(readme()).toContain('| `sealed-11.json` | eleventh sealed part, session 19; **retired** in session 20 |');
    expect(readme()).toContain(
      'retired (session 20): the lead read its misses at the end of session 19; training material from now on',
    );
    expect(readme()).toContain('| `sealed-12.json` | twelfth sealed part, session 20; **retired** in session 21 |');
    expect(readme()).toContain(
      'retired (session 21): the lead read its misses at the end of session 20; training material from now on',
    );
    expect(readme()).toContain('| `sealed-13.json` | thirteenth sealed part, session 21; **retired** in session 22 |');
    expect(readme()).toContain(
      'retired (session 22): the lead read its misses at the end of session 21; training material from now on',
    );
    expect(readme()).toContain('| `sealed-14.json` | fourteenth sealed part, session 22; **retired** in session 23 |');
    expect(readme()).toContain(
      'retired (session 23): the lead read its misses at the end of session 22; training material from now on',
    );
    expect(readme()).toContain('| `sealed-15.json` | fifteenth sealed part, session 23; **retired** in session 24 |');
    expect(readme()).toContain(
      'retired (session 24): the lead read its misses at the end of session 23; training material from now on',
    );
    expect(readme()).toContain('| `sealed-16.json` | sixteenth sealed part, session 24; **retired** in session 25 |');
    expect(readme()).toContain(
      'retired (session 25): the lead read its misses at the end of session 24; training material from now on',
    );
    expect(readme()).toContain('| `sealed-17.json` | seventeenth sealed part, session 25; **retired** in session 26 |');
    expect(readme()).toContain('retired (session 26): training material from now on (`TRAINING_PARTS` in `score.mjs`)');
    expect(readme()).toContain('| `sealed-18.json` | eighteenth sealed part, session 26; **retired** in session 28 |');
    expect(readme()).toContain('retired to training in session 28 (the lead or helper msgtune moves it into `TRAINING_PARTS`');
    expect(readme()).toContain('| `sealed-19.json` | nineteenth sealed part, session 27: sealed (current) |');
    expect(readme()).toContain(
      '**a current sealed part** since session 27 (beside `sealed-18.json` in session 27, beside `sealed-20.json` from session 28): reporting only (`PART=sealed-19 node',
    );
    expect(readme()).toContain('| `sealed-20.json` | twentieth sealed part, session 28: sealed (current) |');
    expect(readme()).toContain(
      "**a current sealed part** since session 28, beside `sealed-19.json`, and the bench's default: reporting only (`npm run bench messages`",
    );
    expect(readme()).toContain('| `sealed-21.json` | twenty-first sealed part, session 29: sealed (current) |');
    expect(readme()).toContain(
      '**a current sealed part** since session 29, beside `sealed-19.json` and `sealed-20.json`: reporting only (`PART=sealed-21 node',
    );
    expect(readme()).not.toContain('**the sealed part** since session 26');
    expect(readme()).not.toContain('**the sealed part** since session 25');
    expect(readme()).not.toContain('**the sealed part** since session 24');
  });

  test('README.md states every size rule it promises', () => {
    const sizes = promisedSizes(readme());
    expect(sizes.total).toBeGreaterThanOrEqual(sizes.sealed);
    expect(sizes.sealedShare).toBeCloseTo(1 / 3, 5);
  });
});

// The fresh training batch of session 11 (README.md, "Fresh training batch"): written by the
// tuner from sources no other part uses, measured once before tuning, then trained on.
describe('messages-real train-2.json', () => {
  const batch = loadPart('train-2');
  const others = [
    train,
    ...(['sealed', 'sealed-2', 'sealed-3'] as const).filter((p) => existsSync(join(DIR, `${p}.json`))).map((p) => loadPart(p)),
  ];

  test('is well formed', () => {
    expect(formatProblems(batch, 'f')).toEqual([]);
  });

  test('shares no source, page address, message id or message with any other part', () => {
    for (const other of others) {
      expect(sharedSources(other, batch)).toEqual([]);
      const ids = new Set(other.messages.map((m) => m.id));
      expect(batch.messages.filter((m) => ids.has(m.id)).map((m) => m.id)).toEqual([]);
      const texts = new Set(other.messages.map(messageText));
      expect(batch.messages.filter((m) => texts.has(messageText(m))).map((m) => m.id)).toEqual([]);
    }
  });
});

// The second sealed part (README.md, "Second sealed part"): written in session 10 from sources
// neither other part uses, so the coach's closing figures can come from unseen messages.
describe.runIf(hasSealed2)('messages-real sealed-2.json', () => {
  const sealed2 = loadPart('sealed-2');
  const others = [train, ...(hasSealed ? [loadPart('sealed')] : [])];

  test('is well formed, with ids starting with "u"', () => {
    expect(formatProblems(sealed2, 'u')).toEqual([]);
  });

  test('shares no source, page address, message id or message with the other parts', () => {
    for (const other of others) {
      expect(sharedSources(other, sealed2)).toEqual([]);
      const ids = new Set(other.messages.map((m) => m.id));
      expect(sealed2.messages.filter((m) => ids.has(m.id)).map((m) => m.id)).toEqual([]);
      const texts = new Set(other.messages.map(messageText));
      expect(sealed2.messages.filter((m) => texts.has(messageText(m))).map((m) => m.id)).toEqual([]);
    }
  });

  test('holds at least 110 messages, 30% hostile, 30% neutral and 10% received', () => {
    const c = counts(sealed2);
    expect(c.messages).toBeGreaterThanOrEqual(110);
    expect(c.hostile / c.messages).toBeGreaterThanOrEqual(0.3);
    expect(c.neutral / c.messages).toBeGreaterThanOrEqual(0.3);
    expect(c.received / c.messages).toBeGreaterThanOrEqual(0.1);
  });

  test('no single source holds more than 20% of the messages', () => {
    const perSource = new Map<string, number>();
    for (const m of sealed2.messages) perSource.set(m.source, (perSource.get(m.source) ?? 0) + 1);
    const heavy = [...perSource].filter(([, n]) => n > 0.2 * sealed2.messages.length).map(([id]) => id);
    expect(heavy).toEqual([]);
  });

  test('has received requests and questions with dates or times for the reading figure', () => {
    const toList = sealed2.messages
      .filter((m) => m.mode === 'received')
      .flatMap((m) => m.sentences)
      .filter(mustList);
    expect(toList.length).toBeGreaterThanOrEqual(15);
  });

  test('README.md lists every source of the part with its address', () => {
    const text = readme();
    const missing = Object.entries(sealed2.sources).filter(
      ([id, src]) => !text.includes(`| \`${id}\` |`) || !text.includes(src.url),
    );
    expect(missing.map(([id]) => id)).toEqual([]);
  });
});

// The third sealed part (README.md, "Third sealed part"): written blind in session 11, mostly from
// letters, texts and emails that separated parents published themselves.
const hasSealed3 = existsSync(join(DIR, 'sealed-3.json'));
describe.runIf(hasSealed3)('messages-real sealed-3.json', () => {
  const sealed3 = loadPart('sealed-3');
  const others = [train, ...(hasSealed ? [loadPart('sealed')] : []), ...(hasSealed2 ? [loadPart('sealed-2')] : [])];

  test('is well formed, with ids starting with "v"', () => {
    expect(formatProblems(sealed3, 'v')).toEqual([]);
  });

  test('shares no source, page address, message id or message with the other parts', () => {
    for (const other of others) {
      expect(sharedSources(other, sealed3)).toEqual([]);
      const ids = new Set(other.messages.map((m) => m.id));
      expect(sealed3.messages.filter((m) => ids.has(m.id)).map((m) => m.id)).toEqual([]);
      const texts = new Set(other.messages.map(messageText));
      expect(sealed3.messages.filter((m) => texts.has(messageText(m))).map((m) => m.id)).toEqual([]);
    }
  });

  test('holds the counts README.md states: 122 messages, 748 sentences, 79 hostile, 41 neutral, 24 received', () => {
    expect(counts(sealed3)).toEqual({ messages: 122, hostile: 79, neutral: 41, received: 24, sentences: 748 });
    expect(readme()).toContain('**Counts.** 122 messages, 748 sentences: 79 hostile, 41 neutral');
  });

  test('every source says who wrote it, and real parents wrote 100 of the 122 messages', () => {
    const kinds = Object.entries(sealed3.sources).filter(([, s]) => s.kind !== 'real' && s.kind !== 'example');
    expect(kinds.map(([id]) => id)).toEqual([]);
    const real = sealed3.messages.filter((m) => sealed3.sources[m.source]?.kind === 'real').length;
    expect(real).toBe(100);
    expect(real / sealed3.messages.length).toBeGreaterThanOrEqual(2 / 3);
  });

  test('no single source holds more than 15% of the messages', () => {
    const perSource = new Map<string, number>();
    for (const m of sealed3.messages) perSource.set(m.source, (perSource.get(m.source) ?? 0) + 1);
    const heavy = [...perSource].filter(([, n]) => n > 0.15 * sealed3.messages.length).map(([id]) => id);
    expect(heavy).toEqual([]);
  });

  test('README.md lists every source of the part with its address', () => {
    const text = readme();
    const missing = Object.entries(sealed3.sources).filter(
      ([id, src]) => !text.includes(`| \`${id}\` |`) || !text.includes(src.url),
    );
    expect(missing.map(([id]) => id)).toEqual([]);
  });
});

// The fourth sealed part (README.md, "Fourth sealed part"): written blind in session 12 from sources no
// other part uses, lightly paraphrased into texting style, with a reading-mode share and trap words.
const hasSealed4 = existsSync(join(DIR, 'sealed-4.json'));
describe.runIf(hasSealed4)('messages-real sealed-4.json', () => {
  const sealed4 = loadPart('sealed-4');
  const others = (['train', 'train-2', 'sealed', 'sealed-2', 'sealed-3'] as const)
    .filter((p) => existsSync(join(DIR, `${p}.json`)))
    .map((p) => loadPart(p));

  test('is well formed, with ids starting with "w"', () => {
    expect(formatProblems(sealed4, 'w')).toEqual([]);
  });

  test('shares no source, page address, message id or message with the other parts', () => {
    for (const other of others) {
      expect(sharedSources(other, sealed4)).toEqual([]);
      const ids = new Set(other.messages.map((m) => m.id));
      expect(sealed4.messages.filter((m) => ids.has(m.id)).map((m) => m.id)).toEqual([]);
      const texts = new Set(other.messages.map(messageText));
      expect(sealed4.messages.filter((m) => texts.has(messageText(m))).map((m) => m.id)).toEqual([]);
    }
  });

  test('holds the counts README.md states: 215 messages, 506 sentences, 98 hostile, 109 neutral, 107 received', () => {
    expect(counts(sealed4)).toEqual({ messages: 215, hostile: 98, neutral: 109, received: 107, sentences: 506 });
    expect(readme()).toContain('**Counts.** 215 messages, 506 sentences: 98 hostile, 109 neutral');
  });

  test('every flag has at least 8 labelled sentences (danger at least 5), and 39 received dated asks', () => {
    const perFlag = new Map<string, number>();
    for (const m of sealed4.messages)
      for (const s of m.sentences) for (const f of s.flags) perFlag.set(f, (perFlag.get(f) ?? 0) + 1);
    // Every flag of the set's own list but danger, which is rarer (checked below).
    const thin = FLAGS.filter((f) => f !== 'danger' && (perFlag.get(f) ?? 0) < 8);
    expect(thin).toEqual([]);
    expect(perFlag.get('danger') ?? 0).toBeGreaterThanOrEqual(5);
    const dated = sealed4.messages.filter((m) => m.mode === 'received').flatMap((m) => m.sentences.filter(mustList));
    expect(dated.length).toBe(39);
  });

  test('every source says who wrote it, and no single source holds more than 5% of the messages', () => {
    const kinds = Object.entries(sealed4.sources).filter(([, s]) => s.kind !== 'real' && s.kind !== 'example');
    expect(kinds.map(([id]) => id)).toEqual([]);
    const perSource = new Map<string, number>();
    for (const m of sealed4.messages) perSource.set(m.source, (perSource.get(m.source) ?? 0) + 1);
    const heavy = [...perSource].filter(([, n]) => n > 0.05 * sealed4.messages.length).map(([id]) => id);
    expect(heavy).toEqual([]);
  });

  test('README.md lists every source of the part with its address', () => {
    const text = readme();
    const missing = Object.entries(sealed4.sources).filter(
      ([id, src]) => !text.includes(`| \`${id}\` |`) || !text.includes(src.url),
    );
    expect(missing.map(([id]) => id)).toEqual([]);
  });
});

/** What a blind part's README section states about it: its counts and its received dated asks. */
interface BlindPartCounts {
  messages: number;
  sentences: number;
  hostile: number;
  neutral: number;
  received: number;
  dated: number;
}

type PartName = Parameters<typeof loadPart>[0];

/**
 * Every part in the order it was written: the training parts (score.mjs keeps them in that order)
 * and then the current sealed part. A blind part is checked against the ones before it.
 */
/** The parts written blind, each after the ones before it (the thirteenth sealed part onward). */
const WRITTEN_BLIND = [
  'sealed-13',
  'sealed-14',
  'sealed-15',
  'sealed-16',
  'sealed-17',
  'sealed-18',
  'sealed-19',
  'sealed-20',
  'sealed-21',
] as const;
const PARTS_IN_ORDER: readonly PartName[] = [...new Set<PartName>([...TRAINING_PARTS, ...WRITTEN_BLIND])];

/**
 * The shape and label checks of a part written blind from its own sources (sealed-5 on): well
 * formed with its id prefix, nothing shared with the parts written before it, the counts its
 * README section states, every flag labelled at least 10 times, every source described and
 * listed. No coach output is asserted on it.
 */
function blindPartChecks(name: PartName, prefix: string, want: BlindPartCounts) {
  const earlier = PARTS_IN_ORDER.slice(0, PARTS_IN_ORDER.indexOf(name));
  describe.runIf(existsSync(join(DIR, `${name}.json`)))(`messages-real ${name}.json`, () => {
    const part = loadPart(name);
    const others = earlier.filter((p) => existsSync(join(DIR, `${p}.json`))).map((p) => loadPart(p));
    const { messages, sentences, hostile, neutral, received, dated } = want;

    test(`is well formed, with ids starting with "${prefix}"`, () => {
      expect(formatProblems(part, prefix)).toEqual([]);
    });

    test('shares no source, page address, message id or message with the other parts', () => {
      for (const other of others) {
        expect(sharedSources(other, part)).toEqual([]);
        const ids = new Set(other.messages.map((m) => m.id));
        expect(part.messages.filter((m) => ids.has(m.id)).map((m) => m.id)).toEqual([]);
        const texts = new Set(other.messages.map(messageText));
        expect(part.messages.filter((m) => texts.has(messageText(m))).map((m) => m.id)).toEqual([]);
      }
    });

    test(`holds the counts README.md states: ${messages} messages, ${sentences} sentences, ${hostile} hostile, ${neutral} neutral, ${received} received`, () => {
      expect(counts(part)).toEqual({ messages, hostile, neutral, received, sentences });
      expect(readme()).toContain(
        `**Counts.** ${messages} messages, ${sentences} sentences: ${hostile} hostile, ${neutral} neutral`,
      );
    });

    test(`every flag has at least 10 labelled sentences, and ${dated} received dated asks`, () => {
      const perFlag = new Map<string, number>();
      for (const m of part.messages)
        for (const s of m.sentences) for (const f of s.flags) perFlag.set(f, (perFlag.get(f) ?? 0) + 1);
      expect(FLAGS.filter((f) => (perFlag.get(f) ?? 0) < 10)).toEqual([]);
      const asks = part.messages.filter((m) => m.mode === 'received').flatMap((m) => m.sentences.filter(mustList));
      expect(asks.length).toBe(dated);
    });

    test('every source says who wrote it, and no single source holds more than 5% of the messages', () => {
      const kinds = Object.entries(part.sources).filter(([, s]) => s.kind !== 'real' && s.kind !== 'example');
      expect(kinds.map(([id]) => id)).toEqual([]);
      const perSource = new Map<string, number>();
      for (const m of part.messages) perSource.set(m.source, (perSource.get(m.source) ?? 0) + 1);
      const heavy = [...perSource].filter(([, n]) => n > 0.05 * part.messages.length).map(([id]) => id);
      expect(heavy).toEqual([]);
    });

    test('README.md lists every source of the part with its address', () => {
      const text = readme();
      const missing = Object.entries(part.sources).filter(
        ([id, src]) => !text.includes(`| \`${id}\` |`) || !text.includes(src.url),
      );
      expect(missing.map(([id]) => id)).toEqual([]);
    });
  });
}

// The fifth sealed part (README.md, "Fifth sealed part"): written blind in session 13 by a non-tuner from
// sources no other part uses, in the writer's own words, with hard cases (hostility told as a story, polite
// pressure, self-harm inside a message, firm refusals) and harmless uses of trigger words.
blindPartChecks('sealed-5', 'x', {
  messages: 263,
  sentences: 613,
  hostile: 110,
  neutral: 145,
  received: 143,
  dated: 55,
});

// The sixth sealed part (README.md, "Sixth sealed part"): written blind in session 14 by a non-tuner from
// sources no other part uses, in the writer's own words, with hard cases (blame told as a story, sarcasm without
// marker words, polite pressure, danger inside short messages) and harmless uses of trigger words. Retired in
// session 15 (read by the lead at the end of session 14): tuned on since, its shape and labels are still checked.
blindPartChecks('sealed-6', 'y', {
  messages: 298,
  sentences: 582,
  hostile: 103,
  neutral: 186,
  received: 161,
  dated: 64,
});

// The seventh sealed part (README.md, "Seventh sealed part"): written blind in session 15 by a non-tuner from
// sources no other part uses, in the writer's own words in texting style (bare orders, sarcasm without markers,
// blame told as a story, legal threats, danger in short messages, over-apologetic asks). Retired in session 16
// (read by the lead at the end of session 15): tuned on since, its shape and labels are still checked.
blindPartChecks('sealed-7', 'z', {
  messages: 308,
  sentences: 524,
  hostile: 128,
  neutral: 173,
  received: 186,
  dated: 52,
});

// The eighth sealed part (README.md, "Eighth sealed part"): written blind in session 16 by a non-tuner from
// sources no other part uses, in the writer's own words (blame told as a story, sarcasm without markers, bare
// orders, legal and exposure threats, danger in short messages, over-apologetic asks, harmless trigger words).
// Retired in session 17 (read by the lead at the end of session 16): tuned on since, its shape and labels are
// still checked.
blindPartChecks('sealed-8', 'q', {
  messages: 359,
  sentences: 695,
  hostile: 143,
  neutral: 210,
  received: 180,
  dated: 58,
});

// The ninth sealed part (README.md, "Ninth sealed part"): written blind in session 17 by a non-tuner from
// sources no other part uses, in the writer's own words. Retired in session 18 (read by the lead at the end of
// session 17): tuned on since, its shape and labels are still checked.
blindPartChecks('sealed-9', 'r', {
  messages: 359,
  sentences: 651,
  hostile: 137,
  neutral: 216,
  received: 212,
  dated: 70,
});

// The tenth sealed part (README.md, "Tenth sealed part"): written blind in session 18 by a non-tuner from
// sources no other part uses, in the writer's own words. Retired in session 19 (read by the lead at the end of
// session 18): training material since, its shape and labels are still checked.
blindPartChecks('sealed-10', 'p', {
  messages: 376,
  sentences: 825,
  hostile: 138,
  neutral: 231,
  received: 216,
  dated: 76,
});

// The eleventh sealed part (README.md, "Eleventh sealed part"): written blind in session 19 by a non-tuner from
// sources no other part uses, in the writer's own words. Retired in session 20 (the lead read its misses at the end of
// session 19): training material since, its shape and labels are still checked.
blindPartChecks('sealed-11', 'o', {
  messages: 415,
  sentences: 899,
  hostile: 146,
  neutral: 261,
  received: 273,
  dated: 80,
});

// The twelfth sealed part (README.md, "Twelfth sealed part"): written blind in session 20 by a non-tuner from
// sources no other part uses, in the writer's own words. Retired in session 21 (the lead read its misses at the end of
// session 20): training material since (score.mjs TRAINING_PARTS), its shape and labels are still checked.
blindPartChecks('sealed-12', 'n', {
  messages: 488,
  sentences: 927,
  hostile: 162,
  neutral: 315,
  received: 252,
  dated: 84,
});

// The thirteenth sealed part (README.md, "Thirteenth sealed part"): written blind in session 21 by a non-tuner from
// sources no other part uses, in the writer's own words. Retired in session 22 (the lead read its misses at the end of
// session 21): training material since (score.mjs TRAINING_PARTS), its shape and labels are still checked.
blindPartChecks('sealed-13', 'm', {
  messages: 530,
  sentences: 924,
  hostile: 184,
  neutral: 331,
  received: 321,
  dated: 103,
});

// The fourteenth sealed part (README.md, "Fourteenth sealed part"): written blind in session 22 by a non-tuner from
// sources no other part uses, in the writer's own words. Retired in session 23 (the lead read its misses at the end of
// session 22): training material since, its shape and labels are still checked.
blindPartChecks('sealed-14', 'l', {
  messages: 501,
  sentences: 906,
  hostile: 162,
  neutral: 326,
  received: 291,
  dated: 89,
});

// The fifteenth sealed part (README.md, "Fifteenth sealed part"): written blind in session 23 by a non-tuner from
// sources no other part uses, in the writer's own words. Retired in session 24 (the lead read its misses at the end of
// session 23): training material since, its shape and labels are still checked.
blindPartChecks('sealed-15', 'k', {
  messages: 524,
  sentences: 1155,
  hostile: 163,
  neutral: 346,
  received: 324,
  dated: 101,
});

// The sixteenth sealed part (README.md, "Sixteenth sealed part"): written blind in session 24 by a non-tuner from
// sources no other part uses, in the writer's own words. Retired in session 25 (the lead read its misses at the end of
// session 24): training material since, its shape and labels are still checked.
blindPartChecks('sealed-16', 'j', {
  messages: 472,
  sentences: 889,
  hostile: 195,
  neutral: 253,
  received: 282,
  dated: 96,
});

// The seventeenth sealed part (README.md, "Seventeenth sealed part"): written blind in session 25 by a non-tuner from
// sources no other part uses, in the writer's own words; second review of its labels in session 25 (README.md). Retired in
// session 26 (score.mjs TRAINING_PARTS): training material since, its shape and labels are still checked.
blindPartChecks('sealed-17', 'i', {
  messages: 491,
  sentences: 904,
  hostile: 217,
  neutral: 257,
  received: 294,
  dated: 90,
});

// The eighteenth sealed part (README.md, "Eighteenth sealed part"): written blind in session 26 by a non-tuner from
// sources no other part uses, in the writer's own words; second review of its labels in session 26 (README.md, one
// more received dated ask: 81). Only its shape and labels are checked here; no coach output is asserted on it.
blindPartChecks('sealed-18', 'h', {
  messages: 543,
  sentences: 923,
  hostile: 248,
  neutral: 281,
  received: 350,
  dated: 81,
});

// The nineteenth sealed part (README.md, "Nineteenth sealed part"): written blind in session 27 by a non-tuner from
// sources no other part uses (21 of 31 from the United States), in the writer's own words; a second current sealed part
// beside sealed-18. Only its shape and labels are checked here; no coach output is asserted on it.
blindPartChecks('sealed-19', 'g', {
  messages: 546,
  sentences: 953,
  hostile: 253,
  neutral: 273,
  received: 350,
  dated: 83,
});

// The twentieth sealed part (README.md, "Twentieth sealed part"): written blind in session 28 by a non-tuner from
// sources no other part uses (22 of 31 from the United States), in the writer's own words; a current sealed part beside
// sealed-19 and the bench's default. Only its shape and labels are checked here; no coach output is asserted on it.
blindPartChecks('sealed-20', 'e', {
  messages: 545,
  sentences: 960,
  hostile: 271,
  neutral: 255,
  received: 355,
  dated: 97,
});

// The twenty-first sealed part (README.md, "Twenty-first sealed part"): written blind in session 29 by a non-tuner from
// sources no other part uses (24 of 34 from the United States), in the writer's own words; a current sealed part beside
// sealed-19 and sealed-20. Only its shape and labels are checked here; no coach output is asserted on it.
blindPartChecks('sealed-21', 'd', {
  messages: 559,
  sentences: 1036,
  hostile: 280,
  neutral: 258,
  received: 371,
  dated: 116,
});

/** How many sentences of a part carry each flag. */
function flagCounts(name: PartName): Map<string, number> {
  const perFlag = new Map<string, number>();
  for (const m of loadPart(name).messages)
    for (const s of m.sentences) for (const f of s.flags) perFlag.set(f, (perFlag.get(f) ?? 0) + 1);
  return perFlag;
}

// Issue 28's fifteenth to twenty-first parts were asked for at least 25 labelled sentences of every flag. Counts only, so
// that a failure prints no sealed text.
for (const name of ['sealed-15', 'sealed-16', 'sealed-17', 'sealed-18', 'sealed-19', 'sealed-20', 'sealed-21'] as const)
  test.runIf(existsSync(join(DIR, `${name}.json`)))(`${name}.json labels every flag on at least 25 sentences`, () => {
    const perFlag = flagCounts(name);
    expect(FLAGS.filter((f) => (perFlag.get(f) ?? 0) < 25)).toEqual([]);
  });

// Issue 28's seventeenth to twenty-first parts were asked for at least 35 sentences each of insult, sarcasm and absolute.
// Counts only.
for (const name of ['sealed-17', 'sealed-18', 'sealed-19', 'sealed-20', 'sealed-21'] as const)
  test.runIf(existsSync(join(DIR, `${name}.json`)))(
    `${name}.json labels insult, sarcasm and absolute on at least 35 sentences each`,
    () => {
      const perFlag = flagCounts(name);
      expect(['insult', 'sarcasm', 'absolute'].filter((f) => (perFlag.get(f) ?? 0) < 35)).toEqual([]);
    },
  );

// The same sentence in two parts would let a tuner see a sealed sentence in training. Counts only, so that a
// failure prints no sealed text.
describe.each(WRITTEN_BLIND)('%s.json against the parts written before it', (name) => {
  test.runIf(existsSync(join(DIR, `${name}.json`)))(
    'holds no sentence of five words or more that an earlier part holds, and none twice',
    () => {
      const flat = (text: string) =>
        text
          .toLowerCase()
          .replace(/[‘’]/g, "'")
          .replace(/[^a-z0-9':$]+/g, ' ')
          .trim();
      const long = (text: string) => flat(text).split(' ').length >= 5;
      const earlier = new Set(
        PARTS_IN_ORDER.slice(0, PARTS_IN_ORDER.indexOf(name))
          .filter((p) => existsSync(join(DIR, `${p}.json`)))
          .flatMap((p) => loadPart(p).messages.flatMap((m) => m.sentences.map((s) => flat(s.text)))),
      );
      const mine = loadPart(name)
        .messages.flatMap((m) => m.sentences.map((s) => s.text))
        .filter(long)
        .map(flat);
      expect(mine.filter((s) => earlier.has(s)).length).toBe(0);
      expect(mine.length - new Set(mine).size).toBe(0);
    },
  );

  // Issue 28's thirteenth to eighteenth parts were asked to hold at least 20 labelled sentences of every flag
  // (the fifteenth to twenty-first at least 25: checked above).
  test.runIf(existsSync(join(DIR, `${name}.json`)))('labels every flag on at least 20 sentences', () => {
    const perFlag = flagCounts(name);
    expect(FLAGS.filter((f) => (perFlag.get(f) ?? 0) < 20)).toEqual([]);
  });
});

// README.md is read by the tuners: it describes the sealed part in the writer's words and never quotes
// it. Counts only, so that a failure prints no sealed text.
test.each(WRITTEN_BLIND)('README.md quotes no sentence of %s.json of five words or more', (name) => {
  const flat = (text: string) =>
    ` ${text
      .toLowerCase()
      .replace(/[‘’]/g, "'")
      .replace(/[^a-z0-9':$]+/g, ' ')
      .trim()} `;
  const doc = flat(readme());
  const quoted = loadPart(name)
    .messages.flatMap((m) => m.sentences.map((s) => flat(s.text)))
    .filter((s) => s.trim().split(' ').length >= 5 && doc.includes(s));
  expect(quoted.length).toBe(0);
});

describe('size rules', () => {
  const m = (id: string, hostile: boolean, mode: 'draft' | 'received'): Message => ({
    id,
    source: 'x',
    mode,
    hostile,
    sentences: [{ text: hostile ? 'You never listen.' : 'Pickup at 5.', flags: hostile ? ['absolute'] : [], answer: [] }],
  });
  const part = (ms: Message[]) => ({ about: 'a', messages: ms, sources: { x: { url: 'https://x', title: 'x', note: '' } } });
  const sizes = { total: 4, sealed: 2, sealedShare: 1 / 3, hostile: 0.5, neutral: 0.5, received: 0.5 };

  test('a small, lopsided sealed part breaks four rules', () => {
    const t = part([m('t1', true, 'received'), m('t2', false, 'draft'), m('t3', true, 'draft'), m('t4', false, 'received')]);
    const s = part([m('s1', true, 'draft')]);
    expect(sizeProblems(t, s, sizes)).toEqual([
      '1 sealed messages, want 2',
      'sealed share 0.200, want 0.333',
      'sealed: 0/1 neutral, want 50%',
      'sealed: 0/1 received, want 50%',
    ]);
    expect(counts(s)).toEqual({ messages: 1, hostile: 1, neutral: 0, received: 0, sentences: 1 });
  });

  test('format problems name the message and the rule', () => {
    const bad = part([
      { ...m('t1', false, 'draft'), sentences: [{ text: 'Stop. ', flags: ['demand'], answer: ['when' as never] }] },
    ]);
    expect(formatProblems(bad, 't')).toEqual([
      'message t1 sentence 1: empty or untrimmed text',
      'message t1 sentence 1: unknown answer label "when"',
      'message t1: not hostile but has demand',
    ]);
  });
});

describe('scoring', () => {
  const message: Message = {
    id: 't1',
    source: 'x',
    mode: 'received',
    hostile: true,
    sentences: [
      { text: 'You never pay on time.', flags: ['absolute', 'blame'], answer: [] },
      { text: 'Can you take her Friday at 5?', flags: [], answer: ['request', 'date', 'time'] },
    ],
  };

  test('sentences sit where the joined text puts them', () => {
    expect(messageText(message)).toBe('You never pay on time. Can you take her Friday at 5?');
    expect(sentenceSpans(message)).toEqual([
      { start: 0, end: 22 },
      { start: 23, end: 52 },
    ]);
  });

  test('a flag counts for the sentence its span overlaps; answers list the sentence', () => {
    const scored = scoreMessage(message, {
      sentences: [
        { start: 0, end: 22, flags: [{ category: 'absolute', start: 4, end: 9 }], answer: [] },
        { start: 23, end: 52, flags: [{ category: 'demand', start: 23, end: 36 }], answer: ['request'] },
      ],
      danger: null,
    });
    expect(scored.sentences.map((s) => [s.predicted, s.listed])).toEqual([
      [['absolute'], false],
      [['demand'], true],
    ]);
    const figures = aggregate([scored]);
    expect(figures.hostile).toEqual({ flagged: 1, total: 1 });
    expect(figures.perFlag.absolute).toEqual({ tp: 1, fp: 0, fn: 0 });
    expect(figures.perFlag.blame).toEqual({ tp: 0, fp: 0, fn: 1 });
    expect(figures.perFlag.demand).toEqual({ tp: 0, fp: 1, fn: 0 });
    expect(figures.reading).toEqual({ listed: 1, total: 1 });
  });

  test('a flag without its own span counts over its sentence; danger as a level', () => {
    const scored = scoreMessage(message, {
      sentences: [{ start: 0, end: 22, flags: [{ category: 'blame' }], answer: [] }],
      danger: { level: 'crisis' },
    });
    expect(scored.sentences[0]?.predicted).toEqual(['blame']);
    expect(scored.sentences[1]?.listed).toBe(false);
    expect(scored.danger).toBe(true);
    expect(scoreMessage(message, { sentences: [], danger: { level: 'calm' } }).danger).toBe(false);
  });
});
