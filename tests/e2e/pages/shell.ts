import type { Page } from '@playwright/test';

/**
 * The shell around every page: header and main navigation, Quick Exit, the coach chat, the
 * cookie banner, the newsletter pop-up and the offline indicator, so a label that changes
 * is changed here once.
 */
export const shell = {
  header: (page: Page) => page.getByRole('banner'),
  siteHeader: (page: Page) => page.locator('.site-header'),
  mainNav: (page: Page) => page.getByRole('navigation', { name: 'Main' }),
  lockButton: (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Lock your saved data' }),
  quickExit: (page: Page) => page.getByRole('button', { name: 'Quick exit' }),
  quickExitInHeader: (page: Page) => page.getByTestId('quick-exit-header'),
  /** The Quick exit button docked at the bottom left (phones, and 1280-1499 px). */
  quickExitDock: (page: Page) => page.locator('.quick-exit--dock'),
  chatLauncher: (page: Page) => page.locator('.chat-launcher'),
  /** The opaque bar on phones that holds the docked Quick exit and the chat button. */
  floatingBar: (page: Page) => page.getByTestId('floating-bar'),
  openChat: (page: Page) => page.getByRole('button', { name: 'Open chat with the EvenGround Coach' }),
  chatPanel: (page: Page) => page.getByTestId('chat-panel'),
  cookieBanner: (page: Page) => page.getByRole('region', { name: 'We Value Your Privacy' }),
  newsletterPopup: (page: Page) => page.getByRole('dialog', { name: 'Get your free co-parenting template' }),
  offlineIndicator: (page: Page) => page.getByTestId('offline-indicator'),
  openMenu: (page: Page) => page.getByRole('button', { name: 'Open menu' }),
  /** The menu button on phones, whichever way it points (Open menu / Close menu). */
  menuToggle: (page: Page) => page.getByRole('button', { name: /menu/i }),
  openNav: (page: Page) => page.locator('.main-nav--open'),
  closeMenu: (page: Page) => page.getByRole('button', { name: 'Close menu' }),
  footerLink: (page: Page, name: string) => page.getByRole('contentinfo').getByRole('link', { name }),
  closeChat: (page: Page) => page.getByRole('button', { name: 'Close chat' }).first(),
  /** The notifications area (F8 moves the focus there). */
  toastViewport: (page: Page) => page.getByTestId('toast-viewport'),
  /** The page's own title: the level-1 heading inside main. */
  pageTitle: (page: Page) => page.locator('main h1'),
  main: (page: Page) => page.locator('main'),
  /** The block (`tag`: a section or a card) headed `name`, e.g. block(page, 'section', 'Leaderboard'). */
  block: (page: Page, tag: 'section' | '.card', name: string) => page.locator(tag, { has: page.getByRole('heading', { name }) }),
  /** The ordinary website Quick exit replaces the page with (a test double in these specs). */
  neutralSite: (page: Page) => page.getByRole('heading', { name: 'Weather forecast' }),
  leaveDialog: (page: Page) => page.getByRole('dialog', { name: 'Leave this page?' }),
  lockWithUnsavedDialog: (page: Page) => page.getByRole('dialog', { name: 'Lock with unsaved changes?' }),
  // The service worker's messages.
  offlineReady: (page: Page) => page.getByText('Ready to work offline'),
  newVersion: (page: Page) => page.getByText('A new version is available'),
  reload: (page: Page) => page.getByRole('button', { name: 'Reload' }),
  saveFormFirst: (page: Page) => page.getByText('Save your form first'),
  reloadPage: (page: Page) => page.getByRole('button', { name: 'Reload the page' }),
  navLink: (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }),
};

/** The page's <head> for search engines and share cards. */
export function pageHead(page: Page) {
  return {
    canonical: page.locator('link[rel="canonical"]'),
    ogUrl: page.locator('meta[property="og:url"]'),
    ogImage: page.locator('meta[property="og:image"]'),
    twitterCard: page.locator('meta[name="twitter:card"]'),
    keywords: page.locator('meta[name="keywords"]'),
    description: page.locator('meta[name="description"]'),
    jsonLd: page.locator('script[type="application/ld+json"]'),
    manifest: page.locator('link[rel="manifest"]'),
  };
}

/** The parts every page has in its main column: its level-1 headings, its disclaimer, its sections. */
export function pageBody(page: Page) {
  const main = page.locator('main');
  return {
    headings1: page.getByRole('heading', { level: 1 }),
    titles: page.locator('main h1'),
    disclaimer: page.getByTestId('disclaimer'),
    details: page.locator('main details'),
    /** A link inside main, by its name (e.g. 'Privacy Policy'). */
    link: (name: string) => main.getByRole('link', { name }),
    /** A link anywhere on the page by its name ('Go to the home page', 'Go Back Home'). */
    anyLink: (name: string) => page.getByRole('link', { name }),
    legalSections: main.getByTestId('legal-section'),
    /** A line of the page by its words. */
    line: (words: string) => page.getByText(words),
  };
}
