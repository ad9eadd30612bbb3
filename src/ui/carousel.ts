/** Pure rules behind the video carousel (docs/product-rules.md, "Everywhere"): no React, unit-tested directly. */

export const AUTOPLAY_MS = 5000;
const BREAKPOINT_TWO = 1024;
const BREAKPOINT_ONE = 640;

/** Slides visible at a viewport width: 3, 2 at 1024 px or narrower, 1 at 640 px or narrower. */
export function slidesPerView(width: number): 1 | 2 | 3 {
  if (width <= BREAKPOINT_ONE) return 1;
  if (width <= BREAKPOINT_TWO) return 2;
  return 3;
}

/** Index wrapped into [0, count): the carousel loops forever in both directions. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function nextIndex(index: number, count: number): number {
  return wrapIndex(index + 1, count);
}

export function prevIndex(index: number, count: number): number {
  return wrapIndex(index - 1, count);
}

/**
 * Indices shown when the first visible slide is `start`: `perView` consecutive slides,
 * wrapping past the end, never more than there are slides.
 */
export function visibleIndices(start: number, perView: number, count: number): number[] {
  const n = Math.max(0, Math.min(perView, count));
  return Array.from({ length: n }, (_, i) => wrapIndex(start + i, count));
}

export type EmbedDecision =
  { mode: 'embed'; src: string } | { mode: 'transcript'; reason: 'not-configured' | 'origin-mismatch' | 'offline' };

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Whether a video may be embedded: only when an embed origin is configured, the video's
 * address has exactly that origin, and the browser is online. Otherwise the transcript.
 */
export function embedDecision(embedUrl: string, configuredOrigin: string, online: boolean): EmbedDecision {
  const allowed = configuredOrigin ? originOf(configuredOrigin) : null;
  if (!allowed) return { mode: 'transcript', reason: 'not-configured' };
  if (originOf(embedUrl) !== allowed) return { mode: 'transcript', reason: 'origin-mismatch' };
  if (!online) return { mode: 'transcript', reason: 'offline' };
  return { mode: 'embed', src: embedUrl };
}

/** Whether the video can ever play here (online): otherwise its card offers the written lesson. */
export function canPlay(embedUrl: string, configuredOrigin: string): boolean {
  return embedDecision(embedUrl, configuredOrigin, true).mode === 'embed';
}

export const TRANSCRIPT_NOTES: Record<'not-configured' | 'origin-mismatch' | 'offline', string> = {
  'not-configured': 'This lesson is written out in full below, so you can read it at your own pace.',
  'origin-mismatch': 'This video cannot be played here, so the whole lesson is written out below.',
  offline: 'You are offline, so here is the full written transcript of this lesson. The video plays when you are back online.',
};
