import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test, unique } from '../fixtures.ts';

// Admin screens against the real server. Both workers share one database: every test makes its own items
// with unique names and finds them through the list's search box, never by position or the demo seed.

async function search(page: Page, label: string, text: string) {
  await page.getByRole('searchbox', { name: label }).fill(text);
}

async function openMenu(card: Locator, action: 'Edit' | 'Delete') {
  await card.getByRole('button', { name: /^Actions for / }).click();
  await card.page().getByRole('menuitem', { name: action }).click();
}

async function confirmDelete(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toContainText('This action cannot be undone.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
}

test('an admin publishes a blog post with an image and it shows on /blogs and the home page', async ({
  page,
  loginAs,
}) => {
  await loginAs(page, 'admin');
  const title = `E2E post ${unique()}`;
  const png = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();

  await page.goto('/admin/blogs');
  await page.getByRole('button', { name: 'New Blog' }).click();
  const dialog = page.getByRole('dialog', { name: 'New blog' });
  const file = { name: 'cover.png', mimeType: 'image/png', buffer: png };
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await expect(dialog.getByAltText('Preview of cover.png')).toBeVisible();
  // The same file again (same name and size) is refused with the duplicate alert.
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await expect(dialog.getByRole('alert')).toHaveText('New upload contains files that already exist');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Short description').fill('Where to sleep near the river.');
  await dialog.getByLabel('Long description').fill('Three quiet streets.\nAnd a bakery.');
  await dialog.getByRole('button', { name: 'Create' }).click();
  // The notification lives 2.5 s (docs/requirements/wire.md#R-W13): look for it first, while the dialog closes.
  await expect(page.getByText('Blog post created')).toBeVisible();
  await expect(dialog).toBeHidden();

  await search(page, 'Search posts', title);
  const card = page.getByTestId('admin-blog-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', /.+/);

  await page.goto('/blogs');
  await expect(page.getByTestId('blog-card').filter({ hasText: title })).toBeVisible();
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'From our blog' }).getByTestId('blog-card').filter({ hasText: title }),
  ).toBeVisible();
});

test('an admin adds, edits and deletes a review', async ({ page, loginAs }) => {
  await loginAs(page, 'admin');
  const last = `Tester${unique()}`;
  await page.goto('/admin/reviews');
  await page.getByRole('button', { name: 'New Reviews' }).click();
  const create = page.getByRole('dialog', { name: 'New review' });
  await create.getByLabel('First name').fill('Rita');
  await create.getByLabel('Last name').fill(last);
  await create.getByLabel('Message').fill('Spotless flat.');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create).toBeHidden();

  await search(page, 'Search reviews', last);
  const card = page.getByTestId('admin-review-card').filter({ hasText: last });
  await expect(card).toContainText('Spotless flat.');

  await openMenu(card, 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit review' });
  await expect(edit.getByLabel('Last name')).toHaveValue(last);
  // A blank message is refused and the dialog stays open with the message under the field.
  await edit.getByLabel('Message').fill('');
  await edit.getByRole('button', { name: 'Edit' }).click();
  await expect(edit.getByText('Message is required')).toBeVisible();
  await edit.getByLabel('Message').fill('Spotless flat, great view.');
  await edit.getByRole('button', { name: 'Edit' }).click();
  await expect(edit).toBeHidden();
  await expect(card).toContainText('Spotless flat, great view.');

  await openMenu(card, 'Delete');
  await confirmDelete(page, 'Delete this review?');
  await expect(card).toHaveCount(0);
});

test('an admin adds and removes a tag', async ({ page, loginAs }) => {
  await loginAs(page, 'admin');
  const name = `e2e-${unique()}`;
  await page.goto('/admin/tags');
  await page.getByRole('button', { name: 'New Tag' }).click();
  const dialog = page.getByRole('dialog', { name: 'New tag' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();

  await search(page, 'Search tags', name);
  await expect(page.getByRole('button', { name: `Edit tag ${name}` })).toBeVisible();
  await page.getByRole('button', { name: `Delete tag ${name}` }).click();
  await expect(page.getByRole('dialog', { name: 'Delete this tag?' })).toContainText(
    `No listing uses ${name}`,
  );
  await confirmDelete(page, 'Delete this tag?');
  await expect(page.getByRole('button', { name: `Edit tag ${name}` })).toHaveCount(0);
});

test('an admin blocks an e-mail and the contact form refuses it', async ({ page, loginAs }) => {
  await loginAs(page, 'admin');
  const email = `blocked-${unique()}@example.com`;
  await page.goto('/admin/blocked');
  await page.getByRole('button', { name: 'New Contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'New contact' });
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await search(page, 'Search e-mails', email);
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Blocked');

  await page.goto('/contact_us');
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message').fill('Hello from a blocked address.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Email is blocked')).toBeVisible();
});

test('an admin sees how many subscribers there are and exports them as CSV', async ({
  page,
  loginAs,
  request,
}, testInfo) => {
  const email = `export-${unique()}@example.com`;
  const subscribed = await request.post('/api/subscribe', { data: { email } });
  expect(subscribed.status(), await subscribed.text()).toBeLessThan(300);
  await loginAs(page, 'admin');
  await page.goto('/admin/subscribes');
  await expect(page.getByTestId('subscriber-counts')).toHaveText(
    /^\d+ subscribers?: \d+ confirmed, [1-9]\d* pending, \d+ unsubscribed$/,
  );
  await page.screenshot({ path: testInfo.outputPath('admin-subscribers-1440.png') });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('subscribers.csv');
  const csv = await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('email,status,subscribed_at,confirmed_at,unsubscribed_at');
  expect(csv).toMatch(new RegExp(`\\r\\n${email.replaceAll('.', '\\.')},pending,`));
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('admin-subscribers-390.png') });
});

test('an admin deletes a subscriber', async ({ page, loginAs, request }) => {
  const email = `news-${unique()}@example.com`;
  const subscribed = await request.post('/api/subscribe', { data: { email } });
  expect(subscribed.status(), await subscribed.text()).toBeLessThan(300);
  await loginAs(page, 'admin');
  await page.goto('/admin/subscribes');
  await search(page, 'Search e-mails', email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Delete ${email}` }).click();
  await confirmDelete(page, 'Delete this subscriber?');
  await expect(row).toHaveCount(0);
  await expect(page.getByText(`Nothing matches "${email}".`)).toBeVisible();
});
