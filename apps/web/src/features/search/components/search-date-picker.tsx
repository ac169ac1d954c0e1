import { formatDate } from '@innkeep/contract/dates';
import type { PopoverProps } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { DateSettings } from '../../../components/date-settings.tsx';
import { clearDateLabel, DATE_FIELD_LOOK, type SearchDateFieldProps } from './search-date-look.tsx';

/**
 * Below the field, always: flipping above it (when the hero leaves little room below) would cover the
 * field's label. Without flip, a short window scrolls to the rest of the calendar.
 */
const BELOW_THE_FIELD: Partial<PopoverProps> = {
  withinPortal: true,
  position: 'bottom-start',
  middlewares: { flip: false, shift: true },
};

/**
 * The search bar's date picker itself (Mantine dates), loaded when the guest first reaches for a date field
 * (search-date-field.tsx). Its calendar's opening is the search bar's to decide: check-out opens itself once a
 * check-in is chosen.
 */
export default function SearchDatePicker({
  label,
  value,
  onChange,
  minDate,
  defaultDate,
  opened,
  onToggle,
  onClose,
}: SearchDateFieldProps) {
  return (
    <DateSettings>
      <DatePickerInput
        label={label}
        value={value}
        onChange={onChange}
        onClick={onToggle}
        minDate={minDate}
        defaultDate={defaultDate}
        valueFormat="MMM D, YYYY"
        getDayAriaLabel={formatDate}
        nextLabel="Next month"
        previousLabel="Previous month"
        clearable
        clearButtonProps={{ 'aria-label': clearDateLabel(label) }}
        {...DATE_FIELD_LOOK}
        popoverProps={{ ...BELOW_THE_FIELD, opened, onClose }}
      />
    </DateSettings>
  );
}
