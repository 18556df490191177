import { describeEstadoReserva } from '@vidriera/domain/reservas';
import reservasAdminCss from './reservas-back-office.module.css';

/** A reservation's estado as a chip with its color (colors chosen for contrast, see reservas-back-office.module.css). */
export function EstadoChip({ estado, observacion }: { estado: number; observacion?: string }) {
  return (
    <span className={reservasAdminCss.admResEstado} data-estado={estado}>
      {describeEstadoReserva(estado, observacion)}
    </span>
  );
}
