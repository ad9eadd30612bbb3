import { describe, expect, it } from 'vitest';
import {
  AUTOPLAY_MS,
  embedDecision,
  nextIndex,
  prevIndex,
  slidesPerView,
  visibleIndices,
  wrapIndex,
} from '../../src/ui/carousel';

describe('slidesPerView (3, 2 at <=1024 px, 1 at <=640 px)', () => {
  it.each([
    [320, 1],
    [360, 1],
    [640, 1],
    [641, 2],
    [800, 2],
    [1024, 2],
    [1025, 3],
    [1280, 3],
    [1920, 3],
  ])('width %i shows %i', (width, n) => {
    expect(slidesPerView(width)).toBe(n);
  });

  it('autoplays every 5000 ms', () => {
    expect(AUTOPLAY_MS).toBe(5000);
  });
});

describe('loop index math', () => {
  it('wraps forward from the last slide to the first', () => {
    expect(nextIndex(0, 5)).toBe(1);
    expect(nextIndex(3, 5)).toBe(4);
    expect(nextIndex(4, 5)).toBe(0);
  });

  it('wraps backward from the first slide to the last', () => {
    expect(prevIndex(0, 5)).toBe(4);
    expect(prevIndex(1, 5)).toBe(0);
    expect(prevIndex(4, 5)).toBe(3);
  });

  it('wraps any integer into range', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(12, 5)).toBe(2);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(-6, 5)).toBe(4);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it('lists the visible slides, wrapping past the end', () => {
    expect(visibleIndices(0, 3, 5)).toEqual([0, 1, 2]);
    expect(visibleIndices(3, 3, 5)).toEqual([3, 4, 0]);
    expect(visibleIndices(4, 3, 5)).toEqual([4, 0, 1]);
    expect(visibleIndices(4, 2, 5)).toEqual([4, 0]);
    expect(visibleIndices(2, 1, 5)).toEqual([2]);
    expect(visibleIndices(1, 3, 2)).toEqual([1, 0]);
    expect(visibleIndices(0, 3, 0)).toEqual([]);
  });

  it('cycles through every slide and back to the start after count steps', () => {
    let i = 0;
    const seen: number[] = [];
    for (let step = 0; step < 5; step++) {
      seen.push(i);
      i = nextIndex(i, 5);
    }
    expect(seen).toEqual([0, 1, 2, 3, 4]);
    expect(i).toBe(0);
  });
});

describe('embedDecision', () => {
  const url = 'https://share.synthesia.io/embeds/videos/abc';

  it('shows the transcript when no embed origin is configured', () => {
    expect(embedDecision(url, '', true)).toEqual({ mode: 'transcript', reason: 'not-configured' });
  });

  it('shows the transcript when the configured origin is malformed', () => {
    expect(embedDecision(url, 'not a url', true)).toEqual({ mode: 'transcript', reason: 'not-configured' });
  });

  it('shows the transcript when the video is on another origin', () => {
    expect(embedDecision(url, 'https://www.youtube-nocookie.com', true)).toEqual({
      mode: 'transcript',
      reason: 'origin-mismatch',
    });
    expect(embedDecision('http://share.synthesia.io/x', 'https://share.synthesia.io', true)).toEqual({
      mode: 'transcript',
      reason: 'origin-mismatch',
    });
  });

  it('shows the transcript when offline, even with a matching origin', () => {
    expect(embedDecision(url, 'https://share.synthesia.io', false)).toEqual({ mode: 'transcript', reason: 'offline' });
  });

  it('embeds when configured, same origin and online (a configured path or slash is ignored)', () => {
    expect(embedDecision(url, 'https://share.synthesia.io', true)).toEqual({ mode: 'embed', src: url });
    expect(embedDecision(url, 'https://share.synthesia.io/', true)).toEqual({ mode: 'embed', src: url });
  });
});
