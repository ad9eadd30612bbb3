import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { PageMeta } from '../../ui/PageMeta';
import { openChat } from '../../state/chat';
import { LazyVideoCarousel } from '../../ui/LazyVideoCarousel';
import { siteUrl } from '../../lib/config';
import { websiteSchema } from '../../lib/meta';
import { groupThousands } from '../../lib/thousands';
import { connectedMode } from '../../lib/config';
import { topContributors } from '../../content/community';
import { SAMPLE_PEOPLE_NOTE, SAMPLE_STORIES_NOTE } from '../../content/samples';
import { CHAT_GREETING, TESTIMONIALS } from './homeContent';
import './HomePage.css';
import * as paths from '../../lib/paths';
import { hubFilterPath, type ResourceFilter } from '../../lib/paths';

// The picker (a closed dialog with its tiles and their images) is loaded on the first press
// of its button, not with the page: a first visit does not download what it may never open.
const EmotionPicker = lazy(() => import('./EmotionPicker').then((m) => ({ default: m.EmotionPicker })));

const RESOURCE_CARDS: Array<{ filter: ResourceFilter; title: string; text: string; icon: string }> = [
  {
    filter: 'Templates',
    title: 'Legal Document Templates',
    text: 'Fill in a financial affidavit or a parenting plan on your device, save it privately and print it for your attorney or mediator.',
    icon: 'templates',
  },
  {
    filter: 'Guides',
    title: 'Step-by-Step Guides',
    text: 'Plain-language guides to co-parenting communication, self-care and the discovery process, written for parents.',
    icon: 'guides',
  },
  {
    filter: 'Legal',
    title: 'Legal Information',
    text: 'Understand child support models, court hearings and your rights before you sit down with a professional.',
    icon: 'legal',
  },
];

function CardIcon({ name }: { name: string }) {
  return <img className="home-card__icon" src={`/images/home/icons/${name}.svg`} alt="" width={44} height={44} />;
}

export default function HomePage() {
  const [pickerOpen, setPickerOpen] = useState(false);
  const [pickerUsed, setPickerUsed] = useState(false);

  return (
    <div className="home">
      <PageMeta
        title="EvenGround: Empower Equality in Every Divorce"
        description="Free guides, templates and tools for parents in high-conflict divorces who want fair, equal co-parenting. Works offline; your data stays on your device."
        keywords={['co-parenting', 'high-conflict divorce', 'divorce mediation']}
        path={paths.home}
        schema={websiteSchema(siteUrl())}
      />

      <section className="home-hero" aria-labelledby="home-title">
        <div className="container home-hero__inner">
          <div className="home-hero__text">
            <h1 id="home-title">Empower Equality in Every Divorce</h1>
            <p className="lead home-hero__subtitle">
              Guides, free self-help tools and a calm coach for parents who want a fair, equal co-parenting future, even when the
              divorce is high-conflict. Everything works on your device, online or off.
            </p>
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
                How are you feeling today?
              </button>
              <Link href={paths.resources} className="btn btn--secondary">
                Explore Resources
              </Link>
              <Link href={paths.insights} className="btn btn--secondary">
                Insights &amp; Guides
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
          <h2 id="home-tools">Tools for a Fairer Process</h2>
          <p className="muted">Support for the hard conversations, from the first night to the final order.</p>
          <ul className="grid grid--3 home-cards">
            <li className="card home-card">
              <CardIcon name="chat" />
              <h3>Talk to the EvenGround Coach</h3>
              <p>
                A guided chat that helps you sort out your next step, find the right tool and write calmer messages to your
                co-parent.
              </p>
              <button type="button" className="btn" onClick={() => openChat(CHAT_GREETING)}>
                Start a Chat
              </button>
            </li>
            <li className="card home-card">
              <CardIcon name="mediator" />
              <h3>AI Mediator</h3>
              <p>
                Compare both parents&rsquo; proposals side by side, see where you already agree and get neutral compromise
                suggestions, analysed on your device.
              </p>
              <Link href={paths.aiMediator} className="btn">
                Explore the AI Mediator
              </Link>
            </li>
            <li className="card home-card home-card--soon">
              <CardIcon name="ar-sims" />
              <h3>AR Co-Parenting Sims</h3>
              <p>
                Practise difficult handoffs and conversations in realistic, low-stakes simulations before you face them for real.
              </p>
              <span className="badge">COMING SOON</span>
            </li>
          </ul>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="home-resources">
        <div className="container">
          <h2 id="home-resources">Resource Hub</h2>
          <p className="muted">Templates, guides and legal information, free to use and available offline.</p>
          <ul className="grid grid--3 home-cards">
            {RESOURCE_CARDS.map((c) => (
              <li key={c.filter} className="card home-card">
                <CardIcon name={c.icon} />
                <h3>{c.title}</h3>
                <p>{c.text}</p>
                <Link href={hubFilterPath(c.filter)} className="home-card__link">
                  Browse {c.filter}
                  <span aria-hidden="true"> →</span>
                </Link>
              </li>
            ))}
          </ul>
          <p className="home-center">
            <Link href={paths.resources} className="btn btn--secondary">
              View All Resources
            </Link>
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="home-videos">
        <div className="container">
          <h2 id="home-videos">Watch and Learn</h2>
          <p className="muted">Short lessons on mediation, co-parenting, finances and self-care, each with a full transcript.</p>
          <LazyVideoCarousel label="Educational videos" />
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="home-testimonials">
        <div className="container">
          <h2 id="home-testimonials">Parents Finding Their Footing</h2>
          <ul className="grid grid--3 home-cards">
            {TESTIMONIALS.map((t) => (
              <li key={t.author} className="card">
                <figure className="testimonial">
                  <blockquote>
                    <p>&ldquo;{t.quote}&rdquo;</p>
                  </blockquote>
                  <figcaption>
                    <strong>{t.author}</strong>
                    <span className="muted">{t.role}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <p className="sample-note">{SAMPLE_STORIES_NOTE}</p>
        </div>
      </section>

      <section className="section" aria-labelledby="home-community">
        <div className="container home-community">
          <div>
            <h2 id="home-community">Join the Community</h2>
            <p>
              You are not the only parent doing this. Share what worked, ask what to expect at your first hearing and learn from
              parents who have been through it.
            </p>
            <Link href={paths.community} className="btn">
              Visit the Community
            </Link>
          </div>
          <div className="card">
            <h3 id="home-contributors">Top Contributors</h3>
            <ol className="contributors" aria-labelledby="home-contributors">
              {topContributors.map((c) => (
                <li key={c.name} className="contributors__item">
                  <span className="contributors__avatar" aria-hidden="true">
                    {c.initials}
                  </span>
                  <span className="contributors__name">{c.name}</span>
                  <span className="contributors__points">{groupThousands(c.points)} points</span>
                </li>
              ))}
            </ol>
            <p className="sample-note">{SAMPLE_PEOPLE_NOTE}</p>
          </div>
        </div>
      </section>

      <section className="section home-cta" aria-labelledby="home-cta">
        <div className="container home-center">
          <h2 id="home-cta">Start Building a Fair Future for Your Family</h2>
          {connectedMode ? (
            <>
              <p>Sign up free, or simply start using every guide and tool right now: no account needed.</p>
              <Link href={paths.signup} className="btn btn--accent">
                Create Your Free Account
              </Link>
            </>
          ) : (
            <>
              <p>Every guide and tool is free and ready now, with no account. What you type stays on this device.</p>
              <Link href={paths.resources} className="btn btn--accent">
                Start With the Free Tools
              </Link>
            </>
          )}
        </div>
      </section>
    </div>
  );
}
