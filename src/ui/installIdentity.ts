import { discretionOn, onDiscretionChange } from '../lib/downloadNames';

/**
 * The name and icon the app is installed under: EvenGround's, or with Discretion on a
 * neutral "Notes" (public/notes.webmanifest, icons from scripts/make-images.mjs notes). The
 * page links one manifest or the other; a browser reads it when the app is installed.
 */
const IDENTITY = {
  usual: { manifest: '/manifest.webmanifest', icon: '/icons/icon-192.png', title: 'EvenGround' },
  neutral: { manifest: '/notes.webmanifest', icon: '/icons/notes-192.png', title: 'Notes' },
} as const;

function link(rel: string): HTMLLinkElement {
  let el = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!el) {
    el = document.createElement('link');
    el.rel = rel;
    document.head.append(el);
  }
  return el;
}

function apply(): void {
  const id = discretionOn() ? IDENTITY.neutral : IDENTITY.usual;
  link('manifest').href = id.manifest;
  link('apple-touch-icon').href = id.icon;
  let title = document.head.querySelector<HTMLMetaElement>('meta[name="apple-mobile-web-app-title"]');
  if (!title) {
    title = document.createElement('meta');
    title.name = 'apple-mobile-web-app-title';
    document.head.append(title);
  }
  title.content = id.title;
}

let following = false;

/**
 * Links the right manifest now and whenever Discretion is turned on or off. This module is
 * fetched only where Discretion is (or is being turned) on: otherwise the page keeps the
 * manifest the built index.html links, and the first visit downloads none of this.
 */
export function followInstallIdentity(): void {
  apply();
  if (following) return;
  following = true;
  onDiscretionChange(apply);
}
