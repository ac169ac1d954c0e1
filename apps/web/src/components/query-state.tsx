import { Alert, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

interface QueryStateProps<T> {
  query: UseQueryResult<T, Error>;
  /** The loader's name while the query is pending (`Loading reservations`). */
  loading: string;
  /** A heading for the failure's alert. */
  errorTitle?: string;
  /** What the page shows once the data has come. */
  children: (data: T) => ReactNode;
}

/** A query's data, or the loader while it is pending, or its error in a red alert when it failed. */
export function QueryState<T>({ query, loading, errorTitle, children }: QueryStateProps<T>) {
  if (query.isPending) return <Loader aria-label={loading} />;
  if (query.isError)
    return (
      <Alert color="red" role="alert" title={errorTitle}>
        {query.error.message}
      </Alert>
    );
  return children(query.data);
}
