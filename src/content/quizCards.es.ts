/**
 * The quizzes' cards in Spanish (title, description, tags, badge), zipped with
 * src/content/quizzes.ts in order: a small chunk of its own, loaded only in Spanish, by the
 * quiz pages (with the questions, src/content/quizzes.es.ts) and by the Resource Hub's cards.
 */
import { quizzes } from './quizzes';

/** Per quiz, in the order of `quizzes`: title, description, tags, badge. */
const QUIZZES: Array<[string, string, string[], string]> = [
  [
    'Cuestionario de preparación para la custodia',
    '¿Cuánto sabe de lo básico que usan las cortes para decidir la custodia: la custodia legal y la física, el criterio del mejor interés de los hijos y cómo demostrar su participación en la vida de sus hijos?',
    ['Custodia', 'Conceptos legales básicos'],
    'Dominio de la custodia',
  ],
  [
    'Cuestionario sobre su forma de comunicarse',
    'Descubra cómo maneja las conversaciones de la crianza compartida y aprenda herramientas como las respuestas BIFF, los límites y la crianza paralela, que mantienen a los hijos fuera del conflicto.',
    ['Crianza compartida', 'Comunicación'],
    'Dominio de la comunicación',
  ],
  [
    'Cuestionario de preparación financiera',
    'Compruebe qué tan bien se ha preparado para la parte económica del divorcio: la divulgación de información financiera, la división de bienes y cuentas de jubilación, las deudas, los impuestos y un presupuesto propio.',
    ['Finanzas', 'Planificación'],
    'Dominio de las finanzas',
  ],
];

/** Sets each English text to its Spanish one, in order; stops when the two lists differ in length. */
export function zip(pairs: Map<string, string>, en: readonly string[], es: readonly string[], where: string) {
  if (en.length !== es.length) throw new Error(`quizzes in Spanish: ${where} has ${es.length} texts for ${en.length}`);
  en.forEach((text, i) => pairs.set(text, es[i]!));
}

function build(): Map<string, string> {
  const pairs = new Map<string, string>();
  quizzes.forEach((quiz, i) => {
    const [title, description, tags, badge] = QUIZZES[i]!;
    zip(pairs, [quiz.title, quiz.description, quiz.badge, ...quiz.tags], [title, description, badge, ...tags], quiz.id);
  });
  return pairs;
}

/** Each quiz card's English text to its Spanish one. */
const spanish: ReadonlyMap<string, string> = build();
export default spanish;
