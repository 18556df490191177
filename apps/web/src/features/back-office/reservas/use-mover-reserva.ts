import type { AccionReserva, ReservaComercio } from '@vidriera/domain/reservas';
import { useState } from 'react';
import { useBackOfficeMoverReserva } from '../../../api/back-office-mover-reserva.ts';
import { esBackOfficeReservas as t } from '../../../i18n/es-back-office-reservas.ts';
import { errorMessage } from '../shell/query-state.tsx';

export interface AvisoLibro {
  tone: 'ok' | 'error';
  text: string;
}

/**
 * The book's moves: confirmar, llegó (cumplida) and ausente go at once; cancelar opens its dialog for the reason.
 * Keeps the notice of the last result (a refusal means the reservation changed elsewhere; the book reloads).
 */
export function useMoverReserva(comercioId: number) {
  const mover = useBackOfficeMoverReserva(comercioId);
  const [cancelando, setCancelando] = useState<ReservaComercio | null>(null);
  const [dialogoError, setDialogoError] = useState<string | null>(null);
  const [aviso, setAviso] = useState<AvisoLibro | null>(null);

  const enviar = async (reserva: ReservaComercio, accion: AccionReserva, motivo?: string): Promise<boolean> => {
    setAviso(null);
    try {
      await mover.mutateAsync({ id: reserva.id, accion, ...(motivo ? { motivo } : {}) });
      setAviso({ tone: 'ok', text: t.hecho[accion](reserva.nombre) });
      return true;
    } catch (err) {
      if (accion === 'cancelar') setDialogoError(errorMessage(err));
      else setAviso({ tone: 'error', text: errorMessage(err) });
      return false;
    }
  };

  return {
    cancelando,
    dialogoError,
    aviso,
    setAviso,
    onAccion: (accion: AccionReserva, reserva: ReservaComercio) => {
      setDialogoError(null);
      if (accion === 'cancelar') setCancelando(reserva);
      else void enviar(reserva, accion);
    },
    confirmarCancelacion: async (motivo: string) => {
      if (cancelando && (await enviar(cancelando, 'cancelar', motivo))) setCancelando(null);
    },
    cerrarDialogo: () => setCancelando(null),
    isEnviando: mover.isPending,
    ocupadoId: mover.isPending ? (mover.variables?.id ?? null) : null,
  };
}
