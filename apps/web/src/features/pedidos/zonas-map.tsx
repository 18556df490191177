import { isValidPolygon, type LatLng, type ZonasComercio } from '@vidriera/domain/zonas';
import { formatPesos } from '@vidriera/domain/pedidos';
import type { LatLngTuple } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { Polygon, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import { esPedidos } from '../../i18n/es-pedidos.ts';
import { type MapMarker, MapView } from '../../ui/map-view.tsx';
import { getZonaColor } from './zona-colors.ts';

/** Fits the view to the zones once they are drawn (the markers alone would leave the outer zones cut off). */
function FitToZones({ points }: { points: LatLngTuple[] }) {
  const map = useMap();
  useEffect(() => {
    if (points.length > 2) map.fitBounds(points, { padding: [24, 24], maxZoom: 16 });
  }, [map, points]);
  return null;
}

function ClickToPick({ onPick }: { onPick: (point: LatLng) => void }) {
  useMapEvents({ click: (event) => onPick([event.latlng.lat, event.latlng.lng]) });
  return null;
}

export interface ZonasMapProps {
  /** One business (its delivery-price map) or every business of the site that draws zones. */
  comercios: ZonasComercio[];
  label: string;
  height: number;
  point?: LatLng | null;
  /** A tap marks the delivery point; without it the map is only to look at. */
  onPick?: (point: LatLng) => void;
}

const toLatLngTuple = ([lat, lng]: readonly [number, number]): LatLngTuple => [lat, lng];

/**
 * The delivery zones on the map, each with its price, coloured in the order of the legend beside it (zones of
 * all the businesses given, in order); each business shows its own marker.
 */
export default function ZonasMap({ comercios, label, height, point = null, onPick }: ZonasMapProps) {
  const isGeneral = comercios.length > 1;
  // Numbered before dropping a malformed polygon, so each zone keeps the legend's colour.
  const zonas = useMemo(
    () =>
      comercios
        .flatMap((c) => c.zonas.map((zona) => ({ zona, comercio: c.nombreComercio })))
        .map((entry, index) => ({ ...entry, color: getZonaColor(index) }))
        .filter(({ zona }) => isValidPolygon(zona.poligono)),
    [comercios],
  );
  const allPoints = useMemo(() => zonas.flatMap(({ zona }) => zona.poligono.map(toLatLngTuple)), [zonas]);
  const markers = useMemo(() => {
    const list: MapMarker[] = comercios.flatMap((c) =>
      c.lat !== null && c.lng !== null
        ? [{ id: `comercio-${c.configRestoId}`, lat: c.lat, lng: c.lng, title: c.nombreComercio }]
        : [],
    );
    if (point) list.push({ id: 'entrega', lat: point[0], lng: point[1], title: esPedidos.tuUbicacion });
    return list;
  }, [comercios, point]);
  return (
    <MapView markers={markers} label={label} width={1040} height={height}>
      {zonas.map(({ zona, comercio, color }) => (
        <Polygon
          key={zona.id}
          positions={zona.poligono.map(toLatLngTuple)}
          pathOptions={{ color, weight: 2, fillOpacity: 0.14 }}
        >
          <Tooltip sticky>
            {isGeneral ? `${comercio} · ` : ''}
            {zona.nombre}: {zona.precio === 0 ? esPedidos.envioSinCargo : formatPesos(zona.precio)}
          </Tooltip>
        </Polygon>
      ))}
      <FitToZones points={allPoints} />
      {onPick && <ClickToPick onPick={onPick} />}
    </MapView>
  );
}
