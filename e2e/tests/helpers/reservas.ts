import type { APIRequestContext } from '@playwright/test';
import { getRangoOfHora } from '../../../packages/domain/src/reservas/day-parts.ts';
import type { LoginResponse } from '../../../packages/domain/src/cuentas/schemas.ts';
import type { HorariosDisponibles, Reserva } from '../../../packages/domain/src/reservas/schemas.ts';
import { createPhone, postJson } from './accounts.ts';
import { demoDate } from './clock.ts';

// La Farola (tandil portal) takes reservations in the demo data: lunch and dinner services, three sectors, owner
// 'lafarola' (apps/api/src/db/seed/demo-reservas.ts and demo-users.ts).

export const RESERVAS_CARPETA = 'la-farola';
/** The day after the suite's clock: its slots are ahead of the server's clock however long the suite has run. */
export const MANANA = demoDate(1);

/** A new customer books the first free slot of tomorrow through the API (the form has its own journey). */
export async function bookViaApi(
  api: APIRequestContext,
  note: string,
): Promise<{ session: LoginResponse; reserva: Reserva }> {
  const session = await postJson<LoginResponse>(api, 'login/Create', {
    nombreApellido: 'Cliente Confirmado',
    telefono: createPhone(),
    domainName: 'tandil.localhost',
  });
  const comercio = (
    await (await api.get(`comercios/getByDominioCarpeta/tandil.localhost/${RESERVAS_CARPETA}`)).json()
  )[0];
  const disponibles = await postJson<HorariosDisponibles>(api, 'reservas/getHorariosDisponibles', {
    fechaHora: MANANA,
    cantidadPersonas: 2,
    configRestoId: comercio.id,
  });
  const horario = disponibles.horarios.find((h) => !h.disabled && h.sectores.some((s) => s.cantidad >= 2));
  const sector = horario?.sectores.find((s) => s.cantidad >= 2);
  if (!horario || !sector) throw new Error(`no free slot at ${RESERVAS_CARPETA} on ${MANANA}`);
  const reserva = await postJson<Reserva>(
    api,
    'reservas/reservar',
    {
      fechaHora: horario.hora,
      cantidad: 2,
      sectorId: sector.reservaSectorId,
      observacion: note,
      rango: getRangoOfHora(horario.hora),
      seleccionoHorario: true,
      configRestoId: comercio.id,
    },
    { token: session.token },
  );
  return { session, reserva };
}
