import { lazy, Suspense, useEffect, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { routes } from './routes';
import { Header } from './Header';
import { Footer } from './Footer';
import { CookieBanner } from './CookieBanner';
import { OfflineIndicator } from './OfflineIndicator';
import { ChatWidget } from './ChatWidget';
import { NewsletterOnScroll } from './NewsletterOnScroll';
import NotFound from './NotFound';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { QuickExitButton } from '../ui/QuickExitButton';
import { LeaveGuard } from './LeaveGuard';
import { listenForEscapeExit } from './quickExit';
import { Toaster } from '../ui/Toaster';
import './floating-bar.css';
import { useMessages, withCatalogs } from '../ui/i18n';
import { shellMessages } from '../ui/shellMessages';
import * as m from '../content/messages/shell/compiled/en.js';

const lazyPages: Array<{ path: string; Page: LazyExoticComponent<ComponentType> }> = routes.map((r) => ({
  path: r.path,
  // In Spanish, a page renders once the Spanish of every area its modules declare is here
  // (src/ui/i18n.ts, withCatalogs): nothing on it waits on a catalog after it is shown.
  Page: lazy(withCatalogs(r.load)),
}));

function PageLoading() {
  const t = useMessages(shellMessages);
  return (
    <div className="container page" aria-busy="true">
      <p className="page-loading">{t(m.page_loading)}</p>
    </div>
  );
}

export function App() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
  }, [location]);
  useEffect(() => listenForEscapeExit(), []);
  const t = useMessages(shellMessages);

  const switchRoutes = useMemo(
    () =>
      lazyPages.map(({ path, Page }) => (
        <Route key={path} path={path}>
          <Page />
        </Route>
      )),
    [],
  );

  return (
    <>
      <a className="skip-link" href="#main">
        {t(m.skip_link)}
      </a>
      {/* The floating buttons' own space on phones (src/app/floating-bar.css). */}
      <div className="floating-bar" aria-hidden="true" data-testid="floating-bar" />
      <QuickExitButton place="dock" />
      <OfflineIndicator />
      <Header />
      <main id="main" tabIndex={-1}>
        <div key={location} className="route-fade">
          <RouteErrorBoundary>
            <Suspense fallback={<PageLoading />}>
              <Switch>
                {switchRoutes}
                <Route>
                  <NotFound />
                </Route>
              </Switch>
            </Suspense>
          </RouteErrorBoundary>
        </div>
      </main>
      <Footer />
      <CookieBanner />
      <NewsletterOnScroll />
      <ChatWidget />
      <Toaster />
      <LeaveGuard />
    </>
  );
}
