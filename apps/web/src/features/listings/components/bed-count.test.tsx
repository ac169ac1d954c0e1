import { bedCountMessage } from '@innkeep/contract/listings-beds';
import type { ListingFormValues } from '@innkeep/contract/listings-form';
import { publishableListing } from '@innkeep/contract/listings-test-values';
import { NUMBER_LISTS } from '@innkeep/contract/lookups';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../test-render.tsx';
import { ListingForm } from './listing-form.tsx';

// The number lists answer as the server does; the save answers 201.
const fetchMock = stubFetch(async (url) => {
  const path = String(url);
  if (path === '/api/listings') return json(201, { data: { id: 9 }, message: 'Saved.' });
  const list = path.match(/^\/api\/list\/(.+)$/)?.[1] as keyof typeof NUMBER_LISTS | undefined;
  return json(200, { data: (list && NUMBER_LISTS[list]) ?? [] });
});

function renderForm(values: ListingFormValues) {
  renderWithProviders(<ListingForm initialValues={values} />, {
    route: '/',
    routes: [
      { path: '/listings', element: <p>Listings page</p> },
      { path: '/drafts', element: <p>Drafts page</p> },
    ],
  });
}
const saved = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/listings');
const listing = (overrides: Partial<ListingFormValues>) =>
  publishableListing({ images: [{ id: 7, name: 'front.png', size: 1000 }], ...overrides });
const twoRooms = [
  { bed_type_id: 1, room_number: 1, quantity: 1 },
  { bed_type_id: 2, room_number: 2, quantity: 2 },
];

// docs/requirements/host.md#R-H25 and R-H26 in the listing form.
describe('one bed list and half bathrooms', { timeout: 60_000 }, () => {
  it('refuses to publish a bed count that is not the list total, on Basic Info, until the host sets it', async () => {
    renderForm(listing({ rooms: twoRooms, number_of_beds: 4, number_of_bathrooms: 1.5 }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Basic Info: 1 field(s) to fix');
    expect(screen.getByRole('tab', { name: /^Basic Info/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(bedCountMessage(3))).toBeInTheDocument();
    expect(saved()).toHaveLength(0);

    // The Bed types tab says the same and offers the total.
    await userEvent.click(screen.getByRole('tab', { name: /^Bed types/ }));
    expect(
      screen.getByText(
        'This list has 3 beds; Number of beds on Basic Info says 4. They must match to publish.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set Number of beds to 3' }));
    expect(screen.getByText('Total: 3 beds.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Listings page', {}, { timeout: 10_000 })).toBeInTheDocument();
    const body = saved()[0]?.[1]?.body as FormData | undefined;
    expect(body?.get('number_of_beds')).toBe('3');
    expect(body?.get('number_of_bathrooms')).toBe('1.5');
  });

  it('saves a draft whose count and list disagree', async () => {
    renderForm(listing({ rooms: twoRooms, number_of_beds: 5 }));
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Drafts page', {}, { timeout: 10_000 })).toBeInTheDocument();
    const body = saved()[0]?.[1]?.body as FormData | undefined;
    expect(body?.get('number_of_beds')).toBe('5');
  });
});
