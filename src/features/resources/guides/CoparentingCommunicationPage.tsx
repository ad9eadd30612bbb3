import { byLang } from '../../../ui/byLang';

// The guide in English (CoparentingCommunicationPage.en.tsx) or in Spanish (CoparentingCommunicationPage.es.tsx), each its own chunk (docs/i18n.md).
export default byLang(
  () => import('./CoparentingCommunicationPage.en'),
  () => import('./CoparentingCommunicationPage.es'),
);
