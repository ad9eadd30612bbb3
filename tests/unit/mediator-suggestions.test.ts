import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { analyze } from '../../src/features/mediator/analyze';
import type { EngineResult } from '../../src/features/mediator/engine';
import { sayText } from '../../src/features/mediator/reportText';
import { say, type Arg, type Say } from '../../src/features/mediator/say';
import { basisTelling, sameAdviceOnce } from '../../src/features/mediator/suggestions';
import { mediatorEs } from '../mediatorSpanish';

type EngineRecommendation = EngineResult['recommendations'][number];

// The same advice once per topic, the most telling of its points kept (src/features/mediator/suggestions.ts;
// docs/mediator.md, "Suggestions").
const es = mediatorEs;
const sideBySide = say('rt_join', { items: { $: 'list', items: [say('rp_side_by_side')], sep: 'space' } });
const says = (a: Arg, b: Arg) => say('rp_starts_from', { basis: say('rp_basis_says', { a, b }) });
const rec = (
  topicId: EngineRecommendation['topicId'],
  heading: string,
  basisSay: Say,
  textSay: Say = sideBySide,
): EngineRecommendation => ({
  topicId,
  topic: topicId === 'holidays' ? 'Holidays & vacations' : 'Parenting-time schedule',
  heading,
  text: sayText(textSay),
  basis: sayText(basisSay),
  textSay,
  basisSay,
});

describe('how much a suggestion’s basis tells', () => {
  test('a typed value, a figure or a name, times and days, nothing', () => {
    expect(basisTelling(says(say('mv_midweek', { days: say('rt_day_tuesday') }), say('rt_none')))).toBe(0);
    expect(
      basisTelling(
        say('rp_starts_from', {
          basis: say('rp_basis_ab', { a: { $: 'date', month: 12, day: 28 }, b: { $: 'date', month: 12, day: 26 } }),
        }),
      ),
    ).toBe(1);
    expect(basisTelling(says({ $: 'time', minutes: 1080 }, say('rt_day_friday')))).toBe(2);
    expect(basisTelling(say('rp_starts_quotes'))).toBe(3);
  });
});

describe('the same advice once per topic', () => {
  const times = rec('parenting-time', 'Thursdays', says({ $: 'time', minutes: 1080 }, { $: 'time', minutes: 1140 }));
  const midweek = rec(
    'parenting-time',
    'Midweek',
    says(say('mv_midweek', { days: say('rt_day_tuesday') }), say('mv_midweek', { days: say('rt_day_wednesday') })),
  );
  const county = rec(
    'parenting-time',
    'Primary Residence',
    says({ $: 'doc', text: 'Hays County' }, { $: 'doc', text: 'Williamson County' }),
  );
  const holiday = rec('holidays', 'Christmas', says({ $: 'date', month: 12, day: 28 }, { $: 'date', month: 12, day: 26 }));
  const length = rec(
    'holidays',
    'Summer',
    say('rp_starts_from', { basis: say('rp_basis_ab', { a: say('rt_u_days', { n: 42 }), b: say('rt_u_days', { n: 30 }) }) }),
    say('rt_join', {
      items: { $: 'list', items: [say('rp_length_between', { length: say('rt_u_days', { n: 36 }) })], sep: 'space' },
    }),
  );
  test('three points of one topic: the typed value kept where the first stood, the two others counted; other topics and other advice kept', () => {
    const out = sameAdviceOnce([times, holiday, midweek, length, county]);
    expect(out.map((r) => [r.heading, r.text, r.basis])).toEqual([
      [
        'Midweek',
        'Set the two versions side by side and settle which one to use; neither is the neutral default. The same goes for 2 other points of this topic, listed with the conflicts above.',
        'Starts from: Party A says midweek time on Tuesday; Party B says midweek time on Wednesday.',
      ],
      [
        'Christmas',
        'Set the two versions side by side and settle which one to use; neither is the neutral default.',
        'Starts from: Party A says December 28; Party B says December 26.',
      ],
      ['Summer', 'A length between the two, for example 36 days.', 'Starts from: Party A 42 days, Party B 30 days.'],
    ]);
    expect(out.map((r) => sayText(r.textSay!, es))).toEqual([
      'Pongan las dos versiones lado a lado y decidan cuál usar; ninguna es la opción neutral por defecto. Lo mismo vale para otros 2 puntos de este tema, en la lista de conflictos de arriba.',
      'Pongan las dos versiones lado a lado y decidan cuál usar; ninguna es la opción neutral por defecto.',
      'Una duración entre las dos, por ejemplo 36 días.',
    ]);
  });
  test('one other point: said in the singular; the same basis twice is one suggestion', () => {
    const twice = rec('holidays', 'Christmas in odd years', holiday.basisSay!);
    const out = sameAdviceOnce([holiday, twice]);
    expect(out.map((r) => [r.heading, r.text])).toEqual([
      [
        'Christmas',
        'Set the two versions side by side and settle which one to use; neither is the neutral default. The same goes for 1 other point of this topic, listed with the conflicts above.',
      ],
    ]);
    expect(sayText(out[0]!.textSay!, es)).toBe(
      'Pongan las dos versiones lado a lado y decidan cuál usar; ninguna es la opción neutral por defecto. Lo mismo vale para otro punto de este tema, en la lista de conflictos de arriba.',
    );
  });
  test('the same advice with other figures is other advice', () => {
    const other = rec(
      'holidays',
      'Spring',
      say('rp_starts_quotes'),
      say('rt_join', {
        items: { $: 'list', items: [say('rp_length_between', { length: say('rt_u_days', { n: 10 }) })], sep: 'space' },
      }),
    );
    expect(sameAdviceOnce([length, other]).map((r) => r.text)).toEqual([
      'A length between the two, for example 36 days.',
      'A length between the two, for example 10 days.',
    ]);
  });
});

test('a Texas Standard Possession Order pair: twelve suggestions become four, the reference summed up once', () => {
  const dir = 'tests/fixtures/mediation-real/pairs/tx-spo';
  const text = (side: 'a' | 'b') => readFileSync(`${dir}/party-${side}.txt`, 'utf8');
  const r = analyze({
    documentType: 'Custody Plan',
    state: 'Texas',
    partyA: [{ name: 'a.txt', text: text('a') }],
    partyB: [{ name: 'b.txt', text: text('b') }],
    today: '2026-01-15',
  });
  expect(
    r.recommendations.map((x) => [x.topic, x.heading, x.text.replace(/ For reference only: .*drafts\./, ' [SPO]'), x.basis]),
  ).toEqual([
    [
      'Parenting-time schedule',
      'General Terms and Conditions - Return of the Child',
      'Set the two versions side by side and settle which one to use; neither is the neutral default. [SPO] The same goes for 3 other points of this topic, listed with the conflicts above.',
      'Starts from: Party A says exchanges at the residence of the Possessory Conservator; Party B says exchanges at the residence of the Managing Conservator.',
    ],
    [
      'Holidays & vacations',
      'Holidays Unaffected by Distance - Christmas Holidays in Even-Numbered Years',
      'Set the two versions side by side and settle which one to use; neither is the neutral default. For reference: the Texas Standard Possession Order, summed up in the first schedule suggestion above. The same goes for 5 other points of this topic, listed with the conflicts above.',
      'Starts from: Party A says December 28; Party B says December 26.',
    ],
    [
      'Holidays & vacations',
      'Mutual Agreement or Specified Terms for Possession - Extended Summer Possession',
      'A length between the two, for example 36 days. For reference: the Texas Standard Possession Order, summed up in the first schedule suggestion above.',
      'Starts from: Party A 42 days, Party B 30 days.',
    ],
    [
      'Other terms',
      'General Terms and Conditions - Notice of Change',
      "Notice periods are not averaged: choose 60 days (Party A) or 30 days (Party B), and check the state's own rule, which may set it.",
      'Starts from: Party A 60 days, Party B 30 days.',
    ],
  ]);
  // Said in English, each is the English it stores (what a report saved before shows).
  expect(r.recommendations.every((x) => sayText(x.textSay!) === x.text && sayText(x.basisSay!) === x.basis)).toBe(true);
  expect(sayText(r.recommendations[1]!.textSay!, es)).toBe(
    'Pongan las dos versiones lado a lado y decidan cuál usar; ninguna es la opción neutral por defecto. Como referencia: la Orden de Posesión Estándar de Texas, resumida en la primera sugerencia sobre el horario, más arriba. Lo mismo vale para otros 5 puntos de este tema, en la lista de conflictos de arriba.',
  );
});
