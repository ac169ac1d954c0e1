import { formatDate } from '@innkeep/contract/dates';
import { guestCapacity } from '@innkeep/contract/page-meta';
import { paymentGateMessages } from '@innkeep/contract/payment-gates';
import { perNightFromBase, perNightText } from '@innkeep/contract/per-night';
import type { PublicListing } from '@innkeep/contract/search';
import { Button, Divider, NumberInput, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { CancellationPolicy } from '../../../components/cancellation-policy.tsx';
import { PriceBreakdown } from '../../../components/price-breakdown.tsx';
import { PriceWorking, UnbookableDatesAlert } from '../../../components/price-status.tsx';
import { useCalculation } from '../../../lib/get-calculation.ts';
import { usePaymentsConfig } from '../../../lib/get-public-config.ts';
import { GUESTS_FIELD_ID } from '../guests-field.ts';
import { guestsAboveCapacity, normaliseGuests } from '../stay-calendar-logic.ts';
import { useBookNow } from '../use-book-now.ts';
import { InquiryForm } from './inquiry-form.tsx';

export interface BookingPanelProps {
  stay: PublicListing;
  start: string | null;
  end: string | null;
  guests: number;
  onGuestsChange: (guests: number) => void;
  /** The page's link asked for this many guests, above the capacity, and the count went back to 1. */
  linkGuestsAbove?: number | null;
}

/** The price for the chosen stay (live from the server), Book now, and the inquiry form. */
export function BookingPanel({
  stay,
  start,
  end,
  guests,
  onGuestsChange,
  linkGuestsAbove,
}: BookingPanelProps) {
  const openBookNow = useBookNow(stay);
  // Inquiries only (no card payments on this site, decision 0065): the approval brings no pay link either.
  const inquiriesOnly = usePaymentsConfig()?.enabled === false;
  // The count typed last, or the link's, when it was above the capacity and went back to 1
  // (docs/requirements/wire.md#R-W16), so the panel can say so.
  const [overCapacity, setOverCapacity] = useState<number | null>(linkGuestsAbove ?? null);
  // A count reset to the one already chosen changes no prop, and the field would keep showing what was typed
  // (5) while the stay is priced and booked for 1: a new key redraws it with the real count.
  const [resets, setResets] = useState(0);
  const guestsField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (resets > 0) guestsField.current?.focus();
  }, [resets]);
  const choice = start && end ? { start_date: start, end_date: end, guests } : null;
  const calculation = useCalculation(stay.id, choice);
  const priced = choice !== null && calculation.isSuccess && !calculation.isPlaceholderData;
  // The chosen stay's own nights once priced (the server's breakdown); "from" the base price until then.
  const night = perNightText(
    priced ? calculation.data.per_night : perNightFromBase(stay.price),
    stay.currency_code,
    stay.currency_symbol,
  );

  function bookNow() {
    if (choice) openBookNow(choice);
  }

  return (
    // Styled by ./booking-panel.css (in the entry's stylesheet, app/part-styles.css): a lazy part's own CSS would
    // come only as it hydrates (decision 0093).
    <div className="booking-panel">
      <div data-testid="per-night">
        <p className="booking-panel-price">
          <span className="booking-panel-amount">{night.price}</span>
          <span className="text-dimmed">{night.caption}</span>
        </p>
        {night.range ? <p className="text-dimmed text-sm">{night.range}</p> : null}
      </div>
      <div className="booking-panel-dates">
        <div>
          <p className="text-dimmed text-xs">Check in</p>
          <p className="booking-panel-date">{start ? formatDate(start) : 'Add date'}</p>
        </div>
        <div>
          <p className="text-dimmed text-xs">Check out</p>
          <p className="booking-panel-date">{end ? formatDate(end) : 'Add date'}</p>
        </div>
      </div>
      <NumberInput
        key={resets}
        ref={guestsField}
        id={GUESTS_FIELD_ID}
        label="Guests"
        description={
          stay.person_capacity === null
            ? undefined
            : overCapacity !== null
              ? `${guestCapacity(stay.person_capacity)}: ${overCapacity} is too many, so the count went back to 1.`
              : guestCapacity(stay.person_capacity)
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        value={guests}
        onChange={(value) => {
          // An emptied field is mid-typing, not a choice: keep the last count until a number arrives.
          if (value === '') return;
          const typed = Number(value);
          const next = normaliseGuests(typed, stay.person_capacity);
          setOverCapacity(guestsAboveCapacity(typed, stay.person_capacity));
          if (next !== typed) setResets((n) => n + 1);
          onGuestsChange(next);
        }}
        min={1}
        allowDecimal={false}
        allowNegative={false}
        leftSection={<IconUsers size={18} aria-hidden />}
      />
      <div aria-live="polite">
        {!choice ? (
          <Text size="sm" c="dimmed">
            Choose dates on the calendar to see the total price.
          </Text>
        ) : calculation.isPending ? (
          <PriceWorking>Calculating the price…</PriceWorking>
        ) : calculation.isError ? (
          <UnbookableDatesAlert error={calculation.error} />
        ) : (
          <Stack gap="sm">
            <PriceBreakdown calculation={calculation.data} />
            {calculation.data.cancellation && (
              <CancellationPolicy
                policy={calculation.data.cancellation.policy}
                terms={calculation.data.cancellation.terms}
              />
            )}
          </Stack>
        )}
      </div>
      {/* The main action of each state has the primary style: Book now once a stay is priced, the inquiry before. */}
      {stay.book_now_available ? (
        <>
          <Button size="md" onClick={bookNow} disabled={!priced} variant={priced ? 'filled' : 'default'}>
            Book now
          </Button>
          <Divider label="or" labelPosition="center" />
        </>
      ) : (
        // The host cannot take card payments (or card payment is off): inquiries only (decision 0025).
        <Text size="sm" c="dimmed" data-testid="book-now-unavailable">
          {inquiriesOnly ? paymentGateMessages.askTheHostInquiriesOnly : paymentGateMessages.askTheHost}
        </Text>
      )}
      <InquiryForm
        listingId={stay.id}
        start={start}
        end={end}
        guests={guests}
        primary={!priced || !stay.book_now_available}
      />
    </div>
  );
}
