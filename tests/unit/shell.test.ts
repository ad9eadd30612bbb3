import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dismissToast,
  dismissToastsRaisedBefore,
  toast,
  toastStore,
  TOAST_DEFAULT_DURATION,
  TOAST_FOLLOWS_NAVIGATION_MS,
} from '../../src/state/toast';
import { popupAllowedOn, scrollFraction } from '../../src/app/newsletterRules';
import { contactProblem, newsletterBody } from '../../src/app/newsletterContact';
import { contentSecurityPolicy } from '../../vite.config';

describe('toast store', () => {
  afterEach(() => {
    toastStore.toasts = [];
  });

  it('shows one toast at a time, the newest', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    expect(toastStore.toasts.map((t) => t.title)).toEqual(['Second']);
    expect(toastStore.toasts[0]!.variant).toBe('destructive');
  });

  it('defaults to 5000 ms and can be dismissed', () => {
    const dismiss = toast({ title: 'Saved' });
    expect(toastStore.toasts[0]!.duration).toBe(TOAST_DEFAULT_DURATION);
    expect(TOAST_DEFAULT_DURATION).toBe(5000);
    dismiss();
    expect(toastStore.toasts).toEqual([]);
  });

  it('a change of page closes the toasts raised before it, and keeps one raised just before (a flow that toasts, then moves on)', () => {
    const now = vi.spyOn(performance, 'now');
    now.mockReturnValue(1000);
    toast({ title: 'Saved!' });
    // The parent taps a link 1 s later.
    now.mockReturnValue(2000);
    dismissToastsRaisedBefore(2000 - TOAST_FOLLOWS_NAVIGATION_MS);
    expect(toastStore.toasts).toEqual([]);
    // Logged out, then sent home 5 ms later: the toast goes with the parent.
    toast({ title: 'See You Soon!' });
    now.mockReturnValue(2005);
    dismissToastsRaisedBefore(2005 - TOAST_FOLLOWS_NAVIGATION_MS);
    expect(toastStore.toasts.map((t) => t.title)).toEqual(['See You Soon!']);
    now.mockRestore();
  });

  it('a change of page keeps a toast that waits for the parent (the new-version offer with its Reload button)', () => {
    const now = vi.spyOn(performance, 'now');
    now.mockReturnValue(1000);
    toast({ title: 'A new version is available', duration: Infinity, action: { label: 'Reload', onClick: () => undefined } });
    now.mockReturnValue(9000);
    dismissToastsRaisedBefore(9000 - TOAST_FOLLOWS_NAVIGATION_MS);
    expect(toastStore.toasts.map((t) => t.title)).toEqual(['A new version is available']);
    now.mockRestore();
  });

  it('dismissing an old id leaves the current toast alone', () => {
    toast({ title: 'A' });
    const oldId = toastStore.toasts[0]!.id;
    toast({ title: 'B' });
    dismissToast(oldId);
    expect(toastStore.toasts.map((t) => t.title)).toEqual(['B']);
  });
});

describe('newsletter scroll trigger', () => {
  it('measures the scrolled fraction of the scrollable height', () => {
    expect(scrollFraction(0, 2000, 800)).toBe(0);
    expect(scrollFraction(480, 2000, 800)).toBe(0.4);
    expect(scrollFraction(600, 2000, 800)).toBe(0.5);
    expect(scrollFraction(5000, 2000, 800)).toBe(1);
    expect(scrollFraction(100, 700, 800)).toBe(0);
  });
});

describe('where the newsletter pop-up may appear', () => {
  it('reading pages only', () => {
    for (const p of [
      '/',
      '/insights-and-guides',
      '/resources',
      '/resources?filter=Guides',
      '/resources/understanding-discovery',
      '/resources/self-care-during-divorce/',
      '/resources/coparenting-communication',
    ])
      expect(popupAllowedOn(p), p).toBe(true);
  });
  it('never on tools, vault, mediator, quizzes, accounts or policies', () => {
    for (const p of [
      '/resources/financial-affidavit',
      '/resources/parenting-plan-template',
      '/resources/understanding-child-support',
      '/resources/expense-tracker',
      '/resources/divorce-checklist',
      '/resources/court-hearing-preparation',
      '/my-data',
      '/ai-mediator',
      '/document-analysis',
      '/quizzes',
      '/quizzes/custody-readiness',
      '/login',
      '/about-contact',
      '/terms-of-service',
      '/shop',
      '/community',
      '/nowhere',
    ])
      expect(popupAllowedOn(p), p).toBe(false);
  });
});

describe('newsletter contact value', () => {
  it('sends one trimmed field named after the tab', () => {
    expect(newsletterBody('email', '  parent@example.com ')).toEqual({ email: 'parent@example.com' });
    expect(newsletterBody('phone', '(555) 123-4567')).toEqual({ phone: '(555) 123-4567' });
  });
  it('explains a missing or malformed value in plain words', () => {
    expect(contactProblem('email', '')).toBe('Please enter your email address.');
    expect(contactProblem('email', 'parent@example')).toBe('Please enter an email address like name@example.com.');
    expect(contactProblem('email', 'parent@example.com')).toBeNull();
    expect(contactProblem('phone', ' ')).toBe('Please enter your phone number.');
    expect(contactProblem('phone', '12345')).toBe('Please enter a phone number like 555-123-4567.');
    expect(contactProblem('phone', 'call me')).toBe('Please enter a phone number like 555-123-4567.');
    expect(contactProblem('phone', '+1 (555) 123-4567')).toBeNull();
  });
});

describe('content security policy', () => {
  it('allows only the site itself when nothing is configured, and no inline script', () => {
    const csp = contentSecurityPolicy({});
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("connect-src 'self' blob: data:");
    expect(csp).toContain("frame-src 'self' blob:");
  });

  it('adds the configured chatbot, video and Supabase origins (origins only)', () => {
    const csp = contentSecurityPolicy({
      VITE_SUPABASE_URL: 'https://abc.supabase.co/',
      VITE_CHATBOT_URL: 'https://bot.example.com/embed?id=1',
      VITE_VIDEO_EMBED_ORIGIN: 'https://share.synthesia.io',
    });
    expect(csp).toContain("connect-src 'self' https://abc.supabase.co wss://abc.supabase.co blob: data:");
    expect(csp).toContain("frame-src 'self' https://bot.example.com https://share.synthesia.io blob:");
  });

  it('lets the pop-up reach a configured newsletter address', () => {
    expect(contentSecurityPolicy({ VITE_NEWSLETTER_URL: 'https://list.example.org/subscribe?x=1' })).toContain(
      "connect-src 'self' https://list.example.org blob: data:",
    );
  });

  it('ignores a malformed address', () => {
    expect(contentSecurityPolicy({ VITE_CHATBOT_URL: 'not a url' })).toContain("frame-src 'self' blob:");
  });
});

vi.setConfig({ testTimeout: 10000 });

describe('toastWhenIdle', () => {
  it('waits until the toast on screen is gone', async () => {
    const { toastWhenIdle } = await import('../../src/state/toast');
    toastStore.toasts = [];
    const dismiss = toast({ title: 'Coming Soon' });
    toastWhenIdle({ title: 'Ready to work offline' });
    expect(toastStore.toasts.map((t) => t.title)).toEqual(['Coming Soon']);
    dismiss();
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(toastStore.toasts.map((t) => t.title)).toEqual(['Ready to work offline']);
    toastStore.toasts = [];
  });

  it('shows at once when nothing is on screen', async () => {
    const { toastWhenIdle } = await import('../../src/state/toast');
    toastStore.toasts = [];
    toastWhenIdle({ title: 'Ready to work offline' });
    expect(toastStore.toasts.map((t) => t.title)).toEqual(['Ready to work offline']);
    toastStore.toasts = [];
  });
});
