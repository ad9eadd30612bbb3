// The message coach's session-21 changes (docs/message-coach.md, "Session 21 (helper msgcoach)"):
// a received message the shared detector recognises as danger short of a crisis gets the chat's
// calm safety check with 911 and the fitting lines, as in the chat (issue 28).
import { describe, expect, it } from 'vitest';
import { respond } from '../../src/features/coach/engine';
import { analyzeDraft, readReceived } from '../../src/features/message-coach/analyze';
import { safetyCheck } from '../../src/features/message-coach/danger';

/** A Monday, as in message-coach.test.ts: the reply's deadline is a Wednesday. */
const MONDAY = new Date(2026, 10, 23);

describe('a received message at the chat’s safety-check level gets its calm check with the numbers', () => {
  const threat = 'How bad would it be if your coworkers saw the pics from when we were together?';

  it('a veiled threat the detector recognises but is not sure of: the check, not the full crisis reply', () => {
    expect(readReceived(threat, MONDAY).danger).toEqual({
      level: 'check',
      categories: ['image_threat'],
      lines: ['dv'],
      intro: 'Are you and your children safe right now?',
      followUp: '',
    });
    // The chat asks the same question with the same lines for the same words as the reader would tell them.
    const told = 'How bad would it be if my coworkers saw the pics from when we were together?';
    expect(respond(told).level).toBe('check');
    expect(respond(told).lines.map((l) => l.id)).toEqual(['emergency', 'dv']);
  });

  it('a calm received message gets no lines, though the triage alone would check it', () => {
    const calm = 'Can you pick Emma up at 4:30 on Friday?';
    expect(respond(calm).level).toBe('check');
    expect(safetyCheck(calm)).toBeNull();
    expect(readReceived(calm, MONDAY).danger).toBeNull();
    expect(readReceived('I want to be there for Kai as he grows.', MONDAY).danger).toBeNull();
  });

  it('a received threat the triage is sure of keeps the full crisis reply; a draft gets no check', () => {
    const danger = readReceived('If you keep the kids from me I will kill you.', MONDAY).danger;
    expect(danger?.level).toBe('crisis');
    expect(danger?.intro).toBe('Your safety comes first. Help is here, day and night:');
    expect(analyzeDraft(threat, MONDAY).danger).toBeNull();
  });
});
