import type { UnavailableDatesReply } from '@innkeep/contract/bookings';
import { bookingHorizon, formatDate, todayIso } from '@innkeep/contract/dates';
import { formatPrice } from '@innkeep/contract/money';
import { useMemo, useState } from 'react';
import { RangeCalendar } from '../../../components/range-calendar.tsx';
import { GUESTS_FIELD_ID } from '../guests-field.ts';
import { earliestCheckOut, firstBookableNight, isDayDisabled } from '../stay-calendar-logic.ts';
import classes from './stay-calendar.module.css';

export type DateRange = [string | null, string | null];

interface StayCalendarProps {
  /** The nights taken; undefined until they come from the API (the server's HTML shows none, decision 0110). */
  unavailable: string[] | undefined;
  /** Each night's price and minimum stay where they differ from the listing's (docs/requirements/bookings.md#R-B5). */
  rates?: Pick<UnavailableDatesReply, 'today' | 'price' | 'nightly_prices' | 'minimum_nights'> | undefined;
  currency?: string;
  loading: boolean;
  /** The nights could not be loaded: `retry` asks again. */
  failed?: { retry: () => void } | undefined;
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** The listing's booking settings: check-out days that break them cannot be chosen. */
  minNights: number | null;
  maxNights: number | null;
}

/** What the calendar's heading says of the choice so far. */
function rangeLabel(start: string | null, end: string | null): string {
  if (start && end) return `${formatDate(start)} – ${formatDate(end)}`;
  return start ? `Check-in ${formatDate(start)}: now choose check-out` : 'Choose your check-in date';
}

/** Picks check-in then check-out; past and unavailable nights are disabled. Arrow keys move between days. */
export function StayCalendar({
  unavailable,
  rates,
  currency,
  loading,
  failed,
  value,
  onChange,
  minNights,
  maxNights,
}: StayCalendarProps) {
  const today = rates?.today ?? todayIso(); // the listing's date once its nights come (decision 0115)
  const blocked = useMemo(() => new Set(unavailable ?? []), [unavailable]);
  const [start, end] = value;
  // A season's minimum stay applies to stays starting in it (decision 0046).
  const startMinimum =
    start && rates && start in rates.minimum_nights ? rates.minimum_nights[start] : undefined;
  const minimum = startMinimum === undefined ? minNights : startMinimum;
  const priceOf = (day: string) => rates?.nightly_prices[day] ?? rates?.price;
  // A past or booked day shows no price, so its name says none either: no one can book it at that price.
  const shownPrice = (day: string, price: number | undefined) =>
    rates && currency && day >= today && !blocked.has(day) ? price : undefined;
  const state = {
    today,
    unavailable: blocked,
    horizon: bookingHorizon(today),
    start,
    end,
    minNights: minimum,
    maxNights,
  };
  const earliest = earliestCheckOut(state);
  // The month on show: the guest's own paging, else the chosen check-in's, else the first with a bookable night.
  const [paged, setPaged] = useState<string | null>(null);
  const firstBookable = useMemo(
    () =>
      unavailable === undefined
        ? null
        : firstBookableNight({
            today,
            unavailable: blocked,
            horizon: bookingHorizon(today),
            start: null,
            end: null,
            minNights,
            maxNights,
          }),
    [unavailable, blocked, today, minNights, maxNights],
  );
  const shownMonth = paged ?? start ?? firstBookable ?? today;

  function choose(next: DateRange) {
    onChange(next);
    // Check-out chosen: the next thing to decide is the guests (as on rental sites), in the booking panel.
    if (next[0] && next[1] && !end) document.getElementById(GUESTS_FIELD_ID)?.focus();
  }

  return (
    <div className={classes.calendar}>
      <div className={classes.heading}>
        <span className={classes.label} id="stay-dates-label">
          {rangeLabel(start, end)}
        </span>
        {loading && <span className={classes.loader} role="status" aria-label="Loading availability" />}
        {failed && !loading && (
          <span className={classes.failed} role="alert">
            Availability could not be loaded.{' '}
            <button type="button" className={classes.clear} onClick={failed.retry}>
              Try again
            </button>
          </span>
        )}
        {(start || end) && (
          <button
            type="button"
            className={classes.clear}
            onClick={() => {
              // Clearing keeps the month on show: the guest is choosing again around the same dates.
              setPaged(shownMonth);
              onChange([null, null]);
            }}
          >
            Clear dates
          </button>
        )}
      </div>
      <RangeCalendar
        aria-labelledby="stay-dates-label"
        value={value}
        onChange={choose}
        today={today}
        minDate={today}
        maxDate={state.horizon}
        // Until the nights are known no day can be chosen: a free-looking day may be taken.
        isDisabled={(day) => unavailable === undefined || isDayDisabled(state, day)}
        busy={unavailable === undefined}
        month={shownMonth}
        onMonthChange={setPaged}
        renderDay={(day) => {
          const price = shownPrice(day, priceOf(day));
          const shown = price !== undefined && currency !== undefined;
          return (
            <span className={classes.day}>
              <span>{Number(day.slice(8, 10))}</span>
              {/* The space keeps "10 €95" two words for whoever reads the text, as the day's name says them. */}
              {shown && ' '}
              {shown && (
                // Hidden from assistive technology: the day's name already says its price.
                <span className={classes.price} data-testid={`night-price-${day}`} aria-hidden>
                  {formatPrice(price, currency)}
                </span>
              )}
            </span>
          );
        }}
        dayLabel={(day) => {
          if (blocked.has(day)) return `${formatDate(day)}, unavailable`;
          const price = shownPrice(day, priceOf(day));
          if (price === undefined || !currency) return formatDate(day);
          // The name says what the day shows ("10", then "€95") in that order, then the year:
          // "Jan 10, €95 a night, 2027" (WCAG 2.5.3, label in name).
          const [monthDay, year] = formatDate(day).split(', ');
          return `${monthDay}, ${formatPrice(price, currency)} a night, ${year}`;
        }}
      />
      <p className={`${classes.note} text-dimmed text-xs`}>
        Greyed-out days are in the past or already booked. The check-out day can be the first booked night.
      </p>
      {start && !end && (
        <p className={`${classes.note} text-dimmed text-sm`}>
          {earliest
            ? `Earliest check-out ${formatDate(earliest)}${minimum && minimum > 1 ? ` (at least ${minimum} nights)` : ''}.`
            : `No stay of ${minimum && minimum > 1 ? `${minimum} nights` : 'a night'} can start on this day: choose another check-in.`}
        </p>
      )}
    </div>
  );
}
