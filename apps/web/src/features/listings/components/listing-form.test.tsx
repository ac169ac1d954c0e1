import { PRICE_POSITIVE_MESSAGE } from '@innkeep/contract/listings-constants';
import { emptyListingFormValues, type ListingFormValues } from '@innkeep/contract/listings-form';
import { publishableListing } from '@innkeep/contract/listings-test-values';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../test-render.tsx';
import { useListing } from '../api/get-listing.ts';
import { ListingForm } from './listing-form.tsx';

// Lookup lists answer empty; the tests below only drive the save.
const fetchMock = stubFetch(async () => json(200, { data: [] }));

/** Reads the listing as the edit page does, so its query is active while the form is open. */
function OpenListing({ id }: { id: number }) {
  useListing(id);
  return null;
}

function renderForm(
  values: ListingFormValues = emptyListingFormValues(),
  edit?: { listingId: number; published: boolean },
) {
  // A data router, as in the app: the form's leave guard (useBlocker) needs one.
  renderWithProviders(
    <>
      {edit && <OpenListing id={edit.listingId} />}
      <ListingForm initialValues={values} {...edit} />
    </>,
    {
      route: '/',
      routes: [
        { path: '/listings', element: <p>Listings page</p> },
        { path: '/drafts', element: <p>Drafts page</p> },
      ],
    },
  );
}

const saveCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/listings'));

// Rendering all ten tabs in jsdom takes seconds on a busy machine.
describe('ListingForm', { timeout: 60_000 }, () => {
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

  it('asks for every publish rule, opening the first erroneous tab in the tab order', async () => {
    renderForm({ ...emptyListingFormValues(), external_listing_name: 'Loft', property_type_id: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Media: 1 image required');
    expect(alert).toHaveTextContent('Bed types: 1 bed type required');
    expect(alert).toHaveTextContent('Booking settings: 5 required field(s) missing');
    expect(screen.getByRole('tab', { name: /^Basic Info/ })).toHaveAttribute('aria-selected', 'true');
    expect(saveCalls()).toHaveLength(0);
  });

  it('refuses to publish at a price of 0, on the Price tab, without sending anything', async () => {
    renderForm({ ...publishableListing({ images: [{ id: 7, name: 'front.png', size: 1000 }] }), price: '0' });
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Price & fees');
    expect(screen.getByRole('tab', { name: /^Price & fees/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(PRICE_POSITIVE_MESSAGE)).toBeInTheDocument();
    expect(saveCalls()).toHaveLength(0);
  });

  it('reports a 0 price and maximum below minimum nights with the other errors, in the first pass', async () => {
    renderForm({
      ...publishableListing({ images: [{ id: 7, name: 'front.png', size: 1000 }] }),
      external_listing_name: '',
      price: '0',
      minimum_nights: '5',
      maximum_nights: '2',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const alert = await screen.findByRole('alert');
    // A price of 0 and too few maximum nights are filled in: the summary does not call them missing.
    expect(alert).toHaveTextContent('Basic Info: 1 required field(s) missing');
    expect(alert).toHaveTextContent('Price & fees: 1 field(s) to fix');
    expect(alert).toHaveTextContent('Booking settings: 1 field(s) to fix');
    expect(screen.getByTestId('error-chip')).toHaveTextContent('3 errors');
    expect(screen.getByText('External Listing Name is required')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /^Price & fees/ }));
    expect(await screen.findByText(PRICE_POSITIVE_MESSAGE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /^Booking settings/ }));
    expect(await screen.findByText('Maximum nights must be at least the minimum nights')).toBeInTheDocument();
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
    expect(alert).toHaveTextContent('Price & fees: 1 field(s) to fix');
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

  describe('on a published listing', () => {
    const published = () => ({
      ...publishableListing({ images: [{ id: 7, name: 'front.png', size: 1000 }] }),
    });
    const saved = async (url: RequestInfo | URL) => {
      const path = String(url);
      if (path === '/api/listings/update') return json(200, { data: { id: 5 }, message: 'Saved.' });
      if (path === '/api/listings/5') return json(200, { data: { id: 5 } });
      return json(200, { data: [] });
    };

    it('names the buttons Unpublish and Update, with no "Save as draft"', () => {
      renderForm(published(), { listingId: 5, published: true });
      expect(screen.getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /draft/i })).toBeNull();
    });

    it('unpublishes only after a confirmation', async () => {
      fetchMock.mockImplementation(saved);
      renderForm(published(), { listingId: 5, published: true });
      await userEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
      const dialog = await screen.findByRole('dialog', { name: 'Unpublish this listing?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it live' }));
      expect(saveCalls().filter(([url]) => String(url) === '/api/listings/update')).toHaveLength(0);

      const bar = within(screen.getByRole('form', { name: 'Edit listing' }));
      await userEvent.click(bar.getByRole('button', { name: 'Unpublish' }));
      const again = await screen.findByRole('dialog', { name: 'Unpublish this listing?' });
      await userEvent.click(within(again).getByRole('button', { name: 'Unpublish' }));
      expect(await screen.findByText('Drafts page', {}, { timeout: 10_000 })).toBeInTheDocument();
      const [, init] = saveCalls().find(([url]) => String(url) === '/api/listings/update') ?? [];
      expect((init?.body as FormData | undefined)?.get('draft')).toBe('1');
    });

    it('leaves from the Price tab on Update without reloading the open listing first', async () => {
      fetchMock.mockImplementation(saved);
      renderForm(published(), { listingId: 5, published: true });
      const detailCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/listings/5');
      await screen.findByRole('button', { name: 'Update' });
      await userEvent.click(screen.getByRole('tab', { name: /^Price & fees/ }));
      // The open listing was read once; a refetch before leaving would remount the form on Basic Info.
      expect(detailCalls()).toHaveLength(1);
      await userEvent.click(screen.getByRole('button', { name: 'Update' }));
      expect(await screen.findByText('Listings page', {}, { timeout: 10_000 })).toBeInTheDocument();
      const [, init] = saveCalls().find(([url]) => String(url) === '/api/listings/update') ?? [];
      expect((init?.body as FormData | undefined)?.get('draft')).toBe('0');
      expect(detailCalls()).toHaveLength(1);
    });
  });
});
