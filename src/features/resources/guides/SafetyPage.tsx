import { byLang } from '../../../ui/byLang';

// The guide in English (SafetyPage.en.tsx) or in Spanish (SafetyPage.es.tsx), each its own chunk (docs/i18n.md).
export default byLang(
  () => import('./SafetyPage.en'),
  () => import('./SafetyPage.es'),
);
