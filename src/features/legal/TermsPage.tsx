import { byLang } from '../../ui/byLang';

// The page in English (TermsPage.en.tsx) or in Spanish (TermsPage.es.tsx), each its own chunk, so a
// Spanish visit never downloads the English page first (docs/i18n.md).
export default byLang(
  () => import('./TermsPage.en'),
  () => import('./TermsPage.es'),
);
