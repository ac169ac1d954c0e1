import type { BulkSelection } from '@innkeep/contract/calendar-bulk';
import { Button, Group, Paper, Text } from '@mantine/core';

interface SelectionBarProps {
  /** How many nights are selected. */
  nights: number;
  selections: BulkSelection[];
  onClear: () => void;
  onEdit: () => void;
}

/** The nights selected so far, across listings, with Clear and the way to edit them. */
export function SelectionBar({ nights, selections, onClear, onEdit }: SelectionBarProps) {
  const selectedListings = new Set(selections.map((s) => s.listing_id)).size;
  return (
    <Paper withBorder p="xs" radius="md" role="region" aria-label="Selection">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600} aria-live="polite">
          {nights} {nights === 1 ? 'night' : 'nights'} of {selectedListings}{' '}
          {selectedListings === 1 ? 'listing' : 'listings'} selected
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={onClear}>
            Clear
          </Button>
          <Button size="xs" onClick={onEdit}>
            Edit selected nights
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
