import type { PageMeta } from '@innkeep/contract/admin';
import { Alert, Group, Skeleton, Stack, Text } from '@mantine/core';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type AdminListParams,
  type AdminPage,
  type AdminResource,
  lastPage,
  useAdminList,
} from '../api/admin-list.ts';
import { Pager, SearchBox } from './list-controls.tsx';

/**
 * Page and search of one list, kept in the URL (`?q=&page=`): a link opens the list already searched, and Back
 * returns to the list as it was. A new search starts again at page 1; typing on in the box replaces its own
 * history entry while the words change.
 */
export function useListParams() {
  const [url, setUrl] = useSearchParams();
  const q = url.get('q')?.trim() ?? '';
  const page = Math.max(1, Math.trunc(Number(url.get('page'))) || 1);
  const params = useMemo<AdminListParams>(() => ({ page, q }), [page, q]);
  const search = useCallback(
    (next: string) => {
      if (next === q) return;
      setUrl(
        (p) => {
          p.delete('page');
          if (next) p.set('q', next);
          else p.delete('q');
          return p;
        },
        { replace: Boolean(q && next) },
      );
    },
    [q, setUrl],
  );
  const goTo = useCallback(
    (to: number) =>
      setUrl((p) => {
        if (to > 1) p.set('page', String(to));
        else p.delete('page');
        return p;
      }),
    [setUrl],
  );
  return { params, search, goTo };
}

interface AdminListViewProps<R extends AdminResource> {
  resource: R;
  searchLabel: string;
  /** Shown when the list has nothing at all (the original empty texts, docs/requirements/wire.md#R-W12). */
  emptyText: string;
  children: (rows: AdminPage<R>['data']) => ReactNode;
}

/** Search box, the list (or its empty text), and the pager, over one paginated admin list. */
export function AdminListView<R extends AdminResource>({
  resource,
  searchLabel,
  emptyText,
  children,
}: AdminListViewProps<R>) {
  const { params, search, goTo } = useListParams();
  const query = useAdminList(resource, params);
  const meta: PageMeta | undefined = query.data?.meta;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <SearchBox label={searchLabel} value={params.q} onSearch={search} />
        {meta && meta.total > 0 && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {meta.total} in all
          </Text>
        )}
      </Group>
      {query.isPending ? (
        <Stack gap="sm">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={56} radius="md" />
          ))}
        </Stack>
      ) : query.isError ? (
        <Alert color="red" title="The list could not be loaded">
          {query.error.message}
        </Alert>
      ) : query.data.data.length === 0 ? (
        <Text c="dimmed">{params.q ? `Nothing matches "${params.q}".` : emptyText}</Text>
      ) : (
        children(query.data.data)
      )}
      {meta && <Pager page={params.page} lastPage={lastPage(meta)} onChange={goTo} />}
    </Stack>
  );
}
