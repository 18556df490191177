import type { ReactNode } from 'react';
import { isDomicilioMissing } from '@vidriera/domain/cuentas';
import { type DeliveryCost, MSG_FUERA_DE_ZONA } from '@vidriera/domain/zonas';
import { formatPesos } from '@vidriera/domain/pedidos';
import type { CartaConfigResto } from '@vidriera/domain/carta';
import { Link } from '../../hash-router.tsx';
import { esPedidos } from '../../i18n/es-pedidos.ts';
import { Icon } from '../../ui/icons.tsx';
import { cx } from '../../ui/cx.ts';
import pedidosCss from './pedidos.module.css';
import detalleCss from './pedido-detalle.module.css';

/** Where the customer completes their name, phone and address for an order. */
export const CUENTA_PEDIDO_PATH = '/mi-cuenta/pedido';

export interface EntregaSectionProps {
  comercio: CartaConfigResto;
  delivery: boolean;
  /** The customer's delivery address on file. */
  domicilio: string;
  /** The delivery's cost by the business's zones or note; null while the zones load. */
  costo: DeliveryCost | null;
  onDeliveryChange: (delivery: boolean) => void;
}

/** How the delivery is priced: the zone of the marked point, the merchant's note, or a link to the map. */
function CostoEnvio({ costo }: { costo: DeliveryCost | null }) {
  if (!costo) return null;
  if (costo.kind === 'nota') {
    return costo.nota ? <p className={detalleCss.pedEntregaNote}>{costo.nota}</p> : null;
  }
  if (costo.kind === 'zona') {
    return (
      <p className={detalleCss.pedEntregaNote}>
        {esPedidos.zonaEnvio(costo.zona.nombre)}:{' '}
        <strong>{costo.precio === 0 ? esPedidos.envioSinCargo : formatPesos(costo.precio)}</strong>{' '}
        <Link to="/mapa">{esPedidos.cambiarUbicacion}</Link>
      </p>
    );
  }
  const isFuera = costo.kind === 'fuera-de-zona';
  return (
    <>
      {costo.kind === 'sin-ubicacion' && costo.nota && <p className={detalleCss.pedEntregaNote}>{costo.nota}</p>}
      <p className={detalleCss.pedEntregaNote} data-tone={isFuera ? 'warn' : undefined}>
        {isFuera && <span className={detalleCss.pedEntregaWarn}>{MSG_FUERA_DE_ZONA} </span>}
        <Link className={detalleCss.pedLinkStrong} to="/mapa">
          <Icon name="mapPin" size={16} />
          {isFuera ? esPedidos.cambiarUbicacion : esPedidos.marcarUbicacion}
        </Link>
      </p>
    </>
  );
}

function DomicilioEntrega({ domicilio }: { domicilio: string }) {
  if (isDomicilioMissing(domicilio)) {
    return (
      <p className={detalleCss.pedEntregaDomicilio}>
        <Link className={detalleCss.pedLinkStrong} to={CUENTA_PEDIDO_PATH}>
          <Icon name="mapPin" size={16} />
          {esPedidos.completarDomicilio}
        </Link>
      </p>
    );
  }
  return (
    <p className={detalleCss.pedEntregaDomicilio}>
      <span className="visually-hidden">{esPedidos.domicilioEntrega}: </span>
      <Icon name="mapPin" size={16} />
      <span className={detalleCss.pedEntregaAddress}>{domicilio}</span>
      <Link to={CUENTA_PEDIDO_PATH}>{esPedidos.cambiar}</Link>
    </p>
  );
}

/**
 * Spec 02 §2, delivery type of an order not made in the venue (that one shows its table, mesa-section.tsx): a
 * digital merchant, 'Coordinar entrega con el comercio'; a takeaway-only merchant, its notice; otherwise delivery
 * to the address (Cambiar... / Completar Domicilio) or pickup, with the delivery cost note or the link to the
 * delivery-price map.
 */
export function EntregaSection(props: EntregaSectionProps) {
  const { comercio, delivery, domicilio, costo, onDeliveryChange } = props;
  let body: ReactNode;
  if (comercio.comercioDigital) {
    body = (
      <p className={detalleCss.pedEntregaFixed}>
        <Icon name="info" size={18} />
        {esPedidos.coordinarEntrega}
      </p>
    );
  } else if (comercio.soloTakeAway) {
    body = (
      <>
        <p className={cx(detalleCss.pedEntregaFixed, detalleCss.pedEntregaFixedNotice)}>
          <Icon name="store" size={18} />
          {esPedidos.soloTakeAway}
        </p>
        {comercio.domicilio && <p className={detalleCss.pedEntregaNote}>{esPedidos.retiroEn(comercio.domicilio)}</p>}
      </>
    );
  } else {
    body = (
      <>
        <fieldset className={detalleCss.pedChoice}>
          <legend className="visually-hidden">{esPedidos.tipoEntrega}</legend>
          <label className={detalleCss.pedOption}>
            <input type="radio" name="entrega" checked={delivery} onChange={() => onDeliveryChange(true)} />
            <span className={detalleCss.pedOptionText}>{esPedidos.conEnvio}</span>
          </label>
          <label className={detalleCss.pedOption}>
            <input type="radio" name="entrega" checked={!delivery} onChange={() => onDeliveryChange(false)} />
            <span className={detalleCss.pedOptionText}>{esPedidos.retiro}</span>
          </label>
        </fieldset>
        {delivery ? (
          <>
            <DomicilioEntrega domicilio={domicilio} />
            <CostoEnvio costo={costo} />
          </>
        ) : (
          comercio.domicilio && <p className={detalleCss.pedEntregaNote}>{esPedidos.retiroEn(comercio.domicilio)}</p>
        )}
      </>
    );
  }
  return (
    <section className={pedidosCss.pedCard} aria-labelledby="ped-entrega-title">
      <h2 id="ped-entrega-title" className={pedidosCss.pedCardTitle}>
        {esPedidos.entrega}
      </h2>
      {body}
    </section>
  );
}
