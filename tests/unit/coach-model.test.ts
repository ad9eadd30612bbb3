// The coach's statistical layer (src/content/crisis/model.ts + model.json): the committed
// model is the one scripts/train-coach-model.mjs trains from today's inputs, its probabilities
// are calibrated (monotonic, between 0 and 1), everyday co-parenting questions are answered
// calmly, and danger in wording no rule knows still brings the numbers.
import { describe, expect, it } from 'vitest';
import model from '../../src/content/crisis/model.json';
import {
  calibrated,
  dangerLikelihood,
  dangerScore,
  features,
  kindScores,
  ownHarmSigns,
  softmax,
  type Models,
} from '../../src/content/crisis/model';
import { topicOf } from '../../src/content/crisis/topics';
import { triage, triageWith, MODEL_THRESHOLDS } from '../../src/content/crisis/triage';
import { CATEGORY_LINES } from '../fixtures/crisis-real/categoryLines.mjs';
import { inputsHash } from '../../scripts/coach-model-inputs.mjs';

const models = model as unknown as Models & { inputs: string };

describe('the committed model', () => {
  it('was trained from the current training corpus and feature code (else: node scripts/train-coach-model.mjs)', () => {
    expect(model.inputs).toBe(inputsHash());
  });

  it('knows every danger category of the corpus, and its calibration is increasing', () => {
    expect(models.kinds.classes).toEqual(Object.keys(CATEGORY_LINES).sort());
    expect(models.danger.platt[0]).toBeGreaterThan(0);
    expect(models.kinds.temperature).toBeGreaterThan(0);
  });
});

describe('features', () => {
  it('leave out help-seeking words, and read a concept with its clause cues and beside the other concepts of the clause', () => {
    expect(features('please help')).toEqual({ names: [], value: 0 });
    const denied = features('he never hit me');
    expect(denied.names).toEqual([
      'he',
      'he never',
      '~<he>',
      'never',
      'never hit',
      '~<nev',
      '~neve',
      '~ever',
      '~ver>',
      'hit',
      'hit me',
      '~<hit',
      '~hit>',
      'me',
      '~<me>',
      '#harm~neg',
      '#harm+target',
      '#target~neg',
      '#harm@other',
      '#target@other',
      '%injury@other',
      '%injury',
      '%injury~neg',
      '#harm',
      '#target',
    ]);
    expect(denied.value).toBe(1 / Math.sqrt(25));
  });

  it('mark danger said to be over, and a joke', () => {
    expect(features('he was violent years ago but no issues for 4 years now').names).toContain('@resolved');
    expect(features('he was violent years ago and last night he hit me again').names).not.toContain('@resolved');
    expect(features('im going to strangle him lol').names).toContain('@joke');
  });
});

describe('sign classes and actors (session 17)', () => {
  it('read a warning sign by its class and who it is said of, whatever the words', () => {
    const names = features('i punch the wall until my knuckles bleed').names.filter((n) => /^[#%]/.test(n));
    expect(names).toEqual(['#harm@i', '%injury@i', '%marks@i', '%injury', '%injury+marks', '%marks', '#harm']);
    expect(features('he punched in the code for the gate').names.filter((n) => /^[#%]/.test(n))).toEqual([
      '#harm@other',
      '%injury@other',
      '%injury',
      '#harm',
    ]);
  });

  it('warning signs of harm to oneself: said of oneself or, for an injury that marks, of a child', () => {
    expect(ownHarmSigns('everyone would be better off without me')).toBe(true);
    expect(ownHarmSigns('i wrote letters to each of my kids and put my passwords in order')).toBe(true);
    expect(ownHarmSigns('my son keeps picking at the same cut until it bleeds')).toBe(true);
    expect(ownHarmSigns('im exhausted and i just want this divorce to be over')).toBe(false);
    expect(ownHarmSigns('he says the kids are better off at his place')).toBe(false);
  });

  it('a model with weights scores a message by its features', () => {
    const danger = { bias: 0.5, weights: { '#harm': 2 }, platt: [1, 0] };
    expect(dangerScore(features('he hit me'), danger)).toBe(0.5 + 2 * features('he hit me').value);
    const kinds = { classes: ['a', 'b'], bias: [0, 1], weights: { '#harm': [0, 3] }, temperature: 1 };
    expect(kindScores(features('he hit me'), kinds)).toEqual([3 * features('he hit me').value, 1]);
  });
});

describe('calibration', () => {
  it('maps a higher raw score to a higher probability, always between 0 and 1', () => {
    const scores = [-20, -5, -1, 0, 0.5, 1, 3, 20];
    const ps = scores.map((s) => calibrated(s, models.danger.platt));
    for (let i = 1; i < ps.length; i++) expect(ps[i]!).toBeGreaterThan(ps[i - 1]!);
    expect(ps[0]!).toBeGreaterThanOrEqual(0);
    expect(ps[ps.length - 1]!).toBeLessThanOrEqual(1);
    expect(calibrated(0, [2, 0])).toBe(0.5);
  });

  it('softmax sums to one and a higher temperature flattens it', () => {
    const sharp = softmax([2, 1, 0], 0.5);
    const flat = softmax([2, 1, 0], 2);
    expect(sharp.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(sharp[0]!).toBeGreaterThan(flat[0]!);
    expect(softmax([0, 0])).toEqual([0.5, 0.5]);
  });

  it('features have unit length and include word pairs, character n-grams and concepts', () => {
    const f = features('he hit me');
    expect(f.value).toBeCloseTo(1 / Math.sqrt(f.names.length), 12);
    expect(f.names).toContain('he');
    expect(f.names).toContain('hit me');
    expect(f.names).toContain('~<hit');
    expect(f.names).toContain('#harm');
    expect(features('')).toEqual({ names: [], value: 0 });
  });

  it('reads a plain logistics question as unlikely danger and a threat as likely', () => {
    expect(dangerLikelihood('how do we split christmas eve and christmas day').danger).toBeLessThan(0.3);
    expect(dangerLikelihood('he said he will kill me if i take the kids').danger).toBeGreaterThan(0.95);
  });
});

describe('everyday co-parenting questions are calm topics', () => {
  it.each([
    ['who gets new years eve if we alternate christmas this year', 'holidays'],
    ['where should we meet halfway for the friday exchange', 'exchanges'],
    ['can the school send both of us the report cards', 'school'],
    ['do i need a notarized consent letter to fly to canada', 'travel'],
    ['how do we split the cost of swim lessons', 'activities'],
    ['can i swap my weekend for the next one', 'week'],
  ])('"%s" is %s, answered calmly', (text, id) => {
    expect(topicOf(text)?.id).toBe(id);
    expect(triage(text)).toEqual({ level: 'calm', categories: [], lines: [] });
  });

  it('a school or work trip and someone running late are everyday words, not harm or absence', () => {
    expect(triage('who signs the permission slip for the field trip').level).toBe('calm');
    expect(triage('how long a grace period if someone is running late for the exchange').level).toBe('calm');
  });

  it('a calm topic with danger in it still gets at least the check', () => {
    expect(triage('at the exchange he grabbed my arm and i am scared').level).not.toBe('calm');
    const reply = triage('he hid my passport before our trip so i cant leave');
    expect(reply.level).not.toBe('calm');
    expect(reply.lines).toContain('dv');
  });
});

describe('danger in wording the rules do not know', () => {
  // Written for this test, none of them in the corpus. With the rules off (the safety net
  // alone), each still brings the numbers in the first reply.
  it.each([
    ['there is something wrong with how her uncle looks at her and she wont sit near him', 'childhelp'],
    ['the thought of not being here keeps coming back', 'lifeline'],
  ])('"%s" gets the check with %s', (text, line) => {
    const reply = triageWith(text, undefined, MODEL_THRESHOLDS, false);
    expect(reply.level).toBe('check');
    expect(reply.lines).toContain(line);
  });

  it('the layer sure of danger (0.97) but not of the kind gives the full reply with every fitting line (session 19, `wide`)', () => {
    const text = 'he counts my pills and hides my insulin when im bad';
    const reply = triageWith(text, undefined, MODEL_THRESHOLDS, false);
    expect(reply.level).toBe('crisis');
    expect(reply.lines).toContain('dv');
  });

  it.each([['the thought of not being here keeps coming back', 'lifeline']])(
    '"%s" still gets the check with %s',
    (text, line) => {
      const reply = triageWith(text, undefined, MODEL_THRESHOLDS, false);
      expect(reply.level).toBe('check');
      expect(reply.lines).toContain(line);
    },
  );

  it('a denial is never the full reply from the model alone: the check, with the numbers', () => {
    const denied = triageWith('he never hit me', undefined, MODEL_THRESHOLDS, false);
    expect(denied.level).toBe('check');
    expect(denied.lines).toContain('dv');
  });

  it('the model alone gives the full reply with the right line when it is sure of the kind', () => {
    expect(
      triageWith('my wife took the car and my wallet and left me at the mall with our son', undefined, MODEL_THRESHOLDS, false),
    ).toEqual({ level: 'crisis', categories: ['stranded'], lines: ['dv'] });
    // A veiled threat no rule knows (the retired sealed parts taught the model such shapes): session 25's model
    // (session 24's calibration kept) gave the check with the hotline; session 27's, calibrated on its own held-out
    // parts with threats' threshold chosen on them (0.4; docs/coach-crisis.md, "Session 27 (issue 25, the lead)"),
    // the full reply again, as in sessions 17 to 24.
    expect(
      triageWith('he said tonight i will find out what happens to people who cross him', undefined, MODEL_THRESHOLDS, false),
    ).toEqual({ level: 'crisis', categories: ['threats'], lines: ['dv'] });
  });
});
