import {
  getFechaEvento,
  getImporteTotalVenta,
  findCompraError,
  isVentaValida,
  MSG_VERIFIQUE_DATOS,
} from '@vidriera/domain/eventos';
import { DEFAULT_TIME_ZONE } from '@vidriera/domain/common';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from '../../hash-router.tsx';
import { useComprarTickets } from '../../api/comprar-tickets.ts';
import { useEvento } from '../../api/get-evento.ts';
import { readSession, useSession } from '../../api/session.ts';
import { serverNow } from '../../api/server-clock.ts';
import { esTickets } from '../../i18n/es-tickets.ts';
import { usePhoneVerificationRedirect } from '../../ui/use-phone-verification-redirect.ts';
import { ScreenLoading, ScreenMessage } from '../../ui/screen-message.tsx';
import { SiteHeader } from '../../ui/site-header.tsx';
import { CompraImportes, TitularesList } from './compra-resumen.tsx';
import { EventoResumen } from './evento-resumen.tsx';
import { CUENTA_TICKET_PATH } from './use-compra-form.ts';
import { clearVentaPendiente, readVentaPendiente } from './venta-draft-storage.ts';
import { buttonClass } from '../../ui/button.ts';
import '../../ui/visually-hidden.css';
import { cx } from '../../ui/cx.ts';
import ticketsCss from './tickets.module.css';

/**
 * compraticketsdetalle/{carpeta}: the purchase kept by the form, to review ('Verifique si los datos son
 * correctos'). Modificar goes back to the form; Confirmar checks it again (the variant may have expired
 * meanwhile), posts eventos/comprar, drops the draft and shows the saved purchase.
 */
export default function CompraDetallePage() {
  const { carpeta = '' } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const [draft] = useState(() => readVentaPendiente());
  const venta = draft && draft.carpeta === carpeta ? draft : null;
  // The event as it is now: the business's header, its time zone and whether the variant is still sold.
  const evento = useEvento(venta ? carpeta : null, venta?.eventoId ?? 0, venta ? String(venta.eventoFechaId) : null);
  const comprar = useComprarTickets();
  const onComprarError = usePhoneVerificationRedirect(CUENTA_TICKET_PATH);
  const carteleraPath = `/cartelera/${encodeURIComponent(carpeta)}`;

  if (!venta) {
    return (
      <Screen>
        <ScreenMessage icon="ticket" title={esTickets.sinDatos} text={esTickets.sinDatosTexto}>
          <Link className={buttonClass('primary')} to={carteleraPath}>
            {esTickets.verCartelera}
          </Link>
        </ScreenMessage>
      </Screen>
    );
  }
  const cartelera = evento.data;
  const actual = cartelera?.dias[0]?.eventos[0];
  const timeZone = cartelera?.timeZone ?? DEFAULT_TIME_ZONE;
  const formPath = `/compratickets/${encodeURIComponent(carpeta)}/${venta.eventoId}/${getFechaEvento(venta.fechaHora, timeZone)}${
    venta.eventoVarianteId ? `?eventoVarianteId=${venta.eventoVarianteId}` : ''
  }`;

  const confirmar = () => {
    if (!session.isLoggedIn) {
      window.alert(esTickets.sinUsuarioAlert);
      navigate(CUENTA_TICKET_PATH);
      return;
    }
    const error =
      cartelera && actual
        ? findCompraError(venta, {
            tpEvento: actual.tpEvento,
            comercio: cartelera,
            variante: actual.variantes.find((v) => v.id === venta.eventoVarianteId) ?? null,
            fechaHora: actual.fechaHora,
            timeZone: cartelera.timeZone,
            now: serverNow(),
          })?.message
        : isVentaValida(venta)
          ? null
          : MSG_VERIFIQUE_DATOS;
    if (error) {
      window.alert(error);
      return;
    }
    comprar.mutate(
      {
        eventoId: venta.eventoId,
        eventoFechaId: venta.eventoFechaId,
        eventoVarianteId: venta.eventoVarianteId,
        cantidad: venta.cantidad,
        tickets: venta.tickets.map((t) => ({
          numero: t.numero ?? null,
          titular: t.titular,
          telefono: t.telefono,
          cantidad: t.cantidad,
        })),
        formaPagoId: venta.formaPagoId,
        usuarioId: Number(readSession('id')) || null,
        precioUnitario: venta.precioUnitario,
      },
      {
        onSuccess: ({ id }) => {
          clearVentaPendiente();
          navigate(`/compra-realizada/${encodeURIComponent(carpeta)}/${id}`, { replace: true });
        },
        onError: onComprarError,
      },
    );
  };

  if (evento.isPending && evento.fetchStatus !== 'idle') {
    return (
      <Screen>
        <ScreenLoading label={esTickets.cargando} />
      </Screen>
    );
  }
  const isBusy = comprar.isPending;
  return (
    <Screen>
      <div className={ticketsCss.tktForm}>
        <EventoResumen
          nombreComercio={cartelera?.nombreComercio ?? ''}
          domicilio={cartelera?.domicilio}
          titulo={venta.titulo}
          fechaHora={venta.fechaHora}
          timeZone={timeZone}
        >
          <CompraImportes
            varianteTitulo={venta.varianteTitulo}
            cantidad={venta.cantidad}
            precioUnitario={venta.precioUnitario}
            importeTotal={getImporteTotalVenta(venta.precioUnitario, venta.cantidad)}
            formaPagoId={venta.formaPagoId}
          />
        </EventoResumen>
        <TitularesList tickets={venta.tickets} />
        <div className={ticketsCss.tktActions}>
          <button
            type="button"
            className={cx(buttonClass(), ticketsCss.tktAction)}
            disabled={isBusy}
            onClick={() => navigate(formPath)}
          >
            {esTickets.modificar}
          </button>
          <button
            type="button"
            className={cx(buttonClass('primary'), ticketsCss.tktAction)}
            disabled={isBusy}
            onClick={confirmar}
          >
            {esTickets.confirmar}
          </button>
        </div>
      </div>
    </Screen>
  );
}

function Screen({ children }: { children: ReactNode }) {
  return (
    <div className={ticketsCss.tktScreen}>
      <SiteHeader title={esTickets.verifiqueTitulo} />
      <main className={ticketsCss.tktMain}>{children}</main>
    </div>
  );
}
