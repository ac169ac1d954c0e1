import type { PublicListing } from '@innkeep/contract/search';
import { expect, test } from '../fixtures.ts';

test('an unknown route answers 404 and lands on /404 with a way home', async ({ page }) => {
  // A search engine reads the status: the not-found screen is not a page to index (no soft 404).
  expect((await page.goto('/no/such/page'))?.status()).toBe(404);
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: "We can't find that page" })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the template sample pages are not built', async ({ page }) => {
  expect((await page.goto('/typography'))?.status()).toBe(404);
  await expect(page).toHaveURL(/\/404$/);
});

test('a stay that does not exist answers 404 and says so', async ({ page }) => {
  expect((await page.goto('/stays/987654321'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: /not found|can't find/i })).toBeVisible();
});

test('a signed-out visitor opening /listings lands on /sign_in', async ({ page }) => {
  await page.goto('/listings');
  await expect(page).toHaveURL(/\/sign_in\?next=%2Flistings$/);
});

test('the home page shows the hero, the search, top deals and categories', async ({
  page,
  request,
  createListing,
}) => {
  // The biggest long-stay discount puts this stay first among the top deals.
  const listing = await createListing({ weekly_discount: 60, monthly_discount: 60 });
  const stay = (await (await request.get(`/api/stays/${listing.id}`)).json()) as { data: PublicListing };
  const category = stay.data.property_type?.name ?? '';
  expect(category).not.toBe('');

  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find a stay that feels like yours' }),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Where' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();

  const deal = page
    .getByRole('region', { name: 'Top deals' })
    .first()
    .getByTestId('listing-card')
    .filter({ hasText: listing.external_listing_name });
  await expect(deal).toBeVisible();
  await expect(deal).toContainText('Baixa, Lisbon');
  await expect(deal).toContainText('€95');

  const categories = page.getByRole('region', { name: 'Discover your favorite new stay' });
  await expect(categories.getByTestId('category-card').filter({ hasText: category })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
});

test('the top deals’ arrows show only where the row can go, beside the cards', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 844 });
  await page.goto('/');
  const deals = page.getByRole('region', { name: 'Top deals' }).last();
  await deals.scrollIntoViewIfNeeded();
  const next = deals.getByRole('button', { name: 'Next listings' });
  // Found by its place, not its name: a hidden arrow is out of the accessibility tree.
  const arrow = (type: 'previous' | 'next') =>
    deals.locator(`.mantine-Carousel-control[data-type="${type}"]`);
  await expect(next).toBeVisible();
  await expect(arrow('previous')).toBeAttached();
  await expect(arrow('previous')).toBeHidden();
  for (let i = 0; i < 20 && (await next.isVisible()); i++) await next.click();
  await expect(arrow('next')).toBeAttached();
  await expect(arrow('next')).toBeHidden();
  await expect(deals.getByRole('button', { name: 'Previous listings' })).toBeVisible();
});

test('on a phone the top deals swipe: no arrow on a photo, the next card peeks in, focus moves the row', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.locator('html[data-ready]')).toBeAttached();
  const deals = page.getByRole('region', { name: 'Top deals' }).last();
  await deals.scrollIntoViewIfNeeded();
  const cards = deals.getByTestId('listing-card');
  await expect(cards.first()).toBeVisible();
  await expect(deals.locator('.mantine-Carousel-control')).toHaveCount(2);
  for (const arrow of await deals.locator('.mantine-Carousel-control').all())
    await expect(arrow).toBeHidden();
  const left = async (i: number) => (await cards.nth(i).boundingBox())?.x ?? Number.POSITIVE_INFINITY;
  expect(await left(1)).toBeLessThan(390);
  expect(await left(2)).toBeGreaterThan(390);
  await cards.nth(2).focus();
  await expect.poll(() => left(2)).toBeLessThan(390);
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

test('the account menu opens on the first click, by mouse or by keyboard, and leads to sign in', async ({
  page,
}) => {
  // The blog has no other popover: its account menu's code loads when the visitor reaches for it.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/blogs');
  await expect(page.locator('html[data-ready]')).toBeAttached();
  const account = page.getByRole('button', { name: 'Account menu' });
  await account.click();
  await expect(page.getByRole('menuitem', { name: 'Sign up' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Sign up' })).toBeHidden();
  await expect(account).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/sign_in$/);

  // A fresh page, by keyboard alone.
  await page.goto('/blogs');
  await expect(page.locator('html[data-ready]')).toBeAttached();
  await page.getByRole('button', { name: 'Account menu' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Sign in' })).toBeVisible();
});

test('phone layout: the burger opens the site menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/404');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Sign in' })).toBeVisible();
});
