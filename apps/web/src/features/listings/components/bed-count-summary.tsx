import { bedsInList } from '@innkeep/contract/listings-beds';
import type { ListingFormValues } from '@innkeep/contract/listings-form';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';

const plural = (n: number) => `${n} bed${n === 1 ? '' : 's'}`;

/**
 * The bed list's total beside the Basic Info count (docs/requirements/host.md#R-H25): one bed list, so the two
 * must agree to publish; a blank count takes the total when saved.
 */
export function BedCountSummary() {
  const { control, setValue } = useFormContext<ListingFormValues>();
  const rooms = useWatch({ control, name: 'rooms' });
  const stated = useWatch({ control, name: 'number_of_beds' });
  if (rooms.length === 0) return null;
  const listed = bedsInList(rooms.map((r) => ({ quantity: Number(r.quantity) || 0 })));
  const count = stated === '' || stated === undefined || stated === null ? null : Number(stated);
  if (count === null || count === listed) {
    return (
      <Text size="sm" aria-live="polite">
        {`Total: ${plural(listed)}.`}
        {count === null ? ' Number of beds (Basic Info) will be set to this total.' : ''}
      </Text>
    );
  }
  return (
    <Alert color="orange" title="The bed count does not match" aria-live="polite">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {`This list has ${plural(listed)}; Number of beds on Basic Info says ${count}. They must match to publish.`}
        </Text>
        <Button
          size="xs"
          variant="light"
          onClick={() => setValue('number_of_beds', listed, { shouldDirty: true, shouldValidate: true })}
        >
          {`Set Number of beds to ${listed}`}
        </Button>
      </Group>
    </Alert>
  );
}
