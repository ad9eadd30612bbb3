// The help-lines box in Spanish (src/ui/HelpLines.tsx, docs/i18n.md): every text a line shows
// (src/content/crisisLines.ts) has its Spanish in the helplines catalog, which looks them up
// by their English, and the Spanish options are the ones the lines publish.
import { describe, expect, it } from 'vitest';
import { LINES, lineActions } from '../../src/content/crisisLines';
import spanish from '../../src/content/messages/helplines/compiled/es.js';

describe('help lines in Spanish', () => {
  it('has the Spanish of every name, label and "when" of every line (addresses only where they change)', () => {
    const missing = Object.values(LINES)
      .flatMap((line) => [line.name, line.when, ...[...line.actions, ...(line.spanishOnly ?? [])].map((a) => a.label)])
      .filter((text) => !spanish.has(text));
    expect(missing).toEqual([]);
  });

  it('gives the Spanish options: 988 press 2 or AYUDA by text, the DV hotline in Spanish, Crisis Text Line AYUDA', () => {
    expect(spanish.get('Call 988')).toBe('Llamar al 988 y oprimir 2 (español)');
    expect(spanish.get('sms:988')).toBe('sms:988?body=AYUDA');
    expect(spanish.get('National Domestic Violence Hotline')).toBe(
      'Línea Nacional contra la Violencia Doméstica (se habla español)',
    );
    expect(spanish.get('Text HOME to 741741')).toBe('Enviar AYUDA al 741741');
    expect(spanish.get('sms:741741?body=HOME')).toBe('sms:741741?body=AYUDA');
  });

  it("adds each line's Spanish chat after its call and text links on a Spanish page only", () => {
    expect(lineActions(LINES.dv, 'es')).toEqual([
      { label: 'Call 1-800-799-7233', href: 'tel:+18007997233' },
      { label: 'Text START to 88788', href: 'sms:88788?body=START' },
      { label: 'Chat in Spanish', href: 'https://espanol.thehotline.org/' },
    ]);
    expect(lineActions(LINES.lifeline, 'es').map((a) => a.href)).toEqual(['tel:988', 'sms:988', 'https://988lifeline.org/es/']);
    expect(lineActions(LINES.dv, 'en')).toEqual(LINES.dv.actions);
    expect(lineActions(LINES.lifeline, 'en').map((a) => a.href)).toEqual(['tel:988', 'sms:988']);
    expect(lineActions(LINES.childhelp, 'es')).toEqual(LINES.childhelp.actions);
    expect(spanish.get('Chat in Spanish')).toBe('Chatear en español');
  });
});
