import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A listing page whose id is not a listing of this host (or did not load): why, and the way back. */
export function ListingNotAvailable({
  pageMeta,
  message,
}: {
  pageMeta: ReactNode;
  message: string | undefined;
}) {
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title="Listing not available" role="alert">
      {pageMeta}
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message ?? 'This listing does not exist.'}</Text>
        <Button component={Link} to="/listings" size="xs" variant="light">
          Back to listings
        </Button>
      </Stack>
    </Alert>
  );
}
