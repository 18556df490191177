import { getEstadoVentaLabel } from '@vidriera/domain/eventos';
import ticketsCss from './tickets.module.css';

/** The purchase's estado as a coloured pill (colours by estado in tickets.css). */
export function EstadoVentaBadge({ estado, texto }: { estado: number; texto?: string }) {
  return (
    <span className={ticketsCss.tktEstado} data-estado={estado}>
      {texto || getEstadoVentaLabel(estado)}
    </span>
  );
}
