import { expect, test, unique } from '../fixtures.ts';

test('a reader subscribes on the home page, confirms from the e-mail, and can unsubscribe', async ({
  page,
  request,
}) => {
  const address = `reader.${unique()}@example.com`;
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Newsletter' });
  const email = form.getByRole('textbox', { name: 'Email address' });
  const subscribe = form.getByRole('button', { name: 'Subscribe' });
  await email.fill('reader@example');
  await expect(form.getByText('Please provide valid email')).toBeVisible();
  await expect(subscribe).toBeDisabled();

  await email.fill(address);
  await expect(form.getByText('Please provide valid email')).toHaveCount(0);
  await subscribe.click();
  await expect(form.getByText('Thank you for subscribing!')).toBeVisible();
  await expect(form.getByText('Please check your inbox and confirm your address.')).toBeVisible();

  await page.goto(`/dev/mailbox?to=${encodeURIComponent(address)}`);
  await page.getByRole('link', { name: 'Confirm your subscription to the Innkeep newsletter' }).click();
  // The one-click unsubscribe header is on the mail, shown by the dev mailbox.
  await expect(page.getByText('List-Unsubscribe-Post')).toBeVisible();
  const oneClick = (await page.locator('dd').first().textContent())?.replace(/^<|>$/g, '') ?? '';
  expect(oneClick).toMatch(/\/api\/newsletter\/unsubscribe\?token=[0-9a-f]{64}$/);
  await page
    .frameLocator('iframe[title="E-mail content"]')
    .getByRole('link', { name: 'Confirm subscription' })
    .click();
  await expect(page).toHaveURL(/\/newsletter\/confirm\?token=/);
  await expect(page.getByRole('status')).toHaveText('Your subscription is confirmed. Thank you!');

  // The mail client's one-click button (RFC 8058), then the page a reader opens from the link.
  const res = await request.post(oneClick, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(res.status()).toBe(200);
  const token = new URL(oneClick).searchParams.get('token') ?? '';
  await page.goto(`/newsletter/unsubscribe?token=${token}`);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'You are unsubscribed and will not receive the newsletter any more.',
  );
});
