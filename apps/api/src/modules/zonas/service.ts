import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import {
  type DeliveryCost,
  type DeliveryZone,
  getDeliveryCostError,
  type LatLng,
  resolveDeliveryCost,
  type ZonasComercio,
} from '@vidriera/domain/zonas';
import type { Db } from '../../db/client.ts';
import { comercios, zonasEnvio } from '../../db/schema.ts';
import { badRequest, notFound } from '../../plugins/errors.ts';
import { COMERCIO_NOT_FOUND, type ComercioRow, selectByCarpeta, visibleOnSite } from '../comercios/public.ts';
import type { SiteRow } from '../sites/public.ts';

/*
 * For the ordering code (POST pedidos/pedir), the delivery cost of a delivery order:
 *
 *   const envio = await requireDeliveryCost(tx, comercio.id, lat != null && lng != null ? { lat, lng } : null);
 *   // envio.costoEnvio: centavos to add to the total; envio.zona: the zone that priced it (null when the
 *   // business draws no zones, or no point was sent: then its costoEnvioText note applies, envio.nota, and
 *   // costoEnvio is 0, agreed with the business).
 *
 * It throws a 400 with MSG_FUERA_DE_ZONA (@vidriera/domain/zonas) when the business draws zones and the
 * point is outside all of them. computeDeliveryCost answers the domain's DeliveryCost without throwing. Demo
 * businesses with zones: burger-club and la-farola (seed/demo-zonas.ts). The web shows the zones with
 * GET /api/zonas/{carpeta} and can price a point before ordering with resolveDeliveryCost from the domain.
 */

export interface DeliveryPointInput {
  lat: number;
  lng: number;
}

export interface DeliveryCharge {
  /** Centavos. */
  costoEnvio: number;
  zona: { id: number; nombre: string } | null;
  /** The business's costoEnvioText when it draws no zones (null when empty). */
  nota: string | null;
}

type ZoneRow = typeof zonasEnvio.$inferSelect;

const toDeliveryZone = (row: ZoneRow): DeliveryZone => ({
  id: row.id,
  nombre: row.nombre,
  poligono: row.poligono,
  precio: row.precio,
});

export async function selectZonas(db: Db, comercioId: number): Promise<ZoneRow[]> {
  return db
    .select()
    .from(zonasEnvio)
    .where(eq(zonasEnvio.comercioId, comercioId))
    .orderBy(asc(zonasEnvio.orden), asc(zonasEnvio.id));
}

/** The delivery cost to the point at the business (zone prices in centavos), by its zones or its note. */
export async function computeDeliveryCost(
  db: Db,
  comercioId: number,
  point: DeliveryPointInput | null | undefined,
): Promise<DeliveryCost> {
  const [comercio] = await db
    .select({ costoEnvioText: comercios.costoEnvioText })
    .from(comercios)
    .where(eq(comercios.id, comercioId));
  if (!comercio) throw notFound(COMERCIO_NOT_FOUND);
  const zonas = (await selectZonas(db, comercioId)).map(toDeliveryZone);
  const latLng: LatLng | null = point ? [point.lat, point.lng] : null;
  return resolveDeliveryCost(zonas, latLng, comercio.costoEnvioText);
}

/** computeDeliveryCost for placing an order: a point outside every zone is a 400 with the reason. */
export async function requireDeliveryCost(
  db: Db,
  comercioId: number,
  point: DeliveryPointInput | null | undefined,
): Promise<DeliveryCharge> {
  const cost = await computeDeliveryCost(db, comercioId, point);
  const error = getDeliveryCostError(cost);
  if (error) throw badRequest(error);
  if (cost.kind === 'zona') {
    return { costoEnvio: cost.precio, zona: { id: cost.zona.id, nombre: cost.zona.nombre }, nota: null };
  }
  return { costoEnvio: 0, zona: null, nota: cost.kind === 'fuera-de-zona' ? null : cost.nota };
}

function toZonasComercio(comercio: ComercioRow, zonas: ZoneRow[]): ZonasComercio {
  return {
    configRestoId: comercio.id,
    carpeta: comercio.carpeta,
    nombreComercio: comercio.nombreComercio,
    domicilio: comercio.domicilio,
    lat: comercio.lat,
    lng: comercio.lng,
    costoEnvioText: comercio.costoEnvioText?.trim() ? comercio.costoEnvioText : null,
    zonas: zonas.map((z) => ({ id: z.id, nombre: z.nombre, poligono: z.poligono, precio: z.precio / 100 })),
  };
}

/** GET zonas/{carpeta}: a business the site shows, with its zones and prices (an empty list when it has none). */
export async function getZonasComercio(db: Db, site: SiteRow, carpeta: string): Promise<ZonasComercio> {
  const comercio = await selectByCarpeta(db, site, carpeta);
  if (!comercio) throw notFound(COMERCIO_NOT_FOUND);
  return toZonasComercio(comercio, await selectZonas(db, comercio.id));
}

/** GET zonas: every business the site shows that draws delivery zones (the portal's delivery map). */
export async function listZonasDelSitio(db: Db, site: SiteRow): Promise<ZonasComercio[]> {
  const rows = await db
    .select()
    .from(comercios)
    .where(
      and(
        visibleOnSite(site),
        eq(comercios.publicado, true),
        exists(sql`(select 1 from ${zonasEnvio} z where z.comercio_id = ${comercios.id})`),
      ),
    )
    .orderBy(asc(comercios.nombreComercio), asc(comercios.id));
  if (rows.length === 0) return [];
  const zonas = await db
    .select()
    .from(zonasEnvio)
    .where(
      inArray(
        zonasEnvio.comercioId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(zonasEnvio.orden), asc(zonasEnvio.id));
  return rows.map((c) =>
    toZonasComercio(
      c,
      zonas.filter((z) => z.comercioId === c.id),
    ),
  );
}
