import type { EventoDelDia } from '@vidriera/domain/schemas/reserva';
import { Link } from '../../hash-router.tsx';
import { esReservas } from '../../i18n/es-reservas.ts';
import { Icon } from '../../ui/icons.tsx';

/** Spec: when the business runs events and the chosen day has some, a banner leads to its events board. */
export function EventBanner({ eventos, carpeta }: { eventos: readonly EventoDelDia[]; carpeta: string }) {
  if (eventos.length === 0) return null;
  return (
    <Link className="rsv-event-banner" to={`/cartelera/${encodeURIComponent(carpeta)}`}>
      <span className="rsv-event-icon">
        <Icon name="ticket" size={20} />
      </span>
      <span className="rsv-event-text">
        <span className="rsv-event-title">{esReservas.eventosDelDia(eventos.length)}</span>
        <span className="rsv-event-names">{eventos.map((e) => e.titulo).join(' · ')}</span>
        <span className="rsv-event-cta">
          {esReservas.verCartelera}
          <Icon name="chevronRight" size={16} />
        </span>
      </span>
    </Link>
  );
}
