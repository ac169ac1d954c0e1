import { Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface HomeSectionProps {
  id: string;
  title: string;
  subtitle?: string;
  action?: ReactNode;
  children: ReactNode;
  tinted?: boolean;
}

/** One block of the home page: a heading (with an optional link on the right) and its content. */
export function HomeSection({ id, title, subtitle, action, children, tinted }: HomeSectionProps) {
  return (
    <Box
      component="section"
      aria-labelledby={`${id}-heading`}
      bg={tinted ? 'gray.0' : undefined}
      py={{ base: 40, md: 64 }}
    >
      <Container size="xl">
        <Stack gap="lg">
          <Group justify="space-between" align="end" wrap="nowrap">
            <div>
              <Title order={2} id={`${id}-heading`} fz={{ base: 24, md: 30 }}>
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" mt={4}>
                  {subtitle}
                </Text>
              )}
            </div>
            {action}
          </Group>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
