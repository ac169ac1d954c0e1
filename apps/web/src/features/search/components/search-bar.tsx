import { addDays, formatDate, todayIso } from '@innkeep/contract/dates';
import { Button, NumberInput, Paper, type PopoverProps, SimpleGrid } from '@mantine/core';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { IconCalendar, IconSearch, IconUsers } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { DateSettings } from '../../../components/date-settings.tsx';
import type { SearchParams } from '../api/search-listings.ts';
import { WhereInput } from './where-input.tsx';

export const DEFAULT_GUESTS = 1;
const DATE_FORMAT = 'MMM D, YYYY';
/**
 * Below the field, always: flipping above it (when the hero leaves little room below) would cover the
 * field's label. Without flip, a short window scrolls to the rest of the calendar.
 */
const BELOW_THE_FIELD: Partial<PopoverProps> = {
  withinPortal: true,
  position: 'bottom-start',
  middlewares: { flip: false, shift: true },
};

/** What Check in and Check out have in common. */
const DATE_FIELD = {
  valueFormat: DATE_FORMAT,
  getDayAriaLabel: formatDate,
  nextLabel: 'Next month',
  previousLabel: 'Previous month',
  clearable: true,
  leftSection: <IconCalendar size={18} stroke={1.6} aria-hidden />,
  size: 'md',
} satisfies Partial<DatePickerInputProps>;

interface SearchBarProps {
  initial: Omit<SearchParams, 'amenities'>;
  onSearch: (params: Omit<SearchParams, 'amenities'>) => void;
}

/** Where, Check in, Check out, Guests (default 1; 0 reads 'Add guests'). */
export function SearchBar({ initial, onSearch }: SearchBarProps) {
  const [city, setCity] = useState(initial.city);
  const [start, setStart] = useState<string | null>(initial.start);
  const [end, setEnd] = useState<string | null>(initial.end);
  const [guests, setGuests] = useState<number>(initial.numberOfGuests);
  // Check-out's calendar is ours to open: it opens by itself once a check-in is chosen.
  const [checkOutOpened, setCheckOutOpened] = useState(false);
  const today = todayIso();

  function submit(event: FormEvent) {
    event.preventDefault();
    // A lone date cannot be searched: the server wants both or neither.
    const both = start && end;
    onSearch({ city, start: both ? start : null, end: both ? end : null, numberOfGuests: guests });
  }

  return (
    <DateSettings>
      <Paper
        component="form"
        role="search"
        aria-label="Find a stay"
        onSubmit={submit}
        radius="xl"
        shadow="xl"
        p={{ base: 'md', sm: 'lg' }}
        // The hero's white text colour must not leak into the labels.
        c="var(--mantine-color-text)"
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" verticalSpacing="sm">
          <WhereInput value={city} onChange={setCity} />
          <DatePickerInput
            label="Check in"
            placeholder="Add date"
            value={start}
            onChange={(value) => {
              setStart(value);
              // A check-out that no longer follows check-in is dropped, so its calendar opens on check-in's month.
              if (value && end && end <= value) setEnd(null);
              if (value) setCheckOutOpened(true);
            }}
            minDate={today}
            {...DATE_FIELD}
            popoverProps={BELOW_THE_FIELD}
          />
          <DatePickerInput
            label="Check out"
            placeholder="Add date"
            value={end}
            onChange={(value) => {
              setEnd(value);
              if (value) setCheckOutOpened(false);
            }}
            onClick={() => setCheckOutOpened((opened) => !opened)}
            minDate={start ? addDays(start, 1) : addDays(today, 1)}
            defaultDate={start ?? undefined}
            {...DATE_FIELD}
            popoverProps={{
              ...BELOW_THE_FIELD,
              opened: checkOutOpened,
              onClose: () => setCheckOutOpened(false),
            }}
          />
          <NumberInput
            label="Guests"
            placeholder="Add guests"
            // 0 guests shows the placeholder 'Add guests' instead of a bare 0.
            value={guests === 0 ? '' : guests}
            onChange={(value) => setGuests(typeof value === 'number' ? value : Number(value) || 0)}
            min={0}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            leftSection={<IconUsers size={18} stroke={1.6} aria-hidden />}
            size="md"
          />
          <Button
            type="submit"
            size="md"
            leftSection={<IconSearch size={18} aria-hidden />}
            style={{ alignSelf: 'end' }}
            fullWidth
          >
            Search
          </Button>
        </SimpleGrid>
      </Paper>
    </DateSettings>
  );
}
