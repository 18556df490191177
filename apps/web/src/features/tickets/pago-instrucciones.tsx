import { formatPesos } from '@vidriera/domain/pedidos';
import {
  type VentaTicket,
  canPagarVenta,
  ESTADO_VENTA_NUEVA,
  FORMA_PAGO_TICKET_TRANSFERENCIA,
  toTransferenciaLink,
} from '@vidriera/domain/eventos';
import { useState } from 'react';
import { Link } from '../../hash-router.tsx';
import { esTickets } from '../../i18n/es-tickets.ts';
import { Icon } from '../../ui/icons.tsx';
import { copyToClipboard } from '../../ui/share-link.ts';
import { Toast } from '../../ui/toast.tsx';
import { cx } from '../../ui/cx.ts';
import compraRealizadaCss from './compra-realizada.module.css';
import ticketsCss from './tickets.module.css';
import { buttonClass } from '../../ui/button.ts';

/** The alias with a button that copies it: typing an alias into a bank app on a phone is where transfers fail. */
function AliasCopiable({ alias }: { alias: string }) {
  const [copiado, setCopiado] = useState(false);
  const copiar = async () => setCopiado(await copyToClipboard(alias));
  return (
    <>
      <button
        type="button"
        className={cx(buttonClass('ghost'), compraRealizadaCss.tktAliasCopiar)}
        onClick={() => void copiar()}
      >
        {esTickets.copiarAlias}
      </button>
      {copiado && <Toast message={esTickets.aliasCopiado} onClose={() => setCopiado(false)} />}
    </>
  );
}

/**
 * How to pay what is still unpaid: by transfer, the merchant's alias and a WhatsApp link (prefix 549) to send
 * the receipt; online and pending payment, the button to the payment page. Nothing once it is paid or closed.
 */
export function PagoInstrucciones({ venta }: { venta: VentaTicket }) {
  if (venta.formaPagoId === FORMA_PAGO_TICKET_TRANSFERENCIA && venta.estado === ESTADO_VENTA_NUEVA) {
    const whatsapp = toTransferenciaLink(
      venta.pTransferencia_Telefono,
      esTickets.comprobanteMensaje(venta.id, venta.titulo),
    );
    return (
      <section className={ticketsCss.tktCard} aria-labelledby="tkt-pago-instrucciones">
        <h2 id="tkt-pago-instrucciones" className={ticketsCss.tktCardTitle}>
          {esTickets.pagoTransferencia}
        </h2>
        {venta.pTransferencia_Alias && (
          <p className={compraRealizadaCss.tktAlias}>
            {esTickets.transferirA(formatPesos(venta.importeTotal))}{' '}
            <strong className={compraRealizadaCss.tktAliasValue}>{venta.pTransferencia_Alias}</strong>
          </p>
        )}
        {venta.pTransferencia_Alias && <AliasCopiable alias={venta.pTransferencia_Alias} />}
        <p>{esTickets.transferenciaPasos}</p>
        {whatsapp && (
          <a className={buttonClass('primary', 'block')} href={whatsapp} target="_blank" rel="noopener noreferrer">
            <Icon name="whatsapp" size={20} />
            {esTickets.enviarComprobante}
          </a>
        )}
      </section>
    );
  }
  if (canPagarVenta(venta.estado)) {
    return (
      <section className={ticketsCss.tktCard} aria-labelledby="tkt-pago-pendiente">
        <h2 id="tkt-pago-pendiente" className={ticketsCss.tktCardTitle}>
          {esTickets.formasPago[venta.formaPagoId]}
        </h2>
        <p>{esTickets.pagoPendiente}</p>
        <Link className={buttonClass('primary', 'block')} to={`/pagoVentaTicket/${venta.id}`}>
          {esTickets.pagar} {formatPesos(venta.importeTotal)}
        </Link>
      </section>
    );
  }
  return null;
}
