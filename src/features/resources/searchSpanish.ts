/**
 * The Resource Hub's search in Spanish (docs/resource-search.md): the Spanish words of the
 * translated pages (scripts/search-text.mjs) and the words search knows in Spanish. Imported
 * only when Spanish is chosen, so an English visit downloads none of it. Words are written
 * without accents: queries and page words are compared without them ("protección" = "proteccion").
 */
import { SEARCH_TEXT } from 'virtual:search-text-es';
import type { SearchWords } from './search';

export { SEARCH_TEXT };

/** Words that carry no topic ("¿cómo puedo…?"). */
const STOP = new Set(
  `a al algo ante como con cual cuando de del desde donde el ella ellos en entre es esta este esto hay la las le les lo los me mi mis
  mas muy ni no nos o para pero por porque puedo puede que quien se si sin sobre soy su sus te tengo tiene tu tus un una uno unos y ya yo`.split(
    /\s+/,
  ),
);

/** Words parents type and the words the pages use for the same thing (a match counts half). */
const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  seguridad: ['seguro', 'violencia', 'abuso', 'maltrato', 'peligro', 'orden de proteccion', 'linea de ayuda'],
  seguro: ['seguridad', 'violencia', 'abuso', 'peligro'],
  peligro: ['seguridad', 'violencia', 'abuso', 'crisis', 'linea de ayuda'],
  miedo: ['seguridad', 'violencia', 'peligro', 'abuso'],
  violencia: ['abuso', 'maltrato', 'seguridad', 'peligro', 'orden de proteccion', 'linea de ayuda'],
  abuso: ['violencia', 'maltrato', 'seguridad', 'peligro', 'orden de proteccion'],
  maltrato: ['violencia', 'abuso', 'seguridad', 'orden de proteccion'],
  golpes: ['violencia', 'abuso', 'maltrato', 'seguridad'],
  acoso: ['rastreador', 'acecho', 'seguridad', 'orden de proteccion'],
  amenaza: ['violencia', 'seguridad', 'orden de proteccion'],
  rastreador: ['acoso', 'ubicacion', 'seguridad'],
  custodia: ['tiempo de crianza', 'plan de crianza', 'visitas', 'horario'],
  visitas: ['custodia', 'tiempo de crianza', 'horario'],
  horario: ['tiempo de crianza', 'calendario', 'custodia', 'festivo'],
  dinero: ['presupuesto', 'gastos', 'ingresos', 'financier'],
  presupuesto: ['gastos', 'ingresos', 'dinero', 'financier'],
  gastos: ['gasto', 'dinero', 'presupuesto'],
  finanzas: ['financier', 'ingresos', 'gastos', 'bienes', 'deudas'],
  manutencion: ['pension alimenticia'],
  abogado: ['asesoramiento legal', 'ayuda legal'],
  tribunal: ['audiencia', 'juez', 'corte'],
  corte: ['tribunal', 'audiencia', 'juez'],
  juez: ['tribunal', 'audiencia'],
  pruebas: ['documentos', 'registros'],
  ex: ['otro progenitor', 'expareja'],
  expareja: ['otro progenitor', 'ex'],
  hijos: ['ninos', 'menores'],
  ninos: ['hijos', 'menores'],
  estres: ['cuidarse', 'calma', 'salud mental'],
  ansiedad: ['estres', 'salud mental', 'calma'],
  depresion: ['salud mental', 'estres', 'terapeuta'],
  cuestionarios: ['cuestionario'],
  prueba: ['cuestionario'],
  insignia: ['cuestionario'],
};

/** How search reads a Spanish query (src/features/resources/search.ts). */
export const SPANISH_WORDS: SearchWords = { stop: STOP, common: 'divorcio', synonyms: SYNONYMS };
