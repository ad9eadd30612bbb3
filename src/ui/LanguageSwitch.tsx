import { switchLang, useLang } from './i18n';

/**
 * The language switch, in the header's menu and the footer: one button that offers the other
 * language, written in that language and marked with it (so a screen reader says it right).
 * The choice is remembered on this device and written into the address (docs/i18n.md).
 */
export function LanguageSwitch({ place }: { place: 'header' | 'footer' }) {
  const other = useLang() === 'es' ? 'en' : 'es';
  return (
    <button
      type="button"
      className={`lang-switch lang-switch--${place}`}
      lang={other}
      data-testid={`lang-switch-${place}`}
      onClick={() => void switchLang(other)}
    >
      {other === 'es' ? 'Español' : 'English'}
    </button>
  );
}
