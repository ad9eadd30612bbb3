import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { sessionStore } from '../../sync/session';
import { PageMeta } from '../../ui/PageMeta';
import './mediator.css';
import * as paths from '../../lib/paths';
import { loginPath } from '../../lib/pathQueries';
import * as m from '../../content/messages/mediator/compiled/en.js';
import { catalog, useMessages } from '../../ui/i18n';

/**
 * The landing page's words only (`es-landing.js`, built from the catalog: scripts/i18n.mjs BUILT_SUBSETS): the whole mediator
 * catalog (mediatorMessages.ts, not imported here) loads with the analysis page.
 */
const landingMessages = catalog(() => import('../../content/messages/mediator/compiled/es-landing.js'));

const STEPS = [
  { title: m.step1_title, text: m.step1_text },
  { title: m.step2_title, text: m.step2_text },
  { title: m.step3_title, text: m.step3_text },
];

const BENEFITS = [
  { title: m.b1_title, text: m.b1_text },
  { title: m.b2_title, text: m.b2_text },
  { title: m.b3_title, text: m.b3_text },
  { title: m.b4_title, text: m.b4_text },
  { title: m.b5_title, text: m.b5_text },
  { title: m.b6_title, text: m.b6_text },
];

export default function LandingPage() {
  const s = useSnapshot(sessionStore);
  const t = useMessages(landingMessages);
  const canUse = s.mode === 'local' || s.status === 'signedIn';
  const cta = canUse ? (
    <Link href={paths.documentAnalysis} className="btn">
      {t(m.start)}
    </Link>
  ) : (
    <Link href={loginPath(paths.documentAnalysis)} className="btn">
      {t(m.login_to_access)}
    </Link>
  );
  return (
    <div className="container page med">
      <PageMeta title={t(m.landing_title)} description={t(m.landing_description)} path={paths.aiMediator} />
      <section className="med-hero">
        <h1>{t(m.landing_title)}</h1>
        <p>{t(m.landing_lead)}</p>
        <div className="btn-row">{cta}</div>
      </section>

      <section className="section" aria-labelledby="med-how">
        <h2 id="med-how">{t(m.how_title)}</h2>
        <ol className="grid grid--3 med-steps-list">
          {STEPS.map((step, i) => (
            <li key={step.title} className="card">
              <span className="badge">{t(m.step_badge, { n: i + 1 })}</span>
              <h3>{t(step.title)}</h3>
              <p>{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="section" aria-labelledby="med-benefits">
        <h2 id="med-benefits">{t(m.benefits_title)}</h2>
        <div className="grid grid--3">
          {BENEFITS.map((b) => (
            <div key={b.title} className="card">
              <h3>{t(b.title)}</h3>
              <p>{t(b.text)}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="section" aria-labelledby="med-cta">
        <div className="card">
          <h2 id="med-cta">{t(m.cta_title)}</h2>
          <p>{t(m.cta_text)}</p>
          <div className="btn-row">{cta}</div>
        </div>
      </section>
    </div>
  );
}
