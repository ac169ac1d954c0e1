import { formatDate } from '@innkeep/contract/dates';
import type { ReservationListQuery, ReservationListReply } from '@innkeep/contract/reservations';
import { Button, Group, SegmentedControl, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconCalendar, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { DateSettings } from '../../../components/date-settings.tsx';

export type WhenFilter = 'upcoming' | 'past' | 'all';

/** The list's filters as the URL holds them (`?q=&listing=&status=&from=&to=&when=`); `when` defaults to all. */
export interface ListFilter extends Omit<ReservationListQuery, 'when'> {
  when: WhenFilter;
}

interface ReservationFiltersProps {
  filter: ListFilter;
  onChange: (next: ListFilter) => void;
  statuses: { value: string; label: string }[];
  listings: ReservationListReply['listings'];
}

const ALL = 'all';

/** Search by guest, and filter by listing, status, stay dates and upcoming or past; all kept in the URL. */
export function ReservationFilters({ filter, onChange, statuses, listings }: ReservationFiltersProps) {
  const [q, setQ] = useState(filter.q ?? '');
  // Back or a link may change the URL's search: the box follows it (unless it already says the same words).
  const [shown, setShown] = useState(filter.q);
  if (shown !== filter.q) {
    setShown(filter.q);
    if ((q.trim() || undefined) !== filter.q) setQ(filter.q ?? '');
  }
  // One request per pause in typing, not per key.
  const search = useDebouncedCallback(
    (value: string) => onChange({ ...filter, q: value.trim() || undefined }),
    300,
  );
  const set = (patch: Partial<ListFilter>) => onChange({ ...filter, ...patch });
  const range: [string | null, string | null] = [filter.from ?? null, filter.to ?? null];
  const filtered =
    Boolean(filter.q || filter.listing || filter.status || filter.from || filter.to) || filter.when !== ALL;

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Upcoming or past stays"
        data={[
          { value: 'upcoming', label: 'Upcoming' },
          { value: 'past', label: 'Past' },
          { value: ALL, label: 'All' },
        ]}
        value={filter.when}
        onChange={(value) => set({ when: value as WhenFilter })}
        w={{ base: '100%', xs: 'fit-content' }}
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <TextInput
          label="Guest"
          placeholder="Name or e-mail"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={q}
          onChange={(event) => {
            setQ(event.currentTarget.value);
            search(event.currentTarget.value);
          }}
          type="search"
        />
        <Select
          label="Listing"
          data={[
            { value: ALL, label: 'All listings' },
            ...listings.map((l) => ({ value: String(l.id), label: l.external_listing_name })),
          ]}
          value={filter.listing ? String(filter.listing) : ALL}
          onChange={(value) => set({ listing: !value || value === ALL ? undefined : Number(value) })}
          allowDeselect={false}
          searchable
        />
        <Select
          label="Status"
          data={[{ value: ALL, label: 'All' }, ...statuses]}
          value={filter.status ? String(filter.status) : ALL}
          onChange={(value) => set({ status: !value || value === ALL ? undefined : Number(value) })}
          allowDeselect={false}
        />
        <DateSettings>
          <DatePickerInput
            type="range"
            label="Stays with a night between"
            placeholder="Any dates"
            value={range}
            onChange={([from, to]) => {
              // A range is applied once both ends are picked, or when it is cleared.
              if ((from && to) || (!from && !to)) set({ from: from ?? undefined, to: to ?? undefined });
            }}
            allowSingleDateInRange
            clearable
            valueFormat="MMM D, YYYY"
            getDayAriaLabel={formatDate}
            leftSection={<IconCalendar size={16} aria-hidden />}
          />
        </DateSettings>
      </SimpleGrid>
      {filtered && (
        <Group>
          <Button
            variant="subtle"
            size="xs"
            onClick={() => {
              setQ('');
              onChange({ when: ALL });
            }}
          >
            Clear filters
          </Button>
        </Group>
      )}
    </Stack>
  );
}
