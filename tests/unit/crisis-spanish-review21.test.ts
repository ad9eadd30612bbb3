import { describe, expect, test } from 'vitest';
import { triage } from '../../src/content/crisis/triage';

// Session 21 review (src/content/crisis/spanish.ts SESSION21, docs/coach-crisis.md "Session 21"):
// a threat to set fire to the house with the children (and the one who threatens) inside is a
// threat to kill the children and oneself, not a threat to one's things. The session's rules for
// a house or car threatened with burning read it as property (threats, no 988) until they left a
// house with people "adentro" to the older reading. Our own wording, not a corpus part's sentence.

describe('a house set on fire with the children inside is harm to the children and oneself', () => {
  test.each([
    ['amenazo con prender fuego a la casa con el y los ninos adentro si lo dejo', ['harm_children_and_self'], ['lifeline', 'dv']],
    ['amenazo con prenderle fuego a la casa con el y mis hijos adentro', ['harm_children_and_self'], ['lifeline', 'dv']],
  ])('%s -> %j %j', (message, categories, lines) => {
    expect(triage(message)).toEqual({ level: 'crisis', categories, lines });
  });

  test('a house or a car threatened with burning and nobody inside is still a threat to one’s things', () => {
    expect(triage('amenazo con quemar la casa si no le firmo')).toEqual({
      level: 'crisis',
      categories: ['threats'],
      lines: ['dv'],
    });
  });
});
