// triage(): how the coach's first reply begins (src/content/crisis/triage.ts).
import { describe, expect, it } from 'vitest';
import { EMOTION_OPTIONS, CHAT_GREETING } from '../../src/features/home/homeContent';
import { respond } from '../../src/features/coach/engine';
import { triage } from '../../src/content/crisis/triage';

describe('triage', () => {
  it('a recognised danger is the crisis reply with its lines (911 implied)', () => {
    expect(triage('he choked me last night')).toEqual({ level: 'crisis', categories: ['strangulation'], lines: ['dv'] });
    expect(triage('i want to die')).toEqual({ level: 'crisis', categories: ['suicide'], lines: ['lifeline'] });
  });

  it('calm topics, small talk and the home page openers get no lines', () => {
    for (const text of [
      'How is child support calculated?',
      'Can we swap weekends for the holidays?',
      'hi',
      'thanks!',
      CHAT_GREETING,
    ])
      expect(triage(text), text).toEqual({ level: 'calm', categories: [], lines: [] });
    for (const o of EMOTION_OPTIONS) expect(triage(o.prompt).level, o.prompt).toBe('calm');
    expect(triage("I'm scared about court tomorrow").level).toBe('calm');
    // Calm questions no topic names: the statistical layer places them as ordinary.
    expect(triage('can I claim the kids on my taxes this year?').level).toBe('calm');
    expect(triage('what time should pickup be on thanksgiving').level).toBe('calm');
  });

  it('a message on no calm topic, or a topic with words of unease, gets the safety check', () => {
    // The statistical layer names the likeliest kinds of danger; their lines come with the check.
    expect(triage("things at home got really bad again last night, I don't know what to do")).toEqual({
      level: 'check',
      categories: ['suicide', 'fear_home'],
      lines: ['lifeline', 'dv'],
    });
    expect(triage('hmm').level).toBe('check');
  });

  it('no rule but a confident statistical layer and words of fear: the full reply with the lines of the likeliest kind', () => {
    expect(triage('he keeps texting me and I am scared of what comes next')).toEqual({
      level: 'crisis',
      categories: ['fear_home', 'stalking'],
      lines: ['dv'],
    });
  });

  it('the check comes with the topic reply; the crisis reply never claims to be AI', () => {
    const a = respond('things at home got really bad again last night');
    expect(a.level).toBe('check');
    expect(a.crisis).toBe(false);
    expect(a.lines.map((l) => l.id)).toEqual(['emergency', 'lifeline', 'dv']);
    expect(a.reply).toContain('Which is closest to what you need?');
  });
});
