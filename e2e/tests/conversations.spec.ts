import { accounts, expect, type StayRequest, test, unique } from '../fixtures.ts';
import { seriousViolations } from './helpers/axe.ts';
import { iso } from './helpers/dates.ts';

// docs/requirements/host.md#R-H7, first slice: a guest writes from the trip page, the host replies from /inbox on a phone, and the
// guest follows the e-mail's link back to the trip page and reads the reply.
const today = new Date();
const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 3, 5));
const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 8));

test('a guest writes from the trip page, the host replies from /inbox on a phone, the guest reads it', async ({
  page,
  createListing,
  payStay,
  loginAs,
}, testInfo) => {
  // Two widths, two axe runs and the mailbox on a shared 2-core machine: more than the default minute.
  test.slow();
  const listing = await createListing();
  const email = `talk.${unique()}@example.com`;
  const {
    data: { unique_hash: hash },
  } = await payStay(listing.id, {
    start_date: iso(start),
    end_date: iso(end),
    guest: { first_name: 'Talia', last_name: `Guest ${unique()}`, email_address: email },
  });

  // The guest, on a wide screen: the trip page's conversation section.
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`/reservation/${hash}`);
  const thread = page.getByTestId('trip-messages');
  await expect(thread.getByRole('heading', { name: 'Messages with Maria' })).toBeVisible();
  const question = `Can we leave our bags before check-in? (${unique()})`;
  await thread.getByRole('textbox', { name: 'Message to Maria' }).fill(question);
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByTestId('message').filter({ hasText: question })).toBeVisible();
  await expect(thread.getByRole('textbox', { name: 'Message to Maria' })).toHaveValue('');
  await thread.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('trip-thread-1440.png'), fullPage: true });

  // The host, on a phone: the unread count in the navigation, the list, then the thread, then back.
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'host');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const inboxLink = page.getByRole('link', { name: /^Inbox/ });
  await expect(inboxLink.getByTestId('nav-count-inbox')).toBeVisible();
  await inboxLink.click();
  await expect(page).toHaveURL(/\/inbox$/);
  const item = page.getByTestId('conversation-item').filter({ hasText: 'Talia' }).first();
  await expect(item).toContainText(listing.external_listing_name);
  await expect(item.getByLabel('1 unread')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('inbox-list-390.png'), fullPage: true });
  await item.click();
  await expect(page).toHaveURL(/\/inbox\?conversation=\d+$/);
  await expect(page.getByTestId('message').filter({ hasText: question })).toBeVisible();
  const reply = `Yes, leave them in the hall from 11:00. (${unique()})`;
  await page.getByRole('textbox', { name: /^Reply to Talia/ }).fill(reply);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('message').filter({ hasText: reply })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('inbox-thread-390.png'), fullPage: true });
  expect(await seriousViolations(page, { settle: true, nameContainsLabel: false })).toEqual([]);
  await page.getByRole('button', { name: 'All conversations' }).click();
  await expect(page).toHaveURL(/\/inbox$/);
  // Opening the thread read the guest's message.
  await expect(item.getByLabel(/unread/)).toHaveCount(0);

  // The wide inbox: the list beside the thread.
  await page.setViewportSize({ width: 1440, height: 1000 });
  await item.click();
  await expect(page.getByTestId('conversation-item').first()).toBeVisible();
  await expect(page.getByTestId('message').filter({ hasText: reply })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('inbox-1440.png'), fullPage: true });
  expect(await seriousViolations(page, { settle: true, nameContainsLabel: false })).toEqual([]);

  // The guest gets the reply by e-mail and follows its link back to the trip page.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  await page
    .getByRole('link', { name: /Maria sent you a message about/ })
    .first()
    .click();
  const mail = page.frameLocator('iframe[title="E-mail content"]');
  await expect(mail.getByRole('paragraph').filter({ hasText: reply })).toBeVisible();
  await mail.getByRole('link', { name: 'Read and reply' }).click();
  // The e-mail's link asks for the thread: the trip page opens on it (`#messages`).
  await expect(page).toHaveURL(new RegExp(`/reservation/${hash}#messages$`));
  const guestThread = page.getByTestId('trip-messages');
  await expect(guestThread.getByTestId('message').filter({ hasText: reply })).toBeVisible();
  await expect(guestThread.getByTestId('message').filter({ hasText: question })).toContainText('You');
  await guestThread.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('trip-thread-390.png'), fullPage: true });
  expect(await seriousViolations(page, { settle: true, nameContainsLabel: false })).toEqual([]);
});

// docs/requirements/host.md#R-H14..R-H16: the host writes first to a paid stay nobody wrote in, with a saved reply
// filled in for the stay, and declines and cancels with a message that lands in the thread.
async function guestStay(
  book: (listingId: number, stay: StayRequest) => Promise<{ data: { reservation_id: number } }>,
  listingId: number,
  name: string,
  offset: number,
) {
  const s = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 4, 1 + offset));
  const e = new Date(Date.UTC(s.getUTCFullYear(), s.getUTCMonth(), s.getUTCDate() + 3));
  const lastName = `Guest ${unique()}`;
  const { data } = await book(listingId, {
    start_date: iso(s),
    end_date: iso(e),
    guest: { first_name: name, last_name: lastName },
  });
  return { id: data.reservation_id, name, lastName };
}

test('the host writes first to a paid stay with a saved reply, and declines and cancels saying why', async ({
  page,
  request,
  createListing,
  payStay,
  bookStay,
  loginAs,
}, testInfo) => {
  // Three screens at two widths on a shared 2-core machine: more than the default minute.
  test.slow();
  const listing = await createListing();
  const paid = await guestStay(payStay, listing.id, 'Paloma', 0);
  const asked = await guestStay(bookStay, listing.id, 'Iris', 10);
  const login = await request.post('/api/login', { data: accounts.host });
  const token = ((await login.json()) as { token: string }).token;
  const templateName = `Welcome ${unique()}`;
  const saved = await request.post('/api/message-templates', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: templateName, body: 'Hello {guest_first_name}, we look forward to {listing_name}.' },
  });
  expect(saved.status(), await saved.text()).toBe(201);

  // On a phone: the paid stay's drawer, Message guest, an empty thread, a saved reply edited, sent.
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'host');
  await page.goto(`/reservations?reservation=${paid.id}`);
  const drawer = page.getByRole('dialog', { name: `Reservation #${paid.id}` });
  await drawer.getByRole('link', { name: 'Message guest' }).click();
  await expect(page).toHaveURL(new RegExp(`/inbox\\?conversation=${paid.id}$`));
  await expect(page.getByText(/No messages yet\. Write to Paloma/)).toBeVisible();
  await page.getByRole('button', { name: 'Saved replies' }).click();
  await page.getByRole('menuitem', { name: templateName }).click();
  const box = page.getByRole('textbox', { name: /^Reply to Paloma/ });
  await expect(box).toHaveValue(`Hello Paloma, we look forward to ${listing.external_listing_name}.`);
  await box.press('End');
  await box.pressSequentially(' Parking is free.');
  await page.screenshot({ path: testInfo.outputPath('first-message-390.png'), fullPage: true });
  await page.getByRole('button', { name: 'Send' }).click();
  const first = page.getByTestId('message').filter({ hasText: 'Parking is free.' });
  await expect(first).toContainText(`Hello Paloma, we look forward to ${listing.external_listing_name}.`);
  await page.getByRole('button', { name: 'All conversations' }).click();
  await page.getByText('Upcoming arrival').click();
  await expect(page).toHaveURL(/sort=arrival/);
  // The inbox comes a page at a time (docs/requirements/host.md#R-H29): the demo host's stays fill the first
  // page, so Show more until the inquiry is listed.
  const askedItem = page.getByTestId('conversation-item').filter({ hasText: asked.lastName });
  await expect(page.getByText(/^\d+ of \d+ conversations$/)).toBeVisible();
  await expect(async () => {
    if ((await askedItem.count()) === 0) {
      await page.getByRole('button', { name: 'Show more' }).click({ timeout: 2_000 });
    }
    await expect(askedItem).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(askedItem).toContainText('No messages yet');
  await page.screenshot({ path: testInfo.outputPath('inbox-arrival-390.png'), fullPage: true });

  // Wide: decline the inquiry with a message; the dialog says what happens first.
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`/reservations?reservation=${asked.id}`);
  const askedDrawer = page.getByRole('dialog', { name: `Reservation #${asked.id}` });
  await askedDrawer.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Decline' }).click();
  const decline = page.getByRole('dialog', { name: "Decline Iris's request" });
  await expect(decline.getByTestId('move-consequence')).toContainText('Iris is e-mailed that you declined.');
  const why = `Sorry, we are closed for repairs then. (${unique()})`;
  await decline.getByRole('textbox', { name: /Message to the guest/ }).fill(why);
  await page.screenshot({ path: testInfo.outputPath('decline-1440.png') });
  await decline.getByRole('button', { name: 'Decline' }).click();
  await expect(decline).toBeHidden();
  await page.goto(`/inbox?conversation=${asked.id}`);
  await expect(page.getByTestId('message').filter({ hasText: why })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('declined-thread-1440.png'), fullPage: true });

  // On a phone: cancel the paid stay; the refund is said before, the message lands after.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/reservations?reservation=${paid.id}`);
  await page
    .getByRole('dialog', { name: `Reservation #${paid.id}` })
    .getByRole('group', { name: 'Actions' })
    .getByRole('button', { name: 'Cancel reservation' })
    .click();
  const cancel = page.getByRole('dialog', { name: "Cancel Paloma's paid stay" });
  await expect(cancel.getByTestId('host-cancel-refund')).toContainText('Refund to the guest:');
  await expect(cancel.getByTestId('move-consequence')).toContainText(
    'Paloma is e-mailed the cancellation and the refund.',
  );
  const sorry = `A pipe burst, we are so sorry. (${unique()})`;
  await cancel.getByRole('textbox', { name: /Message to the guest/ }).fill(sorry);
  await page.screenshot({ path: testInfo.outputPath('cancel-390.png') });
  await cancel.getByRole('button', { name: 'Cancel reservation' }).click();
  await expect(cancel).toBeHidden();
  await page.goto(`/inbox?conversation=${paid.id}`);
  await expect(page.getByTestId('message').filter({ hasText: sorry })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('cancelled-thread-390.png'), fullPage: true });
});
