import { computeSubtotal, formatPesos } from '@vidriera/domain/pedidos';
import { esPedidos } from '../../i18n/es-pedidos.ts';
import { cx } from '../../ui/cx.ts';
import pedidosCss from './pedidos.module.css';
import detalleCss from './pedido-detalle.module.css';

export interface PedidoItemsLine {
  key: string | number;
  plato: string;
  cantidad: number;
  /** Unit price, pesos. */
  precio: number;
  opciones: string;
}

export interface PedidoItemsProps {
  lines: PedidoItemsLine[];
  subtotal: number;
  /** Pesos; null when the delivery cost is not a price (agreed with the merchant, or not a delivery). */
  envio: number | null;
  /** What to say instead of a price for a delivery whose cost is agreed elsewhere. */
  envioNota?: string | null;
  total: number;
}

/** The order's lines and its sums: subtotal, delivery and total. */
export function PedidoItems({ lines, subtotal, envio, envioNota, total }: PedidoItemsProps) {
  const showEnvio = envio !== null || Boolean(envioNota);
  return (
    <section className={cx(pedidosCss.pedCard, detalleCss.pedSlotItems)} aria-labelledby="ped-items-title">
      <h2 id="ped-items-title" className={pedidosCss.pedCardTitle}>
        {esPedidos.productos}
      </h2>
      <ul className={detalleCss.pedItems}>
        {lines.map((line) => (
          <li key={line.key} className={detalleCss.pedItem}>
            <div className={detalleCss.pedItemText}>
              <span className={detalleCss.pedItemName}>{line.plato}</span>
              {line.opciones && <span className={detalleCss.pedItemOptions}>{line.opciones}</span>}
              <span className={detalleCss.pedItemQty}>
                {esPedidos.cantidadPrecio(line.cantidad, formatPesos(line.precio))}
              </span>
            </div>
            <span className={detalleCss.pedItemAmount}>{formatPesos(computeSubtotal([line]))}</span>
          </li>
        ))}
      </ul>
      <dl className={detalleCss.pedSums}>
        {showEnvio && (
          <>
            <div className={detalleCss.pedSum}>
              <dt>{esPedidos.subtotal}</dt>
              <dd>{formatPesos(subtotal)}</dd>
            </div>
            <div className={detalleCss.pedSum}>
              <dt>{esPedidos.envio}</dt>
              <dd>{envio === null ? envioNota : envio === 0 ? esPedidos.envioSinCargo : formatPesos(envio)}</dd>
            </div>
          </>
        )}
        <div className={cx(detalleCss.pedSum, detalleCss.pedSumTotal)}>
          <dt>{esPedidos.total}</dt>
          <dd>{formatPesos(total)}</dd>
        </div>
      </dl>
    </section>
  );
}
