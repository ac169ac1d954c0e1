import 'leaflet/dist/leaflet.css';
import { formatPrice } from '@innkeep/contract/money';
import type { ListingCard } from '@innkeep/contract/search';
import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { Link } from 'react-router';
import { useMapTileUrl } from '../../../lib/get-public-config.ts';
import type { MapArea } from '../map-area.ts';
import { stayHref } from './listing-card.tsx';
import classes from './search-map.module.css';

interface SearchMapProps {
  listings: ListingCard[];
  /** Where the map opens without any stay to show (the searched city's centre), else the world. */
  centre?: { lat: number; lng: number } | null;
  stay?: { start: string | null; end: string | null; guests: number };
  /** Told the map's area after every move (the list follows it on a wide screen). */
  onAreaChange?: (area: MapArea) => void;
  /** Changing it fits the map to every stay again ("Show all"). */
  fitKey?: number;
  height: string | number;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A pin that is its price, as the sites guests know draw them. */
function pricePin(card: ListingCard): L.DivIcon {
  const price = formatPrice(card.per_night.amount, card.currency_code, card.currency_symbol);
  return L.divIcon({
    className: classes.pin,
    html: `<span>${escapeHtml(price)}</span>`,
    iconSize: undefined,
    iconAnchor: [0, 0],
  });
}

const placed = (cards: ListingCard[]) =>
  cards.filter((c): c is ListingCard & { lat: number; lng: number } => c.lat !== null && c.lng !== null);

/** Fits the map to the stays when they change (a new search or filter), or when asked again. */
function FitToStays({ listings, fitKey }: { listings: ListingCard[]; fitKey?: number }) {
  const map = useMap();
  const points = placed(listings);
  const key = `${points.map((p) => `${p.id}:${p.lat}:${p.lng}`).join('|')}#${fitKey ?? 0}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the points; a new array of the same stays is no move.
  useEffect(() => {
    if (points.length === 0) return;
    const fit = () => {
      if (points.length === 1 && points[0]) map.setView([points[0].lat, points[0].lng], 14);
      else
        map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng])), { padding: [40, 40], maxZoom: 15 });
    };
    // Leaflet drops a new view while a zoom animates (Map._tryAnimatedZoom): "Show all" clicked during the
    // guest's own zoom would do nothing, so it waits for that zoom to end.
    if ((map as unknown as { _animatingZoom?: boolean })._animatingZoom) map.once('zoomend', fit);
    else fit();
    return () => void map.off('zoomend', fit);
  }, [key, map]);
  return null;
}

function ReportArea({ onAreaChange }: { onAreaChange?: (area: MapArea) => void }) {
  const map = useMapEvents({
    moveend: () => {
      const b = map.getBounds();
      onAreaChange?.({ south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() });
    },
  });
  return null;
}

/**
 * The results on a map, each stay a pin with its nightly price at the centre of its public area (never the
 * address). Tiles come from the server's configured URL (`/api/config`), as on the stay page.
 */
export default function SearchMap({ listings, centre, stay, onAreaChange, fitKey, height }: SearchMapProps) {
  const tileUrl = useMapTileUrl();
  const points = useMemo(() => placed(listings), [listings]);
  const start: [number, number] = centre ? [centre.lat, centre.lng] : [30, 0];
  return (
    <section style={{ height }} className={classes.frame} aria-label="Map of the stays found">
      <MapContainer center={start} zoom={centre ? 12 : 2} style={{ height: '100%', width: '100%' }}>
        {tileUrl && (
          <TileLayer
            url={tileUrl}
            attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
          />
        )}
        <FitToStays listings={listings} fitKey={fitKey} />
        <ReportArea onAreaChange={onAreaChange} />
        {points.map((card) => (
          <Marker
            key={card.id}
            position={[card.lat, card.lng]}
            icon={pricePin(card)}
            title={`${card.external_listing_name}, ${formatPrice(card.per_night.amount, card.currency_code, card.currency_symbol)} a night`}
            alt={`${card.external_listing_name}, ${formatPrice(card.per_night.amount, card.currency_code, card.currency_symbol)} a night`}
          >
            <Popup>
              <p className={classes.popupName}>{card.external_listing_name}</p>
              <Link className={classes.popupLink} to={stayHref(card.id, stay)}>
                See this stay
              </Link>
            </Popup>
          </Marker>
        ))}
      </MapContainer>
    </section>
  );
}
