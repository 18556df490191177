import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { getImporteEntradaLocal, IMPORTE_POR_PERSONA_LOCAL } from '@vidriera/domain/eventos';
import type { ReservarRequest } from '@vidriera/domain/reservas';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from '../../hash-router.tsx';
import { useActivo } from '../../api/get-activo.ts';
import { useReservar } from '../../api/reservar.ts';
import { readSession, useSession } from '../../api/session.ts';
import { serverNow } from '../../api/server-clock.ts';
import { esReservas } from '../../i18n/es-reservas.ts';
import { usePhoneVerificationRedirect } from '../../ui/use-phone-verification-redirect.ts';
import { clearReservaPendiente, readReservaPendiente } from './reserva-draft-storage.ts';
import { ReservaSummary } from './reserva-summary.tsx';
import { useReservaComercio } from './use-reserva-comercio.ts';
import { cx } from '../../ui/cx.ts';
import reservaSummaryCss from './reserva-summary.module.css';
import reservasCss from './reservas.module.css';

/** Where a customer without an identity completes name and phone for a reservation. */
const CUENTA_RESERVA_PATH = '/mi-cuenta/reserva';

/** reservadetalle: the reservation in progress, to confirm. */
export function ReservaPendienteView() {
  const navigate = useNavigate();
  const [draft] = useState(() => readReservaPendiente(serverNow()));
  const session = useSession();
  const activo = useActivo(session.isLoggedIn ? readSession('id') : null);
  const { comercio } = useReservaComercio(draft?.carpeta ?? null);
  const reservar = useReservar();
  const onReservarError = usePhoneVerificationRedirect(CUENTA_RESERVA_PATH);

  // Spec: a reservation with no party size, or one already saved, sends the customer back.
  if (!draft || !(draft.cantidad > 0) || (draft.id ?? 0) > 0) {
    return <Navigate to={draft?.carpeta ? `/reservar/${encodeURIComponent(draft.carpeta)}` : '/'} replace />;
  }
  const formPath = draft.carpeta ? `/reservar/${encodeURIComponent(draft.carpeta)}` : '/reservar';

  const confirmar = () => {
    if (!session.isLoggedIn) {
      window.alert(esReservas.sinUsuarioAlert);
      navigate(CUENTA_RESERVA_PATH);
      return;
    }
    const request: ReservarRequest = {
      fechaHora: draft.fechaHora,
      cantidad: draft.cantidad,
      sectorId: draft.sectorId,
      observacion: draft.observacion,
      rango: draft.rango,
      seleccionoHorario: draft.seleccionoHorario,
      configRestoId: draft.configRestoId,
      eventoId: draft.eventoId ?? null,
    };
    reservar.mutate(request, {
      onSuccess: () => {
        clearReservaPendiente();
        navigate('/reservaconfirmada', { replace: true, state: { carpeta: draft.carpeta ?? null } });
      },
      onError: onReservarError,
    });
  };

  const nombre = activo.data?.nombreApellido || readSession('nombre') || '';
  const telefono = activo.data?.telefono ?? '';
  const aNombreDe = session.isLoggedIn ? (
    <>
      <span className={reservaSummaryCss.rsvSummaryName}>{nombre}</span>
      {telefono && <span className={reservaSummaryCss.rsvSummaryPhone}>{telefono}</span>}
    </>
  ) : (
    <span className={reservaSummaryCss.rsvSummaryPrompt}>
      {esReservas.completarDatos} <Link to={CUENTA_RESERVA_PATH}>{esReservas.completarDatosLink}</Link>
    </span>
  );

  const isBusy = reservar.isPending;
  return (
    <div className={reservasCss.rsvDetailCard}>
      <ReservaSummary
        reserva={{
          fechaHora: draft.fechaHora,
          cantidad: draft.cantidad,
          sector: draft.sector?.descripcion ?? '',
          observacion: draft.observacion,
          minutosDeTolerancia: draft.minutosDeTolerancia ?? 0,
        }}
        aNombreDe={aNombreDe}
        comercio={comercio}
        entrada={
          draft.eventoId
            ? {
                titulo: draft.eventoTitulo ?? null,
                fechaHora: null,
                importePorPersona: IMPORTE_POR_PERSONA_LOCAL,
                total: getImporteEntradaLocal(draft.cantidad),
              }
            : null
        }
      />
      <div className={cx(reservasCss.rsvActions, reservasCss.rsvActionsStatic)}>
        <Button
          variant="default"
          size="md"
          className={reservasCss.rsvAction}
          disabled={isBusy}
          onClick={() => navigate(formPath)}
        >
          {esReservas.volver}
        </Button>
        <Button
          size="md"
          className={cx(reservasCss.rsvAction, reservasCss.rsvActionPrimary)}
          disabled={isBusy}
          loading={isBusy}
          onClick={confirmar}
        >
          {esReservas.confirmar}
        </Button>
      </div>
    </div>
  );
}
