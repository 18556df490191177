import type { Pedido } from '@vidriera/domain/pedidos';
import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { esBackOfficeComanda as t } from '../../../i18n/es-back-office-comanda.ts';
import { cx } from '../../../ui/cx.ts';
import { buildComanda } from './comanda.ts';
import comandaCss from './comanda.module.css';

/**
 * The kitchen ticket of an order, mounted straight in <body> so printing can hide everything else (comanda.module.css):
 * hidden on screen, alone on the 80 mm page when printed.
 *
 * Before printing (its layout effect runs before the parent's, which opens the dialog) it lays itself out off
 * screen, measures its length and sets the 80 mm page to it, so a roll printer feeds just the ticket.
 */
export function ComandaTicket({ pedido, nombreComercio }: { pedido: Pedido; nombreComercio: string }) {
  const c = buildComanda(pedido, nombreComercio);
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.cssText = 'display:block;position:absolute;left:-10000px;top:0';
    const largoMm = Math.ceil((el.getBoundingClientRect().height * 25.4) / 96) + 4;
    el.style.cssText = '';
    const page = document.createElement('style');
    page.dataset.comanda = String(pedido.pedidoId);
    page.textContent = `@page comanda { size: 80mm ${largoMm}mm; margin: 0; }`;
    document.head.append(page);
    return () => page.remove();
  });
  return createPortal(
    <section
      ref={ref}
      className={comandaCss.comandaPrint}
      aria-label={t.etiqueta(pedido.pedidoId)}
      data-pedido={pedido.pedidoId}
    >
      <h1>{c.comercio}</h1>
      <p className={comandaCss.comandaNumero}>{c.numero}</p>
      <p className={comandaCss.comandaCentro}>{c.fechaHora}</p>
      <p className={comandaCss.comandaEntrega}>{c.entrega}</p>
      {c.destino && <p className={comandaCss.comandaCentro}>{c.destino}</p>}
      {c.horaEstimada && <p className={comandaCss.comandaCentro}>{t.para(c.horaEstimada)}</p>}
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
      <p className={cx(comandaCss.comandaFila, comandaCss.comandaTotal)}>
        <span>{c.estadoPago}</span>
        <span>
          {t.total} {c.total}
        </span>
      </p>
    </section>,
    document.body,
  );
}
