import { expect, test } from '../fixtures.ts';

test('an unknown route lands on /404 with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: "We can't find that page" })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the template sample pages are not built', async ({ page }) => {
  await page.goto('/typography');
  await expect(page).toHaveURL(/\/404$/);
});

test('a signed-out visitor opening /listings lands on /sign_in', async ({ page }) => {
  await page.goto('/listings');
  await expect(page).toHaveURL(/\/sign_in\?next=%2Flistings$/);
});

test('the home page shows demo listings', async ({ page }) => {
  await page.goto('/');
  const cards = page.locator('[data-testid="listing-card"]');
  await expect(cards.first()).toBeVisible();
  // Cards name real demo listings, so the seed and the search API are wired through.
  await expect(cards.first()).toContainText(/\S{3,}/);
});

test('a signed-in host opening /admin lands on /404', async ({ page, loginAs }) => {
  await loginAs(page, 'host');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/404$/);
});

test('a signed-in host reaches the dashboard and logs out to /', async ({ page, loginAs }) => {
  const { user } = await loginAs(page, 'host');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome, ${user.first_name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /find a stay/i })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('innkeep.token'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/sign_in/);
});

test('phone layout: the burger opens the site menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/404');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Sign in' })).toBeVisible();
});
