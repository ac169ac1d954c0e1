import { expect, test, unique } from '../fixtures.ts';
import { seriousViolations } from './helpers/axe.ts';
import { iso } from './helpers/dates.ts';

// A host with a cleaner (decisions 0102, 0103): the host invites them, the cleaner accepts from the e-mailed
// link on a phone, sees tomorrow's turnover with its address, window and checklist, and marks it done.
const today = new Date();
const tomorrow = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1));

for (const width of [390, 1440] as const) {
  test(`${width}px: a host invites a cleaner, who accepts on a phone and marks tomorrow's turnover done`, async ({
    page,
    browser,
    request,
    createListing,
    payStay,
    loginAs,
  }) => {
    test.setTimeout(150_000);
    const viewport = { width, height: width < 600 ? 844 : 900 };
    // The demo host keeps every earlier run's cleaner: each run's cleaner has a name of their own.
    const lastName = width < 600 ? 'Phoneton' : 'Wideman';
    const listing = await createListing({
      minimum_nights: 1,
      external_listing_name: `Turnover loft ${unique()}`,
    });
    await payStay(listing.id, {
      start_date: iso(today),
      end_date: iso(tomorrow),
      guest: { first_name: 'Tess', last_name: `Guest ${unique()}` },
    });

    // The host invites the cleaner.
    await loginAs(page, 'host');
    await page.setViewportSize(viewport);
    await page.goto('/team');
    const email = `cleo.${unique()}@example.com`;
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('status')).toHaveText(`We sent an invitation to ${email}.`);
    // An invitee has no name yet: the card is titled by the address, with the role under it.
    await expect(page.getByText(email, { exact: true }).locator('..')).toHaveText(`${email}cleaner`);
    expect(await seriousViolations(page), `${width}px /team`).toEqual([]);
    await page.screenshot({ path: `../node_modules/.e2e-results/team-host-${width}.png`, fullPage: true });

    // The cleaner, on a phone: the e-mailed link, sign up, back to the invitation, accept.
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const cleaner = await phone.newPage();
    await cleaner.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    await cleaner.getByRole('link', { name: /invites you to their team/ }).click();
    await cleaner
      .frameLocator('iframe[title="E-mail content"]')
      .getByRole('link', { name: 'Accept the invitation' })
      .click();
    await expect(cleaner).toHaveURL(/\/team\/accept\?token=/);
    await cleaner.getByRole('link', { name: 'Sign up' }).click();
    const form = cleaner.getByRole('form', { name: 'Sign up' });
    await form.getByRole('textbox', { name: 'First name' }).fill('Cleo');
    await form.getByRole('textbox', { name: 'Last name' }).fill(lastName);
    // The invited address comes filled in: only an account with it can accept.
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await form.getByRole('textbox', { name: 'Password' }).fill('cleaner-pass-1');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(cleaner).toHaveURL(/\/team\/accept\?token=/);
    await cleaner.getByRole('button', { name: 'Accept the invitation' }).click();
    await expect(cleaner.getByRole('status')).toContainText('You joined Maria');

    // The host makes the cleaner the listing's default: its open turnover nobody had follows.
    await page.goto('/tasks');
    await page.getByRole('button', { name: 'Turnover defaults' }).click();
    const defaults = page.getByRole('form', { name: listing.external_listing_name });
    await defaults.getByLabel('New turnovers go to').click();
    await page.getByRole('option', { name: `Cleo ${lastName}` }).click();
    await defaults.getByRole('button', { name: 'Save' }).click();
    await expect(defaults.getByRole('status')).toHaveText('Turnover defaults saved.');
    const hostCard = page.getByRole('article', { name: `Turnover · ${listing.external_listing_name}` });
    await expect(hostCard.getByLabel('Assigned to')).toHaveValue(`Cleo ${lastName}`);
    expect(await seriousViolations(page), `${width}px host /tasks`).toEqual([]);

    // The cleaner sees only their task: where, when, the checklist; and marks it done.
    await cleaner.getByRole('link', { name: 'See my tasks' }).click();
    await expect(cleaner).toHaveURL(/\/tasks$/);
    await expect(cleaner.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
    const card = cleaner.getByRole('article', { name: `Turnover · ${listing.external_listing_name}` });
    await expect(card).toBeVisible();
    await expect(cleaner.getByRole('article')).toHaveCount(1);
    await expect(card.getByText(String(listing.address))).toBeVisible();
    await expect(card).toContainText('no next arrival yet');
    // Only the tasks are in a cleaner's navigation.
    await expect(cleaner.getByRole('link', { name: /Payouts/ })).toHaveCount(0);
    expect(await seriousViolations(cleaner), 'phone /tasks').toEqual([]);
    await card.getByRole('checkbox', { name: 'Strip and make the beds' }).check();
    await cleaner.screenshot({
      path: `../node_modules/.e2e-results/tasks-cleaner-${width}.png`,
      fullPage: true,
    });
    await card.getByRole('button', { name: 'Mark done' }).click();
    await expect(card.getByText('done', { exact: true })).toBeVisible();
    // The host's payouts stay closed to the cleaner.
    const token = await cleaner.evaluate(() => window.localStorage.getItem('innkeep.token'));
    const payouts = await request.get('/api/payouts', { headers: { authorization: `Bearer ${token}` } });
    expect(payouts.status()).toBe(403);
    await phone.close();
  });
}
