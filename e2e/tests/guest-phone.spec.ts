import { expect, type Locator } from '@playwright/test';
import { test } from '../fixtures.ts';
import { daysFromNow } from './helpers/dates.ts';

// The guest site at a phone's width (390 px): what sits over what.
test.use({ viewport: { width: 390, height: 844 } });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on the page');
  return box;
}

test('the home page’s review arrows sit under the card, off the review text', async ({ page }) => {
  await page.goto('/');
  const reviews = page.getByRole('region', { name: 'Guest reviews' });
  await reviews.scrollIntoViewIfNeeded();
  const previous = reviews.getByRole('button', { name: 'Previous review' });
  const next = reviews.getByRole('button', { name: 'Next review' });
  await expect(next).toBeVisible();
  // Held still, so that no slide moves while the boxes are measured.
  await page.getByRole('button', { name: 'Pause reviews' }).click();
  await expect(page.getByRole('button', { name: 'Play reviews' })).toBeVisible();
  // The card on screen: the one whose text is inside the carousel's frame.
  const frame = await boxOf(reviews);
  const texts = reviews.locator('.review-card');
  const card = await (async () => {
    for (const candidate of await texts.all()) {
      const box = await boxOf(candidate);
      if (box.x >= frame.x - 1 && box.x + box.width <= frame.x + frame.width + 1) return box;
    }
    throw new Error('no review card in view');
  })();
  for (const arrow of [previous, next]) {
    const box = await boxOf(arrow);
    expect(overlaps(box, card), 'an arrow covers the review card').toBe(false);
    expect(box.y).toBeGreaterThanOrEqual(card.y + card.height);
  }
  // Still what they were: a click shows the next review.
  const status = reviews.getByRole('status');
  const [, shown, count] = /^Slide (\d+) of (\d+)/.exec((await status.textContent()) ?? '') ?? [];
  await next.click();
  await expect(status).toHaveText(`Slide ${(Number(shown) % Number(count)) + 1} of ${count}`);
});

test('a field an error sends the guest back to shows with its label below the fixed header', async ({
  page,
  createListing,
}) => {
  const listing = await createListing();
  await page.goto(`/stays/${listing.id}?start=${daysFromNow(40)}&end=${daysFromNow(43)}`);
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send inquiry' }) });
  await form.getByRole('textbox', { name: 'First name' }).fill('Ana');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Guest');
  await form.getByRole('textbox', { name: 'Email' }).fill('ana@example');
  await form.getByRole('textbox', { name: 'Phone' }).fill('+351 912 345 678');
  // Scrolled on to the message: the e-mail field just below the 64 px header, its label under it.
  await form
    .getByRole('textbox', { name: 'Email' })
    .evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 70));
  await form.getByRole('button', { name: 'Send inquiry' }).click();
  const email = form.getByRole('textbox', { name: 'Email' });
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription('Invalid email address');
  const header = await boxOf(page.locator('header').first());
  const label = await boxOf(form.locator('label', { hasText: 'Email' }));
  expect(label.y).toBeGreaterThanOrEqual(header.y + header.height);
});

test('the damage deposit’s badge is read whole on Book now at a phone’s width', async ({
  page,
  createListing,
}) => {
  // A wide amount (KWD 1,000) leaves the label's column the least room.
  const listing = await createListing({ currency_code: 'KWD', refundable_damage_deposit: 1000 });
  await page.goto(
    `/book_now?listing_id=${listing.id}&start_date=${daysFromNow(40)}&end_date=${daysFromNow(43)}&guests=1`,
  );
  const badge = page.getByTestId('price-breakdown').getByText('Only if damage is reported, not in total');
  await expect(badge).toBeVisible();
  // Mantine cuts a badge's label to one line with an ellipsis; this one must wrap instead.
  const cut = await badge.evaluate(
    (el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight,
  );
  expect(cut, 'the badge ends in an ellipsis').toBe(false);
});
