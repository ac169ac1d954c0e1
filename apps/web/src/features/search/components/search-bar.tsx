import { addDays } from '@innkeep/contract/dates';
import { readerToday } from '@innkeep/contract/formats';
import { SEARCH_DEFAULT_GUESTS, SEARCH_MAX_GUESTS, searchGuests } from '@innkeep/contract/search-constants';
import { Button, NumberInput, Paper, SimpleGrid } from '@mantine/core';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import type { SearchParams } from '../api/search-listings.ts';
import { SearchDateField } from './search-date-field.tsx';
import { WhereInput } from './where-input.tsx';

interface SearchBarProps {
  initial: Omit<SearchParams, 'amenities'>;
  onSearch: (params: Omit<SearchParams, 'amenities'>) => void;
}

/** Where, Check in, Check out, Guests (default 1; left empty it reads 'Add guests' and searches for 1). */
export function SearchBar({ initial, onSearch }: SearchBarProps) {
  const [city, setCity] = useState(initial.city);
  const [start, setStart] = useState<string | null>(initial.start);
  const [end, setEnd] = useState<string | null>(initial.end);
  const [guests, setGuests] = useState<number | ''>(searchGuests(initial.numberOfGuests));
  // Back to an earlier search (the address changed under the bar) shows that search, not the last one typed.
  const searchedFor = [initial.city, initial.start, initial.end, initial.numberOfGuests].join('|');
  const [shownFor, setShownFor] = useState(searchedFor);
  if (shownFor !== searchedFor) {
    setShownFor(searchedFor);
    setCity(initial.city);
    setStart(initial.start);
    setEnd(initial.end);
    setGuests(searchGuests(initial.numberOfGuests));
  }
  // The calendars are ours to open: check-out's opens by itself once a check-in is chosen.
  const [opened, setOpened] = useState<'start' | 'end' | null>(null);
  // The guest's own date: tonight in Los Angeles is bookable there while UTC is already tomorrow (decision 0115).
  // Read only by the pickers, which open in the browser.
  const today = readerToday();

  function submit(event: FormEvent) {
    event.preventDefault();
    // A lone date cannot be searched: the server wants both or neither.
    const both = start && end;
    // Never 0: an empty field searches for the default, and says so, as the results' heading does.
    const count = searchGuests(guests === '' ? SEARCH_DEFAULT_GUESTS : guests);
    setGuests(count);
    onSearch({ city, start: both ? start : null, end: both ? end : null, numberOfGuests: count });
  }

  return (
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
        <SearchDateField
          label="Check in"
          value={start}
          onChange={(value) => {
            setStart(value);
            // A check-out that no longer follows check-in is dropped, so its calendar opens on check-in's month.
            if (value && end && end <= value) setEnd(null);
            if (value) setOpened('end');
          }}
          minDate={today}
          opened={opened === 'start'}
          onToggle={() => setOpened((now) => (now === 'start' ? null : 'start'))}
          onClose={() => setOpened((now) => (now === 'start' ? null : now))}
        />
        <SearchDateField
          label="Check out"
          value={end}
          onChange={(value) => {
            setEnd(value);
            if (value) setOpened(null);
          }}
          minDate={start ? addDays(start, 1) : addDays(today, 1)}
          defaultDate={start ?? undefined}
          opened={opened === 'end'}
          onToggle={() => setOpened((now) => (now === 'end' ? null : 'end'))}
          onClose={() => setOpened((now) => (now === 'end' ? null : now))}
        />
        <NumberInput
          label="Guests"
          placeholder="Add guests"
          value={guests}
          onChange={(value) => setGuests(typeof value === 'number' ? value : '')}
          // Strict: a 0 (or more than the most) is not taken as typed.
          min={SEARCH_DEFAULT_GUESTS}
          max={SEARCH_MAX_GUESTS}
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
  );
}
