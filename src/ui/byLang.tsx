import { lazy, type ComponentType } from 'react';
import { useLang } from './i18n';

type PageModule = Promise<{ default: ComponentType }>;

/**
 * A page written once per language (long prose: the guides, docs/i18n.md): each language's
 * page is a chunk of its own, loaded when that language is on screen, so a Spanish visit
 * downloads none of the English text and an English visit none of the Spanish. Switching
 * language swaps the page (the route's loading line shows while the other one is fetched).
 */
export function byLang(en: () => PageModule, es: () => PageModule): ComponentType {
  const En = lazy(en);
  const Es = lazy(es);
  return function PageInLang() {
    return useLang() === 'es' ? <Es /> : <En />;
  };
}
