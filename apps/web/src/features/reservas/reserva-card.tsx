import { formatPesos } from '@vidriera/domain/pedidos';
import { getObservacionCliente, isReservaVigente, type Reserva } from '@vidriera/domain/reservas';
import { Link } from '../../hash-router.tsx';
import { esReservas } from '../../i18n/es-reservas.ts';
import { Icon } from '../../ui/icons.tsx';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { EstadoBadge } from './estado-badge.tsx';
import { formatShortDate, splitFechaHora } from './format-reserva.ts';
import { ReservasIcon } from './reservas-icons.tsx';
import reservaCardCss from './reserva-card.module.css';

/** Only digits (and a leading +) go into a tel: link. */
function toTelHref(telefono: string): string {
  return `tel:${telefono.replace(/[^\d+]/g, '')}`;
}

/**
 * One reservation of Mis Reservas. The whole card opens its detail (the heading's link covers it); a current
 * one (received or confirmed) adds the merchant's contact, whose phone link sits above the card's link.
 */
export function ReservaCard({ reserva }: { reserva: Reserva }) {
  const { fecha, hora } = splitFechaHora(reserva.fechaHora);
  const nota = getObservacionCliente(reserva.observacion);
  const isVigente = isReservaVigente(reserva.estado);
  const telefono = reserva.configResto.telefono?.trim();
  return (
    <article className={reservaCardCss.rsvResCard} data-vigente={isVigente || undefined}>
      <div className={reservaCardCss.rsvResTop}>
        <EstadoBadge estado={reserva.estado} observacion={reserva.observacion} />
        <span className={reservaCardCss.rsvResDate}>{formatShortDate(fecha)}</span>
      </div>
      <h2 className={reservaCardCss.rsvResTitle}>
        <Link className={reservaCardCss.rsvResLink} to={`/reservadetalle/${reserva.id}`}>
          {reserva.configResto.nombreComercio}
        </Link>
      </h2>
      {reserva.configResto.domicilio && (
        <p className={reservaCardCss.rsvResAddress}>
          <Icon name="mapPin" size={14} />
          {reserva.configResto.domicilio}
        </p>
      )}
      <ul className={reservaCardCss.rsvResFacts}>
        <li>
          <Icon name="clock" size={16} />
          <VisuallyHidden>{esReservas.horaLabel}: </VisuallyHidden>
          {hora}
        </li>
        <li>
          <ReservasIcon name="users" />
          <VisuallyHidden>{esReservas.personasLabel}: </VisuallyHidden>
          {esReservas.personasCount(reserva.cantidad)}
        </li>
        <li>
          <ReservasIcon name="table" />
          <VisuallyHidden>{esReservas.sectorLabel}: </VisuallyHidden>
          {reserva.sector.descripcion}
        </li>
      </ul>
      {reserva.entradaLocal && (
        <p className={reservaCardCss.rsvResNote}>
          {esReservas.entradaCard(reserva.entradaLocal.titulo, formatPesos(reserva.importe))}
        </p>
      )}
      {nota && (
        <p className={reservaCardCss.rsvResNote}>
          <VisuallyHidden>{esReservas.observacionLabel}: </VisuallyHidden>
          {nota}
        </p>
      )}
      {isVigente && (
        <div className={reservaCardCss.rsvResContact}>
          <p>{esReservas.contacto(reserva.configResto.nombreComercio)}</p>
          {telefono && (
            <a className={reservaCardCss.rsvResPhone} href={toTelHref(telefono)}>
              <Icon name="phone" size={16} />
              {esReservas.llamar(telefono)}
            </a>
          )}
        </div>
      )}
      <Icon name="chevronRight" size={20} className={reservaCardCss.rsvResChevron} />
    </article>
  );
}
