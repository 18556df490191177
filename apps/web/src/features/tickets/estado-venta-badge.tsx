import { getEstadoVentaLabel } from '@vidriera/domain/tickets';

/** The purchase's estado as a coloured pill (colours by estado in tickets.css). */
export function EstadoVentaBadge({ estado, texto }: { estado: number; texto?: string }) {
  return (
    <span className="tkt-estado" data-estado={estado}>
      {texto || getEstadoVentaLabel(estado)}
    </span>
  );
}
