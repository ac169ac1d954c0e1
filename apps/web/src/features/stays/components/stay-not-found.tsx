import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageMeta } from '../../../components/page-meta.tsx';

/** A stay URL with no published listing behind it. */
export function StayNotFound() {
  return (
    <Container size="md" py="xl">
      <PageMeta notFound />
      <Stack>
        <Title order={1}>Stay not found</Title>
        <Text c="dimmed">This listing does not exist or is no longer published.</Text>
        <Button component={Link} to="/" w="fit-content">
          Find another stay
        </Button>
      </Stack>
    </Container>
  );
}
