// Renders the PNG icons and the 1200x630 share image from SVG with Debian's Chromium.
// Run by hand when the artwork changes (`node scripts/make-images.mjs`); the PNGs are committed.
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
