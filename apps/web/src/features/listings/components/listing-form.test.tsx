import { emptyListingFormValues } from '@innkeep/contract/listings-form';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListingForm } from './listing-form.tsx';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderForm(values = emptyListingFormValues()) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // A data router, as in the app: the form's leave guard (useBlocker) needs one.
  const router = createMemoryRouter([{ path: '/', element: <ListingForm initialValues={values} /> }]);
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const saveCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/listings'));

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens on it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  // Lookup lists answer empty; the tests below only drive the save.
  fetchMock.mockImplementation(async () => json(200, { data: [] }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

// Rendering all ten tabs in jsdom takes seconds on a busy machine.
describe('ListingForm', { timeout: 20_000 }, () => {
  it('refuses a draft without name, property type and address, counting them on their tabs', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please fix errors in the following tabs:');
    expect(alert).toHaveTextContent('Basic Info: 2 required field(s) missing');
    expect(alert).toHaveTextContent('Address: 1 required field(s) missing');
    expect(screen.getByTestId('error-chip')).toHaveTextContent('3 errors');
    expect(screen.getByRole('tab', { name: /^Basic Info/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('External Listing Name is required')).toBeInTheDocument();
    expect(saveCalls()).toHaveLength(0);
  });

  it('asks for every publish rule, opening the first erroneous tab in the spec order', async () => {
    renderForm({ ...emptyListingFormValues(), external_listing_name: 'Loft', property_type_id: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Media: 1 image required');
    expect(alert).toHaveTextContent('Bed types: 1 bed type required');
    expect(alert).toHaveTextContent('Booking settings: 5 required field(s) missing');
    expect(screen.getByRole('tab', { name: /^Basic Info/ })).toHaveAttribute('aria-selected', 'true');
    expect(saveCalls()).toHaveLength(0);
  });

  it("shows the server's 422 under the input, counts it on its tab and opens that tab", async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/api/listings')
        ? json(422, {
            message: 'Invalid',
            errors: { price: ['Price must be at most 10000000'], other: ['Odd'] },
          })
        : json(200, { data: [] }),
    );
    renderForm({
      ...emptyListingFormValues(),
      external_listing_name: 'Loft',
      property_type_id: 1,
      address: 'Rua 1',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Price & fees: 1 required field(s) missing');
    expect(alert).toHaveTextContent('Odd');
    const priceTab = screen.getByRole('tab', { name: /^Price & fees/ });
    expect(priceTab).toHaveAttribute('aria-selected', 'true');
    expect(within(priceTab).getByText('1')).toBeInTheDocument();
    expect(screen.getByText('Price must be at most 10000000')).toBeInTheDocument();
    const [, init] = saveCalls()[0] ?? [];
    const body = init?.body as FormData;
    expect(body.get('draft')).toBe('1');
    expect(body.get('external_listing_name')).toBe('Loft');
  });
});
