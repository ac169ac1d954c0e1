import { DEPOSIT_HOST_TEXT } from '@innkeep/contract/deposit';
import type { HostListing } from '@innkeep/contract/listings-reply';
import { Stack, Text } from '@mantine/core';
import { dash } from '../../../components/fact.tsx';
import { DetailsCard } from './details-card.tsx';
import { money, percent, taxText } from './listing-details-text.ts';

/** The listing's prices, fees, discounts, deposit and taxes. */
export function PriceDetails({ listing }: { listing: HostListing }) {
  const fees = listing.price_and_fee;
  const excluded = new Set(fees.excluded_fees);
  return (
    <DetailsCard
      title="Price and fees"
      rows={[
        ['Currency', dash(fees.currency_code)],
        ['Price per night', money(listing, fees.price)],
        ['Weekend price (Fri, Sat)', money(listing, fees.weekend_price)],
        ['Price for extra person', money(listing, fees.price_fo_extra_person)],
        ['Guests included', dash(fees.guests_included)],
        [
          'Cleaning fee',
          `${money(listing, fees.cleaning_fee)}${excluded.has('cleaning_fee') ? ' (not in reservation sum)' : ''}`,
        ],
        [
          'Refundable damage deposit',
          fees.refundable_damage_deposit ? (
            <Stack key="deposit" gap={2}>
              <Text size="sm">{money(listing, fees.refundable_damage_deposit)}</Text>
              <Text size="xs" c="dimmed">
                {DEPOSIT_HOST_TEXT}
              </Text>
            </Stack>
          ) : (
            'None'
          ),
        ],
        ['Weekly discount', percent(fees.weekly_discount)],
        ['Monthly discount', percent(fees.monthly_discount)],
        [
          'Taxes',
          fees.taxes.length === 0 ? (
            'None'
          ) : (
            <Stack key="taxes" gap={2} data-testid="listing-taxes">
              {fees.taxes.map((tax) => (
                <Text key={tax.name} size="sm">
                  {taxText(listing, tax)}
                </Text>
              ))}
            </Stack>
          ),
        ],
      ]}
    />
  );
}
