import { z } from 'zod';
import { aperturaManualSchema, horarioSchema } from '../comercios/schedule.ts';
import { contactoSchema } from '../common/schemas.ts';
import { enlaceAjusteSchema } from './enlaces.ts';
import { zonaEnvioAjusteSchema } from './envios.ts';
import { ajustesFuncionesSchema } from './funciones.ts';
import { mercadoPagoAjusteSchema } from './pagos.ts';

// Back office, Ajustes (settings) of a business: one section per tab, each read whole with GET
// merchant/ajustes/{configRestoId} and replaced with PUT merchant/ajustes/{configRestoId}/{seccion}. Field names are
// the spec's (ConfigResto: mp_Online, pTransferencia_Alias, ...); every PUT answers the whole settings again.
// This file holds the whole settings as GET answers them and the list of sections; each section's input lives
// beside it (estado, pagos, envios, funciones, contacto, enlaces, datos).

export const ajustesComercioSchema = z.object({
  configRestoId: z.number().int(),
  carpeta: z.string(),
  /** How the caller runs it: only the owner (or a platform admin) may change more than state and delay. */
  rol: z.enum(['owner', 'staff', 'admin']),
  estado: z.object({
    /** As customers see it now. */
    abierto: z.boolean(),
    /** What the weekly schedule alone says now. */
    abiertoPorHorario: z.boolean(),
    /** The override in force ('auto' once its time has passed). */
    aperturaManual: aperturaManualSchema,
    /** 'YYYY-MM-DDTHH:mm' in the business's time zone, or null. */
    hasta: z.string().nullable(),
  }),
  horarios: z.array(horarioSchema),
  horariosText: z.string(),
  demora: z.number().int(),
  ocultaDemora: z.boolean(),
  pagos: z.object({
    pTarjetaDomicilio: z.boolean(),
    pMercadoPago: z.boolean(),
    mp_Online: z.boolean(),
    pTransferencia: z.boolean(),
    pTransferencia_Alias: z.string().nullable(),
    pTransferencia_Telefono: z.string().nullable(),
    minutosEsperaPago: z.number().int(),
    maxLugaresImpagos: z.number().int(),
  }),
  mercadoPago: mercadoPagoAjusteSchema,
  envios: z.object({ costoEnvioText: z.string(), zonas: z.array(zonaEnvioAjusteSchema) }),
  funciones: ajustesFuncionesSchema,
  contacto: z.object({ telefono: z.string().nullable(), contacto: contactoSchema }),
  enlaces: z.array(enlaceAjusteSchema),
  datos: z.object({
    nombreComercio: z.string(),
    descrCorta: z.string(),
    descrLarga: z.string(),
    domicilio: z.string(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    metaDescription: z.string(),
    metaTags: z.string(),
    timeZone: z.string(),
    /** Hours the business's zone is ahead of UTC now (-3 for Buenos Aires), as the spec's ConfigResto says it. */
    regionOffset: z.number(),
    logoUrl: z.string().nullable(),
  }),
});
export type AjustesComercio = z.infer<typeof ajustesComercioSchema>;
