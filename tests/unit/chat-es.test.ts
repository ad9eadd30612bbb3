// The emotion picker and the home page's "talk to the coach" send their opener in English, so
// the coach's topics know it; the coach shows it in Spanish from its catalog (docs/i18n.md).
import { describe, expect, it } from 'vitest';
import coach from '../../src/content/messages/coach/compiled/es.js';
import chat from '../../src/content/messages/chat/compiled/es.js';
import { CHAT_GREETING, EMOTION_OPTIONS } from '../../src/features/home/homeContent';
import { topicOf } from '../../src/content/crisis/topics';

describe('the emotion picker in Spanish', () => {
  it('gives each emotion its Spanish label, and the coach the Spanish of each opener', () => {
    expect(EMOTION_OPTIONS.map((o) => chat.get(o.label))).toEqual([
      'Con ansiedad',
      'Con dudas',
      'Con agobio',
      'Con esperanza',
      'Solo estoy mirando',
    ]);
    expect(EMOTION_OPTIONS.filter((o) => !coach.has(o.prompt))).toEqual([]);
    expect(coach.get(EMOTION_OPTIONS[0]!.prompt)).toBe(
      'Siento ansiedad por mi divorcio tan conflictivo. ¿Me puede ayudar a calmarme y a ver en qué debo enfocarme primero?',
    );
    expect(coach.get(CHAT_GREETING)).toBe('¡Hola! Me gustaría hablar con el Coach de EvenGround.');
  });

  it('sends openers the coach answers on their own topic', () => {
    expect(EMOTION_OPTIONS.map((o) => topicOf(o.prompt)?.id)).toEqual([
      'anxious',
      'confused',
      'overwhelmed',
      'hopeful',
      'browsing',
    ]);
  });
});
