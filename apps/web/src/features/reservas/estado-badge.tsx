import { describeEstadoReserva } from '@vidriera/domain/reservas';
import { cx } from '../../ui/cx.ts';
import reservasCss from './reservas.module.css';

/** Colour by meaning: waiting, confirmed, cancelled, done or absent. */
const TONES: Record<number, string | undefined> = {
  0: reservasCss.rsvEstadoRecibida,
  1: reservasCss.rsvEstadoConfirmada,
  3: reservasCss.rsvEstadoCancelada,
  4: reservasCss.rsvEstadoCancelada,
  5: reservasCss.rsvEstadoCumplida,
  6: reservasCss.rsvEstadoAusente,
};

/** A reservation's status (a merchant's cancellation with its reason), as the domain words it. */
export function EstadoBadge({ estado, observacion }: { estado: number; observacion?: string | null }) {
  return (
    <span className={cx(reservasCss.rsvEstado, TONES[estado] ?? reservasCss.rsvEstadoRecibida)}>
      {describeEstadoReserva(estado, observacion)}
    </span>
  );
}
