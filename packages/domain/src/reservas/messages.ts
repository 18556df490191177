import { CANTIDAD_PERSONAS_MAX } from './reservas.ts';

/**
 * The messages of the reservation checks (spec 02 §5), exactly as the spec words them. The checks that show them
 * are in validation.ts; the request schemas (schemas.ts) use the field ones too, so they live
 * here, apart from the checks, which read the schemas' types.
 */

export const MSG_HORARIO_NO_DISPONIBLE = 'Seleccione un horario disponible para la reserva';
/** Checks 1 to 7 of the spec's list, numbered as there. */
export const MSG_SELECCIONE_FECHA_HORA = 'Seleccione una fecha y hora';
export const MSG_FECHA_ANTERIOR = 'La fecha de la reserva es anterior a la actual';
export const MSG_CANTIDAD_MAYOR_A_CERO = 'La cantidad de personas debe ser mayor a 0';
export const MSG_SELECCIONE_CANTIDAD = 'Seleccione la cantidad de personas';
export const MSG_SELECCIONE_SECTOR = 'Seleccione un sector';
export const MSG_SECTOR_SIN_DISPONIBILIDAD = 'No hay disponibilidad para el sector.';
export const MSG_SIN_LUGAR_PARA_CANTIDAD =
  'No hay disponibilidad para la cantidad de personas seleccionada en ese horario. Por favor, seleccione otro horario.';
/** Not in the spec's list: the stepper never sends more than 99, but the API is asked directly too. */
export const MSG_CANTIDAD_MAXIMA = `La cantidad de personas no puede ser mayor a ${CANTIDAD_PERSONAS_MAX}`;

/** 'El sector {sector} no tiene disponibilidad para {n} personas en el día y horario seleccionado' */
export function formatSectorSinDisponibilidad(sector: string, cantidad: number): string {
  return `El sector ${sector} no tiene disponibilidad para ${cantidad} personas en el día y horario seleccionado`;
}

/** The booking answer when the places went to someone else meanwhile (spec 02 §8). */
export const MSG_NO_HAY_DISPONIBILIDAD = 'No hay disponibilidad';

/** Inline hints of the form. */
export const HINT_SELECCIONE_RANGO = 'Debe seleccionar un momento del día';
export const HINT_SELECCIONE_SECTOR = 'Debe seleccionar un Sector';
export const HINT_SIN_LUGARES = 'No hay lugares disponibles para el día y horario seleccionado seleccionado';
export const HINT_SECTOR_SIN_LUGAR = 'No hay lugar para este sector';
export const HINT_BUSCANDO_HORARIOS = 'Buscando horarios disponibles...';
/** On a sector button without room. */
export const LABEL_SIN_LUGAR = 'sin lugar';
export const MSG_RESERVAS_NO_PERMITIDAS = 'No se permiten realizar reservas en este comercio';
