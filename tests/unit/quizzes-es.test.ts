// The quizzes in Spanish (src/content/quizzes.es.ts, docs/i18n.md): every text a quiz page shows
// from src/content/quizzes.ts has a Spanish one, with no English words left, and the tips' page
// names stay links in Spanish.
import { describe, expect, it } from 'vitest';
import spanish from '../../src/content/quizzes.es';
import { questionBank, quizProfiles, quizzes } from '../../src/content/quizzes';
import { englishWords } from '../spanishText';
import { tipParts } from '../../src/features/quizzes/tipLinks';
import * as paths from '../../src/lib/paths';

const shown = [
  ...quizzes.flatMap((q) => [q.title, q.description, q.badge, ...q.tags]),
  ...Object.values(quizProfiles).flatMap((ps) => ps.flatMap((p) => [p.title, p.description, ...p.tips])),
  ...Object.values(questionBank).flatMap((qs) => qs.flatMap((q) => [q.question, ...q.answers, q.explanation ?? ''])),
].filter((text) => text !== '');

const es = (text: string) => spanish.get(text) ?? text;

describe('quizzes in Spanish', () => {
  it('has Spanish for every shown text, with no English words left', () => {
    expect(shown.length).toBe(282);
    expect(shown.filter((text) => !spanish.has(text))).toEqual([]);
    const left = shown.map((text) => [text, englishWords(es(text))] as const).filter(([, words]) => words.length > 0);
    expect(left).toEqual([]);
  });

  it('keeps a question’s answers apart in Spanish', () => {
    for (const q of Object.values(questionBank).flat())
      expect(new Set(q.answers.map(es)).size, q.question).toBe(q.answers.length);
  });

  it('links the page a Spanish tip names', () => {
    const tip = quizProfiles['Custody Readiness Quiz']![0].tips[1];
    expect(tipParts(es(tip), es)).toEqual([
      { text: 'Prepare el horario que prefiere con la ' },
      { text: 'Plantilla de plan de crianza', href: paths.parentingPlan },
      { text: ' antes de la mediación.' },
    ]);
    const linked = Object.values(quizProfiles)
      .flatMap((ps) => ps.flatMap((p) => p.tips))
      .filter((t) => tipParts(t).length > 1);
    for (const t of linked)
      expect(tipParts(es(t), es).filter((p) => p.href).length, t).toBe(tipParts(t).filter((p) => p.href).length);
  });
});
