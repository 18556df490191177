import { formatFechaCortaEvento, formatHoraEvento } from '@vidriera/domain/evento-fecha';
import type { Evento } from '@vidriera/domain/schemas/evento';
import { Link } from '../../hash-router.tsx';
import { esCartelera } from '../../i18n/es-cartelera.ts';
import { LinkifiedText } from '../../ui/linkified-text.tsx';
import { ShareButton } from '../../ui/share-button.tsx';
import { EventoAcciones } from './evento-acciones.tsx';
import { EventoFoto } from './evento-foto.tsx';
import { getDiaDelEvento, getEventoPath, getEventoShareUrl } from './format-evento.ts';

export interface EventoCardProps {
  evento: Evento;
  nombreComercio: string;
  timeZone: string;
  /** On the single event's page the title is not a link to itself. */
  isSingle: boolean;
  now: Date;
}

/** One date of an event on the board: picture, when (weekday with the 6-hour shift), what, share, price, action. */
export function EventoCard({ evento, nombreComercio, timeZone, isSingle, now }: EventoCardProps) {
  const titleId = `cart-evento-${evento.eventoFechaId}`;
  const dia = getDiaDelEvento(evento, timeZone);
  return (
    <article className="cart-evento" aria-labelledby={titleId} data-agotado={evento.agotado || undefined}>
      <EventoFoto urlFoto={evento.urlFoto} titulo={evento.titulo} agotado={evento.agotado} />
      <div className="cart-evento-body">
        <p className="cart-evento-cuando">
          <span className="cart-evento-dia">{dia}</span>
          <span className="cart-evento-fecha">{formatFechaCortaEvento(evento.fechaHora)}</span>
          <span className="cart-evento-hora">{formatHoraEvento(evento.fechaHora)} h</span>
        </p>
        <h3 id={titleId} className="cart-evento-titulo">
          {isSingle ? (
            evento.titulo
          ) : (
            <Link className="cart-evento-link" to={getEventoPath(evento, timeZone)}>
              {evento.titulo}
            </Link>
          )}
        </h3>
        {evento.descripcion && <LinkifiedText className="cart-evento-desc" text={evento.descripcion} />}
        <EventoAcciones evento={evento} timeZone={timeZone} now={now} />
        <ShareButton
          className="cart-share ui-button ui-button--ghost"
          data={{
            title: evento.titulo,
            text: esCartelera.compartirTexto(evento.titulo, nombreComercio),
            url: getEventoShareUrl(evento, timeZone),
          }}
        />
      </div>
    </article>
  );
}
