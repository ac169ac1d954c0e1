import { GEOCODE_MESSAGES, type GeocodeQuery, type GeocodeResult } from '@innkeep/contract/geocode';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { geocodeAddress } from '../api/geocode-address.ts';

/** docs/requirements/wire.md#R-W16: the address map geocodes 800 ms after the last keystroke. */
export const GEOCODE_DEBOUNCE_MS = 800;

export type GeocodeStatus =
  | { state: 'idle' }
  | { state: 'empty'; message: string }
  | { state: 'searching' }
  | { state: 'found'; label: string }
  | { state: 'error'; message: string };

interface Options {
  query: GeocodeQuery;
  /** Called with what was found (point, city, country), or null when the address cannot be placed. */
  onLocate: (found: GeocodeResult | null) => void;
  /**
   * True when the form opened with saved coordinates: the marker the host placed (maybe dragged) is
   * kept until the address itself is edited.
   */
  hasSavedPoint: boolean;
}

function keyOf(q: GeocodeQuery): string {
  return [q.address, q.city, q.state, q.country].map((v) => (v ?? '').trim().toLowerCase()).join('|');
}

/** Places the marker from the typed address; the latest answer wins, earlier requests are aborted. */
export function useAddressGeocoding({ query, onLocate, hasSavedPoint }: Options): GeocodeStatus {
  const [debounced] = useDebouncedValue(query, GEOCODE_DEBOUNCE_MS);
  const [status, setStatus] = useState<GeocodeStatus>({ state: 'idle' });
  const lastKey = useRef<string | null>(hasSavedPoint ? keyOf(query) : null);
  const onLocateRef = useRef(onLocate);
  onLocateRef.current = onLocate;

  const key = keyOf(debounced);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for every part of `debounced`.
  useEffect(() => {
    if (key === lastKey.current) return;
    lastKey.current = key;
    if (!debounced.address.trim()) {
      setStatus({ state: 'empty', message: GEOCODE_MESSAGES.emptyAddress });
      return;
    }
    const controller = new AbortController();
    let settled = false;
    setStatus({ state: 'searching' });
    geocodeAddress(debounced, controller.signal).then(
      (result) => {
        settled = true;
        onLocateRef.current(result);
        setStatus({ state: 'found', label: result.label });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        settled = true;
        const notFound = isApiError(error) && error.status === 404;
        onLocateRef.current(null);
        setStatus({
          state: 'error',
          message: notFound ? GEOCODE_MESSAGES.notFound : GEOCODE_MESSAGES.failed,
        });
      },
    );
    return () => {
      controller.abort();
      // An unfinished lookup (unmount, StrictMode's rehearsal) must run again next time.
      if (!settled && lastKey.current === key) lastKey.current = null;
    };
  }, [key]);

  return status;
}
