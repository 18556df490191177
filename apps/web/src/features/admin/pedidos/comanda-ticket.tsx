import type { Pedido } from '@vidriera/domain/schemas/pedido';
import { createPortal } from 'react-dom';
import { esAdminComanda as t } from '../../../i18n/es-admin-comanda.ts';
import { buildComanda } from './comanda.ts';
import './comanda.css';

/**
 * The kitchen ticket of an order, mounted straight in <body> so printing can hide everything else (comanda.css):
 * hidden on screen, alone on the 80 mm page when printed.
 */
export function ComandaTicket({ pedido, nombreComercio }: { pedido: Pedido; nombreComercio: string }) {
  const c = buildComanda(pedido, nombreComercio);
  return createPortal(
    <section className="comanda-print" aria-label={t.etiqueta(pedido.pedidoId)} data-pedido={pedido.pedidoId}>
      <h1>{c.comercio}</h1>
      <p className="comanda-numero">{c.numero}</p>
      <p className="comanda-centro">{c.fechaHora}</p>
      <p className="comanda-entrega">{c.entrega}</p>
      {c.destino && <p className="comanda-centro">{c.destino}</p>}
      {c.horaEstimada && <p className="comanda-centro">{t.para(c.horaEstimada)}</p>}
      <hr />
      <ul>
        {c.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a placed order's lines never change nor move
          <li key={index}>
            {item.cantidad} x {item.plato}
            {item.opciones.map((opcion) => (
              <span key={opcion}>{opcion}</span>
            ))}
          </li>
        ))}
      </ul>
      {c.observacion && (
        <>
          <hr />
          <p>
            <strong>{t.observacion}:</strong> {c.observacion}
          </p>
        </>
      )}
      <hr />
      <p>
        {t.cliente}: {c.cliente}
        {c.telefono && ` · ${c.telefono}`}
      </p>
      <p>
        {t.pago}: {c.pago}
      </p>
      <p className="comanda-fila comanda-total">
        <span>{c.estadoPago}</span>
        <span>
          {t.total} {c.total}
        </span>
      </p>
    </section>,
    document.body,
  );
}
