import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { sessionStore } from '../../sync/session';
import { PageMeta } from '../../ui/PageMeta';
import './mediator.css';
import * as paths from '../../lib/paths';
import { loginPath } from '../../lib/pathQueries';

const STEPS = [
  {
    title: 'Secure document upload',
    text: "Choose each party's agreement, plan or disclosure (PDF, Word or text). The files are opened in your browser on this device; they are never uploaded.",
  },
  {
    title: 'Analysis on your device',
    text: 'On your device, the mediator reads every clause, sorts it by topic (custody, schedule, support, property and more) and pulls out the figures: amounts, percentages, days, times.',
  },
  {
    title: 'Neutral compromise suggestions',
    text: 'For each point of conflict you get a concrete middle-ground proposal, such as a middle figure with a review date, a named equal-time schedule or a standard clause.',
  },
];

const BENEFITS = [
  { title: 'Private by design', text: 'Nothing leaves your device. The analysis even works offline.' },
  { title: 'Neutral', text: 'Both parties’ documents are read by the same rules; neither side is favoured.' },
  { title: 'Fast', text: 'A report in seconds instead of waiting for the next appointment.' },
  { title: 'Clear common ground', text: 'See at a glance the terms you already agree on, so talks can start from there.' },
  { title: 'Concrete proposals', text: 'Each suggestion names its topic and the figures it starts from.' },
  { title: 'Ready to share', text: 'Download a PDF summary or e-mail it to both parties and your mediator.' },
];

export default function LandingPage() {
  const s = useSnapshot(sessionStore);
  const canUse = s.mode === 'local' || s.status === 'signedIn';
  const cta = canUse ? (
    <Link href={paths.documentAnalysis} className="btn">
      Start Mediation
    </Link>
  ) : (
    <Link href={loginPath(paths.documentAnalysis)} className="btn">
      Login to Access
    </Link>
  );
  return (
    <div className="container page med">
      <PageMeta
        title="AI Mediator"
        description="Compare both parties' divorce or parenting documents on your own device and get neutral compromise suggestions."
        path={paths.aiMediator}
      />
      <section className="med-hero">
        <h1>AI Mediator</h1>
        <p>
          Find common ground faster. The AI Mediator compares both parties' documents, shows where you agree and where you differ,
          and suggests fair, concrete compromises, all on your own device.
        </p>
        <div className="btn-row">{cta}</div>
      </section>

      <section className="section" aria-labelledby="med-how">
        <h2 id="med-how">How it works</h2>
        <ol className="grid grid--3 med-steps-list">
          {STEPS.map((step, i) => (
            <li key={step.title} className="card">
              <span className="badge">Step {i + 1}</span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="section" aria-labelledby="med-benefits">
        <h2 id="med-benefits">Why parents use it</h2>
        <div className="grid grid--3">
          {BENEFITS.map((b) => (
            <div key={b.title} className="card">
              <h3>{b.title}</h3>
              <p>{b.text}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="section" aria-labelledby="med-cta">
        <div className="card">
          <h2 id="med-cta">Ready to find common ground?</h2>
          <p>
            Bring both parties' documents and get a neutral report in seconds. It is a starting point for talks, not legal advice.
          </p>
          <div className="btn-row">{cta}</div>
        </div>
      </section>
    </div>
  );
}
