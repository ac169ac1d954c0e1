import { Autocomplete, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { usePlaces } from '../api/get-places.ts';
import { placeOptions, staysDescription } from '../place-options.ts';

/** docs/requirements/wire.md#R-W1, R-W16: the suggestion list hides 100 ms after the field loses focus (so a click on a suggestion still lands). */
const HIDE_AFTER_BLUR_MS = 100;

interface WhereInputProps {
  value: string;
  onChange: (value: string) => void;
}

/** "Where": a city field with suggestions from `GET /api/places` once two characters are typed. */
export function WhereInput({ value, onChange }: WhereInputProps) {
  const [debounced] = useDebouncedValue(value, 150);
  const places = usePlaces(debounced);
  const [opened, setOpened] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (hideTimer.current) clearTimeout(hideTimer.current);
    },
    [],
  );

  function clearHideTimer() {
    if (hideTimer.current) clearTimeout(hideTimer.current);
    hideTimer.current = null;
  }

  // Several places share a name (Porto, Portugal / Porto, Brazil): the label tells them apart; the city name is what we search.
  // Places with stays come first; the others say "No stays yet", as a search there finds nothing.
  const options = placeOptions(places);
  const stays = new Map(options.map((p) => [p.label, p.stays]));

  return (
    <Autocomplete
      label="Where"
      placeholder="Search destinations"
      value={value}
      onChange={(next) => {
        const place = options.find((p) => p.label === next);
        onChange(place ? place.name : next);
        setOpened(true);
      }}
      data={options.map((p) => p.label)}
      filter={({ options: all }) => all}
      renderOption={({ option }) => (
        <div>
          <Text size="sm">{option.value}</Text>
          <Text size="xs" c="dimmed">
            {staysDescription(stays.get(option.value) ?? 0)}
          </Text>
        </div>
      )}
      dropdownOpened={opened && options.length > 0}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      onFocus={() => {
        clearHideTimer();
        setOpened(true);
      }}
      onBlur={() => {
        clearHideTimer();
        hideTimer.current = setTimeout(() => setOpened(false), HIDE_AFTER_BLUR_MS);
      }}
      leftSection={<IconMapPin size={18} stroke={1.6} aria-hidden />}
      autoComplete="off"
      size="md"
      // Mantine keeps a closed list mounted (hidden) by default: on a server-rendered page that meant positioning
      // it, a forced layout of the whole page, while hydrating. It is rendered when it opens instead.
      comboboxProps={{ keepMounted: false }}
    />
  );
}
