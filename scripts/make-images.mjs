// Renders the PNG icons and the 1200x630 share image from SVG with Debian's Chromium.
// Run by hand when the artwork changes (`node scripts/make-images.mjs`); the PNGs are committed.
// `node scripts/make-images.mjs notes` renders only the neutral "Notes" icons that the app is
// installed with when Discretion is on (public/notes.webmanifest, docs/discretion.md).
import { chromium } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';

const icon = readFileSync('public/favicon.svg', 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();

async function shot(html, width, height, out) {
  await page.setViewportSize({ width, height });
  await page.setContent(`<html><body style="margin:0">${html}</body></html>`);
  writeFileSync(out, await page.screenshot({ omitBackground: false }));
  console.log('wrote', out);
}
// A plain note page: nothing that names the app or its subject.
const NOTES_ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect x="14" y="8" width="36" height="48" rx="4" fill="#fff"/><path d="M21 22h22M21 30h22M21 38h15" stroke="#5f6b73" stroke-width="3.5" stroke-linecap="round"/></svg>`;
const notes = (size, pad) =>
  `<div style="width:${size}px;height:${size}px;display:grid;place-items:center;background:#5f6b73">${NOTES_ICON.replace('<svg ', `<svg width="${size - pad * 2}" height="${size - pad * 2}" `)}</div>`;
if (process.argv[2] === 'notes') {
  await shot(notes(192, 16), 192, 192, 'public/icons/notes-192.png');
  await shot(notes(512, 40), 512, 512, 'public/icons/notes-512.png');
  await shot(notes(512, 110), 512, 512, 'public/icons/notes-maskable-512.png');
  await browser.close();
  process.exit(0);
}
const fit = (size, pad) =>
  `<div style="width:${size}px;height:${size}px;display:grid;place-items:center;background:#1f4e5f">${icon.replace('<svg ', `<svg width="${size - pad * 2}" height="${size - pad * 2}" `)}</div>`;

await shot(fit(192, 0), 192, 192, 'public/icons/icon-192.png');
await shot(fit(512, 0), 512, 512, 'public/icons/icon-512.png');
await shot(fit(512, 80), 512, 512, 'public/icons/maskable-512.png');
await shot(
  `<div style="width:1200px;height:630px;background:#f7f5f0;font-family:sans-serif;display:flex;align-items:center;gap:60px;padding:0 90px;box-sizing:border-box">
     ${icon.replace('<svg ', '<svg width="260" height="260" ')}
     <div><div style="font-size:84px;font-weight:800;color:#1f4e5f">EvenGround</div>
     <div style="font-size:40px;color:#333;margin-top:16px">Empower Equality in Every Divorce</div>
     <div style="font-size:28px;color:#555;margin-top:24px">Free tools for separating parents. Private, on your device.</div></div></div>`,
  1200,
  630,
  'public/images/og-default.png',
);
await browser.close();
