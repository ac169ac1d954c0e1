import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isApiError } from '../lib/api-client.ts';

/** Where a price will show: a small spinner and what is being done ("Calculating the price…"). */
export function PriceWorking({ children }: { children: ReactNode }) {
  return (
    <Group gap="xs">
      <Loader size="xs" />
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/** A price the server refused: the stay rules it broke (its 422's field messages), else its message. */
export function UnbookableDatesAlert({ error }: { error: Error }) {
  const ruleErrors = isApiError(error) ? Object.values(error.fieldErrors).flat() : [];
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="These dates can't be booked">
      {ruleErrors.length > 0 ? ruleErrors.join('. ') : error.message}
    </Alert>
  );
}
