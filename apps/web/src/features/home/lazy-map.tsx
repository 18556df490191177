import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { es } from '../../i18n/es.ts';
import type { MapViewProps } from '../../ui/map-view.tsx';
import homeCss from './home.module.css';

// Leaflet and its CSS are ~55 KB gzip: fetched only when the map scrolls into view.
const MapView = lazy(() => import('../../ui/map-view.tsx').then((m) => ({ default: m.MapView })));

/** A map that loads when it scrolls into view, holding its place (same size) until then. */
export function LazyMap(props: MapViewProps & { width: number; height: number }) {
  const holder = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const element = holder.current;
    if (!element || isNear) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setIsNear(true);
      },
      // Only once in sight: loading it earlier would compete with the first screen on slow phones.
      { rootMargin: '0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  const placeholder = (
    <div className={homeCss.homeMapPlaceholder} style={{ height: props.height }}>
      {es.home.cargandoMapa}
    </div>
  );
  return (
    <div ref={holder} className={homeCss.homeMap}>
      {isNear ? (
        <Suspense fallback={placeholder}>{<MapView {...props} className={homeCss.homeMapView} />}</Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
