import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { mainNav } from './routes';
import { VaultHeaderControl } from '../vault/ui/VaultHeaderControl';
import { QuickExitButton } from '../ui/QuickExitButton';
import { connectedMode } from '../lib/shellConfig';
import { onDemand } from '../ui/onDemand';
import * as paths from '../lib/paths';
import { useMessages, withCatalogs } from '../ui/i18n';
import { shellMessages } from '../ui/shellMessages';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import * as m from '../content/messages/shell/compiled/en.js';

// Accounts exist only in connected mode, so local mode never downloads the account corner
// (docs/performance.md). Should its chunk fail to load, the header goes without it.
const headerSession = onDemand<{ onNavigate?: () => void }>(
  // In Spanish, the account area's words come with it, so the corner never waits on them.
  withCatalogs(() => import('./HeaderSession').then((m) => ({ default: m.HeaderSession }))),
  () => null,
);

/** The account corner's own loading placeholder, shown while its chunk loads. */
function SessionPlaceholder() {
  const t = useMessages(shellMessages);
  return (
    <span className="header-session__placeholder" role="status" data-testid="session-placeholder">
      <span className="visually-hidden">{t(m.session_loading)}</span>
    </span>
  );
}

function isActive(href: string, location: string): boolean {
  return href === '/' ? location === '/' : location === href || location.startsWith(`${href}/`);
}

export function Header() {
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [location]);
  const close = () => setMenuOpen(false);
  const HeaderSession = headerSession.use(connectedMode);
  const t = useMessages(shellMessages);

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link href={paths.home} className="brand" aria-label={t(m.brand_home)}>
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span className="brand__name">EvenGround</span>
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onClick={() => setMenuOpen((o) => !o)}
        >
          <span aria-hidden="true" className="menu-toggle__icon" />
          <span className="visually-hidden">{menuOpen ? t(m.menu_close) : t(m.menu_open)}</span>
        </button>
        <nav id="main-nav" aria-label={t(m.nav_main)} className={`main-nav ${menuOpen ? 'main-nav--open' : ''}`}>
          <ul>
            {mainNav.map((item) => {
              const active = isActive(item.href, location);
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    className={active ? 'main-nav__link main-nav__link--active' : 'main-nav__link'}
                    aria-current={active ? 'page' : undefined}
                    onClick={close}
                  >
                    {t(item.label)}
                  </Link>
                </li>
              );
            })}
          </ul>
          <div className="main-nav__session">
            <VaultHeaderControl />
            {HeaderSession ? <HeaderSession onNavigate={close} /> : connectedMode ? <SessionPlaceholder /> : null}
            <LanguageSwitch place="header" />
          </div>
        </nav>
        <QuickExitButton place="header" />
      </div>
    </header>
  );
}
