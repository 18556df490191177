import {
  type VentaTicket,
  ESTADO_VENTA_CONFIRMADA,
  ESTADO_VENTA_NUEVA,
  ESTADO_VENTA_PENDIENTE_PAGO,
  showsEntradasVenta,
  showsTitularesVenta,
} from '@vidriera/domain/eventos';
import { type ReactNode, useEffect } from 'react';
import { Link, useNavigate, useParams } from '../../hash-router.tsx';
import { ApiError } from '../../api/client.ts';
import { useCompraTicket } from '../../api/get-compra-ticket.ts';
import { esTickets } from '../../i18n/es-tickets.ts';
import { ScreenLoading, ScreenMessage } from '../../ui/screen-message.tsx';
import { BackButton, SiteHeader } from '../../ui/site-header.tsx';
import { useLoadErrorAlert } from '../../ui/use-load-error-alert.ts';
import { CompraImportes, TitularesList } from './compra-resumen.tsx';
import { EstadoVentaBadge } from './estado-venta-badge.tsx';
import { EventoResumen } from './evento-resumen.tsx';
import { PagoInstrucciones } from './pago-instrucciones.tsx';
import { takePagoIniciado } from './pago-retorno.ts';
import { TicketQr } from './ticket-qr.tsx';
import { buttonClass } from '../../ui/button.ts';
import '../../ui/visually-hidden.css';
import { PagoBadge } from '../../ui/pago-badge.tsx';
import ticketsCss from './tickets.module.css';
import compraRealizadaCss from './compra-realizada.module.css';
import { cx } from '../../ui/cx.ts';

const MIS_COMPRAS_PATH = '/mis-compras';

/**
 * The tickets to show at the door: one QR per ticket once the business has the money (1, 2); before that, when
 * they will appear.
 */
function TicketsSection({ venta }: { venta: VentaTicket }) {
  if (venta.estado === ESTADO_VENTA_PENDIENTE_PAGO) {
    return <p>{esTickets.entradasPendientes}</p>;
  }
  if (venta.estado === ESTADO_VENTA_NUEVA) {
    return <p>{esTickets.entradasAlConfirmar}</p>;
  }
  if (!showsEntradasVenta(venta.estado) || venta.tickets.length === 0) return null;
  return (
    <section className={ticketsCss.tktCard} aria-labelledby="tkt-entradas-title">
      <h2 id="tkt-entradas-title" className={ticketsCss.tktCardTitle}>
        {esTickets.tusEntradas}
      </h2>
      <p>{esTickets.entradasTexto}</p>
      <ul className={compraRealizadaCss.tktEntradas}>
        {venta.tickets.map((ticket) => (
          <li
            key={ticket.codigo}
            className={compraRealizadaCss.tktEntrada}
            data-usada={ticket.usadoEn ? true : undefined}
          >
            <TicketQr numero={ticket.numero} codigo={ticket.codigo} />
            <p className={compraRealizadaCss.tktEntradaTitular}>{ticket.titular}</p>
            <p className={compraRealizadaCss.tktEntradaDatos}>
              {esTickets.titularDe(ticket.numero)} · {esTickets.admite(ticket.cantidad)}
            </p>
            {ticket.usadoEn && <p className={compraRealizadaCss.tktEntradaUsada}>{esTickets.usada}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * compra-realizada/{carpeta}/{ventaTicketId} (login): the saved purchase, 'Compra Realizada #id', with its
 * status, how to pay what is unpaid, the holders (unsaved or estado 0 or 2) and the tickets' QR codes. Coming back
 * from the payment provider with the purchase paid, it says 'El pago fue realizado con éxito' and goes home.
 */
export default function CompraRealizadaPage() {
  const { carpeta = '', ventaTicketId } = useParams();
  const id = Number(ventaTicketId);
  const navigate = useNavigate();
  const query = useCompraTicket(carpeta, id);
  const venta = query.data;
  useLoadErrorAlert(venta ? null : query.error);

  useEffect(() => {
    if (venta?.estado === ESTADO_VENTA_CONFIRMADA && takePagoIniciado(venta.id)) {
      window.alert(esTickets.pagoExitoso);
      navigate('/', { replace: true });
    }
  }, [venta, navigate]);

  let content: ReactNode;
  if (venta) {
    content = (
      <>
        <EventoResumen
          nombreComercio={venta.nombreComercio}
          domicilio={venta.domicilio}
          titulo={venta.titulo}
          fechaHora={venta.fechaHora}
          timeZone={venta.timeZone}
        >
          <p className={ticketsCss.tktEstadoLinea}>
            <span className={ticketsCss.tktEstadoLabel}>{esTickets.estado}</span>
            <EstadoVentaBadge estado={venta.estado} texto={venta.estadoTexto} />
            <PagoBadge pagado={false} reintegro={venta.reintegro} />
          </p>
          <CompraImportes
            varianteTitulo={venta.varianteTitulo}
            cantidad={venta.cantidad}
            precioUnitario={venta.precioUnitario}
            importeTotal={venta.importeTotal}
            formaPagoId={venta.formaPagoId}
          />
        </EventoResumen>
        <PagoInstrucciones venta={venta} />
        {showsTitularesVenta(venta) && <TitularesList tickets={venta.tickets} />}
        <TicketsSection venta={venta} />
      </>
    );
  } else if (!(id > 0) || (query.error instanceof ApiError && query.error.status === 404)) {
    content = <ScreenMessage icon="receipt" title={esTickets.noEncontrada} />;
  } else if (query.isError) {
    content = (
      <ScreenMessage icon="info" title={esTickets.errorCarga} tone="warn">
        <button type="button" className={buttonClass('primary')} onClick={() => void query.refetch()}>
          {esTickets.reintentar}
        </button>
      </ScreenMessage>
    );
  } else {
    content = <ScreenLoading label={esTickets.cargandoCompra} />;
  }

  return (
    <div className={ticketsCss.tktScreen}>
      <SiteHeader
        title={esTickets.compraRealizada(id)}
        subtitle={venta?.nombreComercio}
        leading={<BackButton onClick={() => navigate(MIS_COMPRAS_PATH)} />}
      />
      <main className={ticketsCss.tktMain}>
        <div className={ticketsCss.tktForm}>
          {content}
          <div className={cx(ticketsCss.tktActions, ticketsCss.tktActionsStatic)}>
            <Link className={cx(buttonClass(), ticketsCss.tktAction)} to={MIS_COMPRAS_PATH}>
              {esTickets.volver}
            </Link>
          </div>
        </div>
      </main>
    </div>
  );
}
