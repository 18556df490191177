import type { ReactNode } from 'react';
import { esTickets } from '../../i18n/es-tickets.ts';
import { Icon } from '../../ui/icons.tsx';
import { formatCuandoEvento } from './format-venta.ts';

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
    <section className="tkt-card tkt-evento" aria-labelledby="tkt-evento-titulo">
      <p className="tkt-evento-comercio">{nombreComercio}</p>
      <h2 id="tkt-evento-titulo" className="tkt-evento-titulo">
        {titulo}
      </h2>
      <p className="tkt-evento-cuando">
        <Icon name="calendar" size={16} />
        <span>
          <span className="visually-hidden">{esTickets.fechaLabel}: </span>
          {formatCuandoEvento(fechaHora, timeZone)}
        </span>
      </p>
      {domicilio && (
        <p className="tkt-evento-cuando">
          <Icon name="mapPin" size={16} />
          <span>{domicilio}</span>
        </p>
      )}
      {children}
    </section>
  );
}
