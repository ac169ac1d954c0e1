import type { ListingFormValues } from '@innkeep/contract/listings-form';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../test-render.tsx';
import { renderListingTab } from '../test-listing-form.tsx';
import { AddressTab } from './address-tab.tsx';

const renderTab = (values: Partial<ListingFormValues>) =>
  renderListingTab(<AddressTab active={false} hasSavedPoint={false} />, values);

stubFetch(async (url) => {
  const path = String(url);
  if (path.startsWith('/api/list/countries'))
    return json(200, { data: [{ id: 1, code: 'PT', name: 'Portugal', currencies: [{ code: 'EUR' }] }] });
  if (path.startsWith('/api/geocode'))
    return json(200, {
      data: {
        lat: 38.7167,
        lng: -9.1333,
        label: 'Lisbon, Portugal',
        city: 'Lisbon',
        country_code: 'PT',
        street: 'Rua Augusta 1',
        zip_code: '1100-048',
      },
    });
  return json(200, { data: [] });
});

// Mantine and the form take seconds to render in jsdom on a busy machine.
describe('AddressTab', { timeout: 30_000 }, () => {
  it('fills a blank City, Country, Street and Zip code from the geocoded address (R-H23)', async () => {
    const form = renderTab({});
    await userEvent.click(screen.getByRole('textbox', { name: 'Address' }));
    await userEvent.paste('Rua Augusta 1, 1100-048 Lisboa');
    // The lookup runs once the typing has settled (debounced); wait for its answer, however long it takes.
    expect(await screen.findByText(/Found: Lisbon, Portugal/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Lisbon');
    expect(form.getValues('country')).toBe('PT');
    expect(form.getValues('lat')).toBe(38.7167);
    expect(screen.getByRole('textbox', { name: 'Street' })).toHaveValue('Rua Augusta 1');
    expect(screen.getByRole('textbox', { name: 'Zip code' })).toHaveValue('1100-048');
  });

  it('keeps the City, Country, Street and Zip code the host typed', async () => {
    const form = renderTab({
      city: 'Belém',
      country: 'ES',
      street: 'Rua Nova',
      zip_code: '1200',
    });
    await userEvent.click(screen.getByRole('textbox', { name: 'Address' }));
    await userEvent.paste('Rua Augusta 1, Lisboa');
    expect(await screen.findByText(/Found: Lisbon, Portugal/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Belém');
    expect(form.getValues('country')).toBe('ES');
    expect(screen.getByRole('textbox', { name: 'Street' })).toHaveValue('Rua Nova');
    expect(screen.getByRole('textbox', { name: 'Zip code' })).toHaveValue('1200');
  });

  it('shows the listing’s zone, even one the browser’s list leaves out (UTC), and lets the host pick another', async () => {
    const form = renderTab({ time_zone: 'UTC' });
    const zone = await screen.findByRole('combobox', { name: 'Time zone' }, { timeout: 10_000 });
    expect(zone).toHaveValue('UTC');
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Johannes');
    // The dropdown is still in its opening transition in jsdom.
    await userEvent.click(await screen.findByRole('option', { name: 'Africa/Johannesburg', hidden: true }));
    expect(form.getValues('time_zone')).toBe('Africa/Johannesburg');
  });
});
