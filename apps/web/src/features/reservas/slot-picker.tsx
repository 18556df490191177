import {
  getHoraLocal,
  isSectorDisponible,
  listHorariosDeSector,
  listRangosConHorarios,
  type HorariosDisponibles,
} from '@vidriera/domain/reservas';
import type { ReactNode } from 'react';
import { es } from '../../i18n/es.ts';
import { esReservas } from '../../i18n/es-reservas.ts';
import type { ReservaFormState } from './reserva-form-state.ts';
import { cx } from '../../ui/cx.ts';
import reservaFormCss from './reserva-form.module.css';

interface SlotPickerProps {
  data: HorariosDisponibles | undefined;
  state: ReservaFormState;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  onRango: (rango: number) => void;
  onSector: (sectorId: number) => void;
  onHora: (hora: string) => void;
}

function Hint({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'warn' }) {
  return <p className={cx(reservaFormCss.rsvHint, tone === 'warn' && reservaFormCss.rsvHintWarn)}>{children}</p>;
}

/**
 * Day parts (only those with slots), sectors ('sin lugar' where the party does not fit) and the times of the
 * chosen sector, each with the spec's inline hint when a choice is missing.
 */
export function SlotPicker({ data, state, isLoading, isError, onRetry, onRango, onSector, onHora }: SlotPickerProps) {
  if (!data) {
    if (isError) {
      return (
        <div className={reservaFormCss.rsvHintRow} role="alert">
          <Hint tone="warn">{esReservas.errorHorarios}</Hint>
          <button type="button" className={reservaFormCss.rsvLinkButton} onClick={onRetry}>
            {es.common.reintentar}
          </button>
        </div>
      );
    }
    // The first answer's room is kept while it is asked for, so the comments and buttons below do not jump.
    return (
      <div className={reservaFormCss.rsvSlotsPending}>
        <p className={cx(reservaFormCss.rsvHint, reservaFormCss.rsvHintLoading)} role="status">
          <span className={reservaFormCss.rsvSpinner} aria-hidden="true" />
          {esReservas.buscando}
        </p>
      </div>
    );
  }

  const cantidad = state.cantidad ?? 0;
  const rangos = listRangosConHorarios(data.horarios);
  if (rangos.length === 0) {
    return (
      <div role="status">
        <Hint tone="warn">{esReservas.sinLugares}</Hint>
      </div>
    );
  }
  const rango = state.rango !== null && (rangos as number[]).includes(state.rango) ? state.rango : null;
  const horas =
    rango !== null && state.sectorId !== null
      ? listHorariosDeSector(data.horarios, rango, state.sectorId, cantidad)
      : [];

  return (
    <div className={reservaFormCss.rsvSlots} aria-busy={isLoading}>
      {isLoading && (
        <p className={cx(reservaFormCss.rsvHint, reservaFormCss.rsvHintLoading)} role="status">
          <span className={reservaFormCss.rsvSpinner} aria-hidden="true" />
          {esReservas.buscando}
        </p>
      )}
      <fieldset className={reservaFormCss.rsvGroup}>
        <legend className={reservaFormCss.rsvLabel}>{esReservas.momentoDelDia}</legend>
        <div className={cx(reservaFormCss.rsvChips, reservaFormCss.rsvChipsRangos)}>
          {rangos.map((r) => (
            <button
              key={r}
              type="button"
              className={reservaFormCss.rsvChip}
              aria-pressed={r === rango}
              onClick={() => onRango(r)}
            >
              {esReservas.rangos[r]}
            </button>
          ))}
        </div>
        {rango === null && <Hint tone="warn">{esReservas.seleccioneRango}</Hint>}
      </fieldset>

      {rango !== null && (
        <fieldset className={reservaFormCss.rsvGroup}>
          <legend className={reservaFormCss.rsvLabel}>{esReservas.sector}</legend>
          <div className={reservaFormCss.rsvChips}>
            {data.sectores.map((s) => {
              const hasRoom = isSectorDisponible(data.horarios, rango, s.id, cantidad);
              return (
                <button
                  key={s.id}
                  type="button"
                  className={reservaFormCss.rsvChip}
                  aria-pressed={s.id === state.sectorId}
                  data-full={!hasRoom || undefined}
                  onClick={() => onSector(s.id)}
                >
                  <span>{s.descripcion}</span>
                  {!hasRoom && <span className={reservaFormCss.rsvChipNote}>{esReservas.sinLugar}</span>}
                </button>
              );
            })}
          </div>
          {state.sectorId === null && (
            <Hint tone="warn">
              {state.sectorSinLugarId !== null ? esReservas.sectorSinLugar : esReservas.seleccioneSector}
            </Hint>
          )}
        </fieldset>
      )}

      {rango !== null && state.sectorId !== null && (
        <fieldset className={reservaFormCss.rsvGroup}>
          <legend className={reservaFormCss.rsvLabel}>{esReservas.horario}</legend>
          {horas.length > 0 ? (
            <div className={cx(reservaFormCss.rsvChips, reservaFormCss.rsvChipsHoras)}>
              {horas.map((h) => (
                <button
                  key={h.hora}
                  type="button"
                  className={cx(reservaFormCss.rsvChip, reservaFormCss.rsvChipHora)}
                  aria-pressed={h.hora === state.hora}
                  onClick={() => onHora(h.hora)}
                >
                  {getHoraLocal(h.hora)}
                </button>
              ))}
            </div>
          ) : (
            <Hint tone="warn">{esReservas.sectorSinLugar}</Hint>
          )}
        </fieldset>
      )}
    </div>
  );
}
