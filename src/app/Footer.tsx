import { Link } from 'wouter';
import { config } from '../lib/config';
import { Disclaimer } from '../ui/Disclaimer';
import * as paths from '../lib/paths';

const socials: Array<{ key: keyof typeof config.social; label: string }> = [
  { key: 'twitter', label: 'Twitter/X' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'facebook', label: 'Facebook' },
  { key: 'tiktok', label: 'TikTok' },
  { key: 'youtube', label: 'YouTube' },
];

export function Footer() {
  const year = new Date().getFullYear();
  const configured = socials.filter((s) => config.social[s.key]);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <p className="brand__name">EvenGround</p>
          <p>Empower Equality in Every Divorce. Guides and free tools for parents who want to share parenting fairly.</p>
          {configured.length > 0 ? (
            <ul className="social-links" aria-label="EvenGround on social media">
              {configured.map((s) => (
                <li key={s.key}>
                  <a href={config.social[s.key]} target="_blank" rel="noopener noreferrer">
                    {s.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <nav aria-label="Platform">
          <h2>Platform</h2>
          <ul>
            <li>
              <Link href={paths.insights}>Insights & Guides</Link>
            </li>
            <li>
              <Link href={paths.resources}>Resources</Link>
            </li>
            <li>
              <Link href={paths.quizzes}>Quizzes</Link>
            </li>
            <li>
              <Link href={paths.community}>Community</Link>
            </li>
            <li>
              <Link href={paths.shop}>Shop</Link>
            </li>
            <li>
              <Link href={paths.aiMediator}>AI Mediator</Link>
            </li>
            <li>
              <Link href={paths.myData}>Your data on this device</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Company">
          <h2>Company</h2>
          <ul>
            <li>
              <Link href={paths.about}>About & Contact</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Legal">
          <h2>Legal</h2>
          <ul>
            <li>
              <Link href={paths.privacy}>Privacy Policy</Link>
            </li>
            <li>
              <Link href={paths.terms}>Terms of Service</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container site-footer__bottom">
        <Disclaimer />
        <p>© {year} EvenGround. All rights reserved.</p>
      </div>
    </footer>
  );
}
