import { switchLang, useLang } from './i18n';

/**
 * The language switch, in the header's menu and the footer: one button that offers the other
 * language, written in that language and marked with it (so a screen reader says it right).
 * The choice is remembered on this device and written into the address (docs/i18n.md).
 */
export function LanguageSwitch({ place }: { place: 'header' | 'footer' }) {
  const other = useLang() === 'es' ? 'en' : 'es';
  const name = other === 'es' ? 'Español' : 'English';
  const code = other.toUpperCase();
  // The full desktop header has room only for the language's code (theme.css); the name
  // starts with what is shown, so a parent using voice control can say either.
  return (
    <button
      type="button"
      className={`lang-switch lang-switch--${place}`}
      lang={other}
      aria-label={`${code} (${name})`}
      data-testid={`lang-switch-${place}`}
      onClick={() => void switchLang(other)}
    >
      <span className="lang-switch__name">{name}</span>
      <span className="lang-switch__code" aria-hidden="true">
        {code}
      </span>
    </button>
  );
}
