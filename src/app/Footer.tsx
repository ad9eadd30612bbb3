import { Link } from 'wouter';
import { social } from '../lib/shellConfig';
import { Disclaimer } from '../ui/Disclaimer';
import * as paths from '../lib/paths';
import { useMessages } from '../ui/i18n';
import { shellMessages } from '../ui/shellMessages';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import * as m from '../content/messages/shell/compiled/en.js';

const socials: Array<{ key: keyof typeof social; label: string }> = [
  { key: 'twitter', label: 'Twitter/X' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'facebook', label: 'Facebook' },
  { key: 'tiktok', label: 'TikTok' },
  { key: 'youtube', label: 'YouTube' },
];

export function Footer() {
  const year = new Date().getFullYear();
  const configured = socials.filter((s) => social[s.key]);
  const t = useMessages(shellMessages);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <p className="brand__name">EvenGround</p>
          <p>{t(m.footer_tagline)}</p>
          <LanguageSwitch place="footer" />
          {configured.length > 0 ? (
            <ul className="social-links" aria-label={t(m.footer_social)}>
              {configured.map((s) => (
                <li key={s.key}>
                  <a href={social[s.key]} target="_blank" rel="noopener noreferrer">
                    {s.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <nav aria-labelledby="fpl">
          <h2 id="fpl">{t(m.footer_platform)}</h2>
          <ul>
            <li>
              <Link href={paths.insights}>{t(m.nav_insights)}</Link>
            </li>
            <li>
              <Link href={paths.resources}>{t(m.nav_resources)}</Link>
            </li>
            <li>
              <Link href={paths.quizzes}>{t(m.nav_quizzes)}</Link>
            </li>
            <li>
              <Link href={paths.community}>{t(m.nav_community)}</Link>
            </li>
            <li>
              <Link href={paths.shop}>{t(m.nav_shop)}</Link>
            </li>
            <li>
              <Link href={paths.aiMediator}>{t(m.footer_ai_mediator)}</Link>
            </li>
            <li>
              <Link href={paths.myData}>{t(m.footer_my_data)}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="fco">
          <h2 id="fco">{t(m.footer_company)}</h2>
          <ul>
            <li>
              <Link href={paths.about}>{t(m.footer_about)}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="fle">
          <h2 id="fle">{t(m.footer_legal)}</h2>
          <ul>
            <li>
              <Link href={paths.privacy}>{t(m.footer_privacy)}</Link>
            </li>
            <li>
              <Link href={paths.terms}>{t(m.footer_terms)}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container site-footer__bottom">
        <Disclaimer />
        <p>{t(m.footer_rights, { year })}</p>
      </div>
    </footer>
  );
}
