import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast, toastStore, TOAST_DEFAULT_DURATION } from '../../src/ui/toast';
import { scrollFraction } from '../../src/app/NewsletterPopup';
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

  it('ignores a malformed address', () => {
    expect(contentSecurityPolicy({ VITE_CHATBOT_URL: 'not a url' })).toContain("frame-src 'self' blob:");
  });
});

vi.setConfig({ testTimeout: 10000 });

describe('toastWhenIdle', () => {
  it('waits until the toast on screen is gone', async () => {
    const { toastWhenIdle } = await import('../../src/ui/toast');
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
    const { toastWhenIdle } = await import('../../src/ui/toast');
    toastStore.toasts = [];
    toastWhenIdle({ title: 'Ready to work offline' });
    expect(toastStore.toasts.map((t) => t.title)).toEqual(['Ready to work offline']);
    toastStore.toasts = [];
  });
});
