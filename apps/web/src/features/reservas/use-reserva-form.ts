import { CANTIDAD_DEFAULT, findReservaError, type HorariosDisponibles } from '@vidriera/domain/reservas';
import type { Comercio } from '@vidriera/domain/comercios';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { horariosDisponiblesQuery, useHorariosDisponibles } from '../../api/get-horarios-disponibles.ts';
import { serverNow } from '../../api/server-clock.ts';
import {
  applyAvailability,
  chooseFecha,
  chooseRango,
  chooseSector,
  createInitialState,
  getEventoDeReserva,
  type ReservaFormState,
  shouldDiscardDraft,
} from './reserva-form-state.ts';
import { clearReservaPendiente, readReservaPendiente, saveReservaPendiente } from './reserva-draft-storage.ts';

/** Spec: choosing a time scrolls down to the form's end after 300 ms. */
export const SCROLL_AFTER_TIME_MS = 300;

function loadInitialState(comercio: Comercio): ReservaFormState {
  const now = serverNow();
  let draft = readReservaPendiente(now);
  if (shouldDiscardDraft(draft, now)) {
    clearReservaPendiente();
    draft = null;
  }
  return createInitialState(draft, comercio.id, comercio.timeZone, now);
}

/**
 * Asks for the availability the form will ask for when it opens (its first day and party size), so it is here
 * when the form first renders: the first-screen preload calls it as soon as the business is known.
 */
export function prefetchFirstAvailability(queryClient: QueryClient, comercio: Comercio): Promise<void> {
  const state = loadInitialState(comercio);
  return queryClient.prefetchQuery(
    horariosDisponiblesQuery({
      fechaHora: state.fecha,
      cantidadPersonas: state.cantidad ?? CANTIDAD_DEFAULT,
      configRestoId: comercio.id,
    }),
  );
}

/**
 * The reservation form: its state, the availability of the chosen day and party size, and what each choice does
 * (the rules themselves are the domain's, see reserva-form-state.ts).
 */
export function useReservaForm(comercio: Comercio) {
  const [state, setState] = useState(() => loadInitialState(comercio));
  // While the party-size input is empty, the last party asked for keeps its slots on screen.
  const [cantidadConsultada, setCantidadConsultada] = useState(state.cantidad ?? CANTIDAD_DEFAULT);

  const availability = useHorariosDisponibles({
    fechaHora: state.fecha,
    cantidadPersonas: cantidadConsultada,
    configRestoId: comercio.id,
  });
  const fresh = availability.isPlaceholderData ? undefined : availability.data;
  const data: HorariosDisponibles | undefined = availability.data;

  useEffect(() => {
    if (fresh) setState((s) => applyAvailability(s, fresh));
  }, [fresh]);

  const scrollTarget = useRef<HTMLDivElement>(null);
  const scrollTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(scrollTimer.current), []);

  return {
    state,
    data,
    availability,
    scrollTarget,
    setCantidad: (cantidad: number | null) => {
      setState((s) => ({ ...s, cantidad }));
      if (cantidad !== null) setCantidadConsultada(cantidad);
    },
    setFecha: (fecha: string) => setState((s) => (s.fecha === fecha ? s : chooseFecha(s, fecha))),
    setObservacion: (observacion: string) => setState((s) => ({ ...s, observacion })),
    selectRango: (rango: number) => {
      if (data) setState((s) => chooseRango(s, data, rango));
    },
    selectSector: (sectorId: number) => {
      if (data) setState((s) => chooseSector(s, data, sectorId));
    },
    selectHora: (hora: string) => {
      setState((s) => ({ ...s, hora }));
      clearTimeout(scrollTimer.current);
      scrollTimer.current = setTimeout(() => {
        scrollTarget.current?.scrollIntoView({ behavior: 'smooth', block: 'end' });
      }, SCROLL_AFTER_TIME_MS);
    },
    /**
     * Reservar: the spec's checks in order (the first message in an alert); when they pass, the draft is kept
     * with the tolerance of the slot's service. Answers whether the draft was saved.
     */
    submit: (): boolean => {
      const now = serverNow();
      // The slots on screen (the previous party size's while the new ones load): the server checks again anyway.
      const horarios = data?.horarios ?? [];
      const sectores = data?.sectores ?? [];
      const draft = { fechaHora: state.hora, cantidad: state.cantidad, sectorId: state.sectorId };
      const error = findReservaError(draft, horarios, sectores, now);
      if (error) {
        window.alert(error.message);
        return false;
      }
      const horario = horarios.find((h) => h.hora === state.hora);
      // Unreachable once the checks pass (they require a listed slot, a party size and a sector).
      if (!data || !horario || state.cantidad === null || state.sectorId === null) return false;
      const servicio = data.servicios.find((s) => s.id === horario.servicioId);
      saveReservaPendiente(
        {
          id: 0,
          fechaHora: horario.hora,
          cantidad: state.cantidad,
          sectorId: state.sectorId,
          sector: sectores.find((s) => s.id === state.sectorId) ?? null,
          observacion: state.observacion.trim(),
          rango: state.rango ?? 0,
          seleccionoHorario: true,
          configRestoId: comercio.id,
          carpeta: comercio.carpeta,
          minutosDeTolerancia: servicio?.minutosDeTolerancia ?? 0,
          ...getEventoDeReserva(state),
        },
        now,
      );
      return true;
    },
  };
}
