import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import { Button, Loader } from '@mantine/core';
import { canClienteCancelar, getObservacionCliente } from '@vidriera/domain/reservas';
import { useEffect } from 'react';
import { useNavigate } from '../../hash-router.tsx';
import { useAnularReserva } from '../../api/anular-reserva.ts';
import { ApiError } from '../../api/client.ts';
import { useReserva } from '../../api/get-reserva.ts';
import { useReservasEventos } from '../../api/subscribe-reservas-eventos.ts';
import { es } from '../../i18n/es.ts';
import { esReservas } from '../../i18n/es-reservas.ts';
import { showGenericError } from '../../ui/generic-error.ts';
import { EstadoBadge } from './estado-badge.tsx';
import { ReservaSummary } from './reserva-summary.tsx';
import { ReservasMessage } from './reservas-message.tsx';
import { cx } from '../../ui/cx.ts';
import reservasCss from './reservas.module.css';
import reservaSummaryCss from './reserva-summary.module.css';

const MIS_RESERVAS_PATH = '/mis-reservas';

/** reservadetalle/{id}: a saved reservation, which the customer may cancel while received or confirmed. */
export function ReservaGuardadaView({ id }: { id: number }) {
  const navigate = useNavigate();
  const query = useReserva(id);
  const anular = useAnularReserva();
  useReservasEventos(true);
  const isValidId = Number.isInteger(id) && id > 0;
  const isNotFound =
    !isValidId || (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400));

  useEffect(() => {
    // Spec 02 §8: a failed load goes to the generic error display; a reservation that is not there is said in place.
    if (query.error && !isNotFound) showGenericError(query.error);
  }, [query.error, isNotFound]);

  const volver = () => navigate(MIS_RESERVAS_PATH);
  const reserva = query.data;

  if (!reserva) {
    if (query.isError || !isValidId) {
      return (
        <ReservasMessage
          icon={isNotFound ? 'search' : 'info'}
          title={isNotFound ? esReservas.noEncontrada : esReservas.errorCarga}
          tone="warn"
        >
          {!isNotFound && (
            <button type="button" className={reservasCss.rsvButton} onClick={() => void query.refetch()}>
              {es.common.reintentar}
            </button>
          )}
          <button type="button" className={cx(reservasCss.rsvButton, reservasCss.rsvButtonPrimary)} onClick={volver}>
            {esReservas.volver}
          </button>
        </ReservasMessage>
      );
    }
    return (
      <div className={cx(reservasCss.rsvDetailCard, reservasCss.rsvLoading)} role="status">
        <Loader size="md" aria-hidden="true" />
        <span>{esReservas.cargandoReserva}</span>
      </div>
    );
  }

  const anularReserva = () => {
    if (!window.confirm(esReservas.anularConfirm)) return;
    anular.mutate(reserva.id, { onSuccess: () => navigate(MIS_RESERVAS_PATH), onError: showGenericError });
  };

  return (
    <div className={reservasCss.rsvDetailCard}>
      <div className={reservaSummaryCss.rsvDetailStatus}>
        <span className={reservaSummaryCss.rsvDetailStatusLabel}>{esReservas.estadoLabel}</span>
        <EstadoBadge estado={reserva.estado} observacion={reserva.observacion} />
      </div>
      <ReservaSummary
        reserva={{
          fechaHora: reserva.fechaHora,
          cantidad: reserva.cantidad,
          sector: reserva.sector.descripcion,
          observacion: getObservacionCliente(reserva.observacion),
          minutosDeTolerancia: reserva.minutosDeTolerancia,
        }}
        aNombreDe={
          <>
            <span className={reservaSummaryCss.rsvSummaryName}>{reserva.nombre}</span>
            {reserva.tel && <span className={reservaSummaryCss.rsvSummaryPhone}>{reserva.tel}</span>}
          </>
        }
        comercio={reserva.configResto}
        entrada={
          reserva.entradaLocal && {
            titulo: reserva.entradaLocal.titulo,
            fechaHora: reserva.entradaLocal.fechaHora,
            importePorPersona: reserva.entradaLocal.importePorPersona,
            total: reserva.importe,
          }
        }
      />
      <div className={cx(reservasCss.rsvActions, reservasCss.rsvActionsStatic)}>
        <Button
          variant="default"
          size="md"
          className={reservasCss.rsvAction}
          disabled={anular.isPending}
          onClick={volver}
        >
          {esReservas.volver}
        </Button>
        {canClienteCancelar(reserva.estado) && (
          <Button
            size="md"
            className={cx(reservasCss.rsvAction, reservasCss.rsvActionDanger)}
            disabled={anular.isPending}
            loading={anular.isPending}
            onClick={anularReserva}
          >
            {esReservas.anular}
          </Button>
        )}
      </div>
    </div>
  );
}
