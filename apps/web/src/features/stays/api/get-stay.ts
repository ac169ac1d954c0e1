import { useQuery } from '@tanstack/react-query';
import { stayQuery } from '../../../api/stays.ts';

/** `GET /api/stays/{id}`; `id` null (a malformed stay URL): nothing is asked. */
export function useStay(id: number | null) {
  return useQuery({ ...stayQuery(id ?? 0), enabled: id !== null });
}
