import { addDays, todayIso } from '@innkeep/contract/dates';
import { expect, registerAccount, seedSession, test, unique } from '../fixtures.ts';

// What a host reads on a 390 px phone is whole: an amount or a status is never cut or broken mid-word.

test('the reservation drawer keeps an amount on one line beside a long label', async ({
  page,
  loginAs,
  createListing,
  payStay,
}) => {
  const listing = await createListing({ refundable_damage_deposit: 300 });
  const start = addDays(todayIso(), 20);
  const { data } = await payStay(listing.id, { start_date: start, end_date: addDays(start, 3) });
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'host');
  await page.goto(`/reservations?reservation=${data.reservation_id}`);
  const drawer = page.getByRole('dialog', { name: `Reservation #${data.reservation_id}` });
  const deposit = drawer.getByRole('region', { name: 'Damage deposit' });
  // Its label ("Can be charged for damage (card saved at payment)") nearly fills the line on its own.
  const amount = deposit.getByText('€300', { exact: true });
  await amount.scrollIntoViewIfNeeded();
  const lineHeight = await amount.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
  const box = await amount.boundingBox();
  expect(box?.height).toBeLessThan(lineHeight * 1.5);
});

test('every payout status shows in full on a phone', async ({ page, loginAs }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'host');
  await page.goto('/payouts');
  const lines = page.getByTestId('payout-line');
  await expect(lines.first()).toBeVisible();
  // A Mantine badge cuts what does not fit with an ellipsis: its label must be as wide as its text.
  const cut = await lines.evaluateAll((all) =>
    all.flatMap((line) =>
      [...line.querySelectorAll<HTMLElement>('.mantine-Badge-label')]
        .filter((label) => label.scrollWidth > label.clientWidth)
        .map((label) => label.textContent),
    ),
  );
  expect(cut).toEqual([]);
});

test("a task's status shows in full beside a long listing name on a phone", async ({
  page,
  loginAs,
  createListing,
  payStay,
}) => {
  const listing = await createListing({
    minimum_nights: 1,
    external_listing_name: `Tile-fronted riverside apartment with a long name ${unique()}`,
  });
  const start = addDays(todayIso(), 2);
  await payStay(listing.id, { start_date: start, end_date: addDays(start, 1) });
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'host');
  await page.goto('/tasks');
  const card = page.getByRole('article', { name: `Turnover · ${listing.external_listing_name}` });
  const label = card.locator('.mantine-Badge-label');
  await expect(label).toHaveText('open');
  const { scroll, client } = await label.evaluate((el) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
});

test('the pay-link button on Payment names its whole action on a phone', async ({ page, loginAs }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'host');
  await page.goto('/payment');
  const send = page.getByRole('button', { name: /^Reserve and e-mail the payment link/ });
  await expect(send).toBeVisible();
  const label = send.locator('.mantine-Button-label');
  const { scroll, client } = await label.evaluate((el) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
});

test('the reservations table reads each date on one line beside the sidebar', async ({ page, loginAs }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs(page, 'host');
  await page.goto('/reservations?when=all');
  const table = page.getByRole('table', { name: 'Reservations' });
  await expect(table.getByTestId('reservation-row').first()).toBeVisible();
  // Check in and Check out are the third and fourth columns.
  const wrapped = await table.getByTestId('reservation-row').evaluateAll((rows) =>
    rows.flatMap((row) =>
      [...row.querySelectorAll('td')].slice(2, 4).flatMap((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return range.getClientRects().length > 1 ? [cell.textContent] : [];
      }),
    ),
  );
  expect(wrapped).toEqual([]);
});

test('a long e-mail on Team breaks inside its card instead of being cut', async ({ page, request }) => {
  const session = await registerAccount(request, {
    first_name: 'Tess',
    last_name: 'Team',
    email: `tess.${unique()}@example.com`,
    password: 'team-page-123',
  });
  await seedSession(page, session);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/team');
  const email = `cleaner.with.a.rather.long.address.${unique()}@example-cleaning-services.com`;
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();
  // Every element holding the address fits its box: nothing of it is clipped.
  const clipped = await page.getByRole('main').evaluate(
    (main, address) =>
      [...main.querySelectorAll<HTMLElement>('*')]
        .filter((el) => el.children.length === 0 && el.textContent?.includes(address))
        .filter((el) => el.scrollWidth > el.clientWidth || el.getBoundingClientRect().right > innerWidth)
        .map((el) => el.textContent),
    email,
  );
  expect(clipped).toEqual([]);
});

test('the Inbox link on Templates and automations starts where the title does on a phone', async ({
  page,
  loginAs,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'host');
  await page.goto('/automations');
  const title = page.getByRole('heading', { level: 1, name: 'Templates and automations' });
  const inbox = page.getByRole('main').getByRole('link', { name: 'Inbox', exact: true });
  await expect(inbox).toBeVisible();
  // Where the words themselves start, not the element: a button's padding would indent them.
  const textLeft = (el: Element) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return range.getBoundingClientRect().left;
  };
  // The title takes the whole line, so the link wraps under it, flush with its left edge as on other pages.
  const [titleBox, inboxBox] = [await title.boundingBox(), await inbox.boundingBox()];
  expect(inboxBox!.y).toBeGreaterThan(titleBox!.y + titleBox!.height - 1);
  expect(Math.abs((await inbox.evaluate(textLeft)) - (await title.evaluate(textLeft)))).toBeLessThanOrEqual(
    1,
  );
});

for (const width of [390, 1280]) {
  test(`the dashboard charts show their month labels whole at ${width} px`, async ({ page, loginAs }) => {
    await page.setViewportSize({ width, height: 900 });
    await loginAs(page, 'host');
    await page.goto('/dashboard');
    const charts = page.getByRole('figure', { name: /per month/ });
    await expect(charts).toHaveCount(2);
    for (const chart of await charts.all()) {
      await chart.scrollIntoViewIfNeeded();
      await expect(chart.locator('.recharts-xAxis-tick-labels text').first()).toBeVisible();
      // Each label's box inside the chart's drawing, with room under it for a font with deeper descenders.
      const outside = await chart.evaluate((figure) => {
        const svg = figure.querySelector('svg')!.getBoundingClientRect();
        return [...figure.querySelectorAll('.recharts-xAxis-tick-labels text')]
          .map((label) => ({ text: label.textContent, box: label.getBoundingClientRect() }))
          .filter(({ box }) => box.bottom > svg.bottom - 4 || box.left < svg.left || box.right > svg.right)
          .map(
            ({ text, box }) =>
              `${text} ${box.left}–${box.right} × ${box.bottom} in ${svg.right} × ${svg.bottom}`,
          );
      });
      expect(outside).toEqual([]);
    }
  });
}

// Every dashboard page leaves the same margin at the sides of a phone: Templates and automations, the Inbox,
// Reservations, the calendars, Integrations, Payment methods and the Channel manager once had a container's
// padding on top of the dashboard's own, twice the others'.
test('every dashboard page keeps the side margins of the other pages on a phone', async ({
  page,
  loginAs,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'host');
  const margins = async (path: string) => {
    await page.goto(path);
    const title = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    const box = (await title.boundingBox())!;
    return { path, left: Math.round(box.x), right: Math.round(390 - box.x - box.width) };
  };
  const tasks = await margins('/tasks');
  const team = await margins('/team');
  expect(team.left).toBe(tasks.left);
  for (const path of ['/automations', '/inbox']) {
    expect(await margins(path)).toEqual({ path, left: tasks.left, right: tasks.right });
  }
  // The inbox's list (its order control on top) spans the same width as its title.
  const list = page.getByRole('main').locator('.mantine-SegmentedControl-root').first();
  const listBox = (await list.boundingBox())!;
  expect(Math.round(listBox.x)).toBe(tasks.left);
  expect(Math.round(390 - listBox.x - listBox.width)).toBe(tasks.right);
  // These titles share their row with actions, so the page's column is measured by its container.
  for (const path of [
    '/reservations',
    '/calendar',
    '/calendar/month',
    '/integrations',
    '/payment',
    '/channel_manager',
  ]) {
    const { left } = await margins(path);
    const column = (await page.getByRole('main').locator('.mantine-Container-root').first().boundingBox())!;
    expect({
      path,
      left,
      columnLeft: Math.round(column.x),
      columnRight: Math.round(390 - column.x - column.width),
    }).toEqual({ path, left: tasks.left, columnLeft: tasks.left, columnRight: tasks.right });
  }
});
