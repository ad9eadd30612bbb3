import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JS module shipped as a static file for the coach page
import { CRISIS_TEXT, respond, suggestsDanger } from '../../public/coach/engine.js';

type Answer = { crisis: boolean; topic: string | null; reply: string; links: Array<{ label: string; href: string }> };
const ask = (text: string) => respond(text) as Answer;

describe('guided coach', () => {
  it.each([
    'He threatened to take the kids and hurt me',
    'I want to die',
    'my ex hits me when I drop off the children',
    "I don't feel safe at home. I'm not safe",
    'she has a gun in the house',
  ])('shows the crisis lines when a message suggests danger: %s', (text) => {
    const a = ask(text);
    expect(a.crisis).toBe(true);
    expect(a.reply).toContain(CRISIS_TEXT);
    expect(a.reply).toContain('988');
    expect(a.reply).toContain('1-800-799-7233');
  });

  it.each([
    ["I'm feeling anxious about my high-conflict divorce", 'anxious'],
    ['I feel confused, where do I start?', 'confused'],
    ['I am overwhelmed by everything', 'overwhelmed'],
    ["I'm hopeful and ready to move forward", 'hopeful'],
    ["I'm just browsing", 'browsing'],
    ['How do I get a 50/50 custody schedule?', 'custody'],
    ['How should I answer texts from my ex?', 'communication'],
    ['How is child support calculated?', 'money'],
    ['I have a court hearing next week', 'court'],
  ])('routes "%s" to %s', (text, topic) => {
    const a = ask(text);
    expect(a.crisis).toBe(false);
    expect(a.topic).toBe(topic);
    expect(a.links.every((l) => l.href.startsWith('/'))).toBe(true);
  });

  it('never claims to be AI or a person', () => {
    for (const text of ['hello', 'custody', 'money', 'I feel anxious']) {
      expect(ask(text).reply).not.toMatch(/\bI am an AI\b|\bI'm an AI\b|\bI am a (lawyer|person|human)\b/i);
    }
  });

  it('offers topics when nothing matches', () => {
    const a = ask('hmm');
    expect(a.topic).toBeNull();
    expect(a.crisis).toBe(false);
    expect(a.reply).toContain('Which is closest to what you need?');
  });

  it('does not flag ordinary words as danger', () => {
    expect(suggestsDanger('Can we swap weekends for the holidays?')).toBe(false);
    expect(suggestsDanger('I need help with the parenting plan')).toBe(false);
  });
});
