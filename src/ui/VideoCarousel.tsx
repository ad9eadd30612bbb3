import { useEffect, useId, useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import { VIDEOS, loadTranscript, type Video } from '../content/videos';
import { config } from '../lib/config';
import {
  AUTOPLAY_MS,
  TRANSCRIPT_NOTES,
  canPlay,
  embedDecision,
  nextIndex,
  prevIndex,
  slidesPerView,
  visibleIndices,
} from './carousel';
import { QuickExitButton } from './QuickExitButton';
import { catalog, useLang, useMessages } from './i18n';
import * as m from '../content/messages/videos/compiled/en.js';
import './VideoCarousel.css';

/** The carousel's words and the videos' titles and descriptions (looked up by their English in src/content/videos.ts); docs/i18n.md. */
const videoMessages = catalog(() => import('../content/messages/videos/compiled/es.js'));

function useViewportWidth(): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1280 : window.innerWidth));
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => typeof window !== 'undefined' && window.matchMedia(query).matches);
  useEffect(() => {
    const mq = window.matchMedia(query);
    const onChange = () => setMatches(mq.matches);
    onChange();
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

function useOnline(): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * The video carousel (docs/product-rules.md, "Everywhere"): 3 slides wide, 2 at 1024 px or narrower, 1 at
 * 640 px or narrower; loops forever; autoplays every 5000 ms unless hovered, focused,
 * paused, a video is open, or the visitor prefers reduced motion.
 */
export function VideoCarousel({ label = 'Educational videos', videos = VIDEOS }: { label?: string; videos?: Video[] }) {
  const t = useMessages(videoMessages);
  const count = videos.length;
  const viewportId = useId();
  const [start, setStart] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [openVideo, setOpenVideo] = useState<Video | null>(null);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const perView = slidesPerView(useViewportWidth());

  const autoplayOn = !userPaused && !reducedMotion;
  const running = autoplayOn && !hovered && !focused && openVideo === null && count > perView;

  // Restarts after every move, so a manual step always gets the full 5 seconds.
  useEffect(() => {
    if (!running) return;
    const t = window.setTimeout(() => setStart((s) => nextIndex(s, count)), AUTOPLAY_MS);
    return () => window.clearTimeout(t);
  }, [running, start, count]);

  function onBlur(e: FocusEvent<HTMLElement>) {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  }

  const shown = visibleIndices(start, perView, count);

  return (
    <section
      className="vcar"
      aria-roledescription="carousel"
      aria-label={label}
      data-per-view={perView}
      data-playing={running ? 'true' : 'false'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="vcar__stage">
        <button
          type="button"
          className="vcar__arrow vcar__arrow--prev"
          aria-label={t(m.previous)}
          aria-controls={viewportId}
          onClick={() => setStart((s) => prevIndex(s, count))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <div
          id={viewportId}
          className="vcar__track"
          aria-live={running ? 'off' : 'polite'}
          style={{ gridTemplateColumns: `repeat(${shown.length}, minmax(0, 1fr))` }}
        >
          {shown.map((idx) => {
            const video = videos[idx]!;
            const playable = canPlay(video.embedUrl, config.videoEmbedOrigin);
            const descId = `${viewportId}-d${idx}`;
            return (
              <div
                key={`${video.id}-${start}`}
                className="vcar__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={t(m.slide_of, { n: idx + 1, count })}
                data-testid="video-slide"
              >
                <button
                  type="button"
                  className="vcar__card"
                  aria-haspopup="dialog"
                  aria-label={t(playable ? m.watch : m.read_lesson_of, { title: t(video.title) })}
                  aria-describedby={descId}
                  onClick={() => setOpenVideo(video)}
                >
                  <span className="vcar__thumb">
                    <img src={video.thumbnailUrl} alt="" width={320} height={180} loading="lazy" decoding="async" />
                    {playable ? (
                      <span className="vcar__play" aria-hidden="true" data-testid="video-play">
                        ▶
                      </span>
                    ) : null}
                  </span>
                  <span className="vcar__title">{t(video.title)}</span>
                  <span className="vcar__desc" id={descId}>
                    {t(video.description)}
                  </span>
                  {playable ? null : (
                    <span className="vcar__lesson" aria-hidden="true">
                      {t(m.read_lesson)} <span>→</span>
                    </span>
                  )}
                </button>
              </div>
            );
          })}
        </div>
        <button
          type="button"
          className="vcar__arrow vcar__arrow--next"
          aria-label={t(m.next)}
          aria-controls={viewportId}
          onClick={() => setStart((s) => nextIndex(s, count))}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>

      <div className="vcar__footer">
        <div className="vcar__dots" role="group" aria-label={t(m.choose)}>
          {videos.map((video, i) => (
            <button
              key={video.id}
              type="button"
              className="vcar__dot"
              aria-label={t(m.go_to, { n: i + 1, title: t(video.title) })}
              aria-current={i === start ? 'true' : undefined}
              aria-controls={viewportId}
              onClick={() => setStart(i)}
            />
          ))}
        </div>
        {reducedMotion ? null : (
          <button type="button" className="btn btn--ghost btn--small vcar__toggle" onClick={() => setUserPaused((p) => !p)}>
            {t(userPaused ? m.play : m.pause)}
          </button>
        )}
      </div>

      {openVideo ? <VideoPlayerModal video={openVideo} onClose={() => setOpenVideo(null)} /> : null}
    </section>
  );
}

/**
 * The modal player: the embed only when an embed origin is configured, the video's
 * address has that origin and the browser is online; otherwise the written transcript
 * with a note saying why.
 */
function VideoPlayerModal({ video, onClose }: { video: Video; onClose: () => void }) {
  const t = useMessages(videoMessages);
  const lang = useLang();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const online = useOnline();
  const decision = embedDecision(video.embedUrl, config.videoEmbedOrigin, online);
  const [transcript, setTranscript] = useState<string[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  useEffect(() => {
    let live = true;
    setTranscript(null);
    setFailed(false);
    loadTranscript(video.id, lang)
      .then((t) => live && setTranscript(t))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [video.id, lang]);

  function onDialogClick(e: MouseEvent<HTMLDialogElement>) {
    if (e.target !== e.currentTarget) return;
    const r = e.currentTarget.getBoundingClientRect();
    const inside = e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom;
    if (!inside) e.currentTarget.close();
  }

  const transcriptBody = failed ? (
    <p className="alert alert--danger">{t(m.transcript_failed)}</p>
  ) : transcript ? (
    <div className="vcar__transcript" data-testid="video-transcript">
      {transcript.map((para, i) => (
        <p key={i}>{para}</p>
      ))}
    </div>
  ) : (
    <p className="muted">{t(m.transcript_loading)}</p>
  );

  return (
    <dialog ref={ref} className="modal vcar__modal" aria-labelledby={titleId} onClose={onClose} onClick={onDialogClick}>
      <div className="modal__header">
        <h2 id={titleId}>{t(video.title)}</h2>
        <button type="button" className="icon-btn" aria-label={t(m.close_video)} onClick={() => ref.current?.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="modal__body">
        {decision.mode === 'embed' ? (
          <>
            <div className="vcar__frame">
              <iframe
                src={decision.src}
                title={t(m.frame_title, { title: t(video.title) })}
                allow="encrypted-media; fullscreen; picture-in-picture"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
            </div>
            <details className="vcar__transcript-details">
              <summary>{t(m.read_transcript)}</summary>
              {transcriptBody}
            </details>
          </>
        ) : (
          <>
            <p className="alert alert--info" data-testid="transcript-note">
              {t(TRANSCRIPT_NOTES[decision.reason])}
            </p>
            <h3>{t(m.written_lesson)}</h3>
            {transcriptBody}
          </>
        )}
      </div>
      <QuickExitButton place="dialog" />
    </dialog>
  );
}
