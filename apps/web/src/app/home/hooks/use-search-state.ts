import { AMENITIES, type AmenityFlag } from '@innkeep/contract/amenities';
import { isIsoDate } from '@innkeep/contract/dates';
import { useSearchParams } from 'react-router';

export interface HomeSearch {
  city: string;
  start: string | null;
  end: string | null;
  numberOfGuests: number;
  amenities: AmenityFlag[];
}

const DEFAULT_GUESTS = 1;

/**
 * The home search lives in the URL (`/?city=Lisbon&start=…`), so results survive a reload and can be
 * shared. `searched` is false until the guest has searched at least once.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const searched = params.has('numberOfGuests');
  const guests = Number(params.get('numberOfGuests') ?? DEFAULT_GUESTS);
  const start = params.get('start');
  const end = params.get('end');
  const dated = isIsoDate(start) && isIsoDate(end) && start < end;
  const search: HomeSearch = {
    city: params.get('city') ?? '',
    start: dated ? start : null,
    end: dated ? end : null,
    numberOfGuests: Number.isInteger(guests) && guests >= 0 ? guests : DEFAULT_GUESTS,
    amenities: AMENITIES.filter((a) => params.get(a.flag) === '1').map((a) => a.flag),
  };

  function write(next: HomeSearch) {
    const out = new URLSearchParams();
    if (next.city.trim()) out.set('city', next.city.trim());
    if (next.start && next.end) {
      out.set('start', next.start);
      out.set('end', next.end);
    }
    out.set('numberOfGuests', String(next.numberOfGuests));
    for (const key of next.amenities) out.set(key, '1');
    setParams(out, { replace: searched, preventScrollReset: true });
  }

  return { search, searched, write };
}
