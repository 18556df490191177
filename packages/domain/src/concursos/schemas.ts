import { idFieldSchema, MAX_ID } from '../common/schemas.ts';
import { z } from 'zod';

const idField = idFieldSchema;

/** A prize of a draw and how many units are left to give. */
export const premioSchema = z.object({
  id: z.number().int(),
  descripcion: z.string(),
  cantidad: z.number().int(),
  restantes: z.number().int(),
});

/** POST concursos/getConcursos/{configRestoId}: a draw as the caller sees it. */
export const concursoSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  descripcion: z.string(),
  urlFoto: z.string().nullable(),
  /** Terms and conditions. */
  condiciones: z.string(),
  instantaneo: z.boolean(),
  finalizado: z.boolean(),
  /** The caller has joined. */
  participando: z.boolean(),
  permiteParticipar: z.boolean(),
  motivoNoPermiteParticipar: z.string().nullable(),
  premios: z.array(premioSchema),
  /** The prize the caller won, once decided; else null. */
  premioGanado: z.string().nullable(),
  /** End of the participation period (ISO 8601, UTC). */
  fechaHoraHastaUTC: z.string(),
  /** When a scheduled draw is run (ISO 8601). */
  fechaHoraSorteoEstimado: z.string(),
  notificaPorMail: z.boolean(),
  /** SHA-256 of the secret seed, published from the start (scheduled draws; null for instant ones). */
  seedHash: z.string().nullable(),
  /** The seed, revealed once the draw has been run. */
  seed: z.string().nullable(),
  /** When the scheduled draw was actually run; null before (and for instant draws). */
  fechaHoraSorteo: z.string().nullable(),
  /** The caller's participation id, to find it in the published participant list. */
  participacionId: z.number().int().nullable(),
});
export type Concurso = z.infer<typeof concursoSchema>;
export const concursoListSchema = z.array(concursoSchema);

/** POST concursos/participar */
export const participarRequestSchema = z.object({
  configRestoId: idField('Falta el comercio'),
  concursoId: idField('Falta el concurso'),
});
export type ParticiparRequest = z.infer<typeof participarRequestSchema>;

/** The answer to participar (also the body of a refusal, with the error fields). */
export const participacionResultSchema = z.object({
  participando: z.boolean(),
  permiteParticipar: z.boolean(),
  motivoNoPermiteParticipar: z.string().nullable(),
  /** The outcome is known now (instant draws). */
  resultadoInmediato: z.boolean(),
  /** What to tell the customer; contains 'ganaste' only for a winner. */
  textoResultado: z.string(),
  premioGanado: z.string().nullable(),
  /** How to claim the prize; null without one. */
  pasosSiguientes: z.string().nullable(),
});
export type ParticipacionResult = z.infer<typeof participacionResultSchema>;

/** A refused participation (409): the error body plus why, as the web shows it. */
export const participacionRefusedSchema = z.object({
  status: z.number().int(),
  error: z.string(),
  message: z.string(),
  participando: z.boolean(),
  permiteParticipar: z.boolean(),
  motivoNoPermiteParticipar: z.string().nullable(),
});

/** GET concursos/resultado/{concursoId}: everything needed to recompute a scheduled draw's winners. */
export const resultadoSorteoSchema = z.object({
  concursoId: z.number().int(),
  titulo: z.string(),
  configRestoId: z.number().int(),
  algoritmo: z.string(),
  sorteado: z.boolean(),
  fechaHoraSorteoEstimado: z.string(),
  fechaHoraSorteo: z.string().nullable(),
  seedHash: z.string(),
  /** Null until the draw is run. */
  seed: z.string().nullable(),
  /** Participation ids in ascending order (anonymous). */
  participantes: z.array(z.number().int()),
  /** Prizes in draw order. */
  premios: z.array(z.object({ id: z.number().int(), descripcion: z.string(), cantidad: z.number().int() })),
  ganadores: z.array(
    z.object({
      orden: z.number().int(),
      participacionId: z.number().int(),
      premioId: z.number().int(),
      premio: z.string(),
    }),
  ),
});
export type ResultadoSorteo = z.infer<typeof resultadoSorteoSchema>;

const isoInstant = (whenMissing: string) =>
  z.iso.datetime({
    offset: true,
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? whenMissing
        : 'Ingresá una fecha y hora ISO 8601 (por ejemplo 2026-12-24T21:00:00-03:00)',
  });

/** Units of all prizes of a draw together: a scheduled draw gives them one by one. */
export const MAX_PREMIO_UNITS = 1000;

/** A prize as the merchant writes it; `id` keeps an existing prize when editing. */
export const premioInputSchema = z.object({
  id: z.number().int().positive().max(MAX_ID).optional(),
  descripcion: z
    .string({ error: 'Describí el premio' })
    .trim()
    .min(1, 'Describí el premio')
    .max(200, 'La descripción del premio es demasiado larga'),
  cantidad: z
    .number({ error: 'Indicá la cantidad del premio' })
    .int('La cantidad debe ser un número entero')
    .min(1, 'La cantidad debe ser al menos 1')
    .max(MAX_PREMIO_UNITS, 'La cantidad es demasiado grande'),
});

/** Back office: create or replace a draw. */
export const concursoInputSchema = z
  .object({
    titulo: z
      .string({ error: 'Ingresá el título del concurso' })
      .trim()
      .min(1, 'Ingresá el título del concurso')
      .max(120, 'El título es demasiado largo'),
    descripcion: z.string().trim().max(2000, 'La descripción es demasiado larga').default(''),
    urlFoto: z.string().trim().max(500, 'La dirección de la foto es demasiado larga').nullable().default(null),
    condiciones: z.string().trim().max(5000, 'Las condiciones son demasiado largas').default(''),
    instantaneo: z.boolean({ error: 'Indicá si el concurso es instantáneo' }),
    /** Instant draws: chance of winning each participation, from 0 to 1. */
    probabilidadGanar: z
      .number({ error: 'La probabilidad de ganar debe ser un número' })
      .min(0, 'La probabilidad de ganar va de 0 a 1')
      .max(1, 'La probabilidad de ganar va de 0 a 1')
      .default(0),
    notificaPorMail: z.boolean().default(false),
    publicado: z.boolean().default(false),
    fechaHoraHastaUTC: isoInstant('Indicá hasta cuándo se puede participar'),
    fechaHoraSorteoEstimado: isoInstant('Indicá la fecha del sorteo'),
    /** How winners claim their prize; empty: a default text with the business's address. */
    pasosSiguientes: z.string().trim().max(1000, 'Los pasos siguientes son demasiado largos').default(''),
    premios: z
      .array(premioInputSchema, { error: 'Agregá al menos un premio' })
      .min(1, 'Agregá al menos un premio')
      .max(50, 'Son demasiados premios'),
  })
  .refine((c) => Date.parse(c.fechaHoraSorteoEstimado) >= Date.parse(c.fechaHoraHastaUTC), {
    message: 'El sorteo no puede ser antes del cierre de la participación',
    path: ['fechaHoraSorteoEstimado'],
  })
  .refine((c) => c.premios.reduce((sum, p) => sum + p.cantidad, 0) <= MAX_PREMIO_UNITS, {
    message: `Entre todos los premios no puede haber más de ${MAX_PREMIO_UNITS} unidades`,
    path: ['premios'],
  })
  .refine((c) => !c.instantaneo || c.probabilidadGanar > 0, {
    message: 'Un concurso instantáneo necesita una probabilidad de ganar mayor que 0',
    path: ['probabilidadGanar'],
  });
export type ConcursoInput = z.input<typeof concursoInputSchema>;
export type ConcursoInputData = z.output<typeof concursoInputSchema>;

/** Back office: a draw with everything the merchant configures and its state. */
export const concursoAdminSchema = z.object({
  id: z.number().int(),
  configRestoId: z.number().int(),
  titulo: z.string(),
  descripcion: z.string(),
  urlFoto: z.string().nullable(),
  condiciones: z.string(),
  instantaneo: z.boolean(),
  probabilidadGanar: z.number(),
  notificaPorMail: z.boolean(),
  publicado: z.boolean(),
  fechaHoraHastaUTC: z.string(),
  fechaHoraSorteoEstimado: z.string(),
  pasosSiguientes: z.string(),
  premios: z.array(premioSchema),
  seedHash: z.string().nullable(),
  /** Revealed once the draw has been run, not before (not even to the merchant). */
  seed: z.string().nullable(),
  fechaHoraSorteo: z.string().nullable(),
  cantidadParticipantes: z.number().int(),
});
export type ConcursoAdmin = z.infer<typeof concursoAdminSchema>;
export const concursoAdminListSchema = z.array(concursoAdminSchema);

/** Back office: one participant of a draw. */
export const participanteSchema = z.object({
  participacionId: z.number().int(),
  userId: z.number().int(),
  nombreApellido: z.string(),
  telefono: z.string().nullable(),
  fechaHora: z.string(),
  premioGanado: z.string().nullable(),
  ordenGanador: z.number().int().nullable(),
  notificado: z.boolean(),
});
export type Participante = z.infer<typeof participanteSchema>;
export const participanteListSchema = z.array(participanteSchema);
