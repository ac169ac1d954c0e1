import type { GridListing } from '@innkeep/contract/calendar';
import { MAX_MONEY_MAJOR } from '@innkeep/contract/listings-fields';
import { rateMessages } from '@innkeep/contract/rates';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, requestsSent, stubFetch } from '../../../test-render.tsx';
import { BulkDialog } from './bulk-dialog.tsx';
import { EditRange } from './edit-range-dialog.tsx';
import { WeekendDialog } from './weekend-dialog.tsx';

const fetchMock = stubFetch(async () => json(200, { message: 'Saved', data: {} }));
const noop = () => undefined;
const sent = () => requestsSent(fetchMock).filter((r) => !r.startsWith('GET '));

// The dialogs read the listing's id, name, currency and blocks only.
const listing = {
  id: 3,
  name: 'Harbour flat',
  currency: 'EUR',
  currency_symbol: '€',
  weekend_price: null,
  nights: [],
  stays: [],
  blocks: [],
} as unknown as GridListing;

async function typeInto(dialog: HTMLElement, name: RegExp, text: string) {
  const field = within(dialog).getByRole('textbox', { name });
  await userEvent.clear(field);
  await userEvent.type(field, text);
  await userEvent.tab();
  return field;
}
const typeMinimum = (dialog: HTMLElement, text: string) => typeInto(dialog, /Minimum stay/, text);
const range = {
  id: 77,
  listing_id: 3,
  start_date: '2099-07-01',
  end_date: '2099-07-15',
  price: 140,
  minimum_nights: 3,
  source: 'season',
} as const;
const selections = [{ listing_id: 3, start_date: '2099-06-02', end_date: '2099-06-05' }];
const renderBulk = () =>
  renderWithProviders(
    <BulkDialog
      opened
      listings={[listing]}
      selections={selections}
      onDone={noop}
      onKeepSelecting={noop}
      onCancel={noop}
    />,
    { env: 'test' },
  );

// Mantine's NumberInput cuts a number out of min/max to the bound on blur: a minimum stay of 400 nights would be
// saved as 365 without a word. The dialogs keep what was typed and refuse it with the contract's range.
describe('minimum stay out of range', { timeout: 30_000 }, () => {
  it('Edit prices keeps 400 nights as typed and saves nothing', async () => {
    renderWithProviders(<EditRange range={range} currency="EUR" onClose={noop} />, { env: 'test' });
    const dialog = await screen.findByRole('dialog', { name: 'Edit prices' });
    const minimum = await typeMinimum(dialog, '400');
    expect(minimum).toHaveValue('400 nights');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(rateMessages.minimumNights)).toBeInTheDocument();
    expect(minimum).toHaveValue('400 nights');
    expect(sent()).toEqual([]);
  });

  it('Selected nights keeps 400 nights as typed and sets nothing', async () => {
    renderBulk();
    const dialog = await screen.findByRole('dialog', { name: 'Selected nights' });
    const minimum = await typeMinimum(dialog, '400');
    expect(minimum).toHaveValue('400 nights');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set price' }));
    expect(await within(dialog).findByText(rateMessages.minimumNights)).toBeInTheDocument();
    expect(minimum).toHaveValue('400 nights');
    expect(sent()).toEqual([]);
  });
});

// The price's upper bound is the contract's, checked before sending as the server checks it.
describe('price over the limit', { timeout: 30_000 }, () => {
  const tooMuch = String(MAX_MONEY_MAJOR + 1);

  it('Edit prices refuses it under the field and saves nothing; an emptied price is refused too', async () => {
    renderWithProviders(<EditRange range={range} currency="EUR" onClose={noop} />, { env: 'test' });
    const dialog = await screen.findByRole('dialog', { name: 'Edit prices' });
    await typeInto(dialog, /Price per night/, tooMuch);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(rateMessages.priceMax)).toBeInTheDocument();
    const field = within(dialog).getByRole('textbox', { name: /Price per night/ });
    await userEvent.clear(field);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(rateMessages.pricePositive)).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('Selected nights refuses it and sets nothing', async () => {
    renderBulk();
    const dialog = await screen.findByRole('dialog', { name: 'Selected nights' });
    await typeInto(dialog, /Price per night/, tooMuch);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set price' }));
    expect(await within(dialog).findByText(rateMessages.priceMax)).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('the weekend price refuses it and saves nothing', async () => {
    renderWithProviders(<WeekendDialog listing={listing} onClose={noop} />, { env: 'test' });
    const dialog = await screen.findByRole('dialog', { name: 'Weekend price' });
    await typeInto(dialog, /Weekend price per night/, tooMuch);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(rateMessages.priceMax)).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });
});
