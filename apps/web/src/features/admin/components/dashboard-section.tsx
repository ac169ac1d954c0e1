import { Alert, Skeleton, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

interface DashboardSectionProps<T> {
  /** The heading's id, which names the section. */
  titleId: string;
  /** The section's own id, where a link leads to it. */
  id?: string;
  title: string;
  query: UseQueryResult<T, Error>;
  /** The failure's alert title. */
  errorTitle: string;
  /** What the section shows once the data has come. */
  children: (data: T) => ReactNode;
  /** The dialog one of its rows opens, kept inside the section. */
  dialog?: ReactNode;
}

/** A section of the admin dashboard: its heading, then its query's data, a skeleton while it loads or its error. */
export function DashboardSection<T>(props: DashboardSectionProps<T>) {
  const { titleId, id, title, query, errorTitle, children, dialog } = props;
  return (
    <section aria-labelledby={titleId} id={id}>
      <Title order={2} size="h4" mt="xl" mb="sm" id={titleId}>
        {title}
      </Title>
      {query.isError && (
        <Alert color="red" title={errorTitle}>
          {query.error.message}
        </Alert>
      )}
      {query.isPending && <Skeleton height={60} />}
      {query.data !== undefined && children(query.data)}
      {dialog}
    </section>
  );
}

/** A section's line when it has nothing to list (`No payout failed.`). */
export function NothingToList({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" size="sm">
      {children}
    </Text>
  );
}
