import type { Page } from '@playwright/test';
import { expect, type Role, test } from '../fixtures.ts';
import { seriousViolations } from './helpers/axe.ts';
import { daysFromNow } from './helpers/dates.ts';

// Every page of the host dashboard and the admin area, checked with axe at a phone's and a wide screen's width:
// no serious or critical violation (docs/requirements/public.md#R-P6). The public pages have their own checks.
const WIDTHS = [390, 1440] as const;

const hostPages = [
  '/dashboard',
  '/listings',
  '/drafts',
  '/listing_details/{listing}',
  '/create_listing',
  '/edit_listing/{listing}',
  '/integrations',
  '/payment',
  '/reservations',
  '/inbox',
  '/automations',
  '/payouts',
  '/calendar',
  '/calendar/month',
  '/pricing-rules',
  '/channel_manager',
  '/tasks',
  '/team',
  '/user',
];
const adminPages = [
  '/admin',
  '/admin/blogs',
  '/admin/reviews',
  '/admin/subscribes',
  '/admin/contacts',
  '/admin/reservations',
  '/admin/blocked',
  '/admin/deposit-claims',
  '/admin/user',
  '/admin/tags',
];

/** Opens a page and waits until its data has arrived (no loader left). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Loader-root, [data-loading="true"]')).toHaveCount(0, {
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function checkAll(page: Page, role: Role, paths: string[], name: string, screenshots = false) {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    for (const path of paths) {
      await open(page, path);
      if (screenshots)
        await page.screenshot({
          path: `../node_modules/.e2e-results/a11y-${role}${path.replaceAll('/', '_')}-${width}.png`,
          fullPage: true,
        });
      for (const line of await seriousViolations(page)) found.push(`${width}px ${path}: ${line}`);
    }
  }
  expect(found, `${name}: serious or critical axe violations`).toEqual([]);
}

test.slow();

test('every host page passes axe at 390 px and 1440 px', async ({
  page,
  loginAs,
  createListing,
  bookStay,
}) => {
  // Sixteen pages at two widths, each with axe and a full-page screenshot: about 3.5 minutes on a quiet machine,
  // twice that beside other work.
  test.setTimeout(10 * 60_000);
  const listing = await createListing();
  await bookStay(listing.id, { start_date: daysFromNow(40), end_date: daysFromNow(43) });
  await loginAs(page, 'host');
  const paths = hostPages.map((p) => p.replace('{listing}', String(listing.id)));
  await checkAll(page, 'host', paths, 'host pages', true);

  // The reservation drawer, with its actions, over the list.
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await open(page, `/reservations?listing=${listing.id}`);
    await page.getByRole('button', { name: "Open Bea Booker's reservation" }).click();
    await expect(page.getByRole('group', { name: 'Actions' })).toBeVisible();
    // Axe reads colours as drawn: wait until the drawer has finished sliding and fading in.
    await page.waitForFunction(() => document.getAnimations().length === 0);
    for (const line of await seriousViolations(page)) found.push(`${width}px drawer: ${line}`);
  }
  expect(found, 'reservation drawer: serious or critical axe violations').toEqual([]);
});

test('every admin page passes axe at 390 px and 1440 px', async ({ page, loginAs }) => {
  // Ten pages at two widths with axe and full-page screenshots: about 2 minutes on a quiet machine, over the
  // slow test's 3 minutes beside other work.
  test.setTimeout(6 * 60_000);
  await loginAs(page, 'admin');
  await checkAll(page, 'admin', adminPages, 'admin pages', true);
});
