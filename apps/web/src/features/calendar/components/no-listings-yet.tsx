import { Button, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A calendar with no listing to show: what it will be for, and the way to create the first one. */
export function NoListingsYet({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Text mb="sm">{children}</Text>
      <Button component={Link} to="/create_listing">
        Create your first listing
      </Button>
    </Paper>
  );
}
