import { IconCalendar } from '@tabler/icons-react';

// Shared by the date field's stand-in and the lazily loaded picker, so that neither imports the other's file.

/** What the stand-in and the picker show alike, so that one takes the other's place unseen. */
export const DATE_FIELD_LOOK = {
  placeholder: 'Add date',
  leftSection: <IconCalendar size={18} stroke={1.6} aria-hidden />,
  size: 'md',
} as const;
export const clearDateLabel = (label: string) => `Clear ${label.toLowerCase()}`;

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
