import type { EventoDelDia } from '@vidriera/domain/reservas';
import { Link } from '../../hash-router.tsx';
import { esReservas } from '../../i18n/es-reservas.ts';
import { Icon } from '../../ui/icons.tsx';
import reservaFormCss from './reserva-form.module.css';

/** Spec: when the business runs events and the chosen day has some, a banner leads to its events board. */
export function EventBanner({ eventos, carpeta }: { eventos: readonly EventoDelDia[]; carpeta: string }) {
  if (eventos.length === 0) return null;
  return (
    <Link className={reservaFormCss.rsvEventBanner} to={`/cartelera/${encodeURIComponent(carpeta)}`}>
      <span className={reservaFormCss.rsvEventIcon}>
        <Icon name="ticket" size={20} />
      </span>
      <span className={reservaFormCss.rsvEventText}>
        <span className={reservaFormCss.rsvEventTitle}>{esReservas.eventosDelDia(eventos.length)}</span>
        <span className={reservaFormCss.rsvEventNames}>{eventos.map((e) => e.titulo).join(' · ')}</span>
        <span className={reservaFormCss.rsvEventCta}>
          {esReservas.verCartelera}
          <Icon name="chevronRight" size={16} />
        </span>
      </span>
    </Link>
  );
}
