// The about page's team in Spanish (docs/i18n.md, session 15): the roles name the job, not a
// man or a woman, and the bios say nothing of the person's gender (the English says neither).
import { expect, it } from 'vitest';
import about from '../../src/content/messages/about/compiled/es.js';
import * as m from '../../src/content/messages/about/compiled/en.js';
import { spanishTranslator } from '../spanishTranslator';

it('gives the team roles and bios in gender-neutral Spanish', () => {
  const t = spanishTranslator(about);
  expect([m.role_ceo, m.role_content, m.role_product].map((r) => t(r))).toEqual([
    'Cofundación y dirección ejecutiva',
    'Cofundación y dirección de contenidos',
    'Cofundación y dirección de producto',
  ]);
  expect(t(m.bio_alex)).toBe(
    'Vivió un caso de custodia de alto conflicto con sus dos hijos y creó EvenGround para dar a otras familias el comienzo claro y ordenado que le hubiera gustado tener.',
  );
  expect(t(m.bio_sam)).toBe(
    'Diseña software y comparte la crianza de sus hijos, y se asegura de que cada herramienta de EvenGround sea tranquila de usar, funcione sin conexión y guarde su información en su propio dispositivo.',
  );
  const team = [m.role_ceo, m.role_content, m.role_product, m.bio_alex, m.bio_jordan, m.bio_sam].map((x) => t(x)).join(' ');
  expect(team.match(/\b(cofundador|cofundadora|director|directora|diseñador|diseñadora|padre|madre)\b/gi)).toBe(null);
});
