import { getAccionEvento, isEventoConTickets } from '@vidriera/domain/eventos';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from '../../hash-router.tsx';
import { ApiError } from '../../api/client.ts';
import { useEvento } from '../../api/get-evento.ts';
import { usePageMeta } from '../../ui/page-meta.ts';
import { useGoBack } from '../../ui/use-go-back.ts';
import { esTickets } from '../../i18n/es-tickets.ts';
import { ScreenLoading, ScreenMessage } from '../../ui/screen-message.tsx';
import { BackButton, SiteHeader } from '../../ui/site-header.tsx';
import { CompraForm } from './compra-form.tsx';
import { useLoadErrorAlert } from '../../ui/use-load-error-alert.ts';
import { buttonClass } from '../../ui/button.ts';
import '../../ui/visually-hidden.css';
import ticketsCss from './tickets.module.css';

/** The optional ?eventoVarianteId= of the purchase link, when it is an id. */
function readVarianteId(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * compratickets/{carpeta}/{eventoId}/{fecha}?eventoVarianteId=: the purchase form of one date of an event (the
 * date as 'YYYY-MM-DD' or the date's id). Anyone can fill it; sending it asks an unidentified customer to
 * complete their data first.
 */
export default function CompraTicketsPage() {
  const { carpeta = '', eventoId, fecha } = useParams();
  const [searchParams] = useSearchParams();
  const id = Number(eventoId);
  const query = useEvento(carpeta, id, fecha ?? null);
  const carteleraPath = `/cartelera/${encodeURIComponent(carpeta)}`;
  const goBack = useGoBack(carteleraPath);
  useLoadErrorAlert(query.data ? null : query.error);
  const cartelera = query.data;
  const evento = cartelera?.dias[0]?.eventos[0];
  usePageMeta(
    cartelera && evento
      ? { title: `${evento.titulo} · ${cartelera.nombreComercio}`, description: evento.descripcion }
      : undefined,
  );

  const volverACartelera = (
    <Link className={buttonClass('primary')} to={carteleraPath}>
      {esTickets.verCartelera}
    </Link>
  );
  let content: ReactNode;
  if (cartelera && evento && isEventoConTickets(evento.tpEvento) && !evento.agotado) {
    content = (
      <CompraForm
        key={evento.eventoFechaId}
        cartelera={cartelera}
        evento={evento}
        varianteIdParam={readVarianteId(searchParams.get('eventoVarianteId'))}
        onVolver={goBack}
      />
    );
  } else if (cartelera && evento && !isEventoConTickets(evento.tpEvento)) {
    content = (
      <ScreenMessage icon="calendar" title={esTickets.noEsVenta}>
        {volverACartelera}
      </ScreenMessage>
    );
  } else if (cartelera || (query.error instanceof ApiError && query.error.status === 404) || !(id > 0)) {
    content = (
      <ScreenMessage icon="ticket" title={esTickets.sinEntradas}>
        {volverACartelera}
      </ScreenMessage>
    );
  } else if (query.isError) {
    content = (
      <ScreenMessage icon="info" title={esTickets.errorEvento} tone="warn">
        <button type="button" className={buttonClass('primary')} onClick={() => void query.refetch()}>
          {esTickets.reintentar}
        </button>
      </ScreenMessage>
    );
  } else {
    content = <ScreenLoading label={esTickets.cargando} />;
  }

  return (
    <div className={ticketsCss.tktScreen}>
      <SiteHeader
        title={evento ? getAccionEvento(evento.tpEvento) : esTickets.comprarTitulo}
        subtitle={cartelera?.nombreComercio}
        leading={<BackButton onClick={goBack} />}
      />
      <main className={ticketsCss.tktMain}>{content}</main>
    </div>
  );
}
