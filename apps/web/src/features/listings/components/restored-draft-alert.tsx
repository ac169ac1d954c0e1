import { formatTime, readerTimeZone } from '@innkeep/contract/formats';
import { Alert, Button, Stack, Text } from '@mantine/core';

/** Said when the form comes back with changes kept in the browser (a session that ended, a closed page). */
export function RestoredDraftAlert({ restoredAt, onDiscard }: { restoredAt: Date; onDiscard: () => void }) {
  return (
    <Alert color="blue" role="status" title="Your unsaved changes are back" data-testid="draft-restored">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          This form was left unsaved at {formatTime(restoredAt, readerTimeZone())} (your session had ended, or
          the page was closed). Save to keep the changes.
        </Text>
        <Button size="xs" variant="default" onClick={onDiscard}>
          Discard the changes
        </Button>
      </Stack>
    </Alert>
  );
}
