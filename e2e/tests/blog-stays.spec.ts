import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures.ts';

// A blog post that names a city ends with stays there (docs/requirements/public.md#R-P11, decision 0106): the
// demo's Lisbon post, at a phone's and a wide screen's width, read as the server rendered it.
for (const width of [390, 1440] as const) {
  test(`${width}px: the Lisbon post ends with Lisbon stays that open their stay pages`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.goto('/blogs');
    await page
      .getByRole('link', { name: /A long weekend in Lisbon/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: /A long weekend in Lisbon/ })).toBeVisible();
    const section = page.getByTestId('blog-stays');
    await expect(section.getByRole('heading', { level: 2, name: 'Stays in Lisbon' })).toBeVisible();
    const stays = section.getByTestId('blog-stay');
    const count = await stays.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(3);
    await expect(stays.first()).toContainText(/per night/);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`blog-stays-${width}.png`), fullPage: true });
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    const href = await stays.first().getAttribute('href');
    await stays.first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
}
