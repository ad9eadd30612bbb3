// The message coach's session-21 changes (docs/message-coach.md, "Session 21 (helper msgcoach)"):
// a received message the shared detector recognises as danger short of a crisis gets the chat's
// calm safety check with 911 and the fitting lines, as in the chat (issue 28); a tone flag is shown
// only on the words that caused it (the strongest window of the sentence), never on a whole sentence.
import { describe, expect, it } from 'vitest';
import { respond } from '../../src/features/coach/engine';
import { analyzeDraft, readReceived } from '../../src/features/message-coach/analyze';
import { safetyCheck } from '../../src/features/message-coach/danger';
import { toneWords } from '../../src/features/message-coach/tone/tone';
import { TONE_MODEL } from '../../src/features/message-coach/tone/toneModel';

/** A Monday, as in message-coach.test.ts: the reply's deadline is a Wednesday. */
const MONDAY = new Date(2026, 10, 23);

describe('a received message at the chat’s safety-check level gets its calm check with the numbers', () => {
  // Session 21 (crisis-en): the ex's own words ("if your coworkers saw the pics") are an image threat
  // with the full reply (a regression of session 20's retrain, fixed: pictures "from when we were
  // together" are not danger told as over); the parent's words about their own coworkers, with nobody
  // named as threatening, stay at the check.
  const threat = 'How bad would it be if my coworkers saw the pics from when we were together?';

  it('a veiled threat the detector recognises but is not sure of: the check, not the full crisis reply', () => {
    expect(readReceived(threat, MONDAY).danger).toEqual({
      level: 'check',
      categories: ['image_threat'],
      lines: ['dv'],
      intro: 'Are you and your children safe right now?',
      followUp: '',
    });
    // The chat asks the same question with the same lines for the same words as the reader would tell them.
    const told = 'How bad would it be if my coworkers saw the pics from when we were together?';
    expect(respond(told).level).toBe('check');
    expect(respond(told).lines.map((l) => l.id)).toEqual(['emergency', 'dv']);
  });

  it('a calm received message gets no lines, though the triage alone would check it', () => {
    const calm = 'Can you pick Emma up at 4:30 on Friday?';
    expect(respond(calm).level).toBe('check');
    expect(safetyCheck(calm)).toBeNull();
    expect(readReceived(calm, MONDAY).danger).toBeNull();
    expect(readReceived('I want to be there for Kai as he grows.', MONDAY).danger).toBeNull();
  });

  it('a received threat the triage is sure of keeps the full crisis reply; a draft gets no check', () => {
    const danger = readReceived('If you keep the kids from me I will kill you.', MONDAY).danger;
    expect(danger?.level).toBe('crisis');
    expect(danger?.intro).toBe('Your safety comes first. Help is here, day and night:');
    expect(analyzeDraft(threat, MONDAY).danger).toBeNull();
    expect(
      readReceived('How bad would it be if your coworkers saw the pics from when we were together?', MONDAY).danger?.level,
    ).toBe('crisis');
  });
});

describe('every tone flag shown quotes the words that caused it (issue 28)', () => {
  /** An embedding the tone model scores `p` (along its weights), so a test can say each copy's score. */
  const vectorScoring = (p: number) => {
    const w = TONE_MODEL.weights;
    const norm = w.reduce((n, x) => n + x * x, 0);
    const z = Math.log(p / (1 - p)) - TONE_MODEL.bias;
    return Float32Array.from(w, (x) => (x * z) / norm);
  };
  const embedBy = (scores: Record<string, number>) => async (texts: readonly string[]) =>
    texts.map((t) => vectorScoring(scores[t] ?? 0.5));
  const text = "You just don't get it.";
  const finding = { sentence: 0, start: 0, end: text.length, score: 0.9 };

  it('the window whose removal lowers the score most, even short of half the margin', async () => {
    const [found] = await toneWords(text, [finding], embedBy({ 'get it.': 0.85, 'You it.': 0.8, 'You just.': 0.88 }));
    expect(text.slice(found!.start, found!.end)).toBe("just don't get");
  });

  it('a flag no window of words accounts for is dropped, not shown on its whole sentence', async () => {
    const higher = embedBy({ 'get it.': 0.95, 'You it.': 0.93, 'You just.': 0.91 });
    expect(await toneWords(text, [finding], higher)).toEqual([]);
  });

  it('a sentence of one word is its word; one of small words only has none to show', async () => {
    const one = 'Whatever.';
    expect(await toneWords(one, [{ sentence: 0, start: 0, end: one.length, score: 0.9 }], embedBy({}))).toEqual([
      { sentence: 0, start: 0, end: 8, score: 0.9 },
    ]);
    const small = 'You did this.';
    expect(await toneWords(small, [{ sentence: 0, start: 0, end: small.length, score: 0.9 }], embedBy({ 'You.': 0.2 }))).toEqual(
      [],
    );
  });
});

describe('precision: help offered is not danger, a child’s own feelings are not a charge, social media is not off-topic alone', () => {
  const flagsOf = (text: string) =>
    analyzeDraft(text, MONDAY).sentences.flatMap((s) => s.flags.map((f) => [f.category, text.slice(f.start, f.end)]));

  it.each([
    'If you’re thinking of hurting yourself, please call 988 right now.',
    'If you’re thinking of hurting yourself, please call 13 11 14 now, or 000 if you’re in danger.',
  ])('no flag: %s', (text) => {
    expect(flagsOf(text)).toEqual([]);
  });

  it('harm named without a line to call is still danger', () => {
    expect(flagsOf('I will hurt you if you take the kids.')).toContainEqual(['danger', 'I will hurt you']);
  });

  it('a report of the child’s own feelings charges nothing; a report of what the reader did still does', () => {
    expect(flagsOf('Hi, the kids said they’re worried about you being alone when they’re here.')).toEqual([]);
    expect(flagsOf('She told me you didn’t feed her dinner.')).toEqual([['blame', 'She told me you didn’t feed her dinner.']]);
    expect(flagsOf('Emma said you yelled at her and she cried.')).toEqual([
      ['blame', 'Emma said you yelled at her and she cried.'],
    ]);
  });

  it('social media: the reader’s time on it or the reader’s life seen there, not the writer’s or a child’s post', () => {
    expect(flagsOf('I’ll record it and put it on Facebook.')).toEqual([]);
    expect(flagsOf('Maybe spend less time on Instagram telling strangers how to live.')).toContainEqual([
      'offtopic',
      'time on Instagram',
    ]);
    expect(flagsOf('I saw on Facebook you’re going to Cabo.')).toEqual([['offtopic', 'saw on Facebook you']]);
    // Posting as the price of a refusal is a threat, not an aside.
    expect(flagsOf("Send me the money you owe me or I'm posting everything on Facebook.")).toEqual([
      ['threat', "or I'm posting everything on Facebook"],
    ]);
  });
});

describe('precision: commands that leave the when to the reader, a lawyer told of an agreement', () => {
  const flagsOf = (text: string) =>
    analyzeDraft(text, MONDAY).sentences.flatMap((s) => s.flags.map((f) => [f.category, text.slice(f.start, f.end)]));

  it('no demand where the when or the whether is the reader’s, or the writer’s answer is passed on', () => {
    expect(flagsOf('Fine, I’ll tell my lawyer we agree. Send me the draft when it’s ready.')).toEqual([]);
    expect(flagsOf('You’re an idiot. Tell him I’m not signing anything.')).toEqual([['insult', 'You’re an idiot']]);
    expect(flagsOf('Delete me from your life all you want. You’ll never see Kai again.')).toEqual([
      ['danger', 'You’ll never see Kai again'],
      ['threat', 'You’ll never see Kai again'],
    ]);
  });

  it('the same commands with pressure are still demands; a lawyer alone is still a threat', () => {
    expect(flagsOf('You’re an idiot. Tell him to bring his coat.')).toEqual([
      ['insult', 'You’re an idiot'],
      ['demand', 'Tell him to bring his coat.'],
    ]);
    expect(flagsOf('You’re an idiot. Send me the draft now.')).toEqual([
      ['insult', 'You’re an idiot'],
      ['demand', 'Send me the draft now.'],
    ]);
    expect(flagsOf('I’ll tell my lawyer.')).toEqual([['threat', 'I’ll tell my lawyer']]);
  });
});
