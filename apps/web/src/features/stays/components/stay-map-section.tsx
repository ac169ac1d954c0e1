import { lazy, Suspense } from 'react';
import { ClientOnly } from '../../../hydration/client-only.tsx';
import { StaySection } from './stay-section.tsx';
import sections from './stay-sections.module.css';

// Leaflet is heavy and below the fold: load it only when a stay with coordinates is shown.
const StayMap = lazy(() => import('./stay-map.tsx'));

interface StayMapSectionProps {
  lat: number;
  lng: number;
  /** How far from the point the stay may be: the map shows an area, not the address. */
  radiusM: number;
  address: string;
  /** The map's label when the stay shows no address. */
  name: string;
}

/** "Where you'll be": the stay's area on a map, drawn in the browser only. */
export function StayMapSection({ lat, lng, radiusM, address, name }: StayMapSectionProps) {
  return (
    <StaySection name="map" title="Where you'll be">
      {address && <p className={`${sections.text} text-dimmed`}>{address}</p>}
      <ClientOnly fallback={<div className={sections.mapPlaceholder} />}>
        <Suspense fallback={<div className={sections.mapPlaceholder} />}>
          <StayMap lat={lat} lng={lng} radiusM={radiusM} label={address || name} />
        </Suspense>
      </ClientOnly>
      <p className={`${sections.text} text-dimmed text-sm`}>
        The exact address is shared once your stay is booked and paid.
      </p>
    </StaySection>
  );
}
