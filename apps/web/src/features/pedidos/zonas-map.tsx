import { isValidPolygon, type LatLng } from '@vidriera/domain/delivery-zones';
import { formatPesos } from '@vidriera/domain/pedidos-precios';
import type { ZonasComercio } from '@vidriera/domain/schemas/zona-envio';
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
  data: ZonasComercio;
  point: LatLng | null;
  onPick: (point: LatLng) => void;
  height: number;
}

/** The business's delivery zones on the map, each with its price; a tap marks the delivery point. */
export default function ZonasMap({ data, point, onPick, height }: ZonasMapProps) {
  const zonas = useMemo(() => data.zonas.filter((z) => isValidPolygon(z.poligono)), [data.zonas]);
  const allPoints = useMemo(
    () => zonas.flatMap((z) => z.poligono.map(([lat, lng]): LatLngTuple => [lat, lng])),
    [zonas],
  );
  const markers = useMemo(() => {
    const list: MapMarker[] = [];
    if (data.lat !== null && data.lng !== null) {
      list.push({ id: 'comercio', lat: data.lat, lng: data.lng, title: data.nombreComercio });
    }
    if (point) list.push({ id: 'entrega', lat: point[0], lng: point[1], title: esPedidos.tuUbicacion });
    return list;
  }, [data, point]);
  return (
    <MapView markers={markers} label={esPedidos.mapaEtiqueta(data.nombreComercio)} width={1040} height={height}>
      {zonas.map((zona, index) => (
        <Polygon
          key={zona.id}
          positions={zona.poligono.map(([lat, lng]): LatLngTuple => [lat, lng])}
          pathOptions={{ color: getZonaColor(index), weight: 2, fillOpacity: 0.14 }}
        >
          <Tooltip sticky>
            {zona.nombre}: {zona.precio === 0 ? esPedidos.envioSinCargo : formatPesos(zona.precio)}
          </Tooltip>
        </Polygon>
      ))}
      <FitToZones points={allPoints} />
      <ClickToPick onPick={onPick} />
    </MapView>
  );
}
