import { describe, expect, test } from 'vitest';
import { triageFacts } from '../../src/content/crisis/triage';

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
