import type { ListingFormValues } from '@innkeep/contract/listings-form';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../test-render.tsx';
import { renderListingTab } from '../test-listing-form.tsx';
import { BookingSettingsTab } from './booking-settings-tab.tsx';

const renderTab = (values: Partial<ListingFormValues>) => renderListingTab(<BookingSettingsTab />, values);

stubFetch(async () => json(200, { data: [] }));

// The policy's summary under the select is the one guests read on the stay page: card processing as money in the
// listing's currency, and the cleaning fee only when the listing charges one.
describe('BookingSettingsTab', { timeout: 30_000 }, () => {
  it('words the policy with the currency and cleaning fee the Price & fees tab holds', async () => {
    const form = renderTab({ cancellation_policy: 'strict', currency_code: 'USD', cleaning_fee: '' });
    const summary = screen.getByTestId('policy-summary');
    expect(summary).toHaveTextContent('Card processing (2.9 % + $0.30 of the payment) is never refunded.');
    expect(summary).not.toHaveTextContent(/cleaning/i);
    expect(summary).toHaveTextContent('after that, nothing.');

    // As the host types a cleaning fee and changes the currency, the summary follows.
    act(() => {
      form.setValue('cleaning_fee', 25);
      form.setValue('currency_code', 'EUR');
    });
    expect(summary).toHaveTextContent(
      'until 7 days before check-in, the cleaning fee and half of the nights',
    );
    expect(summary).toHaveTextContent('after that, only the cleaning fee.');
    expect(summary).toHaveTextContent('2.9 % + €0.30');

    // A cleaning fee left out of the reservation sum is not part of what a guest paid.
    act(() => form.setValue('excluded_fees', ['cleaning_fee']));
    expect(summary).not.toHaveTextContent(/cleaning/i);
  });

  it('shows a listing without a currency yet in the default one, never a bare 0.30', () => {
    renderTab({ cancellation_policy: 'moderate', currency_code: '' });
    expect(screen.getByTestId('policy-summary')).toHaveTextContent('2.9 % + €0.30');
  });
});
