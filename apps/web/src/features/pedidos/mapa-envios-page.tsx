import { getDeliveryCostError, type LatLng, resolveDeliveryCost } from '@vidriera/domain/delivery-zones';
import { formatPesos } from '@vidriera/domain/pedidos-precios';
import type { ZonasComercio } from '@vidriera/domain/schemas/zona-envio';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useSiteMetadata } from '../../api/get-site-metadata.ts';
import { useZonas } from '../../api/get-zonas.ts';
import { readPedidoPendiente } from '../../api/pedido-pendiente.ts';
import { esPedidos } from '../../i18n/es-pedidos.ts';
import { Icon } from '../../ui/icons.tsx';
import { BackButton, SiteHeader } from '../../ui/site-header.tsx';
import { PedidosLoading, PedidosMessage } from './pedidos-message.tsx';
import { readUbicacionEntrega, saveUbicacionEntrega } from './ubicacion-entrega-storage.ts';
import { useGoBack } from './use-go-back.ts';
import { getZonaColor } from './zona-colors.ts';
import '../../ui/visually-hidden.css';
import './pedidos.css';

// Leaflet is ~55 KB gzip: loaded with the map, after the page's text.
const ZonasMap = lazy(() => import('./zonas-map.tsx'));

/** The map's height: most of a phone's screen, a comfortable band on a desktop. */
function getMapHeight(): number {
  return window.innerWidth >= 760 ? 460 : Math.max(280, Math.min(420, window.innerHeight - 360));
}

/**
 * mapa, mapaG, mapaG/{carpeta}: the delivery-price map. The business is the route's, else the one of the order
 * being built, else the site's own (customer mode). Its zones show with their prices; a tap marks the delivery
 * point, which the order uses to price the delivery.
 */
export default function MapaEnviosPage() {
  const params = useParams<{ carpeta?: string }>();
  const { data: site } = useSiteMetadata();
  const goBack = useGoBack('/');
  const [draft] = useState(() => readPedidoPendiente());
  const carpeta = params.carpeta ?? draft?.carpeta ?? (site && !site.esPortal ? site.carpeta : null);
  const query = useZonas(carpeta);

  let content: ReactNode;
  if (!carpeta) {
    content = site ? (
      <PedidosMessage icon="mapPin" title={esPedidos.elegirComercio}>
        <Link className="ped-button ped-button--primary" to="/">
          {esPedidos.irAPedir}
        </Link>
      </PedidosMessage>
    ) : (
      <PedidosLoading label={esPedidos.cargando} />
    );
  } else if (query.data) {
    const isDraftOfComercio = draft?.carpeta.toLowerCase() === query.data.carpeta.toLowerCase();
    content = <MapaEnvios data={query.data} returnsToOrder={isDraftOfComercio} />;
  } else if (query.isError) {
    const isNotFound = query.error instanceof ApiError && query.error.status === 404;
    content = (
      <PedidosMessage icon="info" title={isNotFound ? esPedidos.comercioSinMapa : esPedidos.errorCarga} tone="warn">
        <button type="button" className="ped-button ped-button--primary" onClick={() => void query.refetch()}>
          {esPedidos.reintentar}
        </button>
      </PedidosMessage>
    );
  } else {
    content = <PedidosLoading label={esPedidos.cargando} />;
  }

  return (
    <div className="ped-screen">
      <SiteHeader
        title={esPedidos.mapaTitulo}
        subtitle={query.data?.nombreComercio}
        leading={<BackButton onClick={goBack} />}
      />
      <main className="ped-main ped-main--wide">{content}</main>
    </div>
  );
}

function MapaEnvios({ data, returnsToOrder }: { data: ZonasComercio; returnsToOrder: boolean }) {
  const navigate = useNavigate();
  const goBack = useGoBack('/pedidodetalle');
  const [point, setPoint] = useState<LatLng | null>(readUbicacionEntrega);
  const [isLocating, setLocating] = useState(false);
  const [locateFailed, setLocateFailed] = useState(false);
  const [mapHeight] = useState(getMapHeight);

  if (data.zonas.length === 0) {
    return (
      <PedidosMessage icon="mapPin" title={esPedidos.sinZonas} text={data.costoEnvioText ?? undefined}>
        {returnsToOrder && (
          <Link className="ped-button ped-button--primary" to="/pedidodetalle">
            {esPedidos.volver}
          </Link>
        )}
      </PedidosMessage>
    );
  }

  const costo = point ? resolveDeliveryCost(data.zonas, point, data.costoEnvioText) : null;
  const costoError = costo ? getDeliveryCostError(costo) : null;
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocateFailed(true);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setLocateFailed(false);
        setPoint([position.coords.latitude, position.coords.longitude]);
      },
      () => {
        setLocating(false);
        setLocateFailed(true);
      },
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  };
  const usar = () => {
    if (!point) return;
    saveUbicacionEntrega(point);
    if (returnsToOrder) navigate('/pedidodetalle', { replace: true });
    else goBack();
  };

  return (
    <div className="ped-mapa">
      <div className="ped-mapa-map">
        <Suspense fallback={<div className="ped-mapa-placeholder" style={{ height: mapHeight }} />}>
          <ZonasMap data={data} point={point} onPick={setPoint} height={mapHeight} />
        </Suspense>
      </div>
      <div className="ped-mapa-side">
        <section className="ped-card" aria-labelledby="ped-ubicacion-title">
          <h2 id="ped-ubicacion-title" className="ped-card-title">
            {esPedidos.tuUbicacion}
          </h2>
          <p className="ped-help" aria-live="polite">
            {costo?.kind === 'zona' ? (
              <>
                {esPedidos.zonaEnvio(costo.zona.nombre)}:{' '}
                <strong>{costo.precio === 0 ? esPedidos.envioSinCargo : formatPesos(costo.precio)}</strong>
              </>
            ) : (
              (costoError ?? esPedidos.tocaElMapa)
            )}
          </p>
          {locateFailed && <p className="ped-help">{esPedidos.ubicacionNoDisponible}</p>}
          <div className="ped-mapa-buttons">
            <button type="button" className="ped-button" onClick={locate} disabled={isLocating}>
              <Icon name="mapPin" size={16} />
              {esPedidos.miUbicacion}
            </button>
            <button
              type="button"
              className="ped-button ped-button--primary"
              onClick={usar}
              disabled={!point || costo?.kind !== 'zona'}
            >
              {esPedidos.usarUbicacion}
            </button>
          </div>
        </section>
        <section className="ped-card" aria-labelledby="ped-zonas-title">
          <h2 id="ped-zonas-title" className="ped-card-title">
            {esPedidos.zonas}
          </h2>
          <ul className="ped-zonas">
            {data.zonas.map((zona, index) => (
              <li key={zona.id} className="ped-zona">
                <span className="ped-zona-color" style={{ background: getZonaColor(index) }} aria-hidden="true" />
                <span className="ped-zona-name">{zona.nombre}</span>
                <span className="ped-zona-price">
                  {zona.precio === 0 ? esPedidos.envioSinCargo : formatPesos(zona.precio)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
