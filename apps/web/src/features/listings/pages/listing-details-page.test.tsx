import { DEPOSIT_HOST_TEXT } from '@innkeep/contract/deposit';
import type { HostListing } from '@innkeep/contract/listings-reply';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../test-render.tsx';
import { hostListing } from '../test-host-listing.ts';
import ListingDetailsPage from './listing-details-page.tsx';

// docs/requirements/host.md#R-H22: the details page says the deposit as the form does, shows the taxes, the
// cancellation policy and the booking rules, and links to the public page once the listing is published.
const listing = hostListing;

let reply: HostListing;
stubFetch(async (input) => {
  const path = new URL(String(input), 'http://localhost').pathname;
  if (path === '/api/listings/7') return json(200, { data: reply });
  throw new Error(`unexpected ${path}`);
});

function renderPage() {
  renderWithProviders(<ListingDetailsPage />, { route: '/listing_details/:id', at: '/listing_details/7' });
}

describe('Listing details', { timeout: 30_000 }, () => {
  it('says the deposit as the form does, and shows the taxes, the policy and the booking rules', async () => {
    reply = listing();
    renderPage();
    const price = await screen.findByRole('region', { name: 'Price and fees' }, { timeout: 10_000 });
    expect(price).toHaveTextContent(`€300${DEPOSIT_HOST_TEXT}`);
    expect(price).not.toHaveTextContent('(held on the card, not in reservation sum)');
    expect(within(price).getByTestId('listing-taxes')).toHaveTextContent(
      'Lisbon city tax: €4 per guest per night, up to 7 nightsVAT: 6% of the stay',
    );
    const rules = screen.getByRole('region', { name: 'Booking rules' });
    expect(rules).toHaveTextContent('Cancellation policyModerateFull refund until 5 days before check-in');
    expect(rules).toHaveTextContent('Minimum stay2 nights');
    expect(rules).toHaveTextContent('Maximum stay30 nights');
    expect(rules).toHaveTextContent('Gap nightsA shorter stay that exactly fills a gap is allowed');
    expect(rules).toHaveTextContent('Smallest allowed gap2 nights');
    expect(rules).toHaveTextContent('Gap rule appliesJun 1, 2027 – any date');
  });

  it('words the policy as guests read it: card processing in its currency, the cleaning fee only if charged', async () => {
    reply = listing();
    renderPage();
    const rules = await screen.findByRole('region', { name: 'Booking rules' }, { timeout: 10_000 });
    expect(rules).toHaveTextContent('the cleaning fee and half of the nights after the first');
    expect(rules).toHaveTextContent('Card processing (2.9 % + €0.30 of the payment) is never refunded.');
  });

  it('leaves the cleaning fee out of the policy of a listing that charges none', async () => {
    const base = listing();
    reply = {
      ...base,
      price_and_fee: {
        ...base.price_and_fee,
        currency_code: 'USD',
        currency_symbol: '$',
        cleaning_fee: null,
      },
      booking_settings: { ...base.booking_settings, cancellation_policy: 'strict' },
    };
    renderPage();
    const rules = await screen.findByRole('region', { name: 'Booking rules' }, { timeout: 10_000 });
    expect(rules).not.toHaveTextContent(/cleaning/i);
    expect(rules).toHaveTextContent('after that, nothing.');
    expect(rules).toHaveTextContent('2.9 % + $0.30');
  });

  // docs/requirements/host.md#R-H26
  it('shows half bathrooms as the stay page writes them', async () => {
    reply = listing();
    renderPage();
    expect(await screen.findByText('1.5 baths', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('links a published listing to its public page', async () => {
    reply = listing();
    renderPage();
    expect(
      await screen.findByRole('link', { name: 'View on the site' }, { timeout: 10_000 }),
    ).toHaveAttribute('href', '/stays/7');
  });

  it('offers no public link for a draft, and says when there is no deposit or tax', async () => {
    const draft = listing({ draft: 1 });
    reply = {
      ...draft,
      price_and_fee: { ...draft.price_and_fee, refundable_damage_deposit: null, taxes: [] },
    };
    renderPage();
    const price = await screen.findByRole('region', { name: 'Price and fees' }, { timeout: 10_000 });
    expect(screen.queryByRole('link', { name: 'View on the site' })).toBeNull();
    expect(price).toHaveTextContent('Refundable damage depositNone');
    expect(price).toHaveTextContent('TaxesNone');
  });
});
