// Pages that load only part of an area's Spanish (scripts/i18n.mjs BUILT_SUBSETS, docs/i18n.md
// "Loading only what a route needs"): each part must hold every text its page can show, with the
// same Spanish as the whole catalog, and nothing the page does not show. Every part here is built
// from the catalog when imported (scripts/i18n.mjs messageSubsets, in vitest.config.ts too).
import { describe, expect, it } from 'vitest';
import coach from '../../src/content/messages/coach/compiled/es.js';
import coachCrisis from '../../src/content/messages/coach/compiled/es-crisis.js';
import { coach_safety_check as SAFETY_CHECK } from '../../src/content/messages/coach/compiled/en.js';
import mediator from '../../src/content/messages/mediator/compiled/es.js';
import mediatorLanding from '../../src/content/messages/mediator/compiled/es-landing.js';
import mediatorSaved from '../../src/content/messages/mediator/compiled/es-saved.js';
import * as mediatorEn from '../../src/content/messages/mediator/compiled/en.js';
import { CRISIS_INTRO, allFollowUps, followUp } from '../../src/content/crisis/followUp';
import { allCoachLines, lineActions } from '../../src/content/crisisLines';
import { readFileSync } from 'node:fs';
import childSupport from '../../src/content/messages/child-support/compiled/es.js';
import childSupportLaws from '../../src/content/messages/child-support/compiled/es-laws.js';
import { GUIDELINE_LAWS } from '../../src/content/child-support/laws';
import { GUIDELINES } from '../../src/content/child-support/guidelines';

describe("the message coach's crisis reply", () => {
  // Every category with a follow-up of its own, and one that gets the domestic-violence one.
  const CATEGORIES = [
    'child_taken',
    'suicide',
    'self_harm',
    'other_suicide',
    'child_abuse',
    'sexual_assault',
    'strangulation',
    'threats',
  ];
  const shown = [
    CRISIS_INTRO,
    // A received message at the chat's check level gets the same calm question (message-coach danger.ts).
    SAFETY_CHECK,
    ...CATEGORIES.flatMap((c) => followUp([c]).split('\n\n')),
    ...allCoachLines().flatMap((line) => [line.name, ...lineActions(line, 'es').flatMap((a) => [a.label, a.href])]),
  ];

  it('is shown every follow-up the reply can give', () => {
    expect(allFollowUps().filter((text) => !shown.includes(text))).toEqual([]);
  });

  it('finds in es-crisis.js every text the reply shows, with the same Spanish as the coach catalog', () => {
    // Every intro, follow-up, name and label; of the links' addresses only 988's text (its Spanish keyword).
    expect(shown.filter((text) => !coachCrisis.has(text))).toEqual([
      'tel:911',
      'tel:+18008435678',
      'tel:988',
      'https://988lifeline.org/es/',
      'tel:+18007997233',
      'sms:88788?body=START',
      'https://espanol.thehotline.org/',
      'tel:+18004224453',
      'tel:+18006564673',
    ]);
    expect(coachCrisis.get('sms:988')).toBe('sms:988?body=AYUDA');
    const translated = shown.filter((text) => coach.has(text));
    expect(translated.filter((text) => String(coachCrisis.get(text)) !== String(coach.get(text)))).toEqual([]);
    expect(coachCrisis.get(CRISIS_INTRO)).toBe('Su seguridad es lo primero. Hay ayuda de día y de noche:');
    expect(coachCrisis.get(SAFETY_CHECK)).toBe('¿Están usted y sus hijos a salvo ahora mismo?');
    // The texts the reply never shows (the chat's topics, its page) stay out of this page's download.
    expect([...coachCrisis.keys()].filter((text) => !shown.includes(text))).toEqual([]);
    expect(coachCrisis.size).toBeLessThan(coach.size / 2);
  });
});

describe("the AI Mediator's landing page", () => {
  const used = new Set(
    [...readFileSync('src/features/mediator/LandingPage.tsx', 'utf8').matchAll(/\bm\.(\w+)/g)].map((x) => x[1]!),
  );

  it('loads the Spanish of exactly the messages it shows', () => {
    const en = mediatorEn as unknown as Record<string, string>;
    expect([...mediatorLanding.keys()].sort()).toEqual([...new Set([...used].map((id) => en[id]!))].sort());
    expect(
      [...mediatorLanding.keys()].filter((text) => String(mediatorLanding.get(text)) !== String(mediator.get(text))),
    ).toEqual([]);
    expect(mediatorLanding.get(mediatorEn.landing_title)).toBe('Mediador con IA');
    expect(mediatorLanding.get(mediatorEn.start)).toBe('Empezar la mediación');
    expect(mediatorLanding.has(mediatorEn.file_too_big)).toBe(false);
  });
});

describe("the saved mediation reports' list (the mediator page and My Data)", () => {
  const used = new Set([...readFileSync('src/vault/ui/SavedReportsList.tsx', 'utf8').matchAll(/\bm\.(\w+)/g)].map((x) => x[1]!));

  it('loads the Spanish of exactly the messages it shows', () => {
    const en = mediatorEn as unknown as Record<string, string>;
    expect([...mediatorSaved.keys()].sort()).toEqual([...new Set([...used].map((id) => en[id]!))].sort());
    expect([...mediatorSaved.keys()].filter((text) => String(mediatorSaved.get(text)) !== String(mediator.get(text)))).toEqual(
      [],
    );
    expect(mediatorSaved.get(mediatorEn.rename_button)).toBe('Cambiar el nombre');
    expect(mediatorSaved.has(mediatorEn.landing_title)).toBe(false);
  });
});

describe('the state laws the AI Mediator cites (src/content/child-support/laws.ts, written once)', () => {
  const texts = Object.values(GUIDELINE_LAWS).flatMap((x) => [x.law, x.effective]);

  it('holds the Spanish of exactly each state law and date, as the child support catalog has them', () => {
    expect([...childSupportLaws.keys()].sort()).toEqual([...new Set(texts)].sort());
    expect(texts.filter((text) => String(childSupportLaws.get(text)) !== String(childSupport.get(text)))).toEqual([]);
    expect(childSupportLaws.get(GUIDELINE_LAWS.Texas.law)).toBe(
      'Código de Familia de Texas, § 154.125 (con el tope de recursos netos que publica el Procurador General en el Texas Register)',
    );
  });
  it('is written once: the mediator catalog keeps no copy of a law or a date', () => {
    const mediatorTexts = Object.values(mediatorEn as unknown as Record<string, unknown>).map(String);
    expect(texts.filter((text) => mediatorTexts.includes(text))).toEqual([]);
  });
  it('is the law and date of every state the estimator works out, and of no other', () => {
    expect(Object.keys(GUIDELINE_LAWS).sort()).toEqual(Object.keys(GUIDELINES).sort());
    for (const [state, g] of Object.entries(GUIDELINES))
      expect([g.law, g.effective]).toEqual([
        GUIDELINE_LAWS[state as keyof typeof GUIDELINE_LAWS].law,
        GUIDELINE_LAWS[state as keyof typeof GUIDELINE_LAWS].effective,
      ]);
  });
});
