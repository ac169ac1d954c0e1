import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, unique } from '../fixtures.ts';

// docs/requirements/host.md#R-H7, first slice: a guest writes from the trip page, the host replies from /inbox on a phone, and the
// guest follows the e-mail's link back to the trip page and reads the reply.
const today = new Date();
const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 3, 5));
const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 8));
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** Serious or critical axe violations on the page as drawn now (as accessibility.spec.ts checks). */
async function axeProblems(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().length === 0);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${page.url()} ${v.id}: ${n.target.join(' ')}`));
}

test('a guest writes from the trip page, the host replies from /inbox on a phone, the guest reads it', async ({
  page,
  request,
  createListing,
  loginAs,
}, testInfo) => {
  const listing = await createListing();
  const email = `talk.${unique()}@example.com`;
  const booked = await request.post('/api/bookings', {
    data: {
      listing_id: listing.id,
      start_date: iso(start),
      end_date: iso(end),
      guests: 2,
      first_name: 'Talia',
      last_name: `Guest ${unique()}`,
      email_address: email,
      phone_number: '351912345678',
      billing_address: 'Rua Augusta 12',
      city: 'Lisbon',
      country: 'Portugal',
      zip_code: '1100-053',
      payment_method_id: 'pm_card_visa',
      accept_terms: true,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { unique_hash: hash } = (await booked.json()).data as { unique_hash: string };

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
  expect(await axeProblems(page)).toEqual([]);
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
  expect(await axeProblems(page)).toEqual([]);

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
  expect(await axeProblems(page)).toEqual([]);
});
