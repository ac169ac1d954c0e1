import { Group, Pagination, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

interface SearchBoxProps {
  label: string;
  /** The search in force (the URL's `q`): the box starts from it. */
  value: string;
  onSearch: (q: string) => void;
}

/** Searches as the admin types (300 ms after the last key, as the public search does). */
export function SearchBox({ label, value: searched, onSearch }: SearchBoxProps) {
  const [value, setValue] = useState(searched);
  // Back or a link may change the URL's search: the box follows it. Its own search coming back does not
  // (`sent`): the admin may have typed on meanwhile.
  const [shown, setShown] = useState(searched);
  const [sent, setSent] = useState(searched);
  if (shown !== searched) {
    setShown(searched);
    if (searched !== sent) {
      setSent(searched);
      if (value.trim() !== searched) setValue(searched);
    }
  }
  const search = useDebouncedCallback((text: string) => {
    setSent(text.trim());
    onSearch(text.trim());
  }, 300);
  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={label}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      w={{ base: '100%', sm: 280 }}
    />
  );
}

interface PagerProps {
  page: number;
  lastPage: number;
  onChange: (page: number) => void;
}

/** Hidden when everything fits on one page. */
export function Pager({ page, lastPage, onChange }: PagerProps) {
  if (lastPage <= 1) return null;
  return (
    <Group justify="center" mt="lg">
      <Pagination
        total={lastPage}
        value={page}
        onChange={onChange}
        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        size="sm"
      />
    </Group>
  );
}
