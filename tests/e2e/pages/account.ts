import { expect, type Page } from '@playwright/test';
import { toastTitled } from './toasts';

/** What the account screens show in local mode (no account service in the build). */
export function localAccountScreens(page: Page) {
  const notice = page.getByTestId('local-mode-notice');
  return {
    notice,
    firstLine: notice.locator('p').first(),
    homeLink: notice.getByRole('link', { name: 'Go to the home page' }),
    forms: page.locator('form'),
    /** Any link to an account screen, by address. */
    accountAddresses: page.locator('a[href^="/login"], a[href^="/signup"], a[href^="/profile"]'),
    /** Any link that offers an account, by its words. */
    accountOffers: page.getByRole('link', { name: /log ?in|sign ?up|create your free account|my profile/i }),
  };
}

/**
 * The account screens of connected mode (log in, sign up, reset and update password,
 * profile) and the account parts of the header, so a label that changes is changed here
 * once. Locators are made when called; none of them waits.
 */
export function accountPages(page: Page) {
  const header = page.locator('.site-header');
  const main = page.getByRole('main');
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password', { exact: true });
  const newPassword = page.getByLabel('New password', { exact: true });
  const confirmPassword = page.getByLabel('Confirm new password');
  const logInButton = page.getByRole('button', { name: 'Log In', exact: true });
  const signUpButton = page.getByRole('button', { name: 'Sign Up', exact: true });
  const agree = page.getByLabel(/I agree to the/);
  const updatePasswordButton = page.getByRole('button', { name: 'Update Password' });
  return {
    email,
    password,
    agree,
    showPassword: page.getByRole('button', { name: 'Show password' }),
    hidePassword: page.getByRole('button', { name: 'Hide password' }),
    signUpButton,
    signingUp: page.getByRole('button', { name: 'Creating account...' }),
    loggingIn: page.getByRole('button', { name: 'Logging in...' }),
    continueWithGoogle: page.getByRole('button', { name: 'Continue with Google' }),
    sendResetLink: page.getByRole('button', { name: 'Send Reset Link' }),
    sendingResetLink: page.getByRole('button', { name: 'Sending...' }),
    backToLogin: page.getByRole('link', { name: 'Back to Login' }),
    updatePasswordButton,
    forms: page.locator('form'),
    signupError: page.getByTestId('signup-error'),
    loginError: page.getByTestId('login-error'),
    resetError: page.getByTestId('reset-error'),
    resetSent: page.getByTestId('reset-sent'),
    passwordError: page.getByTestId('password-error'),
    profile: {
      email: page.getByTestId('profile-email'),
      id: page.getByTestId('profile-id'),
      lastSignIn: page.getByTestId('profile-last-sign-in'),
      points: page.getByTestId('profile-points'),
      badges: page.getByTestId('profile-badges'),
      quizResults: main.getByRole('listitem'),
      showQuizResults: page.getByRole('button', { name: 'Show my quiz results' }),
      heading2: (name: string) => page.getByRole('heading', { level: 2, name }),
      logOut: main.getByRole('button', { name: 'Log Out' }),
    },
    header: {
      logOut: header.getByRole('button', { name: 'Log Out' }),
      myProfile: header.getByRole('link', { name: 'My Profile' }),
      login: header.getByRole('link', { name: 'Login' }),
      sessionPlaceholder: header.getByTestId('session-placeholder'),
    },
    community: {
      unlock: page.getByTestId('unlock-community'),
      accessForum: page.getByRole('button', { name: 'Access Forum' }),
      submitStory: page.getByRole('button', { name: 'Submit Story' }),
    },
    loginToAccess: page.getByRole('link', { name: 'Login to Access' }).first(),
    generateReport: page.getByRole('button', { name: 'Generate Mediation Report' }),

    /** Fills the log-in form and presses Log In. */
    async logIn(address: string, pass: string) {
      await email.fill(address);
      await password.fill(pass);
      await logInButton.click();
    },
    /** Fills the sign-up form (terms ticked) and presses Sign Up. */
    async signUp(address: string, pass: string) {
      await email.fill(address);
      await password.fill(pass);
      await agree.check();
      await signUpButton.click();
    },
    /** Types the new password twice (`confirm` when they differ) and presses Update Password. */
    async updatePassword(pass: string, confirm = pass) {
      await newPassword.fill(pass);
      await confirmPassword.fill(confirm);
      await updatePasswordButton.click();
    },
    /** The toast with exactly this title (and, when given, exactly this description) is shown. */
    async expectToast(title: string, description?: string) {
      const t = toastTitled(page, title);
      await expect(t).toBeVisible();
      if (description !== undefined) await expect(t.locator('.toast__description')).toHaveText(description);
    },
  };
}
