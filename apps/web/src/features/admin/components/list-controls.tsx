import { Group, Pagination, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

interface SearchBoxProps {
  label: string;
  onSearch: (q: string) => void;
}

/** Searches as the admin types (300 ms after the last key, as the public search does). */
export function SearchBox({ label, onSearch }: SearchBoxProps) {
  const [value, setValue] = useState('');
  const [debounced] = useDebouncedValue(value.trim(), 300);
  useEffect(() => onSearch(debounced), [debounced, onSearch]);
  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={label}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
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
