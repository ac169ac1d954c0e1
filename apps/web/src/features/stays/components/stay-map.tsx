import 'leaflet/dist/leaflet.css';
import { Box } from '@mantine/core';
import { CircleMarker, MapContainer, TileLayer } from 'react-leaflet';
import { useMapTileUrl } from '../../../lib/get-public-config.ts';

interface StayMapProps {
  lat: number;
  lng: number;
  label: string;
}

/**
 * Where the stay is, on OpenStreetMap tiles. A circle rather than a pin marks the area: the public
 * address is approximate, and Leaflet's default pin images do not survive bundling.
 */
export default function StayMap({ lat, lng, label }: StayMapProps) {
  const tileUrl = useMapTileUrl();
  return (
    <Box
      h={{ base: 260, sm: 340 }}
      style={{
        borderRadius: 'var(--mantine-radius-lg)',
        overflow: 'hidden',
        zIndex: 0,
        position: 'relative',
      }}
      role="region"
      aria-label={`Map of ${label}`}
    >
      <MapContainer
        center={[lat, lng]}
        zoom={14}
        scrollWheelZoom={false}
        style={{ height: '100%', width: '100%' }}
      >
        <TileLayer
          url={tileUrl}
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
        />
        <CircleMarker
          center={[lat, lng]}
          radius={18}
          pathOptions={{ color: '#1f7a3a', fillColor: '#2a9d4c', fillOpacity: 0.35, weight: 2 }}
        />
      </MapContainer>
    </Box>
  );
}
