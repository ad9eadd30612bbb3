import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, test as ownContextTest, type Locator, type Page } from '@playwright/test';
import { test } from './precached';
import {
  dismissCookieBanner,
  dismissNewsletter,
  goInApp,
  quietShell,
  seriousAxe,
  waitForOfflineReady,
  screenshotForReview,
} from './helpers';
import { englishWords } from '../spanishText';
import { seedVault, vaultGate } from './pages/vaultGate';
import { expenses } from './pages/expenses';
import { downloadedPdfText } from './pdf-text';
import { toastTitled } from './pages/toasts';
import * as paths from '../../src/lib/paths';

// EvenGround in Spanish (docs/i18n.md) at 360x740: the language from the address, the switch
// remembered after a reload, the browser's language on a first visit, and no English left on
// the translated screens (allowed names aside, tests/spanishText.ts).
test.use({ viewport: { width: 360, height: 740 } });

/** English words in what the page shows (in `within`), outside the parts not translated yet. */
async function visibleEnglish(page: Page, within = 'body', leaveOut?: string): Promise<string[]> {
  const text = await page.evaluate(
    ([selector, notYet]) => {
      const clone = document.querySelector(selector!)!.cloneNode(true) as HTMLElement;
      // What a test names as not translated yet on its page.
      if (notYet) for (const el of clone.querySelectorAll(notYet)) el.remove();
      document.body.append(clone);
      clone.style.cssText = 'position:absolute;left:-10000px;width:360px';
      const shown = clone.innerText;
      clone.remove();
      return shown;
    },
    [within, leaveOut] as const,
  );
  return englishWords(text);
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

// The coach in Spanish (docs/i18n.md, "The coach"; helper crisis-es): the coach's own page at
// 360x740, as the chat panel frames it, with the app's language.
test.describe('the coach in Spanish', () => {
  test('danger in Spanish gets the lines with their Spanish options; unknown wording gets the safety check in Spanish', async ({
    page,
  }) => {
    await page.goto('/coach/index.html?lang=es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const input = page.getByLabel('Su mensaje');
    const send = page.getByRole('button', { name: 'Enviar' });
    // Its engine has loaded (a message sent before gets the safety check with every line first).
    await expect(page.getByRole('status')).toHaveText('', { timeout: 30_000 });

    await input.fill('mi ex me pego anoche y tengo miedo');
    await send.click();
    const violence = page.locator('.coach-msg--crisis').last();
    await expect(violence.locator('.crisis__title')).toHaveText('Su seguridad es lo primero. Hay ayuda de día y de noche:');
    await expect(violence.getByRole('link', { name: 'Llamar al 911' })).toHaveAttribute('href', 'tel:911');
    await expect(violence.getByRole('link', { name: 'Llamar al 1-800-799-7233' })).toHaveAttribute('href', 'tel:+18007997233');
    // The hotline's Spanish chat beside its phone line, in a tab of its own.
    const dvChat = violence.locator('[data-line="dv"]').getByRole('link', { name: 'Chatear en español' });
    await expect(dvChat).toHaveAttribute('href', 'https://espanol.thehotline.org/');
    await expect(dvChat).toHaveAttribute('target', '_blank');
    await expect(dvChat).toHaveAttribute('rel', 'noopener noreferrer');

    await input.fill('ya no quiero vivir, soy una carga');
    await send.click();
    const suicide = page.locator('.coach-msg--crisis').last();
    await expect(suicide.getByRole('link', { name: 'Llamar al 988 y oprimir 2 (español)' })).toHaveAttribute('href', 'tel:988');
    await expect(suicide.getByRole('link', { name: 'Enviar AYUDA al 988' })).toHaveAttribute('href', 'sms:988?body=AYUDA');
    await expect(suicide.locator('[data-line="lifeline"]').getByRole('link', { name: 'Chatear en español' })).toHaveAttribute(
      'href',
      'https://988lifeline.org/es/',
    );

    // Words no rule knows: the safety check, in Spanish, with the numbers; "Necesito ayuda ahora" pins every line.
    await input.fill('no se que hacer, el esta muy raro hoy');
    await send.click();
    const check = page.locator('.coach-msg--check').last();
    await expect(check.locator('.crisis__title')).toHaveText('¿Están usted y sus hijos a salvo ahora mismo?');
    await expect(check.getByRole('link', { name: 'Llamar al 911' })).toHaveAttribute('href', 'tel:911');
    await expect(check.getByRole('button', { name: 'Estoy a salvo' })).toBeVisible();
    // The longer Spanish labels still fit the 360 px card (no link cut at its edge).
    expect(await check.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    await check.getByRole('button', { name: 'Necesito ayuda ahora' }).click();
    const every = page.locator('.coach-msg--crisis').last();
    await expect(every.getByRole('link', { name: 'Llamar al 1-800-422-4453' })).toHaveAttribute('href', 'tel:+18004224453');
    await expect(every.locator('.crisis__name')).toHaveText([
      'Emergencias (policía, ambulancia)',
      'Niño desaparecido o llevado: después del 911, Centro Nacional para Niños Desaparecidos y Explotados (NCMEC)',
      '988 Línea de Prevención del Suicidio y Crisis (en español)',
      'Línea Nacional contra la Violencia Doméstica (se habla español)',
      'Childhelp, Línea Nacional de Abuso Infantil (con intérprete de español)',
      'RAINN, Línea Nacional de Agresión Sexual (atención en español)',
    ]);

    expect(await visibleEnglish(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBe(360);
    expect(await seriousAxe(page)).toEqual([]);
  });

  test('the "Get help now" page lists every line with its Spanish options', async ({ page }) => {
    await page.goto('/coach/help.html?lang=es');
    await expect(page.getByRole('heading', { level: 1, name: 'Obtener ayuda ahora' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Enviar AYUDA al 988' })).toHaveAttribute('href', 'sms:988?body=AYUDA');
    const chats = page.getByRole('link', { name: 'Chatear en español' });
    await expect(chats).toHaveCount(2);
    await expect(chats.first()).toHaveAttribute('href', 'https://988lifeline.org/es/');
    await expect(chats.last()).toHaveAttribute('href', 'https://espanol.thehotline.org/');
    await expect(page.getByRole('link', { name: 'Volver al chat' })).toBeVisible();
    expect(await visibleEnglish(page)).toEqual([]);
    expect(await seriousAxe(page)).toEqual([]);
  });
});

test('?lang=es shows the shell and the home page in Spanish; the switch changes language and is remembered', async ({ page }) => {
  await dismissNewsletter(page);
  await page.goto('/?lang=es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Igualdad en cada divorcio' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Respetamos su privacidad' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notificaciones (F8)' })).toBeAttached();
  await expect(page.locator('.chat-launcher')).toHaveAccessibleName('Abrir el chat con el Coach de EvenGround');
  await expect(page.getByTestId('quick-exit-dock')).toHaveText('Salida rápida');
  await expect(page.getByTestId('quick-exit-dock')).toHaveAttribute(
    'title',
    'Salga de este sitio ahora (o pulse Escape tres veces)',
  );
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await page.getByRole('button', { name: 'Abrir el menú' }).click();
  await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Recursos' })).toBeVisible();
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect(page.getByText(`© ${new Date().getFullYear()} EvenGround. Todos los derechos reservados.`)).toBeVisible();
  expect(await visibleEnglish(page)).toEqual([]);
  expect(await noSidewaysScroll(page)).toBe(360);
  expect(await seriousAxe(page)).toEqual([]);

  // The header's switch back to English: the address loses ?lang and the choice survives a reload.
  await expect(page.getByTestId('lang-switch-header')).toHaveAccessibleName('EN (English)');
  await expect(page.getByTestId('lang-switch-header').getByText('English', { exact: true })).toBeVisible();
  await page.getByTestId('lang-switch-header').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Empower Equality in Every Divorce' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Empower Equality in Every Divorce' })).toBeVisible();

  // The footer's switch to Spanish, remembered without ?lang on the next visit.
  await page.getByTestId('lang-switch-footer').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(new URL(page.url()).searchParams.get('lang')).toBe('es');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: '404: Página no encontrada' })).toBeVisible();
  expect(await visibleEnglish(page)).toEqual([]);
  expect(await noSidewaysScroll(page)).toBe(360);

  // About and contact, the legal pages (Spanish pages of their own, with the courtesy note), the community, an account screen.
  for (const [path, heading] of [
    ['/about-contact', 'Acerca de EvenGround'],
    ['/privacy-policy', 'Política de privacidad'],
    ['/terms-of-service', 'Condiciones de uso'],
    ['/community', 'Comunidad'],
    ['/login', 'Iniciar sesión'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectSpanishPage(page);
  }
  await page.goto('/about-contact');
  await page.getByRole('button', { name: 'Enviar el mensaje' }).click();
  await expect(page.getByText('Escriba su nombre.')).toBeVisible();
  expect(await visibleEnglish(page)).toEqual([]);

  // Trying a tool with no vault: the banner and the leave question.
  await page.goto(expenses.url);
  await expect(vaultGate.notSavedBanner(page)).toHaveText(
    'Todavía sin guardar. Puede usar esta herramienta ahora. No se guarda nada en este dispositivo hasta que lo proteja con una frase de contraseña.Proteger mi trabajo',
  );
  await page.getByLabel('Nombre del progenitor 1').fill('Alex');
  await page.getByRole('link', { name: 'Volver a Recursos' }).click();
  await expect(expenses.namedDialog(page, '¿Salir de esta página?').getByRole('button')).toHaveText([
    'Quedarme en esta página',
    'Proteger y conservar',
    'Salir sin guardar',
    'Salida rápida',
  ]);
});

test('pop-ups in Spanish: the newsletter and its toast', async ({ page }) => {
  await dismissCookieBanner(page);
  await page.goto('/resources/coparenting-communication?lang=es');
  await expect(page.locator('main h1')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.7));
  const newsletter = page.getByRole('dialog', { name: 'Reciba su plantilla gratuita de crianza compartida' });
  await expect(newsletter).toBeVisible();
  expect(await visibleEnglish(page, 'dialog.newsletter')).toEqual([]);
  expect(await seriousAxe(page, 'dialog.newsletter')).toEqual([]);
  const download = page.waitForEvent('download');
  await newsletter.getByRole('button', { name: 'Obtener mi plantilla gratuita' }).click();
  expect((await download).suggestedFilename()).toBe('EvenGround-registro-de-comunicacion.pdf');
  await expect(toastTitled(page, 'Su plantilla gratuita está lista')).toContainText(
    'El registro de comunicación de crianza compartida se descargó en su dispositivo.',
  );
});

// The strength texts are an area of their own (src/vault/ui/passphraseMessages.ts), first needed
// when the step opens: before the page waited for its areas (withCatalogs, src/ui/i18n.ts), the
// click suspended the shown page, the try-first gate lost its host and the step never opened.
test('the protect step opens in Spanish with its strength hint built with counts, then the recovery key sheet', async ({
  page,
}) => {
  await dismissCookieBanner(page);
  await page.goto('/resources/parenting-plan-template?lang=es');
  await page.getByRole('button', { name: 'Proteger mi trabajo' }).click();
  const create = vaultGate.createStep(vaultGate.protectStep(page));
  await expect(create.getByRole('heading', { level: 2 })).toHaveText('Proteja sus datos con una frase de contraseña');
  await create.getByLabel('Frase de contraseña', { exact: true }).fill('corto');
  await expect(create.getByTestId('passphrase-strength')).toHaveText('Demasiado corta: faltan 7 caracteres más (al menos 12).');
  await create.getByLabel('Frase de contraseña', { exact: true }).fill('elevenchars');
  await expect(create.getByTestId('passphrase-strength')).toHaveText('Demasiado corta: falta 1 carácter más (al menos 12).');
  await create.getByLabel('Frase de contraseña', { exact: true }).fill('correct horse battery staple 42');
  await expect(create.getByTestId('passphrase-strength')).toHaveText('Segura: muy difícil de adivinar.');
  expect(await visibleEnglish(page, '[data-testid="vault-create"]')).toEqual([]);
  await create.getByLabel('Escriba de nuevo la frase de contraseña').fill('correct horse battery staple 42');
  await create.getByRole('checkbox').check();
  await create.getByRole('button', { name: 'Crear la frase de contraseña' }).click();
  await expect(vaultGate.recoveryKeyPanel(page)).toBeVisible();
  expect(await visibleEnglish(page, '[data-testid="recovery-key-panel"]')).toEqual([]);
  expect(await noSidewaysScroll(page)).toBe(360);
  // The recovery key's file is named in Spanish too ('evenground-recovery-key.txt' before session 20).
  const [key] = await Promise.all([
    page.waitForEvent('download'),
    vaultGate.recoveryKeyPanel(page).getByRole('button', { name: 'Descargar', exact: true }).click(),
  ]);
  expect(key.suggestedFilename()).toBe('evenground-clave-de-recuperacion.txt');
});

test('the vault steps in Spanish: unlock and unlock with the recovery key; My Data locked and unlocked', async ({ page }) => {
  await quietShell(page);
  await seedVault(page, 'correct horse battery staple 42');
  await page.goto('/resources/expense-tracker?lang=es');
  await expect(page.getByRole('heading', { name: 'Desbloquee sus datos guardados' })).toBeVisible();
  await expect(page.getByLabel('Frase de contraseña', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Desbloquear', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Desbloquear', exact: true }).click();
  await expect(page.getByText('Escriba su frase de contraseña.')).toBeVisible();
  expect(await visibleEnglish(page, 'form')).toEqual([]);
  await page.getByRole('button', { name: 'Usar la clave de recuperación' }).click();
  await expect(page.getByRole('heading', { name: 'Desbloquear con su clave de recuperación' })).toBeVisible();
  expect(await visibleEnglish(page, 'form')).toEqual([]);
  expect(await noSidewaysScroll(page)).toBe(360);
  expect(await seriousAxe(page, 'form')).toEqual([]);

  // My Data: the cards shown while locked, then every card once unlocked.
  await page.goto('/my-data?lang=es');
  await expect(page.getByRole('heading', { level: 1, name: 'Sus datos en este dispositivo' })).toBeVisible();
  await expect(page.getByTestId('vault-status')).toHaveText('Bloqueado');
  await expectSpanishPage(page);
  await page.getByLabel('Frase de contraseña', { exact: true }).fill('correct horse battery staple 42');
  await page.getByRole('button', { name: 'Desbloquear', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Reemplazar la clave de cifrado' })).toBeVisible();
  await expect(page.getByTestId('stored-empty')).toHaveText(
    'Todavía no hay nada guardado. Herramientas como la declaración jurada financiera y el plan de crianza guardan aquí.',
  );
  await expectSpanishPage(page);
  // The backup's file name is Spanish ('evenground-backup-….json' before session 20).
  const [backup] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar una copia de seguridad' }).click(),
  ]);
  expect(backup.suggestedFilename()).toMatch(/^evenground-copia-de-seguridad-\d{4}-\d{2}-\d{2}\.json$/);
});

test.describe('a first visit from a Spanish browser', () => {
  test.use({ locale: 'es-MX' });
  test('opens in Spanish', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Igualdad en cada divorcio' })).toBeVisible();
  });
});

test('the quizzes in Spanish: the list, a question with its explanation and the result', async ({ page }) => {
  await quietShell(page);
  await page.goto('/quizzes?lang=es');
  await expect(page.getByRole('heading', { level: 1, name: 'Cuestionarios' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Hacer el Cuestionario sobre su forma de comunicarse' })).toBeVisible();
  expect(await visibleEnglish(page)).toEqual([]);
  expect(await noSidewaysScroll(page)).toBe(360);
  expect(await seriousAxe(page)).toEqual([]);

  await page.getByRole('link', { name: 'Hacer el Cuestionario sobre su forma de comunicarse' }).click();
  await page.getByRole('button', { name: 'Empezar el cuestionario' }).click();
  await expect(page.getByTestId('quiz-position')).toHaveText('Pregunta 1 de 12');
  await expect(page.getByTestId('quiz-question')).toHaveText(
    'La respuesta BIFF es un método para contestar mensajes hostiles. ¿Qué significan sus siglas en inglés?',
  );
  await page.getByRole('button', { name: /Breve, informativa, amable, firme/ }).click();
  await expect(page.getByTestId('quiz-feedback')).toHaveText('¡Correcto!');
  expect(await visibleEnglish(page)).toEqual([]);
  expect(await noSidewaysScroll(page)).toBe(360);
  expect(await seriousAxe(page)).toEqual([]);
  for (let i = 2; i <= 12; i++) {
    await page.getByRole('button', { name: 'Siguiente pregunta' }).click();
    await expect(page.getByTestId('quiz-position')).toHaveText(`Pregunta ${i} de 12`);
    await page.locator('.quiz-answer').first().click();
  }
  await page.getByRole('button', { name: 'Ver mi resultado' }).click();
  await expect(page.getByTestId('quiz-final-score')).toHaveText(/^Obtuvo \d+ de 12 \(\d+%\)\.$/);
  await expect(page.getByRole('heading', { name: 'Revise sus respuestas' })).toBeVisible();
  expect(await visibleEnglish(page)).toEqual([]);
  expect(await noSidewaysScroll(page)).toBe(360);
  expect(await seriousAxe(page)).toEqual([]);
  await screenshotForReview(page, 'es-quiz-result.png', { fullPage: true });
});

test('the Resource Hub and the safety guide in Spanish; a Spanish search finds the safety guide first', async ({ page }) => {
  await quietShell(page);
  await page.goto('/resources?lang=es');
  await expect(page.getByRole('heading', { level: 1, name: 'Centro de recursos' })).toBeVisible();
  await expect(page.getByTestId('resource-count')).toHaveText('17 recursos');
  expect(await visibleEnglish(page)).toEqual([]);
  expect(await noSidewaysScroll(page)).toBe(360);
  expect(await seriousAxe(page)).toEqual([]);

  await page.getByLabel('Buscar recursos').fill('orden de protección');
  await expect(page.getByRole('list', { name: 'Recursos' }).getByRole('heading').first()).toHaveText(
    'Planes de seguridad, órdenes de protección y rastreadores',
  );
  await page.getByLabel('Buscar recursos').fill('');
  await page.getByRole('button', { name: 'Legal', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'No se encontraron recursos' })).toBeVisible();
  expect(await visibleEnglish(page)).toEqual([]);

  await page.getByRole('button', { name: 'Ver todos los recursos' }).click();
  await page.getByRole('link', { name: 'Planes de seguridad, órdenes de protección y rastreadores' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Planes de seguridad, órdenes de protección y rastreadores' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Órdenes de protección y órdenes de restricción' })).toBeVisible();
  // The help lines' box with their Spanish options (src/ui/HelpLines.tsx).
  const lines = page.locator('.guide__crisis');
  await expect(lines.getByRole('link', { name: 'Llamar al 988 y oprimir 2 (español)' })).toHaveAttribute('href', 'tel:988');
  await expect(lines.getByRole('link', { name: 'Enviar AYUDA al 988' })).toHaveAttribute('href', 'sms:988?body=AYUDA');
  await expect(lines.locator('[data-line="dv"] strong')).toHaveText(
    'Línea Nacional contra la Violencia Doméstica (se habla español)',
  );
  await expect(lines.locator('[data-line="dv"]').getByRole('link', { name: 'Chatear en español' })).toHaveAttribute(
    'href',
    'https://espanol.thehotline.org/',
  );
  await expect(lines.locator('[data-line="dv"]')).toContainText('Enviar START al 88788 o Chatear en español.');
  expect(await visibleEnglish(page)).toEqual([]);
  expect(await noSidewaysScroll(page)).toBe(360);
  expect(await seriousAxe(page)).toEqual([]);

  // The other guides, Spanish pages of their own; the English names kept for filing are marked lang="en".
  for (const [path, heading, section] of [
    [paths.coparentingGuide, 'Guía de comunicación para la crianza compartida', 'Conversaciones difíciles'],
    [paths.selfCareGuide, 'Cuidarse durante el divorcio', 'Señales de que necesita más apoyo'],
    [paths.discoveryGuide, 'Qué es la revelación de pruebas', 'Las herramientas de un vistazo'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    await page
      .locator('main details')
      .evaluateAll((sections) => sections.forEach((d) => ((d as HTMLDetailsElement).open = true)));
    expect(await visibleEnglish(page, 'body', '[lang="en"]')).toEqual([]);
    expect(await noSidewaysScroll(page)).toBe(360);
    expect(await seriousAxe(page)).toEqual([]);
  }
});

test('Insights & Guides in Spanish, every section', async ({ page }) => {
  await quietShell(page);
  await page.goto('/insights-and-guides?lang=es');
  await expect(page.getByRole('heading', { level: 1, name: 'Artículos y guías' })).toBeVisible();
  for (const heading of ['Derechos personales de los hijos de padres divorciados', 'Reglas de custodia y visitas']) {
    await page.getByRole('heading', { name: heading }).click();
    expect(await visibleEnglish(page)).toEqual([]);
  }
  expect(await noSidewaysScroll(page)).toBe(360);
  expect(await seriousAxe(page)).toEqual([]);

  // The video carousel and a written lesson, in Spanish.
  const carousel = page.getByRole('region', { name: 'Lecciones en video' });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByRole('button', { name: 'Video siguiente' })).toBeVisible();
  await carousel.getByRole('button', { name: 'Leer la lección escrita: Guía de la mediación de divorcio para padres' }).click();
  const lesson = page.getByRole('dialog', { name: 'Guía de la mediación de divorcio para padres' });
  await expect(lesson.getByTestId('video-transcript').locator('p')).toHaveCount(5);
  await expect(lesson.getByTestId('video-transcript').locator('p').first()).toHaveText(/^La mediación es una reunión/);
  expect(await visibleEnglish(page)).toEqual([]);
  expect(await seriousAxe(page)).toEqual([]);
  await lesson.getByRole('button', { name: 'Cerrar el video' }).click();
  expect(await visibleEnglish(page)).toEqual([]);
  expect(await noSidewaysScroll(page)).toBe(360);
});

/**
 * Checks a translated page at 360 px: no English left, no sideways scroll, no serious axe finding.
 * `leaveOut`: what the parent wrote or chose to add in English (marked `lang="en"`), not the page's words.
 */
async function expectSpanishPage(page: Page, leaveOut?: string) {
  expect(await visibleEnglish(page, 'body', leaveOut)).toEqual([]);
  expect(await noSidewaysScroll(page)).toBe(360);
  expect(await seriousAxe(page)).toEqual([]);
}

test('the expense tracker in Spanish, and its PDF', async ({ page }) => {
  await quietShell(page);
  await page.goto(`${expenses.url}?lang=es`);
  await expect(page.getByRole('heading', { level: 1, name: 'Registro de gastos compartidos' })).toBeVisible();
  await page.getByLabel('Nombre del progenitor 1').fill('Alex');
  const first = page.getByRole('listitem', { name: 'Gasto 1' });
  await first.getByLabel('Descripción').fill('Libros');
  await first.getByLabel('Importe ($)').fill('12.50');
  await first.getByLabel('Categoría').selectOption({ label: 'Educación' });
  await expect(expenses.net(page)).toHaveText('Progenitor 2 le debe a Alex $6.25');
  await first.getByLabel('Importe ($)').fill('-3');
  await expect(first.getByText('Escriba un importe de cero o más, como 12.50.')).toBeVisible();
  await first.getByLabel('Importe ($)').fill('12.50');
  await expectSpanishPage(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar el resumen en PDF' }).click(),
  ]);
  // Named in English ('Mis-gastos-summary.pdf') before session 19.
  expect(download.suggestedFilename()).toBe('Mis-gastos-resumen.pdf');
  const pdf = await downloadedPdfText(download);
  expect(pdf.text).toContain('Resumen de gastos compartidos: Mis gastos');
  expect(pdf.text).toContain('Progenitor 2 le debe a Alex $6.25');
  expect(englishWords(pdf.text)).toEqual([]);
});

test('both checklists in Spanish, and the toast of a ticked task', async ({ page }) => {
  await quietShell(page);
  await page.goto('/resources/court-hearing-preparation?lang=es');
  await expect(page.getByRole('heading', { level: 1, name: 'Lista de preparación para la audiencia' })).toBeVisible();
  await expectSpanishPage(page);
  await page.goto('/resources/divorce-checklist?lang=es');
  await expect(page.getByRole('heading', { level: 1, name: 'Lista de pasos para el divorcio' })).toBeVisible();
  await page.getByLabel('Abra una cuenta de cheques a su propio nombre').check();
  await expect(toastTitled(page, '¡Tarea terminada!')).toContainText(
    '“Abra una cuenta de cheques a su propio nombre” está hecha.',
  );
  await expect(page.getByTestId('cl-overall')).toHaveText('1 de 31 tareas hechas');
  await expectSpanishPage(page);
});

test('the financial affidavit in Spanish, every section open, and its draft PDF', async ({ page }) => {
  await quietShell(page);
  await page.goto('/resources/financial-affidavit?lang=es');
  await expect(page.getByRole('heading', { level: 1, name: 'Plantilla de declaración jurada financiera' })).toBeVisible();
  for (const summary of await page.locator('form summary').all()) {
    if ((await summary.locator('..').getAttribute('open')) === null) await summary.click();
  }
  await page.getByLabel('Sueldo y salarios').fill('3000');
  await expect(page.getByTestId('income_total-hint')).toContainText('Las líneas de arriba suman $3,000.00.');
  await page.getByRole('button', { name: 'Agregar cuenta' }).click();
  await expectSpanishPage(page);

  await page.getByRole('button', { name: 'Descargar el borrador' }).click();
  await expect(page.getByTestId('affidavit-ack-error')).toHaveText(
    'Primero marque esta casilla: confirma que leyó el aviso legal. Después pulse otra vez el botón.',
  );
  await page.getByLabel(/^Entiendo que esta plantilla/).check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar el borrador' }).click(),
  ]);
  // Every file named in the page's language (English before session 20).
  expect(download.suggestedFilename()).toBe('borrador-declaracion-jurada-financiera.pdf');
  const pdf = await downloadedPdfText(download);
  expect(pdf.text).toContain('BORRADOR: no es para presentar en la corte');
  expect(pdf.text).toContain('Ingresos mensuales brutos');
  expect(englishWords(pdf.text)).toEqual([]);
});

test('the parenting-time calculator in Spanish, its PDF calendar and its calendar file', async ({ page }) => {
  await quietShell(page);
  await page.goto('/resources/parenting-time-calculator?lang=es');
  await expect(page.getByRole('heading', { level: 1, name: 'Calculadora de tiempo de crianza' })).toBeVisible();
  await page.getByLabel('Nombre del progenitor A').fill('Alex');
  await page.getByLabel('Nombre del progenitor B').fill('Sam');
  await page.getByLabel('Patrón', { exact: true }).selectOption({ label: 'Rotación 2-2-5-5' });
  await page.getByLabel('Fecha de inicio').fill('2027-01-01');
  await page.getByLabel('Contar desde').fill('2027-01-01');
  await page.getByLabel('Zona horaria (para las horas y el archivo de calendario)').selectOption('America/Chicago');
  await expect(page.getByTestId('ptc-window')).toHaveText(
    '365 noches del 1 de enero de 2027 al 31 de diciembre de 2027. Cada noche cuenta para el progenitor con quien están los niños a la medianoche.',
  );
  await expect(page.getByTestId('ptc-total-a')).toContainText('Alex183 noches');
  await expect(page.getByRole('heading', { name: 'enero de 2027' })).toBeVisible();
  await page.getByLabel('Fecha de inicio').fill('');
  await expect(page.getByText('Escriba la fecha en que empieza el calendario, por ejemplo 2027-01-01.')).toBeVisible();
  await page.getByLabel('Fecha de inicio').fill('2027-01-01');
  // The schedule "In words", in Spanish (the plan's copy stays English).
  await expect(page.getByTestId('ptc-wording')).toContainText(
    'Horario habitual: Rotación 2-2-5-5, a partir del viernes, 1 de enero de 2027, con Alex. Los intercambios son a las 6:00 p.m.',
  );
  // The journal's actual overnights (none yet): its heading was English (session 16).
  await expect(page.getByTestId('ptc-actual').getByRole('heading', { level: 3 })).toHaveText('Noches reales');
  await expectSpanishPage(page);

  // Trying the tool with no vault: the focus on a button is the pause at which it asks to protect the schedule.
  await page.getByRole('button', { name: 'Descargar el archivo de calendario (.ics)' }).focus();
  await expect(page.getByRole('heading', { name: 'Proteja sus datos con una frase de contraseña' })).toBeVisible();
  await page.getByRole('button', { name: 'Ahora no' }).click();
  const [ics] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar el archivo de calendario (.ics)' }).click(),
  ]);
  expect(ics.suggestedFilename()).toBe('tiempo-de-crianza.ics');
  const calendar = await readFile(await ics.path(), 'utf8');
  const summaries = [...new Set(calendar.split('\r\n').filter((l) => l.startsWith('SUMMARY:')))].sort();
  expect(summaries).toEqual(['SUMMARY:Los niños con Alex', 'SUMMARY:Los niños con Sam']);
  expect(calendar).toContain('X-WR-CALNAME:Tiempo de crianza: Alex y Sam\r\n');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar el calendario en PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('calendario-tiempo-de-crianza.pdf');
  const pdf = await downloadedPdfText(download);
  expect(pdf.text).toContain('Calendario de tiempo de crianza');
  expect(pdf.text).toContain('enero de 2027');
  expect(pdf.text).toContain(
    'Cómo leer el calendario: cada día dice con quién pasan la noche los niños, Alex (azul) o Sam (naranja).',
  );
  expect(pdf.text).toContain('Página 1 de 2');
  await screenshotForReview(page, 'es-parenting-time.png', { fullPage: true });
});

test('the co-parenting journal in Spanish: an exchange and an incident with the help lines, the list, an entry, the month', async ({
  page,
}) => {
  await quietShell(page);
  await page.goto('/journal?lang=es');
  await expect(page.getByRole('heading', { level: 1, name: 'Diario de crianza compartida' })).toBeVisible();
  await expect(page.getByTestId('journal-count')).toHaveText('Todavía no hay entradas.');
  await expectSpanishPage(page);

  await page.getByLabel('Entrada nueva').selectOption({ label: 'Intercambio' });
  await page.getByRole('button', { name: 'Escribir entrada' }).click();
  const form = page.getByTestId('journal-form');
  await expect(form.getByRole('heading', { name: 'Entrada nueva: Intercambio' })).toBeVisible();
  await form.getByRole('button', { name: 'Guardar la entrada' }).click();
  await expect(form.getByText('Póngale un título a la entrada: unas pocas palabras sobre lo que pasó.')).toBeVisible();
  await form.getByLabel(/^Título/).fill('Entrega del viernes');
  await form.getByLabel(/^Fecha en que ocurrió/).fill('2027-03-12');
  await form.getByLabel('Cómo fue').selectOption({ label: 'Tarde' });
  await form.getByLabel('Minutos de retraso').fill('25');
  await form.getByLabel('Quién tenía a los hijos antes').selectOption({ label: 'El otro progenitor' });
  await expectSpanishPage(page);
  // Trying the journal with no vault: saving asks to protect it first; "Ahora no" saves it for this visit.
  await form.getByRole('button', { name: 'Guardar la entrada' }).click();
  await page.getByRole('button', { name: 'Ahora no' }).click();
  const detail = page.getByTestId('journal-detail');
  await expect(detail.getByRole('heading', { name: 'Entrega del viernes' })).toBeVisible();
  await expect(detail).toContainText('12 de marzo de 2027');
  await expect(detail).toContainText('25 min tarde');
  await expect(detail).toContainText('de: el otro progenitor; a: usted');
  await expectSpanishPage(page);

  await detail.getByRole('button', { name: 'Volver a la lista' }).click();
  await page.getByLabel('Entrada nueva').selectOption({ label: 'Incidente' });
  await page.getByRole('button', { name: 'Escribir entrada' }).click();
  const lines = page.getByTestId('journal-help');
  await expect(lines.getByRole('link', { name: 'Llamar al 988 y oprimir 2 (español)' })).toHaveAttribute('href', 'tel:988');
  await expect(lines.getByRole('link', { name: 'Enviar AYUDA al 741741' })).toHaveAttribute('href', 'sms:741741?body=AYUDA');
  await expectSpanishPage(page);
  await form.getByRole('button', { name: 'Cancelar' }).click();

  await expect(page.getByTestId('journal-count')).toHaveText('1 entrada.');
  await expect(page.getByTestId('journal-list')).toContainText('Intercambio · 25 min tarde');
  await page.getByRole('button', { name: 'Mes', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Mes anterior' })).toBeVisible();
  await expectSpanishPage(page);
  await screenshotForReview(page, 'es-journal.png', { fullPage: true });

  // The report and its PDF (built in a worker that loads the journal's Spanish itself), read back as text.
  await page.getByRole('button', { name: 'Informe: PDF, CSV o impresión' }).click();
  await expect(page.getByRole('heading', { name: 'Informe: cronología, CSV o impresión' })).toBeVisible();
  await page.getByLabel('Preparado por').fill('Alex');
  await expect(page.getByTestId('journal-report-count')).toHaveText('1 entrada en este informe.');
  await expectSpanishPage(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar el PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('diario-cronologia.pdf');
  const pdf = await downloadedPdfText(download);
  expect(pdf.text).toContain('Cronología del diario');
  expect(pdf.text).toContain('A tiempo 0 · Tarde 1 · No se hicieron 0 · Cancelados 0');
  expect(pdf.text).toContain('25 min tarde: 12 de marzo de 2027, Entrega del viernes (entrada 1)');
  expect(englishWords(pdf.text)).toEqual([]);
  await expect(page.getByTestId('journal-report-done')).toContainText('El PDF está listo:');
});

test('the parenting plan in Spanish: every section open, a preset, a child removed, the prefilled texts, and its draft PDF', async ({
  page,
}) => {
  await quietShell(page);
  await page.goto('/resources/parenting-plan-template?lang=es');
  await expect(page.getByRole('heading', { level: 1, name: 'Plantilla de plan de crianza' })).toBeVisible();
  for (const summary of await page.locator('form summary').all()) {
    if ((await summary.locator('..').getAttribute('open')) === null) await summary.click();
  }
  await page.getByLabel('Progenitor 1: nombre completo').fill('Ana');
  await page.getByLabel('Hijo 1: nombre').fill('Luz');
  await expect(page.getByLabel('Reconocimiento del Convenio de La Haya')).toHaveValue(
    /^Reconocimiento del Convenio de La Haya: Los dos progenitores reconocen/,
  );
  await page.getByRole('button', { name: 'Una semana cada uno' }).click();
  await expect(page.getByTestId('plan-preset-status')).toHaveText(
    'Una semana cada uno: se llenó 1 casilla. Edite el texto como quiera; se guarda con Guardar progreso.',
  );
  await expect(page.getByLabel('Año escolar')).toHaveValue(/^Una semana cada uno\. Los hijos viven con Ana una semana/);
  await page.getByRole('button', { name: 'Agregar hijo' }).click();
  await page.getByRole('button', { name: 'Quitar a Hijo 2' }).click();
  await expect(page.getByRole('dialog', { name: '¿Quitar a este hijo?' })).toContainText(
    '¿Quitar a Hijo 2 y sus datos de este plan? Las copias guardadas cambian solo cuando usted guarda.',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Quitar' }).click();
  await expectSpanishPage(page);
  await screenshotForReview(page, 'es-parenting-plan.png', { fullPage: true });

  await page.getByLabel(/^Entiendo que esta plantilla/).check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar el borrador' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('borrador-plan-de-crianza.pdf');
  const pdf = await downloadedPdfText(download);
  expect(pdf.text).toContain('Plan de crianza');
  expect(pdf.text).toContain('1. Introducción y propósito');
  expect(pdf.text).toContain('Hijo 1');
  expect(pdf.text).toContain('Año escolar Una semana cada uno. Los hijos viven con Ana una semana');
  expect(pdf.text).toContain('Reconocimiento del Convenio de La Haya');
  expect(pdf.text).toContain('No hablar mal del otro progenitor');
  expect(englishWords(pdf.text)).toEqual([]);
});

// The message coach in Spanish, offline (its analysis runs in a worker; the page's Spanish and the
// crisis reply's come from the precached catalogs). The message stays as written (English: the
// coach reads English), marked lang="en", so it is left out of the English check. It sets
// Playwright's clock, which stays with a context, so it keeps a context of its own instead of the
// shared precached one (tests/e2e/precached.ts) the other offline tests here use.
ownContextTest(
  'the message coach in Spanish, offline: a draft with flags, BIFF notes, suggestions and the help lines; a received message @service-worker',
  async ({ page, context }) => {
    await quietShell(page);
    await page.clock.setFixedTime(new Date('2026-11-23T10:00:00'));
    await page.goto(`${paths.messageCoach}?lang=es`);
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Asesor de mensajes' })).toBeVisible();
    await page
      .getByLabel('Su mensaje', { exact: true })
      .fill('You are such an idiot. You need to bring her coat on Friday. I will hurt you.');
    await expect(page.getByTestId('mc-flags').locator('[data-flag]').first()).toHaveText(
      'Insulto o apodo ofensivo (“You are such an idiot”): Insultar o menospreciar al otro progenitor le da algo por qué pelear en lugar de la pregunta, y se ve mal si lo lee un juez.',
    );
    await expect(page.getByTestId('mc-biff').locator('dt')).toHaveText([
      'Breve: sí',
      /^Informativo: (sí|todavía no)$/,
      /^Amable: (sí|todavía no)$/,
      /^Firme: (sí|todavía no)$/,
    ]);
    await expect(page.getByTestId('mc-crisis').getByRole('heading')).toHaveText(
      'Su seguridad es lo primero. Hay ayuda de día y de noche:',
    );
    await expect(page.getByTestId('mc-crisis').getByRole('link', { name: 'Llamar al 1-800-799-7233' })).toHaveAttribute(
      'href',
      'tel:+18007997233',
    );
    await expect(page.getByTestId('mc-crisis').getByRole('link', { name: 'Chatear en español' })).toHaveAttribute(
      'href',
      'https://espanol.thehotline.org/',
    );
    await page.getByRole('button', { name: 'Aceptar: Quitar “You are such an idiot.”' }).click();
    await expect(page.getByLabel('Su mensaje', { exact: true })).toHaveValue(
      'You need to bring her coat on Friday. I will hurt you.',
    );
    await expect(page.getByTestId('mc-suggestions')).toContainText('Cambiar “You need to bring” por “Please bring”');
    await expectSpanishPage(page, '[lang="en"]');
    await screenshotForReview(page, 'es-message-coach.png', { fullPage: true });

    await page.getByLabel('Leer un mensaje que recibí').check();
    await page.getByLabel('El mensaje que recibió').fill('You never listen. Can you pick up Maya at 5 pm on Friday?');
    await expect(page.getByTestId('mc-points')).toContainText(/\(una petición, una pregunta, una fecha, una hora: /);
    await expect(page.getByTestId('mc-ignore')).toContainText('(“Siempre” o “nunca”');
    await expect(page.getByRole('button', { name: 'Escribir esta respuesta' })).toBeVisible();
    await expectSpanishPage(page, '[lang="en"]');
  },
);

test('the shop, a product with its checkout toast, and Coming Soon in Spanish', async ({ page }) => {
  await quietShell(page);
  await page.goto('/shop?lang=es');
  await expect(page.getByRole('heading', { level: 1, name: 'Tienda' })).toBeVisible();
  await expect(page.getByText('Por ahora, los archivos de estos productos están en inglés.')).toBeVisible();
  await expectSpanishPage(page);
  await page.getByRole('link', { name: 'Guía de preparación para la corte' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Guía de preparación para la corte' })).toBeVisible();
  await expect(page.getByTestId('product-price')).toHaveText('$24.99');
  await page.getByRole('button', { name: 'Comprar ahora' }).click();
  await expect(toastTitled(page, 'El pago en línea llegará pronto')).toContainText(
    'El pago en línea de Guía de preparación para la corte todavía no está conectado, así que no se le cobró nada.',
  );
  await expectSpanishPage(page);
  await page.goto('/shop/no-such-product');
  await expect(page.getByRole('heading', { level: 1, name: 'No se encontró el producto' })).toBeVisible();
  expect(await visibleEnglish(page)).toEqual([]);
  await page.goto('/under-construction');
  await expect(page.getByRole('heading', { level: 1, name: 'Muy pronto' })).toBeVisible();
  await expectSpanishPage(page);
});

test('the child support estimator in Spanish: a field error, California’s worksheet and its PDF, a state without a formula', async ({
  page,
}) => {
  await quietShell(page);
  await page.goto('/resources/understanding-child-support?lang=es');
  await expect(page.getByRole('heading', { level: 1, name: 'Calculadora de manutención de los hijos' })).toBeVisible();
  await page.getByLabel('Estado', { exact: true }).selectOption('California');
  await page.getByLabel('Su ingreso mensual ($)').fill('mucho');
  await page.getByLabel('Ingreso mensual del otro progenitor ($)').fill('4000');
  await page.getByLabel('Noches con usted').fill('100');
  await page.getByLabel('Noches con el otro progenitor').fill('265');
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByTestId('cs-error-youIncome')).toHaveText(
    'Escriba una cantidad mensual de cero o más, por ejemplo 4200 o 4,200.50.',
  );
  await page.getByLabel('Su ingreso mensual ($)').fill('6000');
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(toastTitled(page, '¡Cálculo listo!')).toContainText(
    'Guía de California: usted le paga al otro progenitor $1,038.37 al mes.',
  );
  await expect(page.getByTestId('cs-guideline-method')).toHaveText('Método: Fórmula de la guía uniforme estatal (ingreso neto).');
  await expect(page.getByTestId('cs-payer-reason')).toHaveText(
    'El progenitor 1 (usted) tiene menos noches (100 de 365), así que el progenitor 1 le paga al progenitor 2.',
  );
  await expectSpanishPage(page);
  await screenshotForReview(page, 'es-child-support.png', { fullPage: true });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('cs-worksheet-pdf').click()]);
  // 'child-support-worksheet-california.pdf' before session 20.
  expect(download.suggestedFilename()).toBe('hoja-de-calculo-manutencion-california.pdf');
  const pdf = await downloadedPdfText(download);
  expect(pdf.text).toContain('Hoja de cálculo de manutención de los hijos de California');
  expect(pdf.text).toContain('Guía de California Usted le paga al otro progenitor $1,038.37 al mes.');
  expect(pdf.text).toContain('Noches al año: usted / el otro progenitor 100 / 265');
  expect(pdf.text).toContain('Al mes, pagado por usted al otro progenitor $1,038.37');
  expect(pdf.text).toContain('Revisado el 24 de noviembre de 2026');
  expect(englishWords(pdf.text.replace(/https?:\/\/\S+/g, ''))).toEqual([]);
  await expect(page.getByTestId('cs-worksheet-pdf-status')).toContainText('El PDF de la hoja de cálculo está listo:');

  await page.getByLabel('Estado', { exact: true }).selectOption('Florida');
  await expect(page.getByTestId('cs-no-formula')).toContainText(
    'La guía de Florida usa una tabla que esta herramienta todavía no incluye, así que solo se muestra el cálculo rápido.',
  );
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByTestId('cs-headline')).toContainText('Cálculo aproximado: Progenitor 1 (usted) le paga a Progenitor 2');
  await expectSpanishPage(page);
});

// Offline in Spanish: the estimator and the plan, opened once, come back in Spanish from the
// service worker, their Spanish catalogs (precached chunks) with them.
test('the estimator and the parenting plan in Spanish work offline @service-worker', async ({ page, context }) => {
  await quietShell(page);
  await page.goto(`${paths.childSupport}?lang=es`);
  await waitForOfflineReady(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Calculadora de manutención de los hijos' })).toBeVisible();
  await page.getByLabel('Estado', { exact: true }).selectOption('Texas');
  await page.getByLabel('Su ingreso mensual ($)').fill('5000');
  await page.getByLabel('Ingreso mensual del otro progenitor ($)').fill('3000');
  await page.getByLabel('Noches con usted').fill('100');
  await page.getByLabel('Noches con el otro progenitor').fill('265');
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByTestId('cs-guideline-amount')).toHaveText('$1,000.00');
  await expect(page.getByTestId('cs-guideline-method')).toHaveText('Método: Porcentaje de los recursos netos (ingreso neto).');
  await page.goto(`${paths.parentingPlan}?lang=es`);
  await expect(page.getByRole('heading', { level: 1, name: 'Plantilla de plan de crianza' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Agregar hijo' })).toBeVisible();
  await context.setOffline(false);
});

// The AI Mediator in Spanish, offline: the landing page, a file refused with its Spanish reason, a
// report with every section open. The report's texts (summary, main disagreements, differences,
// suggestions) are said from message ids with typed values; only the documents' own words stay
// English, marked lang="en" and left out of the English check (docs/i18n.md, "The AI Mediator").
// The PDF in Spanish is read back in tests/unit/mediator-es.test.tsx.
test('the AI Mediator in Spanish, offline: landing, a refused file, a report with every section @service-worker', async ({
  page,
  context,
}) => {
  await quietShell(page);
  await page.goto(`${paths.aiMediator}?lang=es`);
  await waitForOfflineReady(page);
  await context.setOffline(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Mediador con IA' })).toBeVisible();
  await expectSpanishPage(page);

  await page.getByRole('link', { name: 'Empezar la mediación' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mediador de divorcio con IA' })).toBeVisible();
  const pair = 'tests/fixtures/mediation/pairs/custody-plan-2';
  await page
    .getByLabel('Documentos de la parte A')
    .setInputFiles({ name: 'vacio.txt', mimeType: 'text/plain', buffer: Buffer.alloc(0) });
  await page.getByLabel('Documentos de la parte B').setInputFiles(`${pair}/party-b.txt`);
  await page.getByLabel('Tipo de documento (obligatorio)').selectOption({ label: 'Plan de custodia' });
  await page.getByRole('button', { name: 'Crear el informe de mediación' }).click();
  await expect(page.getByTestId('file-problems')).toContainText(
    'Parte A: “vacio.txt” está vacío (0 bytes). Vuelva a elegir el archivo, o guárdelo de nuevo desde el programa que lo creó.',
  );
  await expectSpanishPage(page);

  await page.getByLabel('Documentos de la parte A').setInputFiles(`${pair}/party-a.txt`);
  await page.getByRole('button', { name: 'Crear el informe de mediación' }).click();
  await expect(page.getByRole('heading', { name: 'Informe de mediación' })).toBeVisible({ timeout: 45_000 });
  await page.locator('.med-report details').evaluateAll((ds) => ds.forEach((d) => ((d as HTMLDetailsElement).open = true)));
  await expect(page.getByTestId('report-method')).toContainText('Cómo se hace este informe:');
  await expect(page.locator('.med-report summary').first()).toHaveText(/^Términos en conflicto \(\d+\)$/);
  const summary = page.getByTestId('executive-summary');
  await expect(summary).toContainText('Documentos comparados cláusula por cláusula: plan de custodia. En conflicto:');
  await expect(summary.locator('[lang="en"]')).toHaveCount(0);
  await expect(page.getByTestId('main-disagreements').locator('li').first()).toContainText('según la parte A');
  await expect(page.getByRole('link', { name: 'Enviar por correo a las dos partes' })).toHaveAttribute(
    'href',
    /^mailto:\?subject=Resumen%20de%20mediaci%C3%B3n%3A%20plan%20de%20custodia&body=Hola%3A/,
  );
  await expectSpanishPage(page, '[lang="en"]');
  await screenshotForReview(page, 'es-mediator.png', { fullPage: true });
});

// Two real documents (a train pair of the mediator's corpus, tests/fixtures/mediation-real/pairs) in
// Spanish: the engine's typed values said from their keys (meaningSay.ts), never its English. The
// only English left is the documents' own words, marked lang="en", and each such piece is found in
// the documents; the PDF read back says the same in Spanish.
test('the AI Mediator in Spanish on two real documents: values in Spanish, English only where the documents wrote it, the PDF too', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await quietShell(page);
  await page.goto(`${paths.documentAnalysis}?lang=es`);
  const pair = 'tests/fixtures/mediation-real/pairs/ut-parent-time-plain';
  const documents = ['a', 'b'].map((x) => readFileSync(`${pair}/party-${x}.txt`, 'utf8')).join('\n');
  await page.getByLabel('Documentos de la parte A').setInputFiles(`${pair}/party-a.txt`);
  await page.getByLabel('Documentos de la parte B').setInputFiles(`${pair}/party-b.txt`);
  await page.getByLabel('Tipo de documento (obligatorio)').selectOption({ label: 'Acuerdo de crianza' });
  await page.getByLabel('Estado (opcional)').selectOption('Utah');
  await page.getByRole('button', { name: 'Crear el informe de mediación' }).click();
  await expect(page.getByRole('heading', { name: 'Informe de mediación' })).toBeVisible({ timeout: 45_000 });
  await page.locator('.med-report details').evaluateAll((ds) => ds.forEach((d) => ((d as HTMLDetailsElement).open = true)));
  const transport = 'Parte A: El progenitor que recibe a los hijos los recoge. Parte B: La madre hace todos los traslados.';
  await expect(page.locator('article[data-topic="exchanges"] .med-term__diff li').first()).toHaveText(transport);
  await expect(page.getByTestId('main-disagreements').locator('li').nth(2)).toHaveText(
    'Intercambios y transporte: según la parte A, el progenitor que recibe a los hijos los recoge; según la parte B, la madre hace todos los traslados.',
  );
  expect(await visibleEnglish(page, '.med-report', '[lang="en"]')).toEqual([]);
  // What the report leaves in English is the documents' own words (headings, quotes, changed words;
  // a numbered heading and its text are shown as "Pioneer Day: July 24, ...", a section and its part
  // as "SCHEDULE - Transportation").
  const flat = (x: string) =>
    x
      .replace(/[“”"…]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  const english = await page.locator('.med-report [lang="en"]').allInnerTexts();
  expect(english.length).toBeGreaterThan(0);
  expect(
    english
      .flatMap((x) =>
        flat(x)
          .replace(/^· /, '')
          .split(/ - |: /),
      )
      .filter((x) => x && !flat(documents).includes(x)),
  ).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar el resumen en PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('resumen-de-mediacion.pdf');
  const pdf = (await downloadedPdfText(download)).text.replace(/\s+/g, ' ');
  expect(pdf).toContain('Resumen de mediación');
  // Set apart from the two quotes above it (which also start "Parte A:"), as the page lists it.
  expect(pdf).toContain(`- ${transport}`);
  expect(pdf).toContain('Pongan las dos versiones lado a lado y decidan cuál usar; ninguna es la opción neutral por defecto.');
  for (const words of [
    'Party A',
    'Party B',
    'does all the driving',
    'picks them up',
    'Starts from',
    'Set the two versions',
    'Conflicting Terms',
  ])
    expect(pdf).not.toContain(words);
});

// A saved mediation report in Spanish (the saved-reports list, src/vault/ui/SavedReportsList.tsx,
// with its own Spanish subset es-saved.js): My Data lists it with no English, an empty name is
// refused at the field, a new name is kept, and Open shows the report on the mediator page.
test('a saved mediation report in Spanish: My Data lists it, refuses an empty name, renames it and opens it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await quietShell(page);
  await page.clock.setFixedTime(new Date('2026-11-23T10:00:00'));
  await seedVault(page, 'correct horse battery staple 42');
  await page.goto(`${paths.documentAnalysis}?lang=es`);
  const file = (name: string, text: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
  const proposal = (home: string, amount: string) =>
    `Parenting proposal\n\n1. Where the children live. ${home}\n2. Child support. The Father will pay child support of ${amount} per month.`;
  await page
    .getByLabel('Documentos de la parte A')
    .setInputFiles(file('a.txt', proposal('The children will live with the Mother.', '$1,100')));
  await page
    .getByLabel('Documentos de la parte B')
    .setInputFiles(file('b.txt', proposal('The children will live with each parent week on, week off.', '$400')));
  await page.getByLabel('Tipo de documento (obligatorio)').selectOption({ label: 'Acuerdo de crianza' });
  await page.getByRole('button', { name: 'Crear el informe de mediación' }).click();
  await expect(page.getByRole('heading', { name: 'Informe de mediación' })).toBeVisible({ timeout: 45_000 });
  await page.getByRole('button', { name: 'Guardar el informe', exact: true }).click();
  await page.getByLabel('Frase de contraseña', { exact: true }).fill('correct horse battery staple 42');
  await page.getByRole('button', { name: 'Desbloquear', exact: true }).click();
  await expect(page.locator('.med-saved')).toHaveText(
    'Se guardó en su almacenamiento protegido en este dispositivo. Lo encuentra en Informes guardados, en esta página, donde puede abrirlo, cambiarle el nombre o borrarlo.',
  );

  // In-app navigation keeps the storage open.
  await goInApp(page, paths.myData);
  const card = page.locator('section', { has: page.getByRole('heading', { name: 'Informes de mediación guardados' }) });
  // Its name until renamed: the document type inside the sentence, lower case.
  await expect(card.getByRole('listitem').locator('p')).toHaveText(
    'Informe de acuerdo de crianza, 23 de noviembre de 2026 · guardado el 23 de noviembre de 2026',
  );
  // What is stored fits its card at 360 px: no scrolling inside the table either.
  expect(
    await page.getByTestId('stored-table').evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth),
  ).toBe(0);
  await expectSpanishPage(page);
  await card.getByRole('button', { name: 'Cambiar el nombre' }).click();
  await card.getByLabel('Nombre nuevo para este informe').fill('  ');
  await card.getByRole('button', { name: 'Guardar el nombre' }).click();
  await expect(card.getByRole('alert')).toHaveText('Escriba un nombre para este informe.');
  await expect(card.getByLabel('Nombre nuevo para este informe')).toHaveAttribute('aria-invalid', 'true');
  await card.getByLabel('Nombre nuevo para este informe').fill('Dana y Marcus, primeras versiones');
  await card.getByRole('button', { name: 'Guardar el nombre' }).click();
  await expect(card.getByRole('listitem').locator('strong')).toHaveText('Dana y Marcus, primeras versiones');
  await expect(toastTitled(page, 'Nombre cambiado')).toBeVisible();
  await expectSpanishPage(page);

  await card.getByRole('link', { name: 'Abrir' }).click();
  await expect(page.getByRole('heading', { name: 'Informe de mediación' })).toBeVisible();
  await expect(page.getByTestId('main-disagreements').locator('li').first()).toContainText('según la parte A');
});

test('the emotion picker and the chat panel in Spanish: the coach answers a picked emotion on its topic', async ({ page }) => {
  await quietShell(page);
  await page.goto('/?lang=es');
  await page.getByRole('button', { name: '¿Cómo se siente hoy?' }).first().click();
  const picker = page.getByRole('dialog', { name: '¿Cómo se siente hoy?' });
  await expect(picker.locator('.emotion-tile__label')).toHaveText([
    'Con ansiedad',
    'Con dudas',
    'Con agobio',
    'Con esperanza',
    'Solo estoy mirando',
  ]);
  expect(await visibleEnglish(page, 'dialog[open]')).toEqual([]);
  expect(await seriousAxe(page)).toEqual([]);
  await picker.getByRole('button', { name: 'Con ansiedad' }).click();
  const panel = page.getByTestId('chat-panel');
  await expect(panel.getByRole('heading', { name: 'Coach de EvenGround' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Obtener ayuda ahora' })).toBeVisible();
  // The longer Spanish link wraps instead of pushing the close button out of the 360 px panel.
  await expect(panel.getByRole('button', { name: 'Cerrar el chat' })).toBeInViewport({ ratio: 1 });
  const coach = page.frameLocator('iframe[title="Coach de EvenGround"]');
  await expect(coach.locator('.coach-msg--user')).toHaveText(
    'Siento ansiedad por mi divorcio tan conflictivo. ¿Me puede ayudar a calmarme y a ver en qué debo enfocarme primero?',
  );
  await expect(coach.locator('.coach-msg--coach').nth(1)).toContainText('Sentir ansiedad');
  expect(await visibleEnglish(page, '[data-testid="chat-panel"] .chat-panel__header')).toEqual([]);
  expect(await noSidewaysScroll(page)).toBe(360);
});

// File pickers (src/ui/FileInput.tsx, docs/i18n.md "File pickers"): the browser draws its own
// "Choose file" / "No file chosen" in the language of its own interface, not the page's. Every
// picker now shows a button and the chosen file's name in the page's words; the native input is
// visually hidden (nothing of the browser's own is painted) and keeps the field's label, but is
// hidden from assistive technology and the tab order (session 18: Chromium gave it the value "No
// file chosen" in its own language, read out on Spanish pages); the button in the page's words is
// reached by keyboard, described by the field's label and the chosen file, with the focus ring on
// the whole picker.
async function expectSpanishPicker(
  page: Page,
  label: string,
  choose: string,
  file: Parameters<Locator['setInputFiles']>[0],
  name: string,
) {
  const input = page.getByLabel(label, { exact: true });
  const picker = page.locator('.file-input').filter({ has: input });
  await expect(picker.locator('.file-input__button')).toHaveText(choose);
  await expect(picker.locator('.file-input__chosen')).toHaveText('Ningún archivo elegido');
  await expect(input).toHaveAttribute('aria-hidden', 'true');
  await expect(input).toHaveAttribute('tabindex', '-1');
  const button = picker.locator('.file-input__button');
  await expect(button).toHaveAccessibleName(choose);
  await expect(button).toHaveAccessibleDescription(new RegExp(`^${label} Ningún archivo elegido`));
  const box = (await input.boundingBox())!;
  expect(box.width <= 1 && box.height <= 1).toBe(true);
  // Keyboard: Tab reaches the button and the whole picker shows the focus ring.
  await button.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  expect(await picker.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
  expect(await picker.innerText()).not.toMatch(/choose|no file/i);
  await input.setInputFiles(file);
  await expect(picker.locator('.file-input__chosen')).toHaveText(name);
  await expect(button).toHaveAccessibleDescription(new RegExp(`^${label} ${name.replace('.', '\\.')}`));
}

test('every file picker speaks the page language: the mediator, a backup to restore, a journal attachment', async ({ page }) => {
  test.setTimeout(90_000);
  await quietShell(page);
  await page.goto(`${paths.aiMediator}?lang=es`);
  await page.getByRole('link', { name: 'Empezar la mediación' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mediador de divorcio con IA' })).toBeVisible();
  const pair = 'tests/fixtures/mediation/pairs/custody-plan-2';
  await expectSpanishPicker(page, 'Documentos de la parte A', 'Elegir archivos', `${pair}/party-a.txt`, 'party-a.txt');
  await expectSpanishPicker(page, 'Documentos de la parte B', 'Elegir archivos', `${pair}/party-b.txt`, 'party-b.txt');
  await expectSpanishPage(page);

  await seedVault(page, 'correct horse battery staple 42');
  await page.goto('/my-data?lang=es');
  await expect(page.getByRole('heading', { level: 1, name: 'Sus datos en este dispositivo' })).toBeVisible();
  const backup = { name: 'copia.json', mimeType: 'application/json', buffer: Buffer.from('{}') };
  await expectSpanishPicker(page, 'Archivo de la copia de seguridad', 'Elegir archivo', backup, 'copia.json');
  await expectSpanishPage(page);

  await page.goto('/journal?lang=es');
  await page.getByLabel('Frase de contraseña', { exact: true }).fill('correct horse battery staple 42');
  await page.getByRole('button', { name: 'Desbloquear', exact: true }).click();
  await page.getByLabel('Entrada nueva').selectOption({ label: 'Nota' });
  await page.getByRole('button', { name: 'Escribir entrada' }).click();
  const photo = { name: 'GPS.jpg', mimeType: 'image/jpeg', buffer: await readFile('tests/fixtures/images/GPS.jpg') };
  await expectSpanishPicker(page, 'Adjuntar fotos, capturas de pantalla, PDF o grabaciones', 'Elegir archivos', photo, 'GPS.jpg');
  await expectSpanishPage(page);

  // The same pickers in English say so in English.
  await page.goto(`${paths.aiMediator}?lang=en`);
  await page.getByRole('link', { name: 'Start Mediation' }).first().click();
  const english = page.locator('.file-input').first();
  await expect(english.locator('.file-input__button')).toHaveText('Choose files');
  await expect(english.locator('.file-input__chosen')).toHaveText('No file chosen');
});
