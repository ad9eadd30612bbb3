import { catalog } from '../ui/i18n';

/** The chat panel's frame and the emotion picker (src/app/ChatPanel.tsx, src/features/home/EmotionPicker.tsx); docs/i18n.md. */
export const chatMessages = catalog(() => import('../content/messages/chat/compiled/es.js'));
