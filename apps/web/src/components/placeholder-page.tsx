import { Container, Text, Title } from '@mantine/core';
import { PageMeta } from './page-meta.tsx';

/** Stands in for a page that is not built yet, so the route, layout and guard can be tried. */
export function PlaceholderPage({ name }: { name: string }) {
  return (
    <Container size="sm" py="xl">
      <PageMeta title={name} />
      <Title order={1}>{name}</Title>
      <Text c="dimmed" mt="sm">
        This page is coming soon.
      </Text>
    </Container>
  );
}

export function placeholder(name: string) {
  return <PlaceholderPage name={name} />;
}
