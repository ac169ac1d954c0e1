import type { ListingCard } from '@innkeep/contract/search';
import { lazy, Suspense } from 'react';
import { ClientOnly } from '../../../hydration/client-only.tsx';
import type { MapArea } from '../map-area.ts';

/** Leaflet and its tiles load only in a browser that shows the map (ClientOnly), in a chunk of their own. */
const SearchMap = lazy(() => import('./search-map.tsx'));

interface ResultsMapProps {
  /** Beside the list, the window's height; under the switch on a phone, most of it. */
  wide: boolean;
  listings: ListingCard[];
  centre: { lat: number; lng: number } | null | undefined;
  stay: { start: string | null; end: string | null; guests: number };
  onAreaChange: (area: MapArea) => void;
  fitKey: number;
}

/** The results on a map, its room kept while its code comes and on the server, which never draws it. */
export function ResultsMap({ wide, listings, centre, stay, onAreaChange, fitKey }: ResultsMapProps) {
  const mapHeight = wide ? 'calc(100vh - 112px)' : '70vh';
  const mapPlaceholder = <div className="search-results-placeholder" style={{ height: mapHeight }} />;
  return (
    <div className={wide ? 'search-results-map-wide' : undefined}>
      <ClientOnly fallback={mapPlaceholder}>
        <Suspense fallback={mapPlaceholder}>
          <SearchMap
            listings={listings}
            centre={centre}
            stay={stay}
            onAreaChange={onAreaChange}
            fitKey={fitKey}
            height={mapHeight}
          />
        </Suspense>
      </ClientOnly>
    </div>
  );
}
