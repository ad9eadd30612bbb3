/**
 * The five built-in educational videos (docs/product-rules.md, "Everywhere").
 *
 * All five are Synthesia embeds. They play only when the deployer sets
 * VITE_VIDEO_EMBED_ORIGIN to the origin of these addresses and the browser is online;
 * otherwise the carousel's player shows the written transcript, so the lesson is never
 * lost. The embed addresses below follow Synthesia's share-embed
 * pattern; a deployer replaces the trailing video ids with those of their own uploads.
 *
 * The transcripts are a few kilobytes of text, so they live in their own module
 * (videoTranscripts.ts) that is loaded only when a video is opened.
 */

export type VideoId = 'mediation-guide' | 'high-conflict-co-parenting' | 'financial-disclosures' | 'self-care' | 'child-support';

export interface Video {
  id: VideoId;
  type: 'synthesia';
  title: string;
  description: string;
  /** Site-relative SVG thumbnail shipped under public/images/videos/. */
  thumbnailUrl: string;
  embedUrl: string;
}

const SYNTHESIA_EMBED = 'https://share.synthesia.io/embeds/videos/';

export const VIDEOS: Video[] = [
  {
    id: 'mediation-guide',
    type: 'synthesia',
    title: 'A Parent\u2019s Guide to Divorce Mediation',
    description: 'How mediation works, what to bring, and how to prepare so you leave with an agreement you can live with.',
    thumbnailUrl: '/images/videos/mediation-guide.svg',
    embedUrl: `${SYNTHESIA_EMBED}evenground-mediation-guide`,
  },
  {
    id: 'high-conflict-co-parenting',
    type: 'synthesia',
    title: 'Co-Parenting Through High Conflict',
    description: 'Practical ways to lower the temperature: written communication, the BIFF method, and parallel parenting.',
    thumbnailUrl: '/images/videos/high-conflict-co-parenting.svg',
    embedUrl: `${SYNTHESIA_EMBED}evenground-high-conflict-co-parenting`,
  },
  {
    id: 'financial-disclosures',
    type: 'synthesia',
    title: 'Understanding Financial Disclosures',
    description: 'What a financial affidavit asks for, which documents to gather, and why complete honesty protects you.',
    thumbnailUrl: '/images/videos/financial-disclosures.svg',
    embedUrl: `${SYNTHESIA_EMBED}evenground-financial-disclosures`,
  },
  {
    id: 'self-care',
    type: 'synthesia',
    title: 'Self-Care During Divorce',
    description: 'Simple, realistic habits for sleep, stress and support that help you stay steady for your children.',
    thumbnailUrl: '/images/videos/self-care.svg',
    embedUrl: `${SYNTHESIA_EMBED}evenground-self-care`,
  },
  {
    id: 'child-support',
    type: 'synthesia',
    title: 'How Child Support Works',
    description: 'The three models US states use to calculate child support, and what changes the amount.',
    thumbnailUrl: '/images/videos/child-support.svg',
    embedUrl: `${SYNTHESIA_EMBED}evenground-child-support`,
  },
];

/** Loads the written transcript of a video in a language (a separate lazy chunk per language, precached for offline use). */
export async function loadTranscript(id: VideoId, lang: 'en' | 'es' = 'en'): Promise<string[]> {
  const { VIDEO_TRANSCRIPTS } = lang === 'es' ? await import('./videoTranscripts.es') : await import('./videoTranscripts');
  const transcripts: Record<VideoId, string[]> = VIDEO_TRANSCRIPTS;
  return transcripts[id];
}
