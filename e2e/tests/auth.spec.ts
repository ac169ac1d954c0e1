import type { RegisterInput } from '@innkeep/contract/auth';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  accounts,
  expect,
  registerAccount,
  seedSession,
  signInThroughForm,
  test,
  unique,
} from '../fixtures.ts';

/** A fresh account, signed in, on its account page; returns its session. */
async function openAccountPage(page: Page, request: APIRequestContext, account: RegisterInput) {
  const session = await registerAccount(request, account);
  await seedSession(page, session);
  await page.goto('/user');
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  return session;
}

test('sign up, sign out, sign in', async ({ page }) => {
  const email = `e2e-${unique()}@example.com`;
  await page.goto('/sign_up');
  // Bad input first: field errors under the inputs, in the contract's words.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await page.getByLabel('First name').fill('Inês');
  await page.getByLabel('Last name').fill('Moreira');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('The password must be at least 8 characters.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('e2e-password-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /find a stay/i })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('innkeep.token'))).toBeNull();

  await page.goto('/sign_in');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('These credentials do not match our records.');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('e2e-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a duplicate e-mail on sign-up is shown under the field', async ({ page }) => {
  await page.goto('/sign_up');
  await page.getByLabel('First name').fill('Maria');
  await page.getByLabel('Last name').fill('Again');
  await page.getByLabel('Email').fill(accounts.host.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('another-pass-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('The email has already been taken.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign_up$/);
});

test('forgot password -> mailbox -> link -> new password -> sign in', async ({ page, request }) => {
  // A fresh account, so the demo users keep their passwords for other tests.
  const email = `reset-${unique()}@example.com`;
  await registerAccount(request, {
    first_name: 'Rita',
    last_name: 'Reset',
    email,
    password: 'first-password',
  });

  await page.goto('/sign_in');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot_password$/);
  // The URL changes before the lazily loaded page replaces the sign-in form: wait for the page itself.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(/\/check\?email=/);
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

  await page.getByRole('link', { name: 'Open the mailbox' }).click();
  await expect(page).toHaveURL(/\/dev\/mailbox$/);
  await page
    .getByRole('row', { name: new RegExp(email) })
    .getByRole('link', { name: 'Reset your Innkeep password' })
    .click();
  await page
    .frameLocator('iframe[title="E-mail content"]')
    .getByRole('link', { name: 'Reset password' })
    .click();

  await expect(page).toHaveURL(/\/reset-password\?token=/);
  const resetLink = page.url();
  const token = new URL(resetLink).searchParams.get('token');
  expect(token).toBeTruthy();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('second-password');
  await page.getByLabel('Confirm new password').fill('not-the-same');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('The password confirmation does not match.')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('second-password');
  await page.getByRole('button', { name: 'Reset password' }).click();

  await expect(page).toHaveURL(/\/sign_in$/);
  await expect(page.getByRole('status')).toHaveText('Your password has been reset. You can now sign in.');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('second-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link works once.
  const reused = await request.post('/api/reset-password', {
    data: {
      email,
      token,
      password: 'third-password',
      password_confirmation: 'third-password',
    },
  });
  expect(reused.status()).toBe(422);

  // Opened again, the spent link says so and offers a new one instead of a form that can only fail.
  await page.goto(resetLink);
  await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'New password' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/forgot_password$/);
});

test('sign-in returns to the guarded page, never to another site', async ({ page }) => {
  await page.goto('/listings');
  await expect(page).toHaveURL(/\/sign_in\?next=%2Flistings$/);
  await page.getByLabel('Email').fill(accounts.host.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(accounts.host.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/listings$/);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  // Logout clears the session once / is on screen (app/use-logout.ts): leaving before that keeps it.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('innkeep.token'))).toBeNull();

  await page.goto(`/sign_in?next=${encodeURIComponent('/\\evil.example/x')}`);
  await page.getByLabel('Email').fill(accounts.host.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(accounts.host.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/^http:\/\/(localhost|127\.0\.0\.1):\d+\/dashboard$/);
});

test('a host signing in lands on /dashboard and opening /admin lands on /404', async ({ page }) => {
  await signInThroughForm(page, accounts.host.email, accounts.host.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/404$/);
});

test('an admin signing in lands on /admin', async ({ page }) => {
  await signInThroughForm(page, accounts.admin.email, accounts.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
});

test('account page: edit names, then sign out of all devices', async ({ page, request }) => {
  const email = `acct-${unique()}@example.com`;
  const { token } = await openAccountPage(page, request, {
    first_name: 'Ana',
    last_name: 'Conta',
    email,
    password: 'account-pass-1',
  });
  await page.getByLabel('First name').fill('Joana');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByRole('status')).toHaveText('Your details have been saved.');

  await page.getByRole('button', { name: 'Sign out of all devices' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/sign_in$/);
  const me = await request.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
});

test('account page: a new e-mail needs the password and changes from the link sent to it', async ({
  page,
  request,
}) => {
  const email = `move-${unique()}@example.com`;
  const newEmail = `moved-${unique()}@example.com`;
  const { token } = await openAccountPage(page, request, {
    first_name: 'Marta',
    last_name: 'Muda',
    email,
    password: 'account-pass-2',
  });
  const details = page.getByRole('form', { name: 'Your details' });
  await expect(details.getByLabel('Current password')).toHaveCount(0);
  await details.getByLabel('Email').fill(newEmail);
  await details.getByLabel('Current password').fill('not-my-password');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText('The current password is incorrect.')).toBeVisible();
  await details.getByLabel('Current password').fill('account-pass-2');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByRole('status')).toContainText(`We sent a link to ${newEmail}`);
  // Nothing changes until the link is followed.
  await expect(details.getByLabel('Email')).toHaveValue(email);

  await page.goto(`/dev/mailbox?to=${encodeURIComponent(newEmail)}`);
  await page.getByRole('link', { name: 'Confirm your new Innkeep e-mail address' }).click();
  await page
    .frameLocator('iframe[title="E-mail content"]')
    .getByRole('link', { name: 'Confirm e-mail address' })
    .click();
  await expect(page).toHaveURL(/\/confirm-email\?token=/);
  await expect(page.getByRole('status')).toContainText('Your e-mail address has been changed.');
  await expect(page.getByRole('status')).toContainText(newEmail);

  await page.getByRole('link', { name: 'Back to your account' }).click();
  await expect(page.getByRole('form', { name: 'Your details' }).getByLabel('Email')).toHaveValue(newEmail);
  const me = await request.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
  expect((await me.json()).data.email).toBe(newEmail);
});
