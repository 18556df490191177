import type { LatLng } from '@vidriera/domain/zonas';
import type { LatLngTuple } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { Circle, CircleMarker, Polygon, Polyline, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import { type MapMarker, MapView } from '../../../ui/map-view.tsx';
import type { Borrador, ZonaEdit } from './zonas-edit.ts';

export interface ZonasEditorMapProps {
  zonas: ZonaEdit[];
  colors: readonly string[];
  borrador: Borrador | null;
  comercio: { nombre: string; lat: number | null; lng: number | null };
  label: string;
  height: number;
  onPick: (point: LatLng) => void;
}

const toTuple = ([lat, lng]: readonly [number, number]): LatLngTuple => [lat, lng];

function ClickToPick({ onPick }: { onPick: (point: LatLng) => void }) {
  useMapEvents({ click: (event) => onPick([event.latlng.lat, event.latlng.lng]) });
  return null;
}

/** Fits the view to the zones when the screen opens (not on every edit: the merchant is drawing). */
function FitOnce({ points }: { points: LatLngTuple[] }) {
  const map = useMap();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first drawing decides the view
  useEffect(() => {
    if (points.length > 2) map.fitBounds(points, { padding: [24, 24], maxZoom: 16 });
  }, [map]);
  return null;
}

/** The delivery zones on the map, and the zone being drawn: a tap adds a point (polygon) or sets the centre (circle). */
export default function ZonasEditorMap({
  zonas,
  colors,
  borrador,
  comercio,
  label,
  height,
  onPick,
}: ZonasEditorMapProps) {
  const markers = useMemo<MapMarker[]>(
    () =>
      comercio.lat !== null && comercio.lng !== null
        ? [{ id: 'comercio', lat: comercio.lat, lng: comercio.lng, title: comercio.nombre }]
        : [],
    [comercio.lat, comercio.lng, comercio.nombre],
  );
  const points = useMemo(() => zonas.flatMap((z) => z.poligono.map(toTuple)), [zonas]);
  return (
    <MapView markers={markers} label={label} width={1040} height={height}>
      {zonas.map((zona, index) => {
        const color = colors[index % colors.length];
        const options = { color, weight: 2, fillOpacity: 0.14 };
        const tooltip = (
          <Tooltip key="tooltip" sticky>
            {zona.nombre}: ${zona.precio}
          </Tooltip>
        );
        return zona.tipo === 'circulo' && zona.centro && zona.radioMetros ? (
          <Circle key={zona.key} center={toTuple(zona.centro)} radius={zona.radioMetros} pathOptions={options}>
            {tooltip}
          </Circle>
        ) : (
          <Polygon key={zona.key} positions={zona.poligono.map(toTuple)} pathOptions={options}>
            {tooltip}
          </Polygon>
        );
      })}
      {borrador?.tipo === 'poligono' && (
        <>
          {borrador.puntos.length > 1 && (
            <Polyline positions={borrador.puntos.map(toTuple)} pathOptions={{ color: '#111827', dashArray: '6 6' }} />
          )}
          {borrador.puntos.map((p, i) => (
            <CircleMarker
              // biome-ignore lint/suspicious/noArrayIndexKey: the draft's points only grow or lose the last one
              key={i}
              center={toTuple(p)}
              radius={6}
              pathOptions={{ color: '#111827', fillColor: '#fde68a', fillOpacity: 1, weight: 2 }}
            />
          ))}
        </>
      )}
      {borrador?.tipo === 'circulo' && borrador.centro && (
        <Circle
          center={toTuple(borrador.centro)}
          radius={borrador.radioMetros}
          pathOptions={{ color: '#111827', dashArray: '6 6', fillOpacity: 0.08 }}
        />
      )}
      <FitOnce points={points} />
      {borrador && <ClickToPick onPick={onPick} />}
    </MapView>
  );
}
