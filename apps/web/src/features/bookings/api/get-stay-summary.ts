import { useQuery } from '@tanstack/react-query';
import { stayQuery } from '../../../api/stays.ts';

/** `GET /api/stays/{id}`: the listing's name and photo for Book now when nothing stored describes it. */
export function useStaySummary(id: number, enabled: boolean) {
  return useQuery({ ...stayQuery(id), enabled: enabled && Number.isInteger(id) && id > 0 });
}
