import { asc, eq, inArray } from 'drizzle-orm';
import { circleToPolygon } from '@vidriera/domain/zonas';
import {
  type AjustesEnlacesInput,
  type ZonaEnvioInput,
  type AjustesEstadoInput,
  APERTURA_HASTA_MAXIMO_DIAS,
  MSG_HASTA_LEJANO,
  MSG_HASTA_PASADO,
} from '@vidriera/domain/ajustes';
import { toCentavos } from '@vidriera/domain/pedidos';
import { parseLocalDateTimeInZone } from '@vidriera/domain/common';
import type { Db } from '../../db/client.ts';
import { comercios, links, zonasEnvio } from '../../db/schema.ts';
import { AppError, badRequest } from '../../plugins/errors.ts';
import type { ComercioRow } from '../comercios/public.ts';
import {
  deleteComercioCredentials,
  loadComercioCredentials,
  maskSecret,
  saveComercioCredentials,
} from '../pagos/public.ts';
import { selectZonas } from '../zonas/public.ts';

// How each settings section that is more than a few columns is replaced (service.ts audits and announces).

const DAY_MS = 24 * 60 * 60 * 1000;

/** Open or closed now regardless of the schedule, until a time of the business's clock or until changed. */
export function changeEstado(
  input: { aperturaManual: AjustesEstadoInput['aperturaManual']; hasta: string | null },
  now: Date,
) {
  return async (tx: Db, comercio: ComercioRow) => {
    let hasta: Date | null = null;
    if (input.hasta) {
      const instant = parseLocalDateTimeInZone(input.hasta, comercio.timeZone);
      if (instant === null) throw new AppError(400, 'La fecha y hora límite no es válida');
      if (instant <= now.getTime()) throw badRequest(MSG_HASTA_PASADO);
      if (instant > now.getTime() + APERTURA_HASTA_MAXIMO_DIAS * DAY_MS) throw badRequest(MSG_HASTA_LEJANO);
      hasta = new Date(instant);
    }
    const values = { aperturaManual: input.aperturaManual, aperturaManualHasta: hasta };
    await tx.update(comercios).set(values).where(eq(comercios.id, comercio.id));
    return {
      before: { aperturaManual: comercio.aperturaManual, aperturaManualHasta: comercio.aperturaManualHasta },
      after: values,
    };
  };
}

type ZoneValues = Omit<typeof zonasEnvio.$inferInsert, 'id'>;

function toZoneValues(comercioId: number, zona: ZonaEnvioInput, orden: number): ZoneValues {
  const base = { comercioId, nombre: zona.nombre, precio: toCentavos(zona.precio), orden };
  if (zona.tipo === 'poligono') return { ...base, poligono: zona.poligono, circulo: null };
  const circulo = { centro: zona.centro, radioMetros: Math.round(zona.radioMetros) };
  const poligono = circleToPolygon(circulo).map(([lat, lng]): [number, number] => [lat, lng]);
  return { ...base, poligono, circulo };
}

const zoneSummary = (z: { nombre: string; precio: number; circulo?: unknown; poligono: unknown[] }) => ({
  nombre: z.nombre,
  precio: z.precio,
  tipo: z.circulo ? 'circulo' : 'poligono',
  puntos: z.poligono.length,
});

/**
 * The delivery note and zones, as a whole: zones sent with the id of one of the business's zones are updated in
 * place (their id stays), the others are created, and those not sent are removed.
 */
export function changeEnvios(input: { costoEnvioText: string; zonas: ZonaEnvioInput[] }) {
  return async (tx: Db, comercio: ComercioRow) => {
    const current = await selectZonas(tx, comercio.id);
    const currentIds = new Set(current.map((z) => z.id));
    const keep = new Set<number>();
    for (const [orden, zona] of input.zonas.entries()) {
      const values = toZoneValues(comercio.id, zona, orden);
      if (zona.id !== undefined && currentIds.has(zona.id) && !keep.has(zona.id)) {
        keep.add(zona.id);
        await tx.update(zonasEnvio).set(values).where(eq(zonasEnvio.id, zona.id));
      } else {
        await tx.insert(zonasEnvio).values(values);
      }
    }
    const removed = current.filter((z) => !keep.has(z.id)).map((z) => z.id);
    if (removed.length > 0) await tx.delete(zonasEnvio).where(inArray(zonasEnvio.id, removed));
    await tx.update(comercios).set({ costoEnvioText: input.costoEnvioText }).where(eq(comercios.id, comercio.id));
    const after = await selectZonas(tx, comercio.id);
    return {
      before: { costoEnvioText: comercio.costoEnvioText, zonas: current.map(zoneSummary) },
      after: { costoEnvioText: input.costoEnvioText, zonas: after.map(zoneSummary) },
    };
  };
}

/** The external links, as a whole, in the order given (per type). */
export function changeEnlaces(input: { enlaces: AjustesEnlacesInput['enlaces'] }) {
  return async (tx: Db, comercio: ComercioRow) => {
    const before = await tx
      .select({ tipo: links.tipo, titulo: links.titulo, enlace: links.enlace })
      .from(links)
      .where(eq(links.comercioId, comercio.id))
      .orderBy(asc(links.tipo), asc(links.orden), asc(links.id));
    await tx.delete(links).where(eq(links.comercioId, comercio.id));
    const values = input.enlaces.map((l, orden) => ({
      comercioId: comercio.id,
      tipo: l.tipo,
      titulo: l.titulo,
      enlace: l.enlace,
      orden,
    }));
    if (values.length > 0) await tx.insert(links).values(values);
    return { before, after: input.enlaces };
  };
}

const MSG_MP_FALTAN =
  'Para conectar tu cuenta de MercadoPago completá el access token, la public key y la clave secreta';

/** What the audit keeps of the credentials: never the secrets, only their last 4 characters. */
const maskedCredentials = (row: { accessToken: string; publicKey: string; webhookSecret: string } | null) =>
  row
    ? {
        accessToken: maskSecret(row.accessToken),
        publicKey: maskSecret(row.publicKey),
        webhookSecret: maskSecret(row.webhookSecret),
      }
    : null;

/** The business's own MercadoPago account: set (fields left empty keep their value) or removed (null). */
export function changeMercadoPago(
  input: { accessToken: string | null; publicKey: string | null; webhookSecret: string | null } | null,
  now: Date,
) {
  return async (tx: Db, comercio: ComercioRow) => {
    const before = await loadComercioCredentials(tx, comercio.id);
    if (input === null) {
      await deleteComercioCredentials(tx, comercio.id);
      return { before: maskedCredentials(before), after: null };
    }
    const saved = await saveComercioCredentials(tx, comercio.id, input, now);
    if ('missing' in saved) throw badRequest(MSG_MP_FALTAN);
    return { before: maskedCredentials(before), after: maskedCredentials(saved) };
  };
}
