import { describeEstadoReserva } from '@vidriera/domain/reservas';

/** Colour by meaning: waiting, confirmed, cancelled, done or absent. */
const TONES: Record<number, string> = {
  0: 'recibida',
  1: 'confirmada',
  3: 'cancelada',
  4: 'cancelada',
  5: 'cumplida',
  6: 'ausente',
};

/** A reservation's status (a merchant's cancellation with its reason), as the domain words it. */
export function EstadoBadge({ estado, observacion }: { estado: number; observacion?: string | null }) {
  return (
    <span className={`rsv-estado rsv-estado--${TONES[estado] ?? 'recibida'}`}>
      {describeEstadoReserva(estado, observacion)}
    </span>
  );
}
