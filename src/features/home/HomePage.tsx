import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { PageMeta } from '../../ui/PageMeta';
import { openChat } from '../../state/chat';
import { LazyVideoCarousel } from '../../ui/LazyVideoCarousel';
import { siteUrl } from '../../lib/shellConfig';
import { websiteSchema } from '../../lib/meta';
import { groupThousands } from '../../lib/thousands';
import { connectedMode } from '../../lib/shellConfig';
import { topContributors } from '../../content/community';
import { CHAT_GREETING, TESTIMONIALS } from './homeContent';
import './HomePage.css';
import * as paths from '../../lib/paths';
import * as m from '../../content/messages/home/compiled/en.js';
import { useMessages } from '../../ui/i18n';
import { homeMessages } from './homeMessages';
import { hubFilterPath, type ResourceFilter } from '../../lib/paths';

// The picker (a closed dialog with its tiles and their images) is loaded on the first press
// of its button, not with the page: a first visit does not download what it may never open.
const EmotionPicker = lazy(() => import('./EmotionPicker').then((m) => ({ default: m.EmotionPicker })));

const RESOURCE_CARDS: Array<{ filter: ResourceFilter; title: string; text: string; link: string; icon: string }> = [
  { filter: 'Templates', title: m.templates_title, text: m.templates_text, link: m.templates_link, icon: 'templates' },
  { filter: 'Guides', title: m.guides_title, text: m.guides_text, link: m.guides_link, icon: 'guides' },
  { filter: 'Legal', title: m.legal_title, text: m.legal_text, link: m.legal_link, icon: 'legal' },
];

function CardIcon({ name }: { name: string }) {
  return <img className="home-card__icon" src={`/images/home/icons/${name}.svg`} alt="" width={44} height={44} />;
}

export default function HomePage() {
  const [pickerOpen, setPickerOpen] = useState(false);
  const [pickerUsed, setPickerUsed] = useState(false);
  const t = useMessages(homeMessages);

  return (
    <div className="home">
      <PageMeta
        title={t(m.meta_title)}
        description={t(m.meta_description)}
        keywords={['co-parenting', 'high-conflict divorce', 'divorce mediation']}
        path={paths.home}
        schema={websiteSchema(siteUrl())}
      />

      <section className="home-hero" aria-labelledby="home-title">
        <div className="container home-hero__inner">
          <div className="home-hero__text">
            <h1 id="home-title">{t(m.hero_title)}</h1>
            <p className="lead home-hero__subtitle">{t(m.hero_subtitle)}</p>
            <div className="btn-row home-hero__actions">
              <button
                type="button"
                className="btn btn--accent"
                aria-haspopup="dialog"
                onClick={() => {
                  setPickerUsed(true);
                  setPickerOpen(true);
                }}
              >
                {t(m.feeling)}
              </button>
              <Link href={paths.resources} className="btn btn--secondary">
                {t(m.explore_resources)}
              </Link>
              <Link href={paths.insights} className="btn btn--secondary">
                {t(m.insights)}
              </Link>
            </div>
          </div>
          <img className="home-hero__art" src="/images/home/hero.svg" alt="" width={480} height={360} decoding="async" />
        </div>
      </section>

      {pickerUsed ? (
        <Suspense fallback={null}>
          <EmotionPicker open={pickerOpen} onClose={() => setPickerOpen(false)} />
        </Suspense>
      ) : null}

      <section className="section" aria-labelledby="home-tools">
        <div className="container">
          <h2 id="home-tools">{t(m.tools_title)}</h2>
          <p className="muted">{t(m.tools_lead)}</p>
          <ul className="grid grid--3 home-cards">
            <li className="card home-card">
              <CardIcon name="chat" />
              <h3>{t(m.coach_title)}</h3>
              <p>{t(m.coach_text)}</p>
              <button type="button" className="btn" onClick={() => openChat(CHAT_GREETING)}>
                {t(m.coach_start)}
              </button>
            </li>
            <li className="card home-card">
              <CardIcon name="mediator" />
              <h3>{t(m.mediator_title)}</h3>
              <p>{t(m.mediator_text)}</p>
              <Link href={paths.aiMediator} className="btn">
                {t(m.mediator_link)}
              </Link>
            </li>
            <li className="card home-card home-card--soon">
              <CardIcon name="ar-sims" />
              <h3>{t(m.ar_title)}</h3>
              <p>{t(m.ar_text)}</p>
              <span className="badge">{t(m.coming_soon)}</span>
            </li>
          </ul>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="home-resources">
        <div className="container">
          <h2 id="home-resources">{t(m.hub_title)}</h2>
          <p className="muted">{t(m.hub_lead)}</p>
          <ul className="grid grid--3 home-cards">
            {RESOURCE_CARDS.map((c) => (
              <li key={c.filter} className="card home-card">
                <CardIcon name={c.icon} />
                <h3>{t(c.title)}</h3>
                <p>{t(c.text)}</p>
                <Link href={hubFilterPath(c.filter)} className="home-card__link">
                  {t(c.link)}
                  <span aria-hidden="true"> →</span>
                </Link>
              </li>
            ))}
          </ul>
          <p className="home-center">
            <Link href={paths.resources} className="btn btn--secondary">
              {t(m.all_resources)}
            </Link>
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="home-videos">
        <div className="container">
          <h2 id="home-videos">{t(m.videos_title)}</h2>
          <p className="muted">{t(m.videos_lead)}</p>
          <LazyVideoCarousel label={t(m.videos_label)} />
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="home-testimonials">
        <div className="container">
          <h2 id="home-testimonials">{t(m.stories_title)}</h2>
          <ul className="grid grid--3 home-cards">
            {TESTIMONIALS.map((story) => (
              <li key={story.author} className="card">
                <figure className="testimonial">
                  <blockquote>
                    <p>&ldquo;{t(story.quote)}&rdquo;</p>
                  </blockquote>
                  <figcaption>
                    <strong>{story.author}</strong>
                    <span className="muted">{t(story.role)}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <p className="sample-note">{t(m.sample_stories)}</p>
        </div>
      </section>

      <section className="section" aria-labelledby="home-community">
        <div className="container home-community">
          <div>
            <h2 id="home-community">{t(m.community_title)}</h2>
            <p>{t(m.community_text)}</p>
            <Link href={paths.community} className="btn">
              {t(m.community_link)}
            </Link>
          </div>
          <div className="card">
            <h3 id="home-contributors">{t(m.contributors_title)}</h3>
            <ol className="contributors" aria-labelledby="home-contributors">
              {topContributors.map((c) => (
                <li key={c.name} className="contributors__item">
                  <span className="contributors__avatar" aria-hidden="true">
                    {c.initials}
                  </span>
                  <span className="contributors__name">{c.name}</span>
                  <span className="contributors__points">{t(m.contributor_points, { points: groupThousands(c.points) })}</span>
                </li>
              ))}
            </ol>
            <p className="sample-note">{t(m.sample_people)}</p>
          </div>
        </div>
      </section>

      <section className="section home-cta" aria-labelledby="home-cta">
        <div className="container home-center">
          <h2 id="home-cta">{t(m.cta_title)}</h2>
          {connectedMode ? (
            <>
              <p>{t(m.cta_connected)}</p>
              <Link href={paths.signup} className="btn btn--accent">
                {t(m.cta_signup)}
              </Link>
            </>
          ) : (
            <>
              <p>{t(m.cta_local)}</p>
              <Link href={paths.resources} className="btn btn--accent">
                {t(m.cta_tools)}
              </Link>
            </>
          )}
        </div>
      </section>
    </div>
  );
}
