// The passphrase strength hint in Spanish (docs/i18n.md, session 15): the verdicts the vault
// builds with counts and the parent's own words come from the passphrase area, plurals by
// Intl.PluralRules; zxcvbn's English-only warning is left out of a Spanish verdict.
import { expect, it } from 'vitest';
import spanish from '../../src/content/messages/passphrase/compiled/es.js';
import { judgePassphrase } from '../../src/vault/passphrase';
import { spanishTranslator } from '../spanishTranslator';

const es = spanishTranslator(spanish);
const est = (score: 0 | 1 | 2 | 3 | 4, personal: string[] = [], warning = '') => ({ score, personal, warning });

it('says each verdict in Spanish, and keeps the English', () => {
  expect(judgePassphrase('corto', null, es).text).toBe('Demasiado corta: faltan 7 caracteres más (al menos 12).');
  expect(judgePassphrase('elevenchars', null, es).text).toBe('Demasiado corta: falta 1 carácter más (al menos 12).');
  expect(judgePassphrase('elevenchars', null).text).toBe('Too short: 1 more character needed (at least 12).');
  const p = 'four unrelated words here';
  expect(judgePassphrase(p, est(4), es)).toEqual({ level: 'strong', text: 'Segura: muy difícil de adivinar.', ok: true });
  expect(judgePassphrase(p, est(3, ['Maya']), es).text).toBe(
    'Aceptable: difícil de adivinar. Contiene un nombre, una fecha o una palabra de su situación o de lo que escribió en EvenGround (Maya), que alguien que le conozca podría adivinar. Otra palabra sin relación la hace más segura.',
  );
  expect(judgePassphrase(p, est(2, ['Maya', 'Sam']), es).text).toBe(
    'Demasiado fácil de adivinar. Contiene nombres, fechas o palabras de su situación o de lo que escribió en EvenGround (Maya, Sam), que alguien que le conozca podría adivinar. Agregue más palabras sin relación entre sí.',
  );
  expect(judgePassphrase(p, est(1, [], 'This is a top-10 common password.'), es).text).toBe(
    'Demasiado fácil de adivinar. Agregue más palabras sin relación entre sí.',
  );
  expect(judgePassphrase(p, est(1, [], 'This is a top-10 common password.')).text).toBe(
    'Too easy to guess. This is a top-10 common password. Add more unrelated words.',
  );
  expect(judgePassphrase(p, est(4)).text).toBe('Strong: very hard to guess.');
});
