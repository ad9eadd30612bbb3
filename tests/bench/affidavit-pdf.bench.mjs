// Download Draft on a fully filled financial affidavit: time from the click to the PDF
// blob being handed to the download (URL.createObjectURL), first (cold: the PDF renderer
// chunk is loaded then, unless it was preloaded while the form was in use) and warm runs.
// Targets: first click under 1.5 s, warm under 700 ms.
import { BASE, launch, kb } from './browser.mjs';
import { target } from './targets.mjs';

const PASS = 'bench passphrase for pdf timing';
const ROWS_PER_LIST = 3;
const WARM_RUNS = 3;

const browser = await launch();
try {
  const context = await browser.newContext({ acceptDownloads: true, serviceWorkers: 'block' });
  await context.addInitScript(() => {
    localStorage.setItem('cookie-consent', JSON.stringify({ accepted: false, timestamp: new Date().toISOString() }));
    sessionStorage.setItem('newsletter-dismissed', '1');
    const w = window;
    w.__pdf = [];
    const orig = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (obj) => {
      if (obj instanceof Blob && obj.type === 'application/pdf') w.__pdf.push({ at: performance.now(), size: obj.size });
      return orig(obj);
    };
    document.addEventListener(
      'click',
      (e) => {
        const t = e.target;
        if (t instanceof HTMLElement && t.closest('button')?.textContent?.trim() === 'Download Draft')
          w.__clickAt = performance.now();
      },
      true,
    );
  });
  const page = await context.newPage();
  const scripts = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto(`${BASE}/resources/financial-affidavit`);

  const create = page.getByTestId('vault-create');
  await create.getByLabel('Passphrase', { exact: true }).fill(PASS);
  await create.getByLabel('Type the passphrase again').fill(PASS);
  await create.getByLabel('I understand that a lost passphrase and a lost recovery key mean lost data.').check();
  await create.getByRole('button', { name: 'Create passphrase' }).click();
  await page.getByLabel('I have saved my recovery key somewhere safe.').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Save Progress' }).waitFor();

  // Open every section, add rows, then fill every input of the form.
  for (const s of await page.locator('form[aria-label="Financial affidavit"] details').all()) {
    if (!(await s.evaluate((d) => d.open))) await s.locator('summary').click();
  }
  for (const add of await page.locator('form[aria-label="Financial affidavit"] button', { hasText: /^Add / }).all()) {
    for (let i = 1; i < ROWS_PER_LIST; i++) await add.click();
  }
  let filled = 0;
  for (const input of await page.locator('form[aria-label="Financial affidavit"] input').all()) {
    const type = await input.getAttribute('type');
    if (type === 'checkbox') continue;
    const id = (await input.getAttribute('id')) ?? '';
    const value =
      type === 'number'
        ? String(100 + filled + 0.25)
        : type === 'date'
          ? '2024-03-15'
          : type === 'email'
            ? 'parent@example.com'
            : type === 'tel'
              ? '555-0100'
              : `Value ${filled} for ${id}`;
    await input.fill(value);
    filled++;
  }
  await page.locator('#affidavit-alternativeAddress').check();
  await page.getByLabel(/I understand that this template is for my own preparation/).check();
  const scriptsBefore = scripts.length;

  const times = [];
  let size = 0;
  let pages = '?';
  for (let run = 0; run <= WARM_RUNS; run++) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Draft' }).click(),
    ]);
    await page.waitForFunction((n) => window.__pdf.length >= n, run + 1);
    const { clickAt, doneAt, bytes } = await page.evaluate(
      (i) => ({ clickAt: window.__clickAt, doneAt: window.__pdf[i].at, bytes: window.__pdf[i].size }),
      run,
    );
    times.push(doneAt - clickAt);
    size = bytes;
    if (run === 0) {
      const { readFile } = await import('node:fs/promises');
      const text = new TextDecoder('latin1').decode(await readFile(await download.path()));
      const m = text.match(/\/Type\s*\/Pages[^>]*\/Count\s+(\d+)/);
      if (m) pages = m[1];
    }
    await page.getByRole('button', { name: 'Download Draft' }).waitFor({ state: 'visible' });
    await page.waitForFunction(() => !document.querySelector('button[aria-busy="true"]'));
  }
  const warm = times.slice(1);
  const median = [...warm].sort((a, b) => a - b)[Math.floor(warm.length / 2)];
  console.log(`fields filled: ${filled} (${ROWS_PER_LIST} rows in each of the 11 lists), PDF ${kb(size)}, ${pages} pages`);
  const byClick = scripts.slice(scriptsBefore).map((u) => new URL(u).pathname.replace(/-[\w-]{8}\.js$/, '.js'));
  console.log(`scripts loaded from the acknowledgement on: ${byClick.length ? byClick.join(', ') : 'none (already loaded)'}`);
  console.log(
    `Download Draft, click to PDF ready: first ${times[0].toFixed(0)} ms; warm ${warm.map((t) => t.toFixed(0)).join(' / ')} ms (median: ${median.toFixed(0)} ms)`,
  );
  target('Download Draft, first click to PDF ready', Math.round(times[0]), { below: 1500, unit: 'ms' });
  target('Download Draft, warm (median)', Math.round(median), { below: 700, unit: 'ms' });
  await context.close();
} finally {
  await browser.close();
}
