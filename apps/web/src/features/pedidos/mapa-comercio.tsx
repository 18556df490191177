import { getDeliveryCostError, type LatLng, resolveDeliveryCost, type ZonasComercio } from '@vidriera/domain/zonas';
import { formatPesos } from '@vidriera/domain/pedidos';
import { useState } from 'react';
import { Link, useNavigate } from '../../hash-router.tsx';
import { esPedidos } from '../../i18n/es-pedidos.ts';
import { Icon } from '../../ui/icons.tsx';
import { ScreenMessage } from '../../ui/screen-message.tsx';
import { LazyZonasMap } from './lazy-zonas-map.tsx';
import { ZonasLegend } from './zonas-legend.tsx';
import { readUbicacionEntrega, saveUbicacionEntrega } from './ubicacion-entrega-storage.ts';
import { useGoBack } from '../../ui/use-go-back.ts';
import { cx } from '../../ui/cx.ts';
import pedidosCss from './pedidos.module.css';
import mapaCss from './mapa-envios.module.css';

function formatPrecioEnvio(precio: number): string {
  return precio === 0 ? esPedidos.envioSinCargo : formatPesos(precio);
}

/**
 * One business's delivery-price map: its zones with their prices; a tap (or the device's location) marks the
 * delivery point, which the order being built for this business uses to price the delivery.
 */
export function MapaComercio({ data, returnsToOrder }: { data: ZonasComercio; returnsToOrder: boolean }) {
  const navigate = useNavigate();
  const goBack = useGoBack('/');
  const [point, setPoint] = useState<LatLng | null>(readUbicacionEntrega);
  const [isLocating, setLocating] = useState(false);
  const [locateFailed, setLocateFailed] = useState(false);

  if (data.zonas.length === 0) {
    return (
      <ScreenMessage icon="mapPin" title={esPedidos.sinZonas} text={data.costoEnvioText ?? undefined}>
        {returnsToOrder && (
          <Link className={cx(pedidosCss.pedButton, pedidosCss.pedButtonPrimary)} to="/pedidodetalle">
            {esPedidos.volver}
          </Link>
        )}
      </ScreenMessage>
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
    <div className={mapaCss.pedMapa}>
      <div>
        <LazyZonasMap
          comercios={[data]}
          label={esPedidos.mapaEtiqueta(data.nombreComercio)}
          point={point}
          onPick={setPoint}
        />
      </div>
      <div className={mapaCss.pedMapaSide}>
        <section className={pedidosCss.pedCard} aria-labelledby="ped-ubicacion-title">
          <h2 id="ped-ubicacion-title" className={pedidosCss.pedCardTitle}>
            {esPedidos.tuUbicacion}
          </h2>
          <p aria-live="polite">
            {costo?.kind === 'zona' ? (
              <>
                {esPedidos.zonaEnvio(costo.zona.nombre)}: <strong>{formatPrecioEnvio(costo.precio)}</strong>
              </>
            ) : (
              (costoError ?? esPedidos.tocaElMapa)
            )}
          </p>
          {locateFailed && <p>{esPedidos.ubicacionNoDisponible}</p>}
          <div className={mapaCss.pedMapaButtons}>
            <button
              type="button"
              className={cx(pedidosCss.pedButton, mapaCss.pedMapaButton)}
              onClick={locate}
              disabled={isLocating}
            >
              <Icon name="mapPin" size={16} />
              {esPedidos.miUbicacion}
            </button>
            <button
              type="button"
              className={cx(pedidosCss.pedButton, pedidosCss.pedButtonPrimary, mapaCss.pedMapaButton)}
              onClick={usar}
              disabled={!point || costo?.kind !== 'zona'}
            >
              {esPedidos.usarUbicacion}
            </button>
          </div>
        </section>
        <ZonasLegend comercios={[data]} />
      </div>
    </div>
  );
}
