import {
  getReservaOcupacion,
  type Turno,
  findWalkInTimeError,
  MSG_SECTOR_INEXISTENTE,
  MSG_SIN_SERVICIOS,
  ORIGEN_WALK_IN,
  pickServicioDeIngreso,
  getRangoOfHora,
  ESTADO_CUMPLIDA,
  formatSectorSinDisponibilidad,
  MSG_NO_HAY_DISPONIBILIDAD,
  type ReservaComercio,
  type WalkInRequest,
} from '@vidriera/domain/reservas';
import { formatInstantInZone, getZonedIsoDate } from '@vidriera/domain/common';
import type { UserRow } from '../../plugins/auth.ts';
import { AppError, badRequest } from '../../plugins/errors.ts';
import { recordAudit } from '../plataforma/public.ts';
import type { ComercioRow } from '../comercios/public.ts';
import { insertUnderSectorLock } from './booking.ts';
import { toReservaComercio } from './back-office.ts';
import { selectReservaConfig } from './queries.ts';
import type { ReservasDeps } from './service.ts';

/**
 * POST merchant/reservas/{configRestoId}/walk-in: a party that arrived without a booking, recorded as a
 * fulfilled (arrived) reservation so it holds its places until it leaves, exactly like a booking. It goes
 * through the same insert under the sector's lock as reservar, so online bookings and walk-ins never seat more
 * than the sector's capacity together. Closed days, the slot grid and the minimum notice do not apply (the
 * party is there); its time holds places for the minutes of the nearest service's durations.
 */
export async function registrarWalkIn(
  deps: ReservasDeps,
  comercio: ComercioRow,
  user: UserRow,
  input: WalkInRequest,
): Promise<ReservaComercio> {
  const now = deps.now();
  const inicio = input.fechaHora ? Date.parse(input.fechaHora) : now.getTime();
  const timeError = findWalkInTimeError(inicio, now);
  if (timeError) throw badRequest(timeError);

  const stored = await selectReservaConfig(deps.db, comercio.id);
  // A walk-in is seated on a day closed to bookings too: the closed days do not apply to it.
  const config = { ...stored, diasCerrados: [] };
  const sector = config.sectores.find((s) => s.id === input.sectorId);
  if (!sector) throw badRequest(MSG_SECTOR_INEXISTENTE);
  const refusal = formatSectorSinDisponibilidad(sector.descripcion, input.cantidad);
  if (input.cantidad > sector.capacidad) throw badRequest(refusal);

  const fecha = getZonedIsoDate(new Date(inicio), comercio.timeZone);
  const servicio = pickServicioDeIngreso(inicio, fecha, config.servicios, comercio.timeZone);
  if (!servicio) throw badRequest(MSG_SIN_SERVICIOS);
  const hora = formatInstantInZone(inicio, comercio.timeZone);
  // One slot at the arrival: the availability function counts the sector's places over the party's minutes.
  const turnos: Turno[] = [{ inicio, hora, servicio }];
  const ocupacion = getReservaOcupacion(inicio, input.cantidad, servicio);

  const row = await insertUnderSectorLock(deps, {
    comercio,
    config,
    fecha,
    sectorId: sector.id,
    turnos,
    cantidad: input.cantidad,
    now,
    check: ([horario]) => {
      const left = horario?.sectores.find((s) => s.reservaSectorId === sector.id)?.cantidad ?? 0;
      return left >= input.cantidad
        ? null
        : new AppError(409, MSG_NO_HAY_DISPONIBILIDAD, {
            body: { code: 'sector-sin-disponibilidad-para-cantidad', detalle: refusal, disponibles: left },
          });
    },
    values: {
      comercioId: comercio.id,
      // The staff member who recorded it: a walk-in has no customer account. Customer lists leave walk-ins out.
      usuarioId: user.id,
      sectorId: sector.id,
      servicioId: servicio.id,
      fechaHora: new Date(ocupacion.inicio),
      fin: new Date(ocupacion.fin),
      cantidad: input.cantidad,
      observacion: input.observacion ?? '',
      rango: getRangoOfHora(hora),
      seleccionoHorario: false,
      minutosDeTolerancia: 0,
      nombre: input.nombre,
      tel: input.tel ?? '',
      estado: ESTADO_CUMPLIDA,
      importe: 0,
      fechaHoraAlta: now,
      updatedAt: now,
      origen: ORIGEN_WALK_IN,
    },
    afterInsert: (tx, inserted) =>
      recordAudit(
        tx,
        {
          actor: { id: user.id, userName: user.userName },
          comercioId: comercio.id,
          action: 'reserva.walk-in',
          entity: 'reserva',
          entityId: inserted.id,
          before: null,
          after: {
            estado: inserted.estado,
            nombre: inserted.nombre,
            cantidad: inserted.cantidad,
            sectorId: inserted.sectorId,
            fechaHora: hora,
          },
        },
        now,
      ),
  });
  deps.onChanged();
  return toReservaComercio({
    reserva: row,
    sector: { id: sector.id, descripcion: sector.descripcion },
    comercio: {
      carpeta: comercio.carpeta,
      nombreComercio: comercio.nombreComercio,
      domicilio: comercio.domicilio,
      telefono: comercio.telefono,
      timeZone: comercio.timeZone,
    },
  });
}
