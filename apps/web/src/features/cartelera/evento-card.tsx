import { formatFechaCortaEvento, formatHoraEvento, type Evento } from '@vidriera/domain/eventos';
import { Link } from '../../hash-router.tsx';
import { esCartelera } from '../../i18n/es-cartelera.ts';
import { LinkifiedText } from '../../ui/linkified-text.tsx';
import { ShareButton } from '../../ui/share-button.tsx';
import { EventoAcciones } from './evento-acciones.tsx';
import { EventoFoto } from './evento-foto.tsx';
import { getDiaDelEvento, getEventoPath, getEventoShareUrl } from './format-evento.ts';
import { cx } from '../../ui/cx.ts';
import carteleraCss from './cartelera.module.css';
import { buttonClass } from '../../ui/button.ts';

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
    <article className={carteleraCss.cartEvento} aria-labelledby={titleId} data-agotado={evento.agotado || undefined}>
      <EventoFoto urlFoto={evento.urlFoto} titulo={evento.titulo} agotado={evento.agotado} />
      <div className={carteleraCss.cartEventoBody}>
        <p className={carteleraCss.cartEventoCuando}>
          <span className={carteleraCss.cartEventoDia}>{dia}</span>
          <span>{formatFechaCortaEvento(evento.fechaHora)}</span>
          <span className={carteleraCss.cartEventoHora}>{formatHoraEvento(evento.fechaHora)} h</span>
        </p>
        <h3 id={titleId} className={carteleraCss.cartEventoTitulo}>
          {isSingle ? (
            evento.titulo
          ) : (
            <Link className={carteleraCss.cartEventoLink} to={getEventoPath(evento, timeZone)}>
              {evento.titulo}
            </Link>
          )}
        </h3>
        {evento.descripcion && <LinkifiedText className={carteleraCss.cartEventoDesc} text={evento.descripcion} />}
        <EventoAcciones evento={evento} timeZone={timeZone} now={now} />
        <ShareButton
          className={cx(carteleraCss.cartShare, buttonClass('ghost'))}
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
