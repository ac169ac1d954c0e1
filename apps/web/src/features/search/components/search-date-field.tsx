import { formatDate } from '@innkeep/contract/dates';
import { Input } from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';
import { clearDateLabel, DATE_FIELD_LOOK, type SearchDateFieldProps } from './search-date-look.tsx';

const loadPicker = () => import('./search-date-picker.tsx');
const SearchDatePicker = lazy(loadPicker);

/**
 * A date field of the search bar. Until the guest first opens it, it is a button that looks like the date
 * picker and says the date; the picker (Mantine dates, its calendar and date library: about 20 KB gzip, and
 * two popovers to hydrate on the home page's first screen) loads when the guest first points at, focuses or
 * opens a date field, and takes the button's place open.
 */
export function SearchDateField(props: SearchDateFieldProps) {
  const [live, setLive] = useState(false);
  if (props.opened && !live) setLive(true);
  const standIn = <DateButton {...props} />;
  return live ? (
    <Suspense fallback={standIn}>
      <SearchDatePicker {...props} />
    </Suspense>
  ) : (
    standIn
  );
}

function DateButton({ label, value, onChange, onToggle }: SearchDateFieldProps) {
  const id = useId();
  const prefetch = () => void loadPicker();
  return (
    <Input.Wrapper label={label} id={id} size={DATE_FIELD_LOOK.size}>
      <Input
        id={id}
        component="button"
        type="button"
        size={DATE_FIELD_LOOK.size}
        multiline
        pointer
        aria-haspopup="dialog"
        aria-expanded={false}
        leftSection={DATE_FIELD_LOOK.leftSection}
        rightSection={
          value ? (
            <Input.ClearButton aria-label={clearDateLabel(label)} onClick={() => onChange(null)} />
          ) : undefined
        }
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={onToggle}
      >
        {value ? formatDate(value) : <Input.Placeholder>{DATE_FIELD_LOOK.placeholder}</Input.Placeholder>}
      </Input>
    </Input.Wrapper>
  );
}
