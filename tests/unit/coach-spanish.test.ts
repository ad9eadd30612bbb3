import { describe, expect, test } from 'vitest';
import spanish from '../../src/content/messages/coach/compiled/es.js';
import { allCoachLines, coachLines } from '../../src/content/crisisLines';
import { followUp } from '../../src/content/crisis/followUp';
import { triage } from '../../src/content/crisis/triage';
import { TOPIC_CHIPS } from '../../src/content/crisis/topics';
import * as engine from '../../src/features/coach/engine';
import * as words from '../../src/features/coach/words';
import { COACH_LANG_KEY, linesIn, type Say } from '../../src/features/coach/language';
import { LANG_KEY } from '../../src/lib/storageKeys';

// The coach in Spanish (docs/i18n.md, "The coach"): its words stay English in code and the
// coach area's Spanish catalog says each of them in Spanish, so every English text the coach
// shows must have its Spanish entry (a text changed in code without its catalog fails here).
const say: Say = Object.assign(
  (text: string) => {
    const es = spanish.get(text);
    return typeof es === 'string' ? es : text;
  },
  { lang: 'es' as const },
);
const missing = (texts: readonly string[]) => texts.filter((t) => !spanish.has(t));

describe('every text the coach shows has its Spanish', () => {
  test('the greeting, the safety check and its answers, the crisis intro, the loading notes', () => {
    const { GREETING, SAFETY_CHECK, SAFE_ANSWER, HELP_ANSWER, SAFE_REPLY } = words;
    expect(missing([GREETING, SAFETY_CHECK, SAFE_ANSWER, HELP_ANSWER, SAFE_REPLY, engine.CRISIS_INTRO, 'Help lines'])).toEqual(
      [],
    );
    expect(missing([words.GETTING_READY, words.GETTING_READY_KEPT, words.NOT_STARTED, words.SLOW_START])).toEqual([]);
  });

  test('every follow-up after the lines, and the reply with no follow-up', () => {
    const categories = [
      'child_taken',
      'suicide',
      'self_harm',
      'other_suicide',
      'child_abuse',
      'sexual_assault',
      'strangulation',
      'violence',
    ];
    const texts = categories.flatMap((c) => followUp([c]).split('\n\n'));
    expect(missing([...texts, "You don't have to handle this alone."])).toEqual([]);
  });

  test('the topic chips and the replies and links they bring', () => {
    const answers = TOPIC_CHIPS.map((chip) => engine.respond(chip));
    expect(missing(TOPIC_CHIPS)).toEqual([]);
    expect(missing(answers.map((a) => a.reply))).toEqual([]);
    expect(missing(answers.flatMap((a) => a.links.map((l) => l.label)))).toEqual([]);
    expect(missing([engine.respond('hello there, a question').reply])).toEqual([]);
  });

  test('the routine health care topic (session 15): its reply and links', () => {
    const health = engine.respond('can you take him to the pediatrician on thursday?');
    expect(health.topic).toBe('health');
    expect(missing([health.reply, ...health.links.map((l) => l.label)])).toEqual([]);
  });

  test("every line's name and every call or text label", () => {
    const lines = allCoachLines();
    expect(missing(lines.map((l) => l.name))).toEqual([]);
    expect(missing(lines.flatMap((l) => l.actions.map((a) => a.label)))).toEqual([]);
    expect(missing(lines.flatMap((l) => (l.spanishOnly ?? []).map((a) => a.label)))).toEqual([]);
  });
});

describe("the lines' Spanish options", () => {
  test('988: press 2 on a call, AYUDA by text; the hotline in Spanish at the same number', () => {
    const [emergency, lifeline, dv] = linesIn(say, coachLines(['lifeline', 'dv']));
    expect(emergency?.actions).toEqual([{ label: 'Llamar al 911', href: 'tel:911' }]);
    expect(lifeline?.name).toBe('988 Línea de Prevención del Suicidio y Crisis (en español)');
    expect(lifeline?.actions).toEqual([
      { label: 'Llamar al 988 y oprimir 2 (español)', href: 'tel:988' },
      { label: 'Enviar AYUDA al 988', href: 'sms:988?body=AYUDA' },
      { label: 'Chatear en español', href: 'https://988lifeline.org/es/' },
    ]);
    expect(dv?.name).toBe('Línea Nacional contra la Violencia Doméstica (se habla español)');
    expect(dv?.actions).toEqual([
      { label: 'Llamar al 1-800-799-7233', href: 'tel:+18007997233' },
      { label: 'Enviar START al 88788', href: 'sms:88788?body=START' },
      { label: 'Chatear en español', href: 'https://espanol.thehotline.org/' },
    ]);
  });

  test('the Spanish chats are offered only on a Spanish page', () => {
    const english: Say = (text) => text;
    const [, lifeline, dv] = linesIn(english, coachLines(['lifeline', 'dv']));
    expect(lifeline?.actions.map((a) => a.href)).toEqual(['tel:988', 'sms:988']);
    expect(dv?.actions.map((a) => a.href)).toEqual(['tel:+18007997233', 'sms:88788?body=START']);
  });

  test('session 29: a message written in Spanish gets the Spanish chats on an English page too', () => {
    const english: Say = (text) => text;
    const answer = engine.respond('mi ex me dijo que me iba a matar si voy a la corte manana, tengo miedo');
    expect(answer.spanish).toBe(true);
    expect(engine.respond('can we swap weekends? my sister is visiting').spanish).toBe(false);
    const [, dv] = linesIn(english, coachLines(['dv']), answer.spanish);
    expect(dv?.actions).toEqual([
      { label: 'Call 1-800-799-7233', href: 'tel:+18007997233' },
      { label: 'Text START to 88788', href: 'sms:88788?body=START' },
      { label: 'Chat in Spanish', href: 'https://espanol.thehotline.org/' },
    ]);
  });

  test("the coach reads the app's remembered language under the app's key", () => {
    expect(COACH_LANG_KEY).toBe(LANG_KEY);
  });

  test('in English the lines are unchanged', () => {
    const english: Say = (text) => text;
    expect(linesIn(english, allCoachLines())).toEqual(allCoachLines());
  });
});

// Session 23 (issue 31; docs/coach-crisis.md "Session 23 (issue 31"): a Spanish message's full
// reply lists every recognised kind's lines, each in its Spanish form (988 with "oprimir 2", the
// hotline "se habla español"). Our own wording.
describe('each kind a Spanish message names brings its own lines, said in Spanish', () => {
  const EMERGENCY = 'Emergencias (policía, ambulancia)';
  const LIFELINE = '988 Línea de Prevención del Suicidio y Crisis (en español)';
  const DV = 'Línea Nacional contra la Violencia Doméstica (se habla español)';
  const CHILDHELP = 'Childhelp, Línea Nacional de Abuso Infantil (con intérprete de español)';
  const NCMEC = 'Niño desaparecido o llevado: después del 911, Centro Nacional para Niños Desaparecidos y Explotados (NCMEC)';
  test.each([
    ['el papa de mis hijos me dijo que se va a matar si lo dejo', [EMERGENCY, LIFELINE, DV]],
    // Session 25: the children with the one who speaks of their end add Childhelp (triage.ts composeLines).
    ['me dijo que se va a matar con los ninos y luego el', [EMERGENCY, LIFELINE, DV, CHILDHELP]],
    ['le pego a la nena y a mi me empujo contra la pared', [EMERGENCY, DV, CHILDHELP]],
    ['se llevo a los ninos a mexico y dice que se va a matar', [EMERGENCY, NCMEC, LIFELINE, DV]],
  ])('%s', (message, names) => {
    const reply = triage(message);
    expect(reply.level).toBe('crisis');
    const lines = linesIn(say, coachLines(reply.lines));
    expect(lines.map((l) => l.name)).toEqual(names);
    const lifeline = lines.find((l) => l.id === 'lifeline');
    if (lifeline) expect(lifeline.actions[0]).toEqual({ label: 'Llamar al 988 y oprimir 2 (español)', href: 'tel:988' });
    const dv = lines.find((l) => l.id === 'dv');
    expect(dv?.actions.at(-1)).toEqual({ label: 'Chatear en español', href: 'https://espanol.thehotline.org/' });
  });
});
