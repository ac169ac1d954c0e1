import { useMemo } from 'react';
import { useTasksBetween } from '../../../api/tasks.ts';
import type { GridTask } from '../components/task-row.tsx';

/** The tasks due on the nights shown, from `from` to `last`, by listing; cancelled ones are not shown. */
export function useOpenTasks(from: string, last: string): ReadonlyMap<number, GridTask[]> {
  const tasks = useTasksBetween(from, last);
  return useMemo(() => {
    const map = new Map<number, GridTask[]>();
    for (const t of tasks.data?.data ?? []) {
      if (t.status === 'cancelled') continue;
      map.set(t.listing_id, [...(map.get(t.listing_id) ?? []), t]);
    }
    return map;
  }, [tasks.data]);
}
