import { formatPesos } from '@vidriera/domain/pedidos-precios';
import { getObservacionCliente, isReservaVigente } from '@vidriera/domain/reservas';
import type { Reserva } from '@vidriera/domain/schemas/reserva';
import { Link } from '../../hash-router.tsx';
import { esReservas } from '../../i18n/es-reservas.ts';
import { Icon } from '../../ui/icons.tsx';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { EstadoBadge } from './estado-badge.tsx';
import { formatShortDate, splitFechaHora } from './format-reserva.ts';
import { ReservasIcon } from './reservas-icons.tsx';
import './reserva-card.css';

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
    <article className="rsv-res-card" data-vigente={isVigente || undefined}>
      <div className="rsv-res-top">
        <EstadoBadge estado={reserva.estado} observacion={reserva.observacion} />
        <span className="rsv-res-date">{formatShortDate(fecha)}</span>
      </div>
      <h2 className="rsv-res-title">
        <Link className="rsv-res-link" to={`/reservadetalle/${reserva.id}`}>
          {reserva.configResto.nombreComercio}
        </Link>
      </h2>
      {reserva.configResto.domicilio && (
        <p className="rsv-res-address">
          <Icon name="mapPin" size={14} />
          {reserva.configResto.domicilio}
        </p>
      )}
      <ul className="rsv-res-facts">
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
        <p className="rsv-res-note">
          {esReservas.entradaCard(reserva.entradaLocal.titulo, formatPesos(reserva.importe))}
        </p>
      )}
      {nota && (
        <p className="rsv-res-note">
          <VisuallyHidden>{esReservas.observacionLabel}: </VisuallyHidden>
          {nota}
        </p>
      )}
      {isVigente && (
        <div className="rsv-res-contact">
          <p>{esReservas.contacto(reserva.configResto.nombreComercio)}</p>
          {telefono && (
            <a className="rsv-res-phone" href={toTelHref(telefono)}>
              <Icon name="phone" size={16} />
              {esReservas.llamar(telefono)}
            </a>
          )}
        </div>
      )}
      <Icon name="chevronRight" size={20} className="rsv-res-chevron" />
    </article>
  );
}
