import { z } from 'zod';
import { carpetaParamSchema, idParamSchema } from '../common/schemas.ts';
import {
  cancelarReservaComercioSchema,
  eventoDelDiaListSchema,
  fechaDiaParamSchema,
  horariosDisponiblesSchema,
  horariosRequestSchema,
  reservaListSchema,
  reservarRequestSchema,
  reservaSchema,
} from './schemas.ts';
import {
  diaCerradoCambioSchema,
  diaCerradoSchema,
  motivoOpcionalSchema,
  ocupacionDiaSchema,
  reservaComercioListSchema,
  reservaComercioSchema,
  reservaConfigAdminSchema,
  sectorAdminSchema,
  sectorCambioSchema,
  sectorInputSchema,
  servicioAdminSchema,
  servicioInputSchema,
  walkInRequestSchema,
} from './back-office-schemas.ts';
import { defineOperation } from '../common/operation.ts';
import {
  abrirDiaRoute,
  anularReservaRoute,
  anularSectorRoute,
  anularServicioRoute,
  ausenteReservaRoute,
  cancelarReservaComercioRoute,
  cerrarDiaRoute,
  confirmarReservaRoute,
  createSectorRoute,
  createServicioRoute,
  cumplidaReservaRoute,
  getEventosDelDiaRoute,
  getHorariosDisponiblesRoute,
  getOcupacionDiaRoute,
  getReservaConfigAdminRoute,
  getReservaRoute,
  getReservasActivasByCarpetaRoute,
  getReservasActivasRoute,
  getReservasByCarpetaRoute,
  getReservasDiaRoute,
  getReservasRoute,
  registrarWalkInRoute,
  reservarRoute,
  updateSectorRoute,
  updateServicioRoute,
} from './routes.ts';

const carpetaParams = z.object({ carpeta: carpetaParamSchema });
const idParams = z.object({ id: idParamSchema });
const comercioParams = z.object({ configRestoId: idParamSchema });
const comercioDiaParams = z.object({ configRestoId: idParamSchema, fecha: fechaDiaParamSchema });
const reservaComercioParams = z.object({ configRestoId: idParamSchema, id: idParamSchema });
const servicioParams = z.object({ configRestoId: idParamSchema, servicioId: idParamSchema });
const sectorParams = z.object({ configRestoId: idParamSchema, sectorId: idParamSchema });

/** A day's bookable slots for a party size, with the sectors and services. */
export const getHorariosDisponiblesOperation = defineOperation(getHorariosDisponiblesRoute, {
  body: horariosRequestSchema,
  response: horariosDisponiblesSchema,
});

/** Books a table; answers the saved reservation. */
export const reservarOperation = defineOperation(reservarRoute, {
  body: reservarRequestSchema,
  response: reservaSchema,
});

/** The caller's reservations, latest date first. */
export const getReservasOperation = defineOperation(getReservasRoute, { response: reservaListSchema });

/** The caller's reservations at one business (customer mode). */
export const getReservasByCarpetaOperation = defineOperation(getReservasByCarpetaRoute, {
  params: carpetaParams,
  response: reservaListSchema,
});

/** The caller's current reservations, soonest first. */
export const getReservasActivasOperation = defineOperation(getReservasActivasRoute, { response: reservaListSchema });

/** The caller's current reservations at one business. */
export const getReservasActivasByCarpetaOperation = defineOperation(getReservasActivasByCarpetaRoute, {
  params: carpetaParams,
  response: reservaListSchema,
});

/** A business's events of a day, for the reservation form's banner. */
export const getEventosDelDiaOperation = defineOperation(getEventosDelDiaRoute, {
  params: comercioDiaParams,
  response: eventoDelDiaListSchema,
});

/** One of the caller's reservations. */
export const getReservaOperation = defineOperation(getReservaRoute, { params: idParams, response: reservaSchema });

/** The caller cancels their own reservation. */
export const anularReservaOperation = defineOperation(anularReservaRoute, {
  params: idParams,
  response: reservaSchema,
});

/** A business's reservations of a day (back office), every estado. */
export const getReservasDiaOperation = defineOperation(getReservasDiaRoute, {
  params: comercioDiaParams,
  response: reservaComercioListSchema,
});

/** The book's moves with an optional reason for the audit log. */
export const confirmarReservaOperation = defineOperation(confirmarReservaRoute, {
  params: reservaComercioParams,
  body: motivoOpcionalSchema,
  response: reservaComercioSchema,
});

export const cumplidaReservaOperation = defineOperation(cumplidaReservaRoute, {
  params: reservaComercioParams,
  body: motivoOpcionalSchema,
  response: reservaComercioSchema,
});

export const ausenteReservaOperation = defineOperation(ausenteReservaRoute, {
  params: reservaComercioParams,
  body: motivoOpcionalSchema,
  response: reservaComercioSchema,
});

/** The business cancels a reservation with the reason the customer sees. */
export const cancelarReservaComercioOperation = defineOperation(cancelarReservaComercioRoute, {
  params: reservaComercioParams,
  body: cancelarReservaComercioSchema,
  response: reservaComercioSchema,
});

/** The people seated in each sector at each slot of a day. */
export const getOcupacionDiaOperation = defineOperation(getOcupacionDiaRoute, {
  params: comercioDiaParams,
  response: ocupacionDiaSchema,
});

/** A party that arrived without a booking (409 answers walkInConflictSchema). */
export const registrarWalkInOperation = defineOperation(registrarWalkInRoute, {
  params: comercioParams,
  body: walkInRequestSchema,
  response: reservaComercioSchema,
});

/** Services, sectors and closed days of a business's reservations. */
export const getReservaConfigAdminOperation = defineOperation(getReservaConfigAdminRoute, {
  params: comercioParams,
  response: reservaConfigAdminSchema,
});

export const createServicioOperation = defineOperation(createServicioRoute, {
  params: comercioParams,
  body: servicioInputSchema,
  response: servicioAdminSchema,
});

export const updateServicioOperation = defineOperation(updateServicioRoute, {
  params: servicioParams,
  body: servicioInputSchema,
  response: servicioAdminSchema,
});

export const anularServicioOperation = defineOperation(anularServicioRoute, {
  params: servicioParams,
  response: servicioAdminSchema,
});

export const createSectorOperation = defineOperation(createSectorRoute, {
  params: comercioParams,
  body: sectorInputSchema,
  response: sectorAdminSchema,
});

/** A sector's update answers the future reservations a lower capacity leaves over it. */
export const updateSectorOperation = defineOperation(updateSectorRoute, {
  params: sectorParams,
  body: sectorInputSchema,
  response: sectorCambioSchema,
});

export const anularSectorOperation = defineOperation(anularSectorRoute, {
  params: sectorParams,
  response: sectorCambioSchema,
});

/** Closes a day; answers the reservations it already has. */
export const cerrarDiaOperation = defineOperation(cerrarDiaRoute, {
  params: comercioParams,
  body: diaCerradoSchema,
  response: diaCerradoCambioSchema,
});

/** Opens a closed day again: an empty answer (the API sends it as a 204). */
export const abrirDiaOperation = defineOperation(abrirDiaRoute, {
  params: comercioDiaParams,
  response: z.null(),
});
