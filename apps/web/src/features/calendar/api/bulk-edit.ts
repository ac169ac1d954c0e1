import type { BulkEditInput, BulkEditReply } from '@innkeep/contract/calendar-bulk';
import { api } from '../../../lib/api-client.ts';
import { usePriceMutation } from './use-price-mutation.ts';

/**
 * `POST /api/calendar/bulk` (docs/requirements/host.md#R-H17): nights of several listings priced, blocked or
 * unblocked at once, all or nothing; 404 not mine, 409 a stay in the way, 422 by field.
 */
export function bulkEdit(input: BulkEditInput): Promise<BulkEditReply> {
  return api.POST('/api/calendar/bulk', { body: input });
}

export const useBulkEdit = () => usePriceMutation(bulkEdit);
