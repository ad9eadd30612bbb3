import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const VideoCarousel = lazy(() => import('./VideoCarousel').then((m) => ({ default: m.VideoCarousel })));

/**
 * The video carousel, loaded only when its place on the page comes near the screen (it sits
 * below the fold), so a first visit does not download or run it. Until then its region
 * (same name) holds the carousel's usual height, so nothing moves when it arrives.
 */
export function LazyVideoCarousel({ label = 'Educational videos' }: { label?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          io.disconnect();
        }
      },
      { rootMargin: '600px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [near]);
  const placeholder = <div ref={ref} className="vcar-placeholder" role="region" aria-label={label} aria-busy="true" />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <VideoCarousel label={label} />
    </Suspense>
  );
}
