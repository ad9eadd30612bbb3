// The newsletter pop-up and the chat panel's fallback in Spanish (docs/i18n.md, session 15):
// the contact checks give English message ids that the newsletter area's Spanish answers, and
// the fallback panel's two texts are in the shell (it shows when the panel's chunk cannot load).
import { describe, expect, it } from 'vitest';
import newsletter from '../../src/content/messages/newsletter/compiled/es.js';
import shell from '../../src/content/messages/shell/compiled/es.js';
import * as m from '../../src/content/messages/newsletter/compiled/en.js';
import * as shellEn from '../../src/content/messages/shell/compiled/en.js';
import { contactProblem } from '../../src/app/newsletterContact';
import { spanishTranslator } from '../spanishTranslator';

const t = spanishTranslator(newsletter);

describe('the newsletter pop-up in Spanish', () => {
  it('says each contact problem in Spanish', () => {
    const es = (tab: 'email' | 'phone', value: string) => {
      const p = contactProblem(tab, value);
      return p && t(p);
    };
    expect(es('email', '  ')).toBe('Escriba su correo electrónico.');
    expect(es('email', 'ana@')).toBe('Escriba un correo electrónico como nombre@ejemplo.com.');
    expect(es('phone', '')).toBe('Escriba su número de teléfono.');
    expect(es('phone', '12')).toBe('Escriba un número de teléfono como 555-123-4567.');
    expect(es('phone', 'abc')).toBe('Escriba un número de teléfono como 555-123-4567.');
    expect(es('email', 'ana@example.com')).toBe(null);
    // English stays as it was.
    expect(contactProblem('email', 'ana@')).toBe('Please enter an email address like name@example.com.');
  });

  it('has the dialog and its toasts in Spanish', () => {
    expect(t(m.title)).toBe('Reciba su plantilla gratuita de crianza compartida');
    expect(t(m.get_template)).toBe('Obtener mi plantilla gratuita');
    expect(t(m.tab_email)).toBe('Correo electrónico');
    expect(t(m.tab_phone)).toBe('Teléfono');
    expect(t(m.ready_title)).toBe('Su plantilla gratuita está lista');
    expect(t(m.signed_up_text, { contact: 'ana@example.com' })).toBe(
      'Enviaremos las novedades a ana@example.com. Su registro de comunicación de crianza compartida gratuito se descargó en su dispositivo.',
    );
    expect(t(m.pdf_file)).toBe('EvenGround-registro-de-comunicacion.pdf');
    expect(m.pdf_file).toBe('EvenGround-co-parenting-communication-log.pdf');
  });
});

describe("the chat panel's fallback in Spanish", () => {
  it('names the coach and the help link from the shell', () => {
    const s = spanishTranslator(shell);
    expect(s(shellEn.chat_title)).toBe('Coach de EvenGround');
    expect(s(shellEn.chat_help_now)).toBe('Obtener ayuda ahora');
  });
});
