import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageMeta } from '../components/page-meta.tsx';

export default function NotFoundPage() {
  return (
    <Container size="sm" py={64}>
      <PageMeta title="Page not found" />
      <Stack align="center" gap="md" ta="center">
        <Text fz={72} fw={800} c="brand.7" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>We can't find that page</Title>
        <Text c="dimmed" maw={440}>
          The link may be old, or the page may have moved. Let's get you back to finding a stay.
        </Text>
        <Button component={Link} to="/" size="md">
          Back to the home page
        </Button>
      </Stack>
    </Container>
  );
}
