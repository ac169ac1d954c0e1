import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './admin-keys.ts';

export interface SaveRequest<F> {
  /** null: new (create); otherwise the edited item's id. */
  id: number | null;
  fields: F;
}

/** A dialog's save call; every admin list and count reloads after it, plus the public lists named. */
export function useAdminSave<R, V>(
  save: (request: V) => Promise<R>,
  alsoReload: readonly (readonly string[])[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        ...alsoReload.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]),
  });
}
