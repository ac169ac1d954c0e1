import { Anchor, Container, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '../../../components/page-meta.tsx';
import { isApiError } from '../../../lib/api-client.ts';

/** The small centred card the newsletter's confirm and unsubscribe pages share. */
export function NewsletterLinkFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size={460} py={{ base: 'lg', sm: 56 }} px={{ base: 'sm', sm: 'md' }}>
      <PageMeta title={title} />
      <Title order={1} fz={{ base: 26, sm: 30 }} ta="center" mb="lg">
        {title}
      </Title>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {children}
      </Paper>
      <Text ta="center" mt="lg" size="sm">
        <Anchor component={Link} to="/" fw={600}>
          Back to the home page
        </Anchor>
      </Text>
    </Container>
  );
}

/** The message of a failed link request: the field message (422) or the server's text (404). */
export function linkFailure(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.fieldError('token') ?? (error.message || fallback);
  return error instanceof Error && error.message ? error.message : fallback;
}
