import { lazy, Suspense, useState } from 'react';
import type { ZonasMapProps } from './zonas-map.tsx';
import mapaCss from './mapa-envios.module.css';

// Leaflet is ~55 KB gzip: loaded with the map, after the page's text.
const ZonasMap = lazy(() => import('./zonas-map.tsx'));

/** The map's height: most of a phone's screen, a comfortable band on a desktop. */
function getMapHeight(): number {
  return window.innerWidth >= 760 ? 460 : Math.max(280, Math.min(420, window.innerHeight - 360));
}

/** The delivery-zones map, loaded on demand, holding its place until it comes. */
export function LazyZonasMap(props: Omit<ZonasMapProps, 'height'>) {
  const [height] = useState(getMapHeight);
  return (
    <Suspense fallback={<div className={mapaCss.pedMapaPlaceholder} style={{ height }} />}>
      <ZonasMap {...props} height={height} />
    </Suspense>
  );
}
