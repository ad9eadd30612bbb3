import { describe, expect, test } from 'vitest';
import { normalise } from '../../src/content/crisis/normalise';
import { toldAsOver, triage, triageFacts } from '../../src/content/crisis/triage';

// Session 29 (helper crisis-fix; docs/coach-crisis.md "Session 29 (helper crisis-fix)"): faults of the danger
// reading fixed as classes. Our own wording, not a sentence of a corpus part.

describe("a child's own telling: who tells and what is told", () => {
  test.each([
    // The person named last before "she" is the writer's mother: an adult telling, not a child.
    'I called my mum and she told her sister that he hit me again',
    'my neighbour came over and she told her husband that my ex shoved me',
    // "hurts my ears": the verb of pain with a thing as its subject, not an act of harm.
    'my daughter said the loud music hurts my ears',
    'my son says these new shoes hurt my feet',
  ])('no child telling: %s', (text) => {
    expect(triageFacts(text).childTells).toBe(false);
  });

  test.each([
    'my son came home crying, he told his teacher that daddy hits me',
    'she told her best friend that her stepdad touches her at night and hurts me',
    'my daughter said daddy hurts my arm when he grabs it',
    'my 5 yo said her boyfriend hits my legs with a spoon',
  ])("a child's own telling: %s", (text) => {
    expect(triageFacts(text).childTells).toBe(true);
  });
});

describe('danger told as long over', () => {
  test.each([
    'my ex once threatened me with a gun, 15 years ago, the girls are adults now and want to reconnect with him',
    'he was convicted of choking me in 2014 and did his time. we dont talk and the order expired',
    'when i was a teen my stepdad hit my mom. im 45 now, how do i tell my kids about grandpa',
  ])('over: %s', (text) => {
    expect(toldAsOver(normalise(text))).toBe(true);
  });

  test.each([
    // Something of now: again, last week, back, a threat in the present.
    'he choked me in 2015, we were safe for years and last night he did it again',
    'the order expired in 2020 and now he is back in town and parks outside',
    'he hit me years ago, the kids are grown now, but he says he will come for me if i testify',
    // No settled present: only a time long ago.
    'he took my son abroad two years ago and never brought him back',
  ])('not over: %s', (text) => {
    expect(toldAsOver(normalise(text))).toBe(false);
  });

  test("a rule's finding in danger told as long over is the check, with its lines", () => {
    const r = triage(
      'my ex once threatened me with a gun, 15 years ago, the girls are adults now and want to reconnect with him',
    );
    expect(r).toEqual({ level: 'check', categories: ['threats', 'weapons'], lines: ['dv'] });
  });

  test('a new incident after years keeps the full reply', () => {
    expect(triage('he choked me in 2015, we were safe for years and last night he did it again').level).toBe('crisis');
  });
});
