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
  openChat: (page: Page) => page.getByRole('button', { name: 'Open chat with the EvenGround Coach' }),
  chatPanel: (page: Page) => page.getByTestId('chat-panel'),
  cookieBanner: (page: Page) => page.getByRole('region', { name: 'We Value Your Privacy' }),
  newsletterPopup: (page: Page) => page.getByRole('dialog', { name: 'Get your free co-parenting template' }),
  offlineIndicator: (page: Page) => page.getByTestId('offline-indicator'),
};
