import { byLang } from '../../../ui/byLang';

// The guide in English (DiscoveryPage.en.tsx) or in Spanish (DiscoveryPage.es.tsx), each its own chunk (docs/i18n.md).
export default byLang(
  () => import('./DiscoveryPage.en'),
  () => import('./DiscoveryPage.es'),
);
