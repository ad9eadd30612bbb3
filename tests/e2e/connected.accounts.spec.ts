// Connected mode: the real supabase-js in the connected build (dist-connected) against the
// Supabase test double in tests/e2e/stub-supabase.mjs. Runs in the 'connected' project.
import { expect, test, type Page } from '@playwright/test';
import { dismissCookieBanner, heading, waitForOfflineReady } from './helpers';
import { questionBank } from '../../src/content/quizzes';

const STUB = `http://localhost:${process.env.EG_STUB_PORT || 4227}`;
const PASSWORD = 'first-pass-123';

test.describe.configure({ mode: 'serial' });

async function stub(path: string, body?: unknown) {
  const r = await fetch(`${STUB}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return r.json();
}
type Req = { method: string; path: string; query: Record<string, string>; body: Record<string, unknown>; apikey: string | null };
const requests = () => stub('/__stub/requests') as Promise<Req[]>;

async function prepare(page: Page) {
  await dismissCookieBanner(page);
  await page.addInitScript(() => sessionStorage.setItem('newsletter-dismissed', '1'));
}

function toast(page: Page, title: string, description?: string) {
  const t = page.locator('.toast').filter({ has: page.locator('.toast__title', { hasText: title }) });
  return description ? t.filter({ hasText: description }) : t;
}

async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

const headerLogOut = (page: Page) => page.locator('.site-header').getByRole('button', { name: 'Log Out' });

test.beforeAll(async () => {
  await stub('/__stub/reset', {});
});

test('sign up (terms, password toggle), profile, and log out from the header', async ({ page }) => {
  await prepare(page);
  await page.goto('/signup');
  await expect(heading(page, 'Sign Up')).toBeVisible();
  await page.getByLabel('Email').fill('ana@example.com');
  const pw = page.getByLabel('Password', { exact: true });
  await pw.fill(PASSWORD);
  await expect(pw).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(pw).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(pw).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByTestId('signup-error')).toHaveText('You must agree to the privacy policy and terms of service.');
  expect((await requests()).filter((r) => r.path === '/auth/v1/signup')).toHaveLength(0);

  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(heading(page, 'My Profile')).toBeVisible();
  await expect(page.getByTestId('profile-email')).toHaveText('ana@example.com');
  await expect(page.getByTestId('profile-id')).toHaveText(/^[0-9a-f-]{36}$/);
  const signup = (await requests()).find((r) => r.path === '/auth/v1/signup')!;
  expect(signup.body).toMatchObject({ email: 'ana@example.com', password: PASSWORD });
  expect(signup.apikey).toBe('test-anon-key');
  // Last sign-in shown as a local date-time.
  const shown = await page.getByTestId('profile-last-sign-in').textContent();
  expect(shown).not.toBe('Not recorded');
  expect(Number.isNaN(Date.parse(shown!))).toBe(false);

  await expect(page.locator('.site-header').getByRole('link', { name: 'My Profile' })).toBeVisible();
  await headerLogOut(page).click();
  await expect(toast(page, '👋 See You Soon!', 'You have been successfully logged out.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.site-header').getByRole('link', { name: 'Login' })).toBeVisible();
  expect((await requests()).some((r) => r.path === '/auth/v1/logout' && r.query.scope === 'global')).toBe(true);

  // Signing up again with the same address shows the provider's message.
  await page.goto('/signup');
  await page.getByLabel('Email').fill('ana@example.com');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByTestId('signup-error')).toHaveText('User already registered');
});

test('log in: wrong password message, success toast, signed-in visitor sent to /profile, log out from profile', async ({ page }) => {
  await prepare(page);
  await page.goto('/login');
  await expect(heading(page, 'Log In')).toBeVisible();
  await logIn(page, 'ana@example.com', 'not-my-password');
  await expect(page.getByTestId('login-error')).toHaveText('Invalid login credentials');
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, 'ana@example.com');
  await expect(toast(page, 'Logged In Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-email')).toHaveText('ana@example.com');

  // The session survives a reload (the header shows its placeholder, then My Profile).
  await page.goto('/login');
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByRole('main').getByRole('button', { name: 'Log Out' }).click();
  await expect(toast(page, 'See You Soon!', 'You have been successfully logged out.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('gates: profile, document analysis with the redirect back, update password without a session', async ({ page }) => {
  await prepare(page);
  await page.goto('/profile');
  await expect(toast(page, 'Please Log In', 'You need to be logged in to view your profile.')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=\/profile$/);

  await page.goto('/document-analysis');
  await expect(toast(page, 'Please Log In', 'You must be logged in to use the AI Mediator.')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=\/document-analysis$/);
  await logIn(page, 'ana@example.com');
  await expect(page).toHaveURL(/\/document-analysis$/);
  await expect(heading(page, 'AI Divorce Mediator')).toBeVisible();

  await headerLogOut(page).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/update-password');
  await expect(toast(page, 'Invalid Session', 'Please request a new password reset link.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('reset request, recovery link redirect after 100 ms, update password with both validation messages', async ({ page, baseURL }) => {
  await prepare(page);
  await page.goto('/reset-password');
  await page.getByLabel('Email').fill('ana@example.com');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByTestId('reset-sent')).toHaveText(
    'If an account exists for this email, a password reset link has been sent. Please check your inbox (and spam folder).',
  );
  await expect(toast(page, 'Check your email')).toBeVisible();
  const recover = (await requests()).find((r) => r.path === '/auth/v1/recover')!;
  expect(recover.body.email).toBe('ana@example.com');
  expect(recover.query.redirect_to).toBe(`${baseURL}/update-password`);
  await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');

  // The link in the email lands on the site with a recovery hash.
  const { hash } = (await stub('/__stub/recovery-link', { email: 'ana@example.com' })) as { hash: string };
  await page.goto(`/${hash}`);
  await expect(page).toHaveURL(/\/update-password$/);
  await expect(heading(page, 'Update Password')).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm new password').fill('abc');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByTestId('password-error')).toHaveText('Password must be at least 6 characters long.');
  await page.getByLabel('New password', { exact: true }).fill('second-pass-456');
  await page.getByLabel('Confirm new password').fill('second-pass-457');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByTestId('password-error')).toHaveText('Passwords do not match.');
  expect((await requests()).filter((r) => r.method === 'PUT' && r.path === '/auth/v1/user')).toHaveLength(0);

  await page.getByLabel('Confirm new password').fill('second-pass-456');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Password Updated Successfully', 'You can now log in with your new password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  const put = (await requests()).find((r) => r.method === 'PUT' && r.path === '/auth/v1/user')!;
  expect(put.body.password).toBe('second-pass-456');

  await logIn(page, 'ana@example.com', PASSWORD);
  await expect(page.getByTestId('login-error')).toHaveText('Invalid login credentials');
  await logIn(page, 'ana@example.com', 'second-pass-456');
  await expect(page).toHaveURL(/\/profile$/);
});

test('Google sign-in goes to the auth service authorize address', async ({ page, baseURL }) => {
  await prepare(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(new RegExp(`^${STUB}/auth/v1/authorize\\?provider=google`));
  expect(new URL(page.url()).searchParams.get('redirect_to')).toBe(`${baseURL}/profile`);
});

test('quiz sync replaces the bundled bank, then works offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  const rows = [
    { question: 'Synced question one: what does BIFF stand for?', answer_a: 'Brief, Informative, Friendly, Firm', answer_b: 'Bold, Immediate, Factual, Final', answer_c: 'Balanced, Inclusive, Fair, Flexible', answer_d: '', correct_answer: 'Brief, Informative, Friendly, Firm', explanation: 'From Bill Eddy.' },
    { question: 'Synced question two: pick the calm reply.', answer_a: 'Reply tomorrow, briefly', answer_b: 'Reply at once, angrily', answer_c: null, answer_d: null, correct_answer: 'Reply tomorrow, briefly', explanation: null },
    { question: 'Synced question three: who should carry messages?', answer_a: 'The children', answer_b: 'The parents, in writing', answer_c: 'Grandparents', answer_d: 'Teachers', correct_answer: 'The parents, in writing', explanation: 'Keep children out of it.' },
  ];
  await stub('/__stub/quiz', { title: 'Communication Style Quiz', rows });
  await prepare(page);
  await page.goto('/quizzes/communication-style');
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  await expect(page.getByTestId('quiz-question')).toHaveText(rows[0]!.question);
  await expect(page.getByTestId('quiz-position')).toHaveText('Question 1 of 3');
  await expect(page.locator('.quiz-answer')).toHaveCount(3);
  await expect(page.getByTestId('quiz-source')).toHaveText('Questions: the latest question bank, saved on this device for offline use.');
  const reads = (await requests()).filter((r) => r.path.startsWith('/rest/v1/'));
  expect(reads.map((r) => [r.path, r.query.title ?? r.query.quiz_id])).toEqual([
    ['/rest/v1/quizzes', 'eq.Communication Style Quiz'],
    ['/rest/v1/quiz_questions', 'eq.1'],
  ]);

  await waitForOfflineReady(page);
  await context.setOffline(true);
  await page.goto('/quizzes/communication-style');
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  await expect(page.getByTestId('quiz-source')).toHaveText('Questions: the question bank saved on this device.');
  for (const r of rows) {
    await expect(page.getByTestId('quiz-question')).toHaveText(r.question);
    await page.getByRole('button', { name: r.correct_answer, exact: true }).click();
  }
  await expect(page.getByTestId('quiz-profile')).toHaveText('Collaborative Communicator');
  await expect(page.getByTestId('quiz-final-score')).toHaveText('You scored 3 out of 3 (100%).');

  // A quiz that was never synced uses the bundled bank.
  await page.goto('/quizzes/custody-readiness');
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  await expect(page.getByTestId('quiz-question')).toHaveText(questionBank['Custody Readiness Quiz']![0]!.question);
  await expect(page.getByTestId('quiz-source')).toHaveText('Questions: the question bank built into EvenGround.');
});

test('a first visit to / does not download supabase-js or call the service', async ({ browser, baseURL }) => {
  const before = (await requests()).length;
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script') scripts.push(await r.text());
  });
  await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
  await expect(page.locator('.site-header').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => s.includes('GoTrueClient'))).toHaveLength(0);
  expect((await requests()).length).toBe(before);
  await context.close();
});
