import { z } from 'zod';
import { RADIO_MAXIMO_METROS, RADIO_MINIMO_METROS } from '../zonas/delivery-zone-shapes.ts';
import { isValidLatLng } from '../zonas/delivery-zones.ts';
import { texto } from './fields.ts';

// Ajustes, Envíos: the delivery cost note and the delivery zones (polygons or circles).

export const MAX_ZONAS_ENVIO = 30;
export const MAX_PUNTOS_ZONA = 200;
/** Pesos. */
export const PRECIO_ENVIO_MAXIMO = 1_000_000;

const latLngSchema = z
  .tuple([z.number({ error: 'La latitud debe ser un número' }), z.number({ error: 'La longitud debe ser un número' })])
  .refine((point) => isValidLatLng(point), { message: 'El punto no es una coordenada válida' });

const zonaBase = {
  id: z.number().int().positive().optional(),
  nombre: texto('El nombre de la zona', 60).min(1, 'Cada zona necesita un nombre'),
  precio: z
    .number({ error: 'El precio de envío debe ser un número' })
    .min(0, 'El precio de envío no puede ser negativo')
    .max(PRECIO_ENVIO_MAXIMO, `El precio de envío puede ser de hasta ${PRECIO_ENVIO_MAXIMO}`)
    .multipleOf(0.01, 'El precio de envío puede tener hasta 2 decimales'),
};

export const zonaPoligonoInputSchema = z.object({
  ...zonaBase,
  tipo: z.literal('poligono'),
  poligono: z
    .array(latLngSchema)
    .min(3, 'La zona de envío debe tener al menos 3 puntos válidos')
    .max(MAX_PUNTOS_ZONA, `La zona puede tener hasta ${MAX_PUNTOS_ZONA} puntos`)
    .refine((points) => new Set(points.map(([lat, lng]) => `${lat},${lng}`)).size >= 3, {
      message: 'La zona de envío debe tener al menos 3 puntos válidos',
    }),
});

export const zonaCirculoInputSchema = z.object({
  ...zonaBase,
  tipo: z.literal('circulo'),
  centro: latLngSchema,
  radioMetros: z
    .number({ error: 'El radio debe ser un número de metros' })
    .min(RADIO_MINIMO_METROS, `El radio debe ser de al menos ${RADIO_MINIMO_METROS} metros`)
    .max(RADIO_MAXIMO_METROS, `El radio puede ser de hasta ${RADIO_MAXIMO_METROS / 1000} km`),
});

export const zonaEnvioInputSchema = z.discriminatedUnion('tipo', [zonaPoligonoInputSchema, zonaCirculoInputSchema], {
  error: "Cada zona debe ser de tipo 'poligono' o 'circulo'",
});
export type ZonaEnvioInput = z.infer<typeof zonaEnvioInputSchema>;

/** PUT .../envios: the delivery note and the zones, replaced as a whole (the list order is the display order). */
export const ajustesEnviosInputSchema = z.object({
  costoEnvioText: texto('El texto del costo de envío', 300),
  zonas: z.array(zonaEnvioInputSchema).max(MAX_ZONAS_ENVIO, `Se admiten hasta ${MAX_ZONAS_ENVIO} zonas de envío`),
});
export type AjustesEnviosInput = z.input<typeof ajustesEnviosInputSchema>;

export const zonaEnvioAjusteSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  /** Pesos. */
  precio: z.number(),
  tipo: z.enum(['poligono', 'circulo']),
  poligono: z.array(z.tuple([z.number(), z.number()])),
  centro: z.tuple([z.number(), z.number()]).nullable(),
  radioMetros: z.number().nullable(),
});
export type ZonaEnvioAjuste = z.infer<typeof zonaEnvioAjusteSchema>;
