// The shell's Spanish on a first visit (docs/i18n.md, "Bundle"): the areas a first visit to `/`
// downloads are keyed by a hash of the English (scripts/i18n.mjs, HASHED) and answer like a Map
// of English; the leave question and the 404 are areas of their own, loaded with their chunks.
import { describe, expect, it } from 'vitest';
import shell from '../../src/content/messages/shell/compiled/es.js';
import home from '../../src/content/messages/home/compiled/es.js';
import leave from '../../src/content/messages/leave/compiled/es.js';
import notFound from '../../src/content/messages/not-found/compiled/es.js';
import * as shellEn from '../../src/content/messages/shell/compiled/en.js';
import * as leaveEn from '../../src/content/messages/leave/compiled/en.js';
import * as notFoundEn from '../../src/content/messages/not-found/compiled/en.js';
import { HASHED, messageKey } from '../../scripts/i18n.mjs';
import { spanishTranslator } from '../spanishTranslator';

describe('first-visit Spanish', () => {
  it('keys the shell and the home page by hash, and looks them up by their English', () => {
    expect([...HASHED].sort()).toEqual(['home', 'shell']);
    // FNV-1a's published 32-bit test vectors.
    expect(messageKey('')).toBe(0x811c9dc5);
    expect(messageKey('a')).toBe(0xe40c292c);
    expect(messageKey('foobar')).toBe(0xbf9cf968);
    const t = spanishTranslator(shell);
    expect(t(shellEn.chat_open)).toBe('Abrir el chat con el Coach de EvenGround');
    expect(t(shellEn.chat_close)).toBe('Cerrar el chat');
    expect(t(shellEn.footer_rights, { year: 2026 })).toBe('© 2026 EvenGround. Todos los derechos reservados.');
    expect(shell.has('Quick exit')).toBe(true);
    expect(shell.has('A text no catalog has')).toBe(false);
    expect(t('A text no catalog has')).toBe('A text no catalog has');
    expect(home.has('Explore Resources')).toBe(true);
  });

  it('has the leave question and the 404 in their own areas, not in the shell', () => {
    expect(spanishTranslator(leave)(leaveEn.leave_title)).toBe('¿Salir de esta página?');
    expect(spanishTranslator(notFound)(notFoundEn.not_found_heading)).toBe('404: Página no encontrada');
    expect(shell.has(leaveEn.leave_title)).toBe(false);
    expect(shell.has(notFoundEn.not_found_heading)).toBe(false);
    // The browser's own confirm, used when the dialog's chunk cannot be fetched, stays in the shell.
    expect(spanishTranslator(shell)(shellEn.leave_confirm)).toBe(
      '¿Salir de esta página? Tiene cambios aquí que todavía no ha guardado.',
    );
  });
});
