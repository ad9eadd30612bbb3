// The toasts' words in Spanish (docs/i18n.md): logging out (the header's Log Out and the
// profile's, src/features/account/logOutToast.ts) and the toasts' region label (src/ui/Toaster.tsx).
import { describe, expect, it } from 'vitest';
import { logOutToast } from '../../src/features/account/logOutToast';
import account from '../../src/content/messages/account/compiled/es.js';
import shell from '../../src/content/messages/shell/compiled/es.js';
import * as shellEn from '../../src/content/messages/shell/compiled/en.js';
import { spanishTranslator as translator } from '../spanishTranslator';

describe('toasts in Spanish', () => {
  it('says a log-out in Spanish, and its failure with the reason as the account service gave it', () => {
    const t = translator(account);
    expect(logOutToast(null, t)).toEqual({
      title: '¡Hasta pronto!',
      icon: 'wave',
      description: 'Se cerró su sesión.',
      variant: 'success',
    });
    expect(logOutToast('Network error', t)).toEqual({
      title: 'No se pudo cerrar la sesión',
      description: 'Network error',
      variant: 'destructive',
    });
  });

  it('keeps the English toast in English', () => {
    expect(logOutToast(undefined)).toEqual({
      title: 'See You Soon!',
      icon: 'wave',
      description: 'You have been successfully logged out.',
      variant: 'success',
    });
  });

  it('names the toasts region "Notificaciones (F8)"', () => {
    expect(shellEn.toast_region).toBe('Notifications (F8)');
    expect(translator(shell)(shellEn.toast_region)).toBe('Notificaciones (F8)');
  });
});
