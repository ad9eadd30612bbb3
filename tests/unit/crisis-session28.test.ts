import { describe, expect, test } from 'vitest';
import { spanishPrepared } from '../../src/content/crisis/spanishNet';
import { triage, triageFacts } from '../../src/content/crisis/triage';

// Session 28 (helper crisis-fix; docs/coach-crisis.md "Session 28 (helper crisis-fix)"): faults of the danger
// reading fixed as classes. Our own wording, not a sentence of a corpus part.

describe('a means only got is not a suicide sign without an intent, a goodbye or a plan', () => {
  // The level is the layer's and the other rules' (the first two still read as a check, never the full reply).
  test.each([
    ['consegui los calmantes que le recetaron a Sofi', 'check'],
    ['ya tengo las pastillas para la fiebre de la nina, se las mando en la mochila el viernes', 'check'],
    ['compre las medicinas del doctor para Mateo', 'calm'],
  ])('%s: none (%s)', (text, level) => {
    expect(spanishPrepared(text)).toBe(null);
    expect(triage(text).level).toBe(level);
  });

  test.each([
    // Gathered or counted: a sign alone.
    ['junte todas las pastillas del botiquin y las tengo en mi cajon', 'own'],
    // Got, with a plan or a goodbye in the message.
    ['compre una pistola y ya decidi como y cuando', 'own'],
    ['consegui los calmantes, que sepan mis hijos que no fue su culpa', 'own'],
  ])('%s: %s', (text, whose) => {
    expect(spanishPrepared(text)).toBe(whose);
  });
});

describe('lines composed from what the message tells, whatever kind is read', () => {
  const facts = (text: string) => {
    const f = triageFacts(text);
    return { selfToo: f.selfToo, childTells: f.childTells, notReturned: f.notReturned };
  };

  test.each([
    'he said he would drown the boys and then himself if I file',
    'she swore none of us would see spring, her included',
    'mi ex dijo que nos quema a todos, el y los ninos tambien',
  ])('the children killed with the one threatening among the dead: %s', (text) => {
    expect(facts(text).selfToo).toBe(true);
  });

  test.each([
    'my 7 year old said "grandpa pinches me when mom is at work"',
    'she told her best friend that her stepdad touches her at night and hurts me',
    'mi hija me dijo que el novio de su mama le pega y me toca',
  ])("a child's own telling: %s", (text) => {
    expect(facts(text).childTells).toBe(true);
  });

  test.each([
    'he never brought the kids back after his weekend and his phone is off',
    'the children were due back at noon yesterday',
    'she kept our daughter past the exchange',
    'su papa no me regreso a los ninos el domingo',
  ])('the children not brought back: %s', (text) => {
    expect(facts(text).notReturned).toBe(true);
  });

  test.each([
    "he hasn't returned the kids' winter coats",
    'he wont give the kids bikes back',
    'he took the kids and jumped on the trampoline with them',
    'el y los ninos van al parque el sabado',
    'my son said the teacher told him to hit the ball harder',
  ])('none of them: %s', (text) => {
    expect(facts(text)).toEqual({ selfToo: false, childTells: false, notReturned: false });
  });

  test.each([
    ["he said he'd shoot the kids, him included", ['threats', 'weapons']],
    ['she threatened to take the baby and jump', ['threats']],
  ])('a full reply read as threats carries 988 beside the hotline: %s', (text, categories) => {
    const r = triage(text);
    expect(r.level).toBe('crisis');
    expect(r.categories).toEqual(categories);
    expect(r.lines).toEqual(['lifeline', 'dv']);
  });
});

describe('a denial covers its own part only', () => {
  test('the parts that deny nothing keep their reading', () => {
    const text =
      'I never wanted that with him, I was drunk. But I woke up half-dressed in his bed and he says we had sex while I was out cold.';
    expect(triageFacts(text).denied).toBe(false);
  });

  test('a message of one part is read as before', () => {
    expect(triageFacts("he has never hit me or threatened me, we just can't agree on the support").denied).toBe(true);
  });
});

// Review of session 28: "due back" alone is a plan, not a child kept; NCMEC's line needs an absence or time gone by.
test.each([
  ['the kids are due back at 6 on Sunday', false],
  ['the kids were due back at 6 on sunday, can we move it to 7', false],
  ['the kids were due back at 6. his phone goes to voicemail', true],
  ['my son was supposed to be home by 5 and he still isnt and she wont answer', true],
])('%s: children not returned %s', (message, kept) => {
  expect(triageFacts(message).notReturned).toBe(kept);
});
