import { defineRoute } from '../common/operation.ts';

export const getHorariosDisponiblesRoute = defineRoute('POST', '/reservas/getHorariosDisponibles');

export const reservarRoute = defineRoute('POST', '/reservas/reservar');

export const getReservasRoute = defineRoute('GET', '/reservas/todos');

export const getReservasByCarpetaRoute = defineRoute('GET', '/reservas/todos/:carpeta');

export const getReservasActivasRoute = defineRoute('GET', '/reservas/activos');

export const getReservasActivasByCarpetaRoute = defineRoute('GET', '/reservas/activos/:carpeta');

export const getEventosDelDiaRoute = defineRoute('GET', '/reservas/eventosDelDia/:configRestoId/:fecha');

export const getReservaRoute = defineRoute('GET', '/reservas/:id');

export const anularReservaRoute = defineRoute('DELETE', '/reservas/:id');

/** The caller's reservation changes as Server-Sent Events (`?token=`): a stream, so a route without schemas. */
export const reservasEventosRoute = defineRoute('GET', '/reservas/eventos');

// Back office (decision 029: `comercio: 'staff' | 'owner'` on the API's route).

export const getReservasDiaRoute = defineRoute('GET', '/reservas/comercio/:configRestoId/dia/:fecha');

export const confirmarReservaRoute = defineRoute('POST', '/reservas/comercio/:configRestoId/:id/confirmar');

export const cumplidaReservaRoute = defineRoute('POST', '/reservas/comercio/:configRestoId/:id/cumplida');

export const ausenteReservaRoute = defineRoute('POST', '/reservas/comercio/:configRestoId/:id/ausente');

export const cancelarReservaComercioRoute = defineRoute('POST', '/reservas/comercio/:configRestoId/:id/cancelar');

export const getOcupacionDiaRoute = defineRoute('GET', '/merchant/reservas/:configRestoId/ocupacion/:fecha');

/** The business's reservation changes as Server-Sent Events (`?token=`): a stream, so a route without schemas. */
export const reservasComercioEventosRoute = defineRoute('GET', '/merchant/reservas/:configRestoId/eventos');

export const registrarWalkInRoute = defineRoute('POST', '/merchant/reservas/:configRestoId/walk-in');

export const getReservaConfigAdminRoute = defineRoute('GET', '/merchant/reservas/:configRestoId/config');

export const createServicioRoute = defineRoute('POST', '/merchant/reservas/:configRestoId/servicios');

export const updateServicioRoute = defineRoute('PUT', '/merchant/reservas/:configRestoId/servicios/:servicioId');

export const anularServicioRoute = defineRoute('DELETE', '/merchant/reservas/:configRestoId/servicios/:servicioId');

export const createSectorRoute = defineRoute('POST', '/merchant/reservas/:configRestoId/sectores');

export const updateSectorRoute = defineRoute('PUT', '/merchant/reservas/:configRestoId/sectores/:sectorId');

export const anularSectorRoute = defineRoute('DELETE', '/merchant/reservas/:configRestoId/sectores/:sectorId');

export const cerrarDiaRoute = defineRoute('POST', '/merchant/reservas/:configRestoId/dias-cerrados');

export const abrirDiaRoute = defineRoute('DELETE', '/merchant/reservas/:configRestoId/dias-cerrados/:fecha');
