// Connected mode: the real supabase-js in the connected build (dist-connected) against the
// Supabase test double in tests/e2e/stub-supabase.mjs. Runs in the 'connected' project.
import { expect, test, type Page } from '@playwright/test';
import { heading, quietShell, seriousAxe, stopClock, waitForOfflineReady } from './helpers';
import { questionBank } from '../../src/content/quizzes';
import { answerButton, quizPage } from './pages/quiz';
import { createVault, submitPassphrase } from './pages/vaultGate';
import { accountPages } from './pages/account';
import { authStorageKeyFor } from '../../src/lib/authKey';

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
  await quietShell(page);
}

/** Delays (ms) or fails (status, body) the stub's next answer to a path. */
const next = (path: string, how: { ms?: number; status?: number; body?: unknown }) => stub('/__stub/next', { path, ...how });

/** axe: no serious or critical violations, and no sideways scrolling at the current width. */
async function checkPage(page: Page, label: string) {
  const bad = await seriousAxe(page);
  expect(bad, label).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`)
      .slice(0, 8),
  );
  expect(wide, label).toEqual([]);
  expect(overflow, label).toBe(0);
}

test.beforeAll(async () => {
  await stub('/__stub/reset', {});
});

test('sign up (terms, password toggle), profile, and log out from the header', async ({ page }) => {
  await prepare(page);
  const acc = accountPages(page);
  await page.goto('/signup');
  await expect(heading(page, 'Sign Up')).toBeVisible();
  await acc.email.fill('ana@example.com');
  const pw = acc.password;
  await pw.fill(PASSWORD);
  await expect(pw).toHaveAttribute('type', 'password');
  await acc.showPassword.click();
  await expect(pw).toHaveAttribute('type', 'text');
  await acc.hidePassword.click();
  await expect(pw).toHaveAttribute('type', 'password');
  await acc.signUpButton.click();
  await expect(acc.signupError).toHaveText('You must agree to the privacy policy and terms of service.');
  expect((await requests()).filter((r) => r.path === '/auth/v1/signup')).toHaveLength(0);

  await acc.agree.check();
  await checkPage(page, '/signup');
  // A failure without a usable provider message.
  await next('/auth/v1/signup', {
    status: 500,
    body: { code: 500, error_code: 'unexpected_failure', msg: 'Database error saving new user' },
  });
  await acc.signUpButton.click();
  await expect(acc.signupError).toHaveText('Failed to create an account. Please try again.');
  // While submitting, the button is disabled and shows a spinner.
  await next('/auth/v1/signup', { ms: 1500 });
  await acc.signUpButton.click();
  const busy = acc.signingUp;
  await expect(busy).toBeDisabled();
  await expect(busy.locator('.spinner')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(heading(page, 'My Profile')).toBeVisible();
  await expect(acc.profile.email).toHaveText('ana@example.com');
  await expect(acc.profile.id).toHaveText(/^[0-9a-f-]{36}$/);
  const signup = (await requests()).find((r) => r.path === '/auth/v1/signup')!;
  expect(signup.body).toMatchObject({ email: 'ana@example.com', password: PASSWORD });
  expect(signup.apikey).toBe('test-anon-key');
  // Last sign-in: the session's last_sign_in_at as a local date-time.
  const expected = await page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as { user?: { last_sign_in_at?: string } };
    return new Date(stored.user!.last_sign_in_at!).toLocaleString();
  }, authStorageKeyFor(STUB));
  await expect(acc.profile.lastSignIn).toHaveText(expected);
  await expect(acc.profile.heading2('Welcome, ana@example.com')).toBeVisible();
  await expect(acc.profile.heading2('Quiz Results')).toBeVisible();
  await checkPage(page, '/profile');

  await expect(acc.header.myProfile).toBeVisible();
  await acc.header.logOut.click();
  await acc.expectToast('See You Soon!', 'You have been successfully logged out.');
  await expect(page).toHaveURL(/\/$/);
  await expect(acc.header.login).toBeVisible();
  expect((await requests()).some((r) => r.path === '/auth/v1/logout' && r.query.scope === 'global')).toBe(true);

  // Signing up again with the same address shows the provider's message.
  await page.goto('/signup');
  await acc.email.fill('ana@example.com');
  await acc.password.fill(PASSWORD);
  await acc.agree.check();
  await acc.signUpButton.click();
  await expect(acc.signupError).toHaveText('User already registered');
});

test('log in: wrong password message, success toast, signed-in visitor sent to /profile, log out from profile', async ({
  page,
}) => {
  await prepare(page);
  const acc = accountPages(page);
  await page.goto('/login');
  await expect(heading(page, 'Log In')).toBeVisible();
  await acc.logIn('ana@example.com', 'not-my-password');
  await expect(acc.loginError).toHaveText('Invalid login credentials');
  await expect(page).toHaveURL(/\/login$/);

  await expect(acc.loginError).toHaveClass(/alert--danger/);
  await checkPage(page, '/login with an error');
  await next('/auth/v1/token', { ms: 1500 });
  await acc.logIn('ana@example.com', PASSWORD);
  await expect(acc.loggingIn).toBeDisabled();
  await acc.expectToast('Logged In Successfully');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(acc.profile.email).toHaveText('ana@example.com');

  // The session survives a reload (the header shows its placeholder, then My Profile).
  await page.goto('/login');
  await expect(page).toHaveURL(/\/profile$/);

  await acc.profile.logOut.click();
  await acc.expectToast('See You Soon!', 'You have been successfully logged out.');
  await expect(page).toHaveURL(/\/$/);
});

test('gates: profile, document analysis with the redirect back, update password without a session', async ({ page }) => {
  await prepare(page);
  const acc = accountPages(page);
  // Community: the forum is locked and a story cannot be submitted without a session.
  await page.goto('/community');
  await expect(acc.community.unlock).toContainText('Unlock the Community');
  await expect(acc.community.accessForum).toHaveCount(0);
  await acc.community.submitStory.click();
  await acc.expectToast('Please Log In', 'You need to be logged in to submit a story.');
  // The AI Mediator landing sends a logged-out visitor to log in.
  await page.goto('/ai-mediator');
  await expect(acc.loginToAccess).toHaveAttribute('href', '/login?redirect=/document-analysis');

  await page.goto('/profile');
  await acc.expectToast('Please Log In', 'You need to be logged in to view your profile.');
  await expect(page).toHaveURL(/\/login\?redirect=\/profile$/);

  await page.goto('/document-analysis');
  await acc.expectToast('Please Log In', 'You must be logged in to use the AI Mediator.');
  await expect(page).toHaveURL(/\/login\?redirect=\/document-analysis$/);
  await acc.logIn('ana@example.com', PASSWORD);
  await expect(page).toHaveURL(/\/document-analysis$/);
  await expect(heading(page, 'AI Divorce Mediator')).toBeVisible();
  await expect(acc.generateReport).toBeVisible();
  await page.goto('/community');
  await expect(acc.community.accessForum).toBeVisible();
  await expect(acc.community.unlock).toHaveCount(0);

  await acc.header.logOut.click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/update-password');
  await acc.expectToast('Invalid Session', 'Please request a new password reset link.');
  await expect(page).toHaveURL(/\/login$/);
});

test('reset request, recovery link redirect after 100 ms, update password with both validation messages', async ({
  page,
  baseURL,
}) => {
  await prepare(page);
  const acc = accountPages(page);
  await page.goto('/reset-password');
  await acc.email.fill('ana@example.com');
  await checkPage(page, '/reset-password');
  // The provider's message inline and as an "Error" toast.
  await next('/auth/v1/recover', {
    status: 429,
    body: { code: 429, error_code: 'over_email_send_rate_limit', msg: 'email rate limit exceeded' },
  });
  await acc.sendResetLink.click();
  await expect(acc.resetError).toHaveText('email rate limit exceeded');
  await acc.expectToast('Error', 'email rate limit exceeded');
  // Sending, then the success text.
  await next('/auth/v1/recover', { ms: 1500 });
  await acc.sendResetLink.click();
  await expect(acc.sendingResetLink).toBeDisabled();
  await expect(acc.resetSent).toHaveText(
    'If an account exists for this email, a password reset link has been sent. Please check your inbox (and spam folder).',
  );
  await acc.expectToast('Check your email', 'A password reset link is on its way if an account exists.');
  const recover = (await requests()).find((r) => r.path === '/auth/v1/recover')!;
  expect(recover.body.email).toBe('ana@example.com');
  expect(recover.query.redirect_to).toBe(`${baseURL}/update-password`);
  await expect(acc.backToLogin).toHaveAttribute('href', '/login');

  // The link in the email lands on the site with a recovery hash.
  const { hash } = (await stub('/__stub/recovery-link', { email: 'ana@example.com' })) as { hash: string };
  await page.goto(`/${hash}`);
  await expect(page).toHaveURL(/\/update-password$/);
  await expect(heading(page, 'Update Password')).toBeVisible();

  await acc.updatePassword('abc');
  await expect(acc.passwordError).toHaveText('Password must be at least 6 characters long.');
  await acc.updatePassword('second-pass-456', 'second-pass-457');
  await expect(acc.passwordError).toHaveText('Passwords do not match.');
  expect((await requests()).filter((r) => r.method === 'PUT' && r.path === '/auth/v1/user')).toHaveLength(0);
  await checkPage(page, '/update-password with an error');

  // The provider refuses the old password again: its message in the error toast.
  await acc.updatePassword(PASSWORD);
  await acc.expectToast('Error Updating Password', 'New password should be different from the old password.');
  await expect(page).toHaveURL(/\/update-password$/);

  await acc.updatePassword('second-pass-456');
  await acc.expectToast('Password Updated Successfully', 'You can now log in with your new password.');
  await expect(page).toHaveURL(/\/login$/);
  const puts = (await requests()).filter((r) => r.method === 'PUT' && r.path === '/auth/v1/user');
  expect(puts.map((r) => r.body.password)).toEqual([PASSWORD, 'second-pass-456']);

  await acc.logIn('ana@example.com', PASSWORD);
  await expect(acc.loginError).toHaveText('Invalid login credentials');
  await acc.logIn('ana@example.com', 'second-pass-456');
  await expect(page).toHaveURL(/\/profile$/);
});

test('Google sign-in goes to the auth service authorize address', async ({ page, baseURL }) => {
  await prepare(page);
  const acc = accountPages(page);
  await page.goto('/login');
  await acc.continueWithGoogle.click();
  await expect(page).toHaveURL(new RegExp(`^${STUB}/auth/v1/authorize\\?provider=google`));
  expect(new URL(page.url()).searchParams.get('redirect_to')).toBe(`${baseURL}/profile`);
});

test.describe(() => {
  // The connected project blocks the service worker (playwright.config.ts); this test goes offline.
  test.use({ serviceWorkers: 'allow' });
  test('quiz sync replaces the bundled bank, then works offline', { tag: '@service-worker' }, async ({ page, context }) => {
    test.setTimeout(120_000);
    const rows = [
      {
        question: 'Synced question one: what does BIFF stand for?',
        answer_a: 'Brief, Informative, Friendly, Firm',
        answer_b: 'Bold, Immediate, Factual, Final',
        answer_c: 'Balanced, Inclusive, Fair, Flexible',
        answer_d: '',
        correct_answer: 'Brief, Informative, Friendly, Firm',
        explanation: 'From Bill Eddy.',
      },
      {
        question: 'Synced question two: pick the calm reply.',
        answer_a: 'Reply tomorrow, briefly',
        answer_b: 'Reply at once, angrily',
        answer_c: null,
        answer_d: null,
        correct_answer: 'Reply tomorrow, briefly',
        explanation: null,
      },
      {
        question: 'Synced question three: who should carry messages?',
        answer_a: 'The children',
        answer_b: 'The parents, in writing',
        answer_c: 'Grandparents',
        answer_d: 'Teachers',
        correct_answer: 'The parents, in writing',
        explanation: 'Keep children out of it.',
      },
    ];
    await stub('/__stub/quiz', { title: 'Communication Style Quiz', rows });
    // Playwright's clock, stopped while offline: online, the quiz waits up to 2.5 s for the
    // latest set when a saved or bundled one exists (8 s when none; src/sync/quizSync.ts), and
    // 1.5 s after each answer; the
    // test moves time on instead of waiting (it spent 15 s of its 26 s in those waits).
    await page.clock.install();
    await prepare(page);
    const acc = accountPages(page);
    const quiz = quizPage(page);
    await page.goto('/quizzes/communication-style');
    await quiz.start.click();
    await expect(quiz.question).toHaveText(rows[0]!.question);
    await expect(quiz.position).toHaveText('Question 1 of 3');
    await expect(quiz.answers).toHaveCount(3);
    await expect(quiz.source).toHaveText('Questions: the latest set, saved on this device so the quiz also works offline.');
    const reads = (await requests()).filter((r) => r.path.startsWith('/rest/v1/'));
    expect(reads.map((r) => [r.path, r.query.title ?? r.query.quiz_id])).toEqual([
      ['/rest/v1/quizzes', 'eq.Communication Style Quiz'],
      ['/rest/v1/quiz_questions', 'eq.1'],
    ]);

    await waitForOfflineReady(page);
    await context.setOffline(true);
    await page.goto('/quizzes/communication-style');
    // The quiz page (which starts loading the questions, and with it the wait's timers) is on
    // screen before the clock moves: a page that came after runFor would wait on a stopped clock.
    await expect(quiz.start).toBeVisible();
    await stopClock(page);
    await page.clock.runFor(8000);
    await quiz.start.click();
    await expect(quiz.source).toHaveText('Questions: the set saved on this device.');
    for (const r of rows) {
      await expect(quiz.question).toHaveText(r.question);
      await answerButton(page, r.correct_answer).click();
      // An answer with an explanation waits for Next; one without moves on after SPEC's 1.5 s.
      if (r.explanation) await quiz.next.click();
      else await page.clock.runFor(1500);
    }
    await expect(quiz.profile).toHaveText('Collaborative Communicator');
    await page.clock.resume();
    await expect(quiz.finalScore).toHaveText('You scored 3 out of 3 (100%).');
    // Keep the result in a new vault (offline, no account needed).
    await quiz.keepResult.click();
    await createVault(page, 'correct horse battery staple');
    await expect(quiz.saved).toHaveText('Result saved on this device. Your points and badges are updated.');

    // A quiz that was never synced uses the bundled bank.
    await page.goto('/quizzes/custody-readiness');
    await expect(quiz.start).toBeVisible();
    await stopClock(page);
    await page.clock.runFor(8000);
    await quiz.start.click();
    await expect(quiz.question).toHaveText(questionBank['Custody Readiness Quiz']![0]!.question);
    await expect(quiz.source).toHaveText('Questions: the standard set that comes with EvenGround.');

    // /profile shows the real points and badge from the vault (after unlocking it).
    await page.clock.resume();
    await context.setOffline(false);
    await page.goto('/login');
    await acc.logIn('ana@example.com', 'second-pass-456');
    await expect(page).toHaveURL(/\/profile$/);
    await acc.profile.showQuizResults.click();
    await submitPassphrase(page, 'correct horse battery staple');
    await expect(acc.profile.points).toHaveText('30');
    await expect(acc.profile.badges).toHaveText('1/3');
    await expect(acc.profile.quizResults).toHaveText([
      'Communication Style Quiz: best 100% (3/3), 1 attempt, Communication Master badge earned',
    ]);
    await acc.profile.logOut.click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('the header shows a placeholder while a stored session is checked', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ serviceWorkers: 'block', baseURL });
  const page = await context.newPage();
  await prepare(page);
  const acc = accountPages(page);
  await page.goto('/login');
  await acc.logIn('ana@example.com', 'second-pass-456');
  await expect(page).toHaveURL(/\/profile$/);
  // Hold back supabase-js on the next load: the session cannot be checked yet.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('GoTrueClient')) await held;
    await route.fulfill({ response, body });
  });
  await page.goto('/');
  const placeholder = acc.header.sessionPlaceholder;
  await expect(placeholder).toBeVisible();
  await expect(placeholder).toHaveText('Loading your session…');
  await expect(acc.header.login).toHaveCount(0);
  await checkPage(page, '/ with the session placeholder');
  release();
  await expect(placeholder).toHaveCount(0);
  await expect(acc.header.myProfile).toBeVisible();
  await context.close();
});

test('account screens fit 360 px with no serious axe violations', async ({ page }) => {
  await prepare(page);
  const acc = accountPages(page);
  await page.setViewportSize({ width: 360, height: 740 });
  for (const [path, title] of [
    ['/login', 'Log In'],
    ['/signup', 'Sign Up'],
    ['/reset-password', 'Reset Password'],
  ] as const) {
    await page.goto(path);
    await expect(heading(page, title)).toBeVisible();
    await expect(acc.forms).toHaveCount(1);
    await checkPage(page, `${path} at 360 px`);
  }
  await page.goto('/login');
  await acc.logIn('ana@example.com', 'second-pass-456');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(acc.profile.email).toHaveText('ana@example.com');
  await checkPage(page, '/profile at 360 px');
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
  await expect(accountPages(page).header.login).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => s.includes('GoTrueClient'))).toHaveLength(0);
  expect((await requests()).length).toBe(before);
  await context.close();
});
