import { todayIso } from '@innkeep/contract/dates';
import { type ComponentProps, type Dispatch, type SetStateAction, useEffect } from 'react';
import { useUnavailableDates } from '../api/get-unavailable-dates.ts';
import { initialRange } from '../stay-calendar-logic.ts';
import { type DateRange, StayCalendar } from './stay-calendar.tsx';

/**
 * The calendar with the stay's nights, asked in the browser (decision 0110). The query lives here, not in the page:
 * when the nights come only the calendar renders again, not the whole page.
 */
export function StayAvailability({
  id,
  guests,
  value,
  onChange,
  ...calendar
}: Omit<ComponentProps<typeof StayCalendar>, 'unavailable' | 'rates' | 'loading' | 'failed' | 'onChange'> & {
  id: number;
  guests: number;
  onChange: Dispatch<SetStateAction<DateRange>>;
}) {
  const unavailable = useUnavailableDates(id, guests);
  // Dates from a link are dropped once availability shows they are no longer free.
  useEffect(() => {
    if (!unavailable.data) return;
    const taken = new Set(unavailable.data.unavailable_dates);
    onChange((current) => {
      const [start, end] = current;
      if (!start || !end) return current;
      const checked = initialRange({ today: todayIso(), unavailable: taken }, start, end);
      return checked[0] ? current : checked;
    });
  }, [unavailable.data, onChange]);
  return (
    <StayCalendar
      {...calendar}
      unavailable={unavailable.data?.unavailable_dates}
      rates={unavailable.data}
      loading={unavailable.isFetching}
      failed={unavailable.isError ? { retry: () => void unavailable.refetch() } : undefined}
      value={value}
      onChange={onChange}
    />
  );
}
