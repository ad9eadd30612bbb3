import { byLang } from '../../../ui/byLang';

// The guide in English (SelfCarePage.en.tsx) or in Spanish (SelfCarePage.es.tsx), each its own chunk (docs/i18n.md).
export default byLang(
  () => import('./SelfCarePage.en'),
  () => import('./SelfCarePage.es'),
);
