import { type ConcursoAdmin, type ConcursoInput, concursoInputSchema } from '@vidriera/domain/concursos';
import { formatLocalDateTimeInZone, parseLocalDateTimeInZone } from '@vidriera/domain/common';
import { esBackOfficeConcursos } from '../../../i18n/es-back-office-concursos.ts';

/** What the editor's fields hold: dates as the merchant's wall clock (datetime-local values). */
export interface ConcursoFormValues {
  titulo: string;
  descripcion: string;
  urlFoto: string;
  condiciones: string;
  instantaneo: boolean;
  probabilidadGanar: number;
  notificaPorMail: boolean;
  publicado: boolean;
  fechaHoraHasta: string;
  fechaHoraSorteo: string;
  pasosSiguientes: string;
  premios: Array<{ id?: number; descripcion: string; cantidad: number }>;
}

const HOUR = 60 * 60 * 1000;

/** A new draw: open for a week, drawn an hour after it closes, one prize. */
export function createEmptyConcursoValues(now: number, timeZone: string): ConcursoFormValues {
  const hasta = Math.ceil((now + 7 * 24 * HOUR) / HOUR) * HOUR;
  return {
    titulo: '',
    descripcion: '',
    urlFoto: '',
    condiciones: '',
    instantaneo: false,
    probabilidadGanar: 0.1,
    notificaPorMail: false,
    publicado: false,
    fechaHoraHasta: formatLocalDateTimeInZone(hasta, timeZone),
    fechaHoraSorteo: formatLocalDateTimeInZone(hasta + HOUR, timeZone),
    pasosSiguientes: '',
    premios: [{ descripcion: '', cantidad: 1 }],
  };
}

export function toConcursoFormValues(c: ConcursoAdmin, timeZone: string): ConcursoFormValues {
  return {
    titulo: c.titulo,
    descripcion: c.descripcion,
    urlFoto: c.urlFoto ?? '',
    condiciones: c.condiciones,
    instantaneo: c.instantaneo,
    probabilidadGanar: c.probabilidadGanar,
    notificaPorMail: c.notificaPorMail,
    publicado: c.publicado,
    fechaHoraHasta: formatLocalDateTimeInZone(Date.parse(c.fechaHoraHastaUTC), timeZone),
    fechaHoraSorteo: formatLocalDateTimeInZone(Date.parse(c.fechaHoraSorteoEstimado), timeZone),
    pasosSiguientes: c.pasosSiguientes,
    premios: c.premios.map((p) => ({ id: p.id, descripcion: p.descripcion, cantidad: p.cantidad })),
  };
}

/** Field errors keyed by the form's field paths ('titulo', 'premios.0.cantidad', ...). */
export type FieldErrors = Record<string, string>;

const FIELD_OF_INPUT: Record<string, string> = {
  fechaHoraHastaUTC: 'fechaHoraHasta',
  fechaHoraSorteoEstimado: 'fechaHoraSorteo',
};

/** A server's or schema's field path, named as the form names it. */
export function toFormField(path: string): string {
  const [first, ...rest] = path.split('.');
  return [FIELD_OF_INPUT[first ?? ''] ?? first, ...rest].join('.');
}

/**
 * The API input for the form's values, checked with the same schema the server uses; the dates are read in the
 * merchant's zone. Either the input or the errors per field.
 */
export function toConcursoInput(
  values: ConcursoFormValues,
  timeZone: string,
): { input: ConcursoInput; errors: null } | { input: null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const hasta = parseLocalDateTimeInZone(values.fechaHoraHasta, timeZone);
  const sorteo = parseLocalDateTimeInZone(values.fechaHoraSorteo, timeZone);
  if (hasta === null) errors.fechaHoraHasta = esBackOfficeConcursos.fechaInvalida;
  if (sorteo === null) errors.fechaHoraSorteo = esBackOfficeConcursos.fechaInvalida;
  const input: ConcursoInput = {
    titulo: values.titulo,
    descripcion: values.descripcion,
    urlFoto: values.urlFoto.trim() === '' ? null : values.urlFoto,
    condiciones: values.condiciones,
    instantaneo: values.instantaneo,
    probabilidadGanar: values.instantaneo ? values.probabilidadGanar : 0,
    notificaPorMail: values.notificaPorMail,
    publicado: values.publicado,
    fechaHoraHastaUTC: new Date(hasta ?? 0).toISOString(),
    fechaHoraSorteoEstimado: new Date(sorteo ?? 0).toISOString(),
    pasosSiguientes: values.pasosSiguientes,
    premios: values.premios.map((p) => ({
      ...(p.id ? { id: p.id } : {}),
      descripcion: p.descripcion,
      cantidad: p.cantidad,
    })),
  };
  const parsed = concursoInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = toFormField(issue.path.join('.'));
      if (!errors[field]) errors[field] = issue.message;
    }
  }
  return Object.keys(errors).length > 0 ? { input: null, errors } : { input, errors: null };
}
