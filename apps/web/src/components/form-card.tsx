import { Alert, Card, type MantineSpacing, Stack, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

interface FormCardProps {
  /** The form's accessible name. */
  label: string;
  title: ReactNode;
  /** A message for the whole form (fields carry their own), shown above the fields. */
  error: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  gap?: MantineSpacing;
  children: ReactNode;
}

/** A form in a bordered card: its title, its form-wide error, then its fields. Validation is ours (noValidate). */
export function FormCard({ label, title, error, onSubmit, gap = 'sm', children }: FormCardProps) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="form"
      onSubmit={onSubmit}
      noValidate
      aria-label={label}
    >
      <Stack gap={gap}>
        <Title order={2} size="h4">
          {title}
        </Title>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        {children}
      </Stack>
    </Card>
  );
}
