import type { ReservationListReply } from '@innkeep/contract/reservations';
import { expect, test, unique } from '../fixtures.ts';
import { iso } from './helpers/dates.ts';

// docs/requirements/public.md#R-P8: a guest with a past paid stay reviews it on the trip page, and the stay page shows it as a verified
// stay; the host approves an inquiry from /inbox on a phone. A stay in the past cannot be booked today, and the
// server's clock is not ours to move: the demo seed's past paid stays of Maria (its first ones are reviewed by the
// seed itself) give the guest's link, found through the host's reservations.

test('a guest with a past paid stay reviews it on the trip page; the stay page shows it as verified', async ({
  page,
  request,
  loginAs,
}, testInfo) => {
  const session = await loginAs(page, 'host');
  const listed = await request.get('/api/reservations?when=past&status=6', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(listed.status()).toBe(200);
  const { data: past } = (await listed.json()) as ReservationListReply;
  let stay: (typeof past)[number] | undefined;
  for (const r of past) {
    const state = await request.get(`/api/bookings/reservation/${r.unique_hash}/review`);
    if ((await state.json()).data.may_review) {
      stay = r;
      break;
    }
  }
  expect(stay, 'a past paid stay of Maria without a review').toBeDefined();
  const hash = stay!.unique_hash;

  // The guest follows the review request's link, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/reservation/${hash}#review`);
  const section = page.getByTestId('trip-review');
  await expect(section.getByRole('heading', { name: /How was your stay at/ })).toBeVisible();
  await section.getByRole('button', { name: 'Send review' }).click();
  await expect(section.getByText('Choose a rating from 1 to 5 stars')).toBeVisible();
  await section.getByRole('radio', { name: '4 stars' }).click();
  const words = `Quiet street, warm welcome and a very clean flat. (${unique()})`;
  await section.getByRole('textbox', { name: 'Your review' }).fill(words);
  await page.screenshot({ path: testInfo.outputPath('trip-review-form-390.png'), fullPage: true });
  await section.getByRole('button', { name: 'Send review' }).click();
  await expect(section.getByRole('heading', { name: 'Your review' })).toBeVisible();
  await expect(section.getByTestId('stay-review')).toContainText(words);
  await expect(section.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();

  // Reloaded, the trip page still shows the review instead of the form.
  await page.reload();
  await expect(page.getByTestId('trip-review').getByText(words)).toBeVisible();

  // The stay page: the review with the first name, the month of the stay and the verified mark, and the average.
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`/stays/${stay!.listing.id}`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  const mine = reviews.getByTestId('stay-review').filter({ hasText: words });
  await expect(mine).toBeVisible();
  await expect(mine).toContainText(`${stay!.first_name} · `);
  await expect(mine.getByText('Verified stay')).toBeVisible();
  await expect(mine).not.toContainText(stay!.last_name);
  await expect(page.getByTestId('rating-summary').first()).toContainText(/\d\.\d out of 5 · \d+ reviews?/);
  await mine.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('stay-reviews-1440.png'), fullPage: true });
});

test('the host approves an inquiry from the thread in /inbox on a phone', async ({
  page,
  createListing,
  bookStay,
  loginAs,
}, testInfo) => {
  const listing = await createListing();
  const today = new Date();
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 4, 10));
  const inquiry = await bookStay(listing.id, {
    start_date: iso(start),
    end_date: iso(new Date(start.getTime() + 3 * 86_400_000)),
    guest: { first_name: 'Ines', last_name: `Asker ${unique()}` },
  });
  const id = inquiry.data.reservation_id;

  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'host');
  await page.goto(`/inbox?conversation=${id}`);
  const actions = page.getByTestId('thread-stay-actions');
  await expect(actions.getByRole('button', { name: 'Approve' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Decline' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('inbox-actions-390.png'), fullPage: true });
  await actions.getByRole('button', { name: 'Approve' }).click();
  // The action's own dialog says what approving does before the host confirms (docs/requirements/host.md#R-H16).
  const dialog = page.getByRole('dialog', { name: /^Approve Ines.*'s request$/ });
  await expect(dialog.getByTestId('move-consequence')).toContainText('The dates are held for Ines');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();
  // The thread's stay now says approved, and the actions are the approved stay's.
  await expect(page.getByText('Approved, awaiting payment').first()).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('inbox-approved-390.png'), fullPage: true });
});

// An admin never rewrites a verified stay review: she adds a note, which the stay page shows under the guest's
// words, and the review's history says who wrote it and when.
test("an admin notes a verified stay review; the stay page shows the note under the guest's words", async ({
  page,
  request,
  loginAs,
}, testInfo) => {
  const session = await loginAs(page, 'admin');
  const listed = await request.get('/api/admin/reviews?per_page=100', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  type Listed = {
    id: number;
    message: string;
    reservation_id: number | null;
    listing_id: number | null;
    hidden: boolean;
  };
  const review = ((await listed.json()).data as Listed[]).find((r) => r.reservation_id && !r.hidden);
  expect(review, 'a visible verified stay review in the demo').toBeDefined();
  const note = `The host replaced the mattresses after this stay. (${unique()})`;

  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/admin/reviews');
  await page.getByRole('searchbox', { name: 'Search reviews' }).fill(review!.message.slice(0, 40));
  const card = page
    .getByTestId('admin-review-card')
    .filter({ hasText: review!.message.slice(0, 40) })
    .first();
  await card.getByRole('button', { name: /^Actions for / }).click();
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: /note$/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Note on / });
  await dialog.getByRole('textbox', { name: 'Note' }).fill(note);
  await page.screenshot({ path: testInfo.outputPath('admin-review-note-1440.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Save note' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('admin-review-note')).toContainText(note);

  await card.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: /^History of / });
  await expect(history.getByTestId('review-change').first()).toContainText(note);
  await expect(history.getByTestId('review-change').first()).toContainText(session.user.email);
  await page.screenshot({ path: testInfo.outputPath('admin-review-history-1440.png'), fullPage: true });
  await page.keyboard.press('Escape');

  // On a phone, loaded afresh: the card with its note.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/reviews');
  await page.getByRole('searchbox', { name: 'Search reviews' }).fill(review!.message.slice(0, 40));
  await expect(page.getByTestId('admin-review-note').filter({ hasText: note })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-reviews-390.png'), fullPage: true });
  await page.goto(`/stays/${review!.listing_id}`);
  const shown = page
    .getByRole('region', { name: 'Reviews' })
    .getByTestId('stay-review')
    .filter({ hasText: note });
  await expect(shown).toContainText(review!.message);
  await expect(shown.getByTestId('stay-review-note')).toContainText('Note from Innkeep');
  await shown.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('stay-review-note-390.png') });
  await page.setViewportSize({ width: 1440, height: 1000 });
  await shown.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('stay-review-note-1440.png') });
});
