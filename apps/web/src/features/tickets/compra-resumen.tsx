import { formatPesos } from '@vidriera/domain/pedidos';
import type { TicketDraft } from '@vidriera/domain/eventos';
import { esTickets } from '../../i18n/es-tickets.ts';
import compraRealizadaCss from './compra-realizada.module.css';
import ticketsCss from './tickets.module.css';

/** What a purchase buys: variant, quantity, unit price, total and payment method, as a description list. */
export function CompraImportes({
  varianteTitulo,
  cantidad,
  precioUnitario,
  importeTotal,
  formaPagoId,
}: {
  varianteTitulo: string | null;
  cantidad: number;
  precioUnitario: number;
  importeTotal: number;
  formaPagoId: number;
}) {
  return (
    <dl className={ticketsCss.tktImportes}>
      {varianteTitulo && (
        <div>
          <dt>{esTickets.variante}</dt>
          <dd>{varianteTitulo}</dd>
        </div>
      )}
      <div>
        <dt>{esTickets.cantidad}</dt>
        <dd>{esTickets.personas(cantidad)}</dd>
      </div>
      <div>
        <dt>{esTickets.precioUnitario}</dt>
        <dd>{formatPesos(precioUnitario)}</dd>
      </div>
      <div>
        <dt>{esTickets.formaPago}</dt>
        <dd>{esTickets.formasPago[formaPagoId] ?? '-'}</dd>
      </div>
      <div className={ticketsCss.tktImportesTotal}>
        <dt>{esTickets.total}</dt>
        <dd>{formatPesos(importeTotal)}</dd>
      </div>
    </dl>
  );
}

/** The holders of a purchase: name, phone and how many people each ticket admits. */
export function TitularesList({
  tickets,
}: {
  tickets: ReadonlyArray<Pick<TicketDraft, 'titular' | 'telefono' | 'cantidad'>>;
}) {
  return (
    <section className={ticketsCss.tktCard} aria-labelledby="tkt-titulares-list">
      <h2 id="tkt-titulares-list" className={ticketsCss.tktCardTitle}>
        {esTickets.titulares}
      </h2>
      <ol className={compraRealizadaCss.tktTitularesList}>
        {tickets.map((ticket, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the holders keep their order
          <li key={index}>
            <span className={compraRealizadaCss.tktTitularNombre}>{ticket.titular}</span>
            <span className={compraRealizadaCss.tktTitularDatos}>
              {ticket.telefono} · {esTickets.personas(ticket.cantidad)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
