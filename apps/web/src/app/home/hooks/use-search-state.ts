import { AMENITIES, type AmenityKey } from '@innkeep/contract/search';
import { useSearchParams } from 'react-router';

export interface HomeSearch {
  city: string;
  start: string | null;
  end: string | null;
  numberOfGuests: number;
  amenities: AmenityKey[];
}

const DEFAULT_GUESTS = 1;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

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
  const dated = start && end && ISO_DAY.test(start) && ISO_DAY.test(end) && start < end;
  const search: HomeSearch = {
    city: params.get('city') ?? '',
    start: dated ? start : null,
    end: dated ? end : null,
    numberOfGuests: Number.isInteger(guests) && guests >= 0 ? guests : DEFAULT_GUESTS,
    amenities: AMENITIES.filter((a) => params.get(a.key) === '1').map((a) => a.key),
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
