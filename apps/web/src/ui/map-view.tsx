import 'leaflet/dist/leaflet.css';
import L, { type LatLngBoundsExpression, type LatLngTuple } from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { type ReactNode, useEffect, useMemo } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import { cx } from './cx.ts';
import mapViewCss from './map-view.module.css';

/** Spec section 9: default map centre (Tandil), zoom, marker icon size and map size. */
export const DEFAULT_MAP_CENTER: LatLngTuple = [-37.32167, -59.13316];
export const DEFAULT_MAP_ZOOM = 13;
export const MARKER_ICON_SIZE = 50;
export const DEFAULT_MAP_SIZE_PX = 500;

const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

// Leaflet finds its default marker images through a CSS url that the bundler rewrites, which breaks them after a
// build; hand it the bundled files instead (docs/ARCHITECTURE.md, gotchas).
delete (L.Icon.Default.prototype as unknown as { _getIconUrl?: unknown })._getIconUrl;
L.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });

export interface MapMarker {
  id: string | number;
  lat: number;
  lng: number;
  /** Accessible name of the marker (its image's alt and tooltip). */
  title: string;
  /** A square image shown as a round 50x50 marker; the default pin without it. */
  iconUrl?: string;
  popup?: ReactNode;
}

export interface MapViewProps {
  markers: MapMarker[];
  label: string;
  width?: number;
  height?: number;
  /** More layers drawn on the map (zones, a click handler): react-leaflet components. */
  children?: ReactNode;
  /** A class of the screen's own module for how the map sits in it (the business home's flatter frame). */
  className?: string;
}

/**
 * The map opens at the spec's zoom 13: on the default centre without markers, on the marker when there is one,
 * and on the markers' middle when there are more, zoomed out only as far as it takes to show them all (fitting
 * never zooms in past 13). The visitor zooms in from there.
 */
function toView(markers: MapMarker[]): { center?: LatLngTuple; zoom?: number; bounds?: LatLngBoundsExpression } {
  const first = markers[0];
  if (!first) return { center: DEFAULT_MAP_CENTER, zoom: DEFAULT_MAP_ZOOM };
  if (markers.length === 1) return { center: [first.lat, first.lng], zoom: DEFAULT_MAP_ZOOM };
  return { bounds: markers.map((m): LatLngTuple => [m.lat, m.lng]) };
}

function toIcon(iconUrl: string): L.Icon {
  return L.icon({
    iconUrl,
    iconSize: [MARKER_ICON_SIZE, MARKER_ICON_SIZE],
    iconAnchor: [MARKER_ICON_SIZE / 2, MARKER_ICON_SIZE / 2],
    popupAnchor: [0, -MARKER_ICON_SIZE / 2],
    className: mapViewCss.mapViewLogoMarker,
  });
}

/**
 * Writes where the map really looks (data-center="lat,lng", data-zoom) on its container after every move: Leaflet
 * keeps its view in a JavaScript object that end-to-end tests and support tools cannot reach otherwise.
 */
function ViewAttributes() {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    const write = () => {
      const center = map.getCenter();
      container.dataset.center = `${center.lat.toFixed(5)},${center.lng.toFixed(5)}`;
      container.dataset.zoom = String(map.getZoom());
    };
    write();
    map.on('moveend zoomend', write);
    return () => {
      map.off('moveend zoomend', write);
    };
  }, [map]);
  return null;
}

/** A Leaflet map of markers at the spec's default zoom (toView): the default centre when there are none. */
export function MapView({
  markers,
  label,
  width = DEFAULT_MAP_SIZE_PX,
  height = DEFAULT_MAP_SIZE_PX,
  children,
  className,
}: MapViewProps) {
  const view = useMemo(() => toView(markers), [markers]);
  const tileUrl: string = import.meta.env.VITE_TILE_URL || DEFAULT_TILE_URL;
  return (
    <section className={cx(mapViewCss.mapView, className)} aria-label={label} style={{ width, height }}>
      <MapContainer
        center={view.center}
        zoom={view.zoom}
        bounds={view.bounds}
        boundsOptions={{ padding: [40, 40], maxZoom: DEFAULT_MAP_ZOOM }}
        scrollWheelZoom={false}
        zoomControl={false}
        style={{ width: '100%', height: '100%' }}
      >
        <TileLayer url={tileUrl} attribution={TILE_ATTRIBUTION} />
        {/* Bottom right: popups open above their marker and would hide under a top-left control. */}
        <ZoomControl position="bottomright" />
        <ViewAttributes />
        {markers.map((m) => (
          <Marker
            key={m.id}
            position={[m.lat, m.lng]}
            title={m.title}
            alt={m.title}
            {...(m.iconUrl ? { icon: toIcon(m.iconUrl) } : {})}
          >
            {m.popup && <Popup>{m.popup}</Popup>}
          </Marker>
        ))}
        {children}
      </MapContainer>
    </section>
  );
}
