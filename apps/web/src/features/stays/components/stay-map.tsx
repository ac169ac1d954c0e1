import 'leaflet/dist/leaflet.css';
import { Box } from '@mantine/core';
import { Circle, MapContainer, TileLayer } from 'react-leaflet';
import { useMapTileUrl } from '../../../lib/get-public-config.ts';

interface StayMapProps {
  lat: number;
  lng: number;
  /** The stay is somewhere inside this circle (metres); the API never sends the exact point. */
  radiusM: number;
  label: string;
}

/**
 * Where the stay is, on OpenStreetMap tiles: a circle of the area the API gives, never a pin, since guests
 * see the exact place only after a paid booking.
 */
export default function StayMap({ lat, lng, radiusM, label }: StayMapProps) {
  const tileUrl = useMapTileUrl();
  return (
    <Box
      h={{ base: 260, sm: 340 }} // the stay page's placeholder (.mapPlaceholder, stay-sections.module.css) takes the same room
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
        {tileUrl && (
          <TileLayer
            url={tileUrl}
            attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
          />
        )}
        <Circle
          center={[lat, lng]}
          radius={radiusM}
          pathOptions={{ color: '#1f7a3a', fillColor: '#2a9d4c', fillOpacity: 0.35, weight: 2 }}
        />
      </MapContainer>
    </Box>
  );
}
