import { z } from 'zod';

/** Contracts of the delivery-price map (GET zonas/{carpeta}). */

export const zonaEnvioSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  /** Vertices as [lat, lng], in order. */
  poligono: z.array(z.tuple([z.number(), z.number()])),
  /** Delivery price in pesos. */
  precio: z.number(),
});

/** A business's delivery zones with what the map needs to centre on it and to say the price without zones. */
export const zonasComercioSchema = z.object({
  configRestoId: z.number().int(),
  carpeta: z.string(),
  nombreComercio: z.string(),
  domicilio: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** The business's delivery cost note, used when it draws no zones. */
  costoEnvioText: z.string().nullable(),
  zonas: z.array(zonaEnvioSchema),
});
export type ZonasComercio = z.infer<typeof zonasComercioSchema>;

export const zonasComercioListSchema = z.array(zonasComercioSchema);
