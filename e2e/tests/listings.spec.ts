import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { openListingForm, saveListingForm, test } from '../fixtures.ts';
import { sidewaysOverflow } from './helpers/layout.ts';

// Photos are made here, at test time: solid colours, big enough for the 1024x683 rule (or deliberately not).
async function png(name: string, width: number, height: number, colour: { r: number; g: number; b: number }) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'.padEnd(
    2600,
    ' ',
  ),
);

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
}

function photoNames(page: Page): Promise<(string | null)[]> {
  return page
    .getByTestId('photo-card')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-photo-name')));
}

function card(page: Page, name: string): Locator {
  return page.getByRole('article', { name });
}

test('a host drafts, completes, publishes, edits and deletes a listing', async ({ page, loginAs }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'host');
  const name = `E2E Baixa Loft ${Date.now().toString(36)}`;

  // 1. A draft needs only a name, a property type and an address.
  await page.goto('/create_listing');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Please fix errors in the following tabs:')).toBeVisible();
  await expect(page.getByTestId('error-chip')).toContainText('errors');
  await expect(page.getByText('External Listing Name is required')).toBeVisible();

  await page.getByLabel('External listing name').fill(name);
  await choose(page, 'Property type', 'Loft');
  await openTab(page, 'Address');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('Rua Augusta 100');
  await page.getByRole('textbox', { name: 'City' }).fill('Lisbon');
  await choose(page, 'Country', 'Portugal');
  await expect(page.getByTestId('coordinates')).toContainText('Coordinates:');
  await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();

  // 2. It is under Drafts.
  await expect(page).toHaveURL(/\/drafts$/);
  await expect(card(page, name)).toBeVisible();
  await card(page, name)
    .getByRole('link', { name: `Edit ${name}` })
    .click();
  await expect(page.getByRole('heading', { name: 'Edit listing' })).toBeVisible();
  await expect(page.getByLabel('External listing name')).toHaveValue(name);

  // 3. Every tab.
  await choose(page, 'Room type', 'Entire place');
  await choose(page, 'Bathroom type', 'Private bathroom');
  await choose(page, 'Person capacity', '4');
  await choose(page, 'Number of bedrooms', '2');
  await choose(page, 'Number of beds', '3');
  await page.getByLabel('Description').fill('Bright loft in the Baixa, two minutes from the river.');

  await openTab(page, 'Media');
  const photoInput = page.getByLabel('Choose photos');
  await photoInput.setInputFiles([
    await png('too-small.png', 800, 600, { r: 200, g: 200, b: 200 }),
    await png('alpha.png', 1200, 800, { r: 220, g: 60, b: 60 }),
    await png('bravo.png', 1200, 800, { r: 60, g: 160, b: 60 }),
    await png('charlie.png', 1024, 683, { r: 60, g: 60, b: 220 }),
  ]);
  await expect(page.getByText('too-small.png: Minimum size is 1024x683px.')).toBeVisible();
  await expect.poll(() => photoNames(page)).toEqual(['alpha.png', 'bravo.png', 'charlie.png']);
  await photoInput.setInputFiles([await png('bravo.png', 1200, 800, { r: 60, g: 160, b: 60 })]);
  await expect(
    page.getByText('New upload contains files that already exist. Not added again: bravo.png.'),
  ).toBeVisible();
  await photoInput.setInputFiles([
    { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image') },
  ]);
  await expect(page.getByText('notes.png: Only JPG and PNG formats are allowed.')).toBeVisible();
  // Keyboard-friendly buttons, then a mouse drag: charlie first, then bravo, then alpha.
  await page.getByRole('button', { name: 'Move photo 3 earlier' }).click();
  await page.getByRole('button', { name: 'Move photo 2 earlier' }).click();
  await expect.poll(() => photoNames(page)).toEqual(['charlie.png', 'alpha.png', 'bravo.png']);
  await page.getByTestId('photo-drag-handle').nth(2).dragTo(page.getByTestId('photo-card').nth(1));
  await expect.poll(() => photoNames(page)).toEqual(['charlie.png', 'bravo.png', 'alpha.png']);
  await page.getByLabel('Airbnb caption for photo 1').fill('Living room');
  await page.getByLabel('Vrbo caption for photo 1').fill('Sunny living room');
  await page.getByLabel('Caption on this site for photo 1').fill('The living room at noon');

  await openTab(page, 'Amenities');
  await page.getByLabel('Free Wi-Fi').check();
  await page.getByLabel('Kitchen').check();

  await openTab(page, 'Price & fees');
  await page.getByRole('combobox', { name: 'Currency' }).fill('Portugal');
  await page.getByRole('option', { name: 'EUR (€)' }).click();
  await page.getByLabel('Price per night').fill('120');
  await page.getByLabel('Price for extra person (per night)').fill('20');
  await page.getByLabel('Guests included').fill('2');
  await page.getByRole('textbox', { name: 'Cleaning fee' }).fill('40');

  await openTab(page, 'Additional info');
  await choose(page, 'Check in time start', '15:00');
  await choose(page, 'Check in time end', '20:00');
  await choose(page, 'Check out time', '11:00');
  await page.getByLabel('Door code', { exact: true }).fill('4711');
  await page.getByLabel('Wi-Fi username').fill('baixa-loft');
  await page.getByLabel('Wi-Fi password').fill('pastel-de-nata');

  await openTab(page, 'Contact and Invoicing');
  await page.getByLabel('Phone number', { exact: true }).fill('+351 91a2-34b5');
  await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue('+351 912345');

  await openTab(page, 'Attachment');
  await page
    .getByLabel('Choose PDF attachments')
    .setInputFiles([{ name: 'house-guide.pdf', mimeType: 'application/pdf', buffer: PDF }]);
  await expect(page.getByText('house-guide.pdf · 3 KB · new')).toBeVisible();
  await page.getByLabel('Display name').fill('House guide');
  await page.getByRole('switch', { name: 'Public' }).check();
  await page
    .getByLabel('Choose PDF attachments')
    .setInputFiles([{ name: 'house-guide.pdf', mimeType: 'application/pdf', buffer: PDF }]);
  await expect(
    page.getByText('Some uploaded files already exist. Not added again: house-guide.pdf.'),
  ).toBeVisible();

  await openTab(page, 'Booking settings');
  await page.getByLabel('Minimum nights').fill('2');
  await page.getByLabel('Maximum nights').fill('30');
  await page.getByLabel('Smallest allowed gap').fill('1');
  // The gap rule's dates start filled, today to the booking horizon (docs/requirements/host.md#R-H24).
  await expect(page.getByLabel('Allow gaps between start')).not.toHaveValue('');
  await expect(page.getByLabel('Allow gaps between end')).not.toHaveValue('');
  await page.getByLabel('Allow gaps between start').fill('2026-01-01');
  await page.getByLabel('Allow gaps between start').press('Enter');
  // Enter submits the form, which opens the first tab with errors (Bed types): back to the dates.
  await openTab(page, 'Booking settings');
  await page.getByLabel('Allow gaps between end').fill('2027-12-31');
  await page.getByLabel('Allow gaps between end').press('Enter');

  await openTab(page, 'Bed types');
  const addBed = page.getByRole('button', { name: 'Add bed' });
  await expect(addBed).toBeDisabled();
  await choose(page, 'Bed type', 'Queen bed');
  await page.getByLabel('Room number').fill('1');
  // Three beds, as Number of beds says: the count must be the list's total (docs/requirements/host.md#R-H25).
  await page.getByLabel('Quantity').fill('3');
  await expect(addBed).toBeEnabled();
  await addBed.click();
  await expect(page.getByRole('table', { name: 'Beds' })).toContainText('Queen bed');
  await expect(page.getByText('Total: 3 beds.')).toBeVisible();

  // 4. Publish: it moves to Listings.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/listings$/, { timeout: 20_000 });
  await expect(card(page, name)).toContainText('€120');
  await expect(card(page, name)).toContainText('Loft');

  // 5. Its details page.
  await card(page, name)
    .getByRole('link', { name: `Details of ${name}` })
    .click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const info = page.getByRole('region', { name: 'Listing Info' });
  await expect(info).toContainText('15:00');
  await expect(info).toContainText('4711');
  await expect(info).toContainText('pastel-de-nata');
  await expect(page.getByRole('region', { name: 'Amenities' })).toContainText('Free Wi-FiYes');
  await expect(page.getByRole('region', { name: 'Amenities' })).toContainText('Hot tubNo');
  await expect(page.getByRole('region', { name: 'Price and fees' })).toContainText('€120');

  // 6. Edit loads everything back as saved; change the price.
  await page.getByRole('link', { name: 'Edit' }).click();
  await openTab(page, 'Media');
  await expect.poll(() => photoNames(page)).toEqual(['charlie.png', 'bravo.png', 'alpha.png']);
  await expect(page.getByLabel('Airbnb caption for photo 1')).toHaveValue('Living room');
  await page.getByRole('button', { name: 'Remove photo 3' }).click();
  await openTab(page, 'Contact and Invoicing');
  await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue('+351 912345');
  await openTab(page, 'Attachment');
  await expect(page.getByLabel('Display name')).toHaveValue('House guide');
  await expect(page.getByRole('switch', { name: 'Public' })).toBeChecked();
  await openTab(page, 'Price & fees');
  await expect(page.getByLabel('Price per night')).toHaveValue('€ 120');
  await page.getByLabel('Price per night').fill('135');
  await saveListingForm(page);
  // The toast: its container mounts with the first one shown (lib/notifications.ts).
  await expect(page.getByText('Listing updated successfully.').first()).toBeVisible();
  await expect(card(page, name)).toContainText('€135');
  await card(page, name)
    .getByRole('link', { name: `Edit ${name}` })
    .click();
  await openTab(page, 'Media');
  await expect.poll(() => photoNames(page)).toEqual(['charlie.png', 'bravo.png']);

  // 6b. Taking it off the site is an explicit Unpublish, confirmed first.
  await expect(page.getByRole('button', { name: /draft/i })).toHaveCount(0);
  const bar = page.getByRole('form', { name: 'Edit listing' });
  await bar.getByRole('button', { name: 'Unpublish' }).click();
  const unpublish = page.getByRole('dialog', { name: 'Unpublish this listing?' });
  await unpublish.getByRole('button', { name: 'Keep it live' }).click();
  await expect(unpublish).toBeHidden();
  await bar.getByRole('button', { name: 'Unpublish' }).click();
  await unpublish.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page).toHaveURL(/\/drafts$/);
  await expect(page.getByText('Listing unpublished: it is no longer on the public site.')).toBeVisible();
  await expect(card(page, name)).toBeVisible();

  // 7. Delete, with its confirmation.
  await page.goto('/drafts');
  await card(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to proceed with this deletion?' });
  await expect(dialog).toContainText('Its reservations and payments are kept');
  await expect(dialog).toContainText('cannot be restored');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, name)).toHaveCount(0);
});

for (const width of [390, 1440]) {
  test(`the listing form lays out at ${width} px`, async ({ page, loginAs }) => {
    await page.setViewportSize({ width, height: 900 });
    await loginAs(page, 'host');
    await page.goto('/create_listing');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Please fix errors in the following tabs:')).toBeVisible();
    // Nothing spills sideways, and the tabs wrap: every tab, and so every error count, is in view.
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const strip = await page.getByRole('tablist', { name: 'Listing sections' }).boundingBox();
    for (const tab of await page.getByRole('tab').all()) {
      const box = await tab.boundingBox();
      expect(box && strip && box.x >= strip.x && box.x + box.width <= strip.x + strip.width + 1).toBe(true);
    }
    // The sticky Save/Publish bar is one row, even on a phone.
    const saveBar = await page
      .getByRole('button', { name: 'Publish' })
      .locator('xpath=ancestor::div[contains(@class, "mantine-Paper-root")][1]')
      .boundingBox();
    expect(saveBar?.height).toBeLessThanOrEqual(64);
    await page.screenshot({ path: test.info().outputPath(`listing-form-${width}.png`), fullPage: true });
  });
}

// docs/requirements/host.md#R-H25 and R-H26: one bed list checked against the count; half bathrooms.
for (const width of [390, 1440]) {
  test(`a host sets 1.5 baths and a bed count the bed list disagrees with, at ${width} px`, async ({
    page,
    loginAs,
    createListing,
  }) => {
    // The fixture's listing has one bed entry of 2 beds and says 2 beds.
    const listing = await createListing();
    await loginAs(page, 'host');
    await page.setViewportSize({ width, height: 900 });
    await openListingForm(page, listing);
    await choose(page, 'Number of bathrooms', '1.5');
    await choose(page, 'Number of beds', '3');
    await page.getByRole('button', { name: 'Update' }).click();

    await expect(page.getByText('Please fix errors in the following tabs:')).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Basic Info/ })).toHaveAttribute('aria-selected', 'true');
    const message = page.getByText('Number of beds must match the Bed types list, which has 2 beds');
    await expect(message).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`bed-count-${width}.png`), fullPage: true });

    await openTab(page, 'Bed types');
    await expect(
      page.getByText(
        'This list has 2 beds; Number of beds on Basic Info says 3. They must match to publish.',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Set Number of beds to 2' }).click();
    await expect(page.getByText('Total: 2 beds.')).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await saveListingForm(page);

    await page.goto(`/listing_details/${listing.id}`);
    await expect(page.getByText('1.5 baths')).toBeVisible();
    await page.goto(`/stays/${listing.id}`);
    await expect(page.getByText('1.5 baths')).toBeVisible();
  });
}

test('leaving the form with unsaved changes asks first; an untouched form leaves freely', async ({
  page,
  loginAs,
  createListing,
}) => {
  const listing = await createListing();
  await loginAs(page, 'host');
  const name = await openListingForm(page, listing);

  // Untouched: no question.
  await page.getByRole('link', { name: 'Drafts' }).click();
  await expect(page).toHaveURL(/\/drafts$/);

  await page.goBack();
  await name.fill('A name I have not saved');
  await page.getByRole('link', { name: 'Drafts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/edit_listing\/\d+$/);
  await expect(name).toHaveValue('A name I have not saved');

  await page.getByRole('link', { name: 'Drafts' }).click();
  await dialog.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/drafts$/);
});
