import { byLang } from '../../ui/byLang';

// The page in English (PrivacyPolicyPage.en.tsx) or in Spanish (PrivacyPolicyPage.es.tsx), each its own chunk, so a
// Spanish visit never downloads the English page first (docs/i18n.md).
export default byLang(
  () => import('./PrivacyPolicyPage.en'),
  () => import('./PrivacyPolicyPage.es'),
);
