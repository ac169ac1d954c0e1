import { CANCELLATION_POLICY_LABELS } from '@innkeep/contract/cancellation';
import type { HostListing } from '@innkeep/contract/listings-reply';
import { Stack, Text } from '@mantine/core';
import { DetailsCard } from './details-card.tsx';
import { dateText, nights } from './listing-details-text.ts';
import { policyTerms } from './policy-terms.ts';

/** The listing's cancellation policy and the stays it takes: lengths and gap nights. */
export function BookingRulesDetails({ listing }: { listing: HostListing }) {
  const booking = listing.booking_settings;
  const fees = listing.price_and_fee;
  return (
    <DetailsCard
      title="Booking rules"
      rows={[
        [
          'Cancellation policy',
          <Stack key="policy" gap={2}>
            <Text size="sm">{CANCELLATION_POLICY_LABELS[booking.cancellation_policy]}</Text>
            <Text size="xs" c="dimmed">
              {policyTerms(booking.cancellation_policy, {
                currency: fees.currency_code,
                cleaningFee: fees.cleaning_fee,
                excludedFees: fees.excluded_fees,
                taxes: fees.taxes,
              })}
            </Text>
          </Stack>,
        ],
        ['Minimum stay', nights(booking.minimum_nights)],
        ['Maximum stay', nights(booking.maximum_nights)],
        [
          'Gap nights',
          booking.enable_reservations_for_gap_nights === 1
            ? 'A shorter stay that exactly fills a gap is allowed'
            : 'Not allowed below the minimum stay',
        ],
        ['Smallest allowed gap', nights(booking.smallest_allowed_gap)],
        [
          'Gap rule applies',
          !booking.smallest_allowed_gap
            ? 'No gap rule'
            : booking.allow_gaps_between_start || booking.allow_gaps_between_end
              ? `${dateText(booking.allow_gaps_between_start, 'Any date')} – ${dateText(booking.allow_gaps_between_end, 'any date')}`
              : 'Always',
        ],
      ]}
    />
  );
}
