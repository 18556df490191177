import { computeSubtotal, formatPesos } from '@vidriera/domain/pedidos-precios';
import { esPedidos } from '../../i18n/es-pedidos.ts';

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
    <section className="ped-card ped-slot-items" aria-labelledby="ped-items-title">
      <h2 id="ped-items-title" className="ped-card-title">
        {esPedidos.productos}
      </h2>
      <ul className="ped-items">
        {lines.map((line) => (
          <li key={line.key} className="ped-item">
            <div className="ped-item-text">
              <span className="ped-item-name">{line.plato}</span>
              {line.opciones && <span className="ped-item-options">{line.opciones}</span>}
              <span className="ped-item-qty">{esPedidos.cantidadPrecio(line.cantidad, formatPesos(line.precio))}</span>
            </div>
            <span className="ped-item-amount">{formatPesos(computeSubtotal([line]))}</span>
          </li>
        ))}
      </ul>
      <dl className="ped-sums">
        {showEnvio && (
          <>
            <div className="ped-sum">
              <dt>{esPedidos.subtotal}</dt>
              <dd>{formatPesos(subtotal)}</dd>
            </div>
            <div className="ped-sum">
              <dt>{esPedidos.envio}</dt>
              <dd>{envio === null ? envioNota : envio === 0 ? esPedidos.envioSinCargo : formatPesos(envio)}</dd>
            </div>
          </>
        )}
        <div className="ped-sum ped-sum--total">
          <dt>{esPedidos.total}</dt>
          <dd>{formatPesos(total)}</dd>
        </div>
      </dl>
    </section>
  );
}
