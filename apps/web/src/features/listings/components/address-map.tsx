import 'leaflet/dist/leaflet.css';
import { Box } from '@mantine/core';
import L from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import { useMapTileUrl } from '../../../lib/get-public-config.ts';

// Bundlers break Leaflet's own guess of where its marker images live: name them explicitly.
const markerIconDef = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

const WORLD: [number, number] = [30, 0];

interface AddressMapProps {
  lat: number | null;
  lng: number | null;
  /** The host dragged the marker to correct the point. */
  onMove: (point: { lat: number; lng: number }) => void;
  height?: number;
}

/** Keeps the view on the marker when the point comes from geocoding. */
function FollowPoint({ point }: { point: [number, number] | null }) {
  const map = useMap();
  const lat = point?.[0];
  const lng = point?.[1];
  useEffect(() => {
    if (lat !== undefined && lng !== undefined) map.setView([lat, lng], Math.max(map.getZoom(), 15));
  }, [map, lat, lng]);
  return null;
}

export default function AddressMap({ lat, lng, onMove, height = 320 }: AddressMapProps) {
  const tileUrl = useMapTileUrl();
  const point: [number, number] | null = lat !== null && lng !== null ? [lat, lng] : null;
  const handlers = useMemo(
    () => ({
      dragend: (event: L.DragEndEvent) => {
        const { lat: newLat, lng: newLng } = (event.target as L.Marker).getLatLng();
        onMove({ lat: Number(newLat.toFixed(6)), lng: Number(newLng.toFixed(6)) });
      },
    }),
    [onMove],
  );
  return (
    <Box
      h={height}
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        overflow: 'hidden',
        position: 'relative',
        zIndex: 0,
      }}
      aria-label={point ? 'Map with the listing marker; drag the marker to correct the location' : 'Map'}
      role="region"
    >
      <MapContainer center={point ?? WORLD} zoom={point ? 15 : 2} style={{ height: '100%', width: '100%' }}>
        {tileUrl && (
          <TileLayer
            url={tileUrl}
            attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
          />
        )}
        <FollowPoint point={point} />
        {point && (
          <Marker
            position={point}
            draggable
            icon={markerIconDef}
            eventHandlers={handlers}
            title="Listing location"
            alt="Listing location"
            keyboard
          />
        )}
      </MapContainer>
    </Box>
  );
}
