import { datesOnEarth, formatDate } from '@innkeep/contract/dates';
import { type ComponentProps, type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react';
import { useUnavailableDates } from '../api/get-unavailable-dates.ts';
import { initialRange } from '../stay-calendar-logic.ts';
import { type DateRange, StayCalendar } from './stay-calendar.tsx';

interface Dropped {
  dates: [string, string | null];
  /** Taken meanwhile, or past: then `today` is the date the stay started before. */
  reason: 'taken' | { today: string };
}

function droppedBecause({ dates: [, end], reason }: Dropped): string {
  if (reason === 'taken') return 'is no longer available';
  return end && end <= reason.today ? 'is in the past' : 'has already begun';
}

/**
 * The calendar with the stay's nights, asked in the browser (decision 0110). The query lives here, not in the page:
 * when the nights come only the calendar renders again, not the whole page.
 */
export function StayAvailability({
  id,
  guests,
  value,
  onChange,
  pastDates,
  ...calendar
}: Omit<ComponentProps<typeof StayCalendar>, 'unavailable' | 'rates' | 'loading' | 'failed' | 'onChange'> & {
  id: number;
  guests: number;
  onChange: Dispatch<SetStateAction<DateRange>>;
  /** A link's dates the page dropped at once because the stay starts before today (`pastLinkDates`). */
  pastDates?: [string, string] | null;
}) {
  const unavailable = useUnavailableDates(id, guests);
  // Dates from a link that were dropped, past or taken: the guest is told, not left wondering where they went.
  const [dropped, setDropped] = useState<Dropped | null>(() =>
    pastDates ? { dates: pastDates, reason: { today: datesOnEarth().earliest } } : null,
  );
  const chosen = useRef(value);
  chosen.current = value;
  // Dates from a link are dropped once availability shows they are no longer free, or already past on the
  // listing's own date (decision 0115).
  useEffect(() => {
    if (!unavailable.data) return;
    const [start, end] = chosen.current;
    if (!start) return;
    const { today, unavailable_dates } = unavailable.data;
    if (initialRange({ today, unavailable: new Set(unavailable_dates) }, start, end)[0]) return;
    setDropped({ dates: [start, end], reason: start < today ? { today } : 'taken' });
    onChange([null, null]);
  }, [unavailable.data, onChange]);
  return (
    <>
      {dropped && !value[0] && (
        <p role="status" className="text-sm">
          {formatDate(dropped.dates[0])}
          {dropped.dates[1] && ` – ${formatDate(dropped.dates[1])}`} {droppedBecause(dropped)}: choose other
          dates on the calendar.
        </p>
      )}
      <StayCalendar
        {...calendar}
        unavailable={unavailable.data?.unavailable_dates}
        rates={unavailable.data}
        loading={unavailable.isFetching}
        failed={unavailable.isError ? { retry: () => void unavailable.refetch() } : undefined}
        value={value}
        onChange={onChange}
      />
    </>
  );
}
