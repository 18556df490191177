import type { LatLng } from '@vidriera/domain/zonas';
import { useMemo } from 'react';
import { useMapEvents } from 'react-leaflet';
import { type MapMarker, MapView } from '../../../ui/map-view.tsx';

function ClickToPick({ onPick }: { onPick: (point: LatLng) => void }) {
  useMapEvents({ click: (event) => onPick([event.latlng.lat, event.latlng.lng]) });
  return null;
}

export interface UbicacionMapProps {
  point: LatLng | null;
  title: string;
  label: string;
  height: number;
  onPick: (point: LatLng) => void;
}

/** The business's position: a tap moves its marker. */
export default function UbicacionMap({ point, title, label, height, onPick }: UbicacionMapProps) {
  const markers = useMemo<MapMarker[]>(
    () => (point ? [{ id: 'comercio', lat: point[0], lng: point[1], title }] : []),
    [point, title],
  );
  return (
    <MapView markers={markers} label={label} width={1040} height={height}>
      <ClickToPick onPick={onPick} />
    </MapView>
  );
}
