import { SECRET_WITHHELD } from '@innkeep/contract/message-templates';
import { expect, test, unique } from '../fixtures.ts';
import { seriousViolations } from './helpers/axe.ts';
import { iso } from './helpers/dates.ts';

// docs/requirements/host.md#R-H9, templates and automations: the host writes a template with placeholder buttons on a phone, previews
// it for a real stay, makes an automation "48 hours before check-in", and the server's automation clock
// (TEST_CLOCK=on, decision 0043) is moved past that moment: the guest finds the arrival details, door code
// included, on the trip page. Nothing sleeps.
const today = new Date();
const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 10));
const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + 3));

test('an automation sends the arrival details 48 hours before check-in, and the guest reads them', async ({
  page,
  request,
  createListing,
  payStay,
  loginAs,
}, testInfo) => {
  // A booking, two pages of the host's editor and two loads of the trip page: more than one journey's time.
  test.setTimeout(150_000);
  const listing = await createListing({ door_code: '8642', key_pickup: 'Key box by the blue door' });
  const {
    data: { unique_hash: hash },
  } = await payStay(listing.id, {
    start_date: iso(start),
    end_date: iso(end),
    guest: { first_name: 'Olga', last_name: `Guest ${unique()}` },
  });
  const trip = await (await request.get(`/api/bookings/reservation/${hash}`)).json();
  const secretsFrom = new Date(trip.data.data.trip.access.available_from as string);

  // The host, on a phone: a template with placeholders, previewed for this stay.
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'host');
  await page.goto('/automations');
  await expect(page.getByRole('heading', { level: 1, name: 'Templates and automations' })).toBeVisible();
  await page.getByRole('tab', { name: 'Templates' }).click();
  await page.getByRole('button', { name: 'New template' }).click();
  const name = `Arrival ${unique()}`;
  const form = page.getByRole('form', { name: 'Template' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  const message = form.getByRole('textbox', { name: 'Message' });
  await message.fill('Hi ');
  await form.getByRole('button', { name: 'Guest first name' }).click();
  await message.press('End');
  await message.pressSequentially('! Keys: ');
  await form.getByRole('button', { name: 'Key pick-up' }).click();
  await message.press('End');
  await message.pressSequentially('. Door code: ');
  await form.getByRole('button', { name: 'Door code' }).click();
  await expect(message).toHaveValue('Hi {guest_first_name}! Keys: {key_pickup}. Door code: {door_code}');
  await form.getByRole('combobox', { name: 'Preview for a reservation' }).click();
  await page.getByRole('option', { name: new RegExp(listing.external_listing_name) }).click();
  await form.getByRole('button', { name: 'Preview' }).click();
  await expect(form.getByTestId('template-preview')).toHaveText(
    `Hi Olga! Keys: Key box by the blue door. Door code: ${SECRET_WITHHELD}`,
  );
  await page.screenshot({ path: testInfo.outputPath('template-390.png'), fullPage: true });
  expect(await seriousViolations(page, { settle: true })).toEqual([]);
  await form.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByRole('button', { name: `Edit template ${name}` })).toBeVisible();

  // The automation: that template, 48 hours before check-in, on this listing.
  await page.getByRole('tab', { name: 'Automations' }).click();
  await page.getByRole('button', { name: 'New automation' }).click();
  const rule = page.getByRole('form', { name: 'Automation' });
  await rule.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name }).click();
  await rule.getByRole('combobox', { name: 'When' }).click();
  await page.getByRole('option', { name: 'Before check-in' }).click();
  await rule.getByRole('textbox', { name: 'Hours' }).fill('48');
  await rule.getByLabel('Listings').click();
  await page.getByRole('option', { name: listing.external_listing_name }).click();
  await page.keyboard.press('Escape');
  await expect(rule).toContainText('Sends 48 hours before check-in');
  await rule.getByRole('button', { name: 'Save automation' }).click();
  const card = page.getByLabel(name, { exact: true });
  await expect(card).toContainText('Sends 48 hours before check-in');
  await page.screenshot({ path: testInfo.outputPath('automations-390.png'), fullPage: true });
  expect(await seriousViolations(page, { settle: true })).toEqual([]);

  const moveClock = async (at: Date) => {
    const res = await request.put('/api/test/clock', { data: { now: at.toISOString() } });
    expect(res.status(), await res.text()).toBe(200);
  };
  try {
    // An hour before the moment: nothing yet.
    await moveClock(new Date(secretsFrom.getTime() - 3_600_000));
    await page.goto(`/reservation/${hash}`);
    const thread = page.getByTestId('trip-messages');
    await expect(thread.getByRole('heading', { name: 'Messages with Maria' })).toBeVisible();
    await expect(thread.getByTestId('message').filter({ hasText: 'Door code' })).toHaveCount(0);

    // Just past it: the arrival details are in the thread, door code and all, once.
    await moveClock(new Date(secretsFrom.getTime() + 60_000));
    await moveClock(new Date(secretsFrom.getTime() + 120_000));
    await page.reload();
    const sent = thread.getByTestId('message').filter({ hasText: 'Door code: 8642' });
    await expect(sent).toHaveCount(1);
    await expect(sent).toContainText('Hi Olga! Keys: Key box by the blue door.');
    await sent.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('trip-arrival-390.png'), fullPage: true });
  } finally {
    await moveClock(new Date());
  }
});

test('deleting an automation asks first; the dialog and its close button are named, axe clean', async ({
  page,
  loginAs,
  request,
}, testInfo) => {
  await loginAs(page, 'host');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/automations');
  const token = await page.evaluate(() => localStorage.getItem('innkeep.token'));
  const headers = { authorization: `Bearer ${token}` };
  const name = `Goodbye ${unique()}`;
  const template = await request.post('/api/message-templates', {
    headers,
    data: { name, body: 'Thanks for staying, {guest_first_name}!' },
  });
  expect(template.status(), await template.text()).toBe(201);
  const automation = await request.post('/api/automations', {
    headers,
    data: {
      template_id: (await template.json()).data.id,
      trigger: 'after_check_out',
      offset_hours: 2,
      listing_ids: [],
      enabled: true,
    },
  });
  expect(automation.status(), await automation.text()).toBe(201);

  await page.reload();
  const remove = page.getByRole('button', { name: `Delete automation ${name}` });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Delete automation?' });
  await expect(dialog).toContainText('This action cannot be undone.');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('automation-delete-390.png') });
  expect(await seriousViolations(page, { settle: true })).toEqual([]);
  // Cancel keeps it.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(remove).toBeVisible();

  await page.setViewportSize({ width: 1440, height: 900 });
  await remove.click();
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('automation-delete-1440.png') });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(remove).toHaveCount(0);
});
