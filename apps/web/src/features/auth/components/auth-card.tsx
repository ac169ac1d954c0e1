import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The frame of every sign-in screen: a centred card with a heading, a short line and the form. `notice` goes
 * first, above the heading: on a phone it is the first thing in view.
 */
export function AuthCard({
  title,
  subtitle,
  notice,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  notice?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Container size={460} py={{ base: 'lg', sm: 56 }} px={{ base: 'sm', sm: 'md' }}>
      {notice ? <div style={{ marginBottom: 'var(--mantine-spacing-md)' }}>{notice}</div> : null}
      <Stack gap="xs" mb="lg" ta="center">
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {title}
        </Title>
        {subtitle && (
          <Text c="dimmed" size="md">
            {subtitle}
          </Text>
        )}
      </Stack>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {children}
      </Paper>
      {footer && (
        <Text ta="center" mt="lg" size="sm">
          {footer}
        </Text>
      )}
    </Container>
  );
}

/** The footer of the password screens. */
export function BackToSignIn() {
  return (
    <Anchor component={Link} to="/sign_in" fw={600}>
      Back to sign in
    </Anchor>
  );
}
