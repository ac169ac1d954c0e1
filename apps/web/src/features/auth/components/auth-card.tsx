import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of every sign-in screen: a centred card with a heading, a short line and the form. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Container size={460} py={{ base: 'lg', sm: 56 }} px={{ base: 'sm', sm: 'md' }}>
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
