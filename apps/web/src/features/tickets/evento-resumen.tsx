import type { ReactNode } from 'react';
import { esTickets } from '../../i18n/es-tickets.ts';
import { Icon } from '../../ui/icons.tsx';
import { formatCuandoEvento } from './format-venta.ts';
import ticketsCss from './tickets.module.css';

/** The event a purchase is for: business, title, when (weekday with the 6-hour shift), and the variant or more. */
export function EventoResumen({
  nombreComercio,
  domicilio,
  titulo,
  fechaHora,
  timeZone,
  children,
}: {
  nombreComercio: string;
  domicilio?: string;
  titulo: string;
  fechaHora: string;
  timeZone: string;
  children?: ReactNode;
}) {
  return (
    <section className={ticketsCss.tktCard} aria-labelledby="tkt-evento-titulo">
      <p className={ticketsCss.tktEventoComercio}>{nombreComercio}</p>
      <h2 id="tkt-evento-titulo" className={ticketsCss.tktEventoTitulo}>
        {titulo}
      </h2>
      <p className={ticketsCss.tktEventoCuando}>
        <Icon name="calendar" size={16} />
        <span>
          <span className="visually-hidden">{esTickets.fechaLabel}: </span>
          {formatCuandoEvento(fechaHora, timeZone)}
        </span>
      </p>
      {domicilio && (
        <p className={ticketsCss.tktEventoCuando}>
          <Icon name="mapPin" size={16} />
          <span>{domicilio}</span>
        </p>
      )}
      {children}
    </section>
  );
}
