import { expect, test } from '../fixtures.ts';
import { seriousViolations } from './helpers/axe.ts';

// A hidden review stays readable in the admin list: marked apart, its words still pass contrast
// (docs/requirements/public.md#R-P6).
test('a hidden review card passes axe at 390 px and 1440 px', async ({ page, request, loginAs }) => {
  const session = await loginAs(page, 'admin');
  const headers = { authorization: `Bearer ${session.token}` };
  const listed = await request.get('/api/admin/reviews?per_page=100', { headers });
  type Listed = { id: number; message: string; reservation_id: number | null; hidden: boolean };
  const review = ((await listed.json()).data as Listed[]).find((r) => r.reservation_id && !r.hidden);
  expect(review, 'a visible verified stay review in the demo').toBeDefined();
  const hide = (hidden: boolean) =>
    request.post(`/api/admin/reviews/${review!.id}/visibility`, { headers, data: { hidden } });
  expect((await hide(true)).status()).toBe(200);
  try {
    const found: string[] = [];
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/reviews');
      await page.getByRole('searchbox', { name: 'Search reviews' }).fill(review!.message.slice(0, 40));
      const card = page.getByTestId('admin-review-card').filter({ hasText: review!.message.slice(0, 40) });
      await expect(card.getByText('Hidden', { exact: true })).toBeVisible();
      for (const line of await seriousViolations(page, { settle: true })) found.push(`${width}px: ${line}`);
    }
    expect(found).toEqual([]);
  } finally {
    await hide(false);
  }
});

// A note with a long link (or a guest's) breaks inside the card on a phone instead of running past its edge.
test("a review's long note stays inside its card at 390 px", async ({ page, request, loginAs }) => {
  const session = await loginAs(page, 'admin');
  const headers = { authorization: `Bearer ${session.token}` };
  const listed = await request.get('/api/admin/reviews?per_page=100', { headers });
  type Listed = { id: number; message: string; reservation_id: number | null; admin_note: string | null };
  const review = ((await listed.json()).data as Listed[]).find((r) => r.reservation_id && !r.admin_note);
  expect(review, 'a verified stay review without a note in the demo').toBeDefined();
  const note = (value: string | null) =>
    request.post(`/api/admin/reviews/${review!.id}/note`, { headers, data: { note: value } });
  expect((await note(`See https://example.com/rules?ref=${'a1b2c3d4'.repeat(20)}`)).status()).toBe(200);
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/reviews');
    await page.getByRole('searchbox', { name: 'Search reviews' }).fill(review!.message.slice(0, 40));
    const card = page.getByTestId('admin-review-card').filter({ hasText: review!.message.slice(0, 40) });
    const shown = card.getByTestId('admin-review-note');
    await expect(shown).toBeVisible();
    const { scroll, client } = await shown.evaluate((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(client);
  } finally {
    await note(null);
  }
});
