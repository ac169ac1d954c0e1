import { formatDate } from '@innkeep/contract/dates';
import { Input } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState } from 'react';

const loadPicker = () => import('./search-date-picker.tsx');
const SearchDatePicker = lazy(loadPicker);

export interface SearchDateFieldProps {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  minDate: string;
  /** The month the calendar opens on when no date is chosen. */
  defaultDate?: string;
  /** Whether the calendar is open: the search bar decides (check-out opens itself after check-in). */
  opened: boolean;
  /** A click on the field. */
  onToggle: () => void;
  onClose: () => void;
}

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
    <Input.Wrapper label={label} id={id} size="md">
      <Input
        id={id}
        component="button"
        type="button"
        size="md"
        multiline
        pointer
        aria-haspopup="dialog"
        aria-expanded={false}
        leftSection={<IconCalendar size={18} stroke={1.6} aria-hidden />}
        rightSection={
          value ? (
            <Input.ClearButton aria-label={`Clear ${label.toLowerCase()}`} onClick={() => onChange(null)} />
          ) : undefined
        }
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={onToggle}
      >
        {value ? formatDate(value) : <Input.Placeholder>Add date</Input.Placeholder>}
      </Input>
    </Input.Wrapper>
  );
}
