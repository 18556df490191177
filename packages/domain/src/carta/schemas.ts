import { z } from 'zod';

/**
 * Contracts of the menu calls (spec 02 §3 and §7): GET carta/{carpeta}/{enLocal}[/{cartaId}], GET
 * carta/opciones/{configRestoId}/{platoId} and GET anuncios/anuncios/{configRestoId}/1/{delivery}. Prices are
 * pesos. Only the API imports these at run time; the web imports their TYPES (zod stays out of its bundle).
 */

// ---------------------------------------------------------------------------------------------------------------
// Options

/** One option of a set (a flavour, an extra); `precio` is its surcharge in pesos (usually 0). */
export const productoOpcDetSchema = z.object({
  productoOpcDetId: z.number().int(),
  descripcion: z.string(),
  anulado: z.boolean(),
  precio: z.number(),
});
export type ProductoOpcDet = z.infer<typeof productoOpcDetSchema>;

export const productoOpcSchema = z.object({
  productoOpcId: z.number().int(),
  descripcion: z.string(),
  productosOpcDets: z.array(productoOpcDetSchema),
});

/**
 * An option set of a dish: `max` selects (one per slot), the first `min` required; `maxFree` choices are included
 * in the dish's price and each one beyond costs `precioExtra` pesos.
 */
export const platoProductoOpcSchema = z.object({
  productoOpcId: z.number().int(),
  min: z.number().int(),
  maxFree: z.number().int(),
  max: z.number().int(),
  precioExtra: z.number(),
  anulado: z.boolean(),
  productoOpc: productoOpcSchema,
});
export type PlatoProductoOpc = z.infer<typeof platoProductoOpcSchema>;
export const platoProductoOpcListSchema = z.array(platoProductoOpcSchema);

// ---------------------------------------------------------------------------------------------------------------
// Menu

export const platoSchema = z.object({
  platoId: z.number().int(),
  titulo: z.string(),
  descripcion: z.string(),
  /** Pesos; shown only when over 1. */
  precio: z.number(),
  orden: z.number().int(),
  imagenUrl: z.string().nullable(),
  mostrarImagen: z.boolean(),
  /** Always 0 from the server: the menu screen counts what the customer adds. */
  cantidad: z.number().int(),
  /** Always empty from the server: the options the customer chooses. */
  opciones: z.array(
    z.object({
      productoOpcId: z.number().int(),
      productoOpcDets: z.array(z.object({ productoOpcDetId: z.number().int().optional(), descripcion: z.string() })),
    }),
  ),
  /** The dish's option sets, annulled sets and options already left out. */
  platoProductoOpcs: platoProductoOpcListSchema,
});
export type Plato = z.infer<typeof platoSchema>;

export const cartaGrupoSchema = z.object({
  grupoId: z.number().int(),
  orden: z.number().int(),
  descripcion: z.string(),
  platos: z.array(platoSchema),
});
export type CartaGrupo = z.infer<typeof cartaGrupoSchema>;

/** The merchant as the menu and the order screens need it (spec 02 §3, Merchant). */
export const cartaConfigRestoSchema = z.object({
  id: z.number().int(),
  carpeta: z.string(),
  nombreComercio: z.string(),
  descrCorta: z.string(),
  domicilio: z.string(),
  telefono: z.string().nullable(),
  logoUrl: z.string().nullable(),
  abierto: z.boolean(),
  horariosText: z.string(),
  demora: z.number().int(),
  ocultaDemora: z.boolean(),
  califProm: z.number(),
  califCalidad: z.number(),
  califEnvios: z.number(),
  soloTakeAway: z.boolean(),
  comercioDigital: z.boolean(),
  pTarjetaDomicilio: z.boolean(),
  pMercadoPago: z.boolean(),
  mp_Online: z.boolean(),
  pTransferencia: z.boolean(),
  pTransferencia_Alias: z.string().nullable(),
  pTransferencia_Telefono: z.string().nullable(),
  /** The delivery cost note shown when the business defines no delivery zones. */
  costoEnvioText: z.string(),
  permitePedidosOnline: z.boolean(),
  permiteQRCartaOnline: z.boolean(),
  permiteReservas: z.boolean(),
  permiteEventos: z.boolean(),
  permiteCursos: z.boolean(),
  /** Hours the merchant's zone is ahead of UTC now (-3 for Buenos Aires). */
  regionOffset: z.number(),
  timeZone: z.string(),
});
export type CartaConfigResto = z.infer<typeof cartaConfigRestoSchema>;

/** Another menu of the same business (several cartas per business). */
export const cartaResumenSchema = z.object({ id: z.number().int(), nombre: z.string() });

export const cartaSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  configRestoId: z.number().int(),
  configResto: cartaConfigRestoSchema,
  /** The in-venue (QR) menu was asked for. */
  enLocal: z.boolean(),
  /** The business takes no online orders: the menu is shown without Agregar. */
  soloLectura: z.boolean(),
  grupos: z.array(cartaGrupoSchema),
  /** Every menu of the business for this mode, this one included. */
  cartas: z.array(cartaResumenSchema),
});
export type Carta = z.infer<typeof cartaSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Parameters

const paramError = 'Debe ser 0, 1, true o false';

/** `enLocal` and `delivery` path parameters: 0/1 or true/false. */
export const booleanParamSchema = z
  .string()
  .toLowerCase()
  .refine((v) => ['0', '1', 'true', 'false'].includes(v), paramError)
  .transform((v) => v === '1' || v === 'true');

// ---------------------------------------------------------------------------------------------------------------
// Announcements

export const anuncioSchema = z.object({
  descripcion: z.string(),
  /** A short heading ('Promo', 'Aviso', ...). */
  tipoDescripcion: z.string(),
});
export type Anuncio = z.infer<typeof anuncioSchema>;
export const anuncioListSchema = z.array(anuncioSchema);
