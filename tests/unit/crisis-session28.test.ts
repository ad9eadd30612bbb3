import { describe, expect, test } from 'vitest';
import { spanishPrepared } from '../../src/content/crisis/spanishNet';
import { triage } from '../../src/content/crisis/triage';

// Session 28 (helper crisis-fix; docs/coach-crisis.md "Session 28 (helper crisis-fix)"): faults of the danger
// reading fixed as classes. Our own wording, not a sentence of a corpus part.

describe('a means only got is not a suicide sign without an intent, a goodbye or a plan', () => {
  test.each([
    'consegui los calmantes que le recetaron a Sofi',
    'ya tengo las pastillas para la fiebre de la nina, se las mando en la mochila el viernes',
    'compre las medicinas del doctor para Mateo',
  ])('%s: none', (text) => {
    expect(spanishPrepared(text)).toBe(null);
    expect(triage(text).level).not.toBe('crisis');
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
