import { formatStayRange } from '@innkeep/contract/dates';
import type { RateRangeWire } from '@innkeep/contract/rates';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { firstErrorText } from '../../../lib/error-text.ts';
import { useDeleteRate } from '../api/rate-ranges.ts';

/** Removing a season or one-off price, once the host read what the nights fall back to. */
export function RemoveRange({
  range,
  label,
  onClose,
}: {
  range: RateRangeWire | null;
  label: string;
  onClose: () => void;
}) {
  const remove = useDeleteRate();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <Modal opened={range !== null} onClose={close} title="Remove these prices?" centered>
      {range ? (
        <Stack gap="sm">
          <Text size="sm">
            {formatStayRange(range.start_date, range.end_date)} at {label} goes; those nights take the price
            under it (another season, the weekend price or the listing's price). Booked stays keep theirs.
          </Text>
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Keep
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(range.id, { onSuccess: close, onError: (e) => setError(firstErrorText(e)) })
              }
            >
              Remove
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
