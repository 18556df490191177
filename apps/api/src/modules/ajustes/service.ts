import { and, asc, eq } from 'drizzle-orm';
import { pagoWebhookComercioRoute } from '@vidriera/domain/pagos';
import type { AjustesComercio } from '@vidriera/domain/ajustes';
import { getAperturaVigente, isOpen, isOpenBySchedule } from '@vidriera/domain/comercios';
import { formatLocalDateTimeInZone, getZoneOffsetMinutes } from '@vidriera/domain/common';
import type { Db } from '../../db/client.ts';
import { comercios, links, staff } from '../../db/schema.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/errors.ts';
import { recordAudit } from '../plataforma/public.ts';
import type { ComercioRow } from '../comercios/public.ts';
import { COMERCIO_NOT_FOUND } from '../cuentas/public.ts';
import { loadComercioCredentials, maskSecret } from '../pagos/public.ts';
import { selectZonas } from '../zonas/public.ts';

/** What every settings change needs: the database, the clock, and the catalogue announcement after commit. */
export interface AjustesDeps {
  db: Db;
  now: () => Date;
  /** app.announceCatalogChange: cached public reads (listing, business, menu) show the change at once. */
  announceCatalogChange: () => Promise<void>;
}

export type Rol = AjustesComercio['rol'];

/** How the user runs the business: 'admin' for a platform admin, else their staff role (the guard let them in). */
export async function findRol(db: Db, user: UserRow, comercioId: number): Promise<Rol> {
  if (user.admin) return 'admin';
  const [row] = await db
    .select({ rol: staff.rol })
    .from(staff)
    .where(and(eq(staff.userId, user.id), eq(staff.comercioId, comercioId)))
    .limit(1);
  return row?.rol ?? 'staff';
}

/** The business row locked for the rest of the transaction, so "before" in the audit is what was replaced. */
export async function lockComercio(tx: Db, comercioId: number): Promise<ComercioRow> {
  const [row] = await tx.select().from(comercios).where(eq(comercios.id, comercioId)).limit(1).for('update');
  if (!row) throw notFound(COMERCIO_NOT_FOUND);
  return row;
}

/** The listed fields of a row, for the audit's before/after. */
export function pick<T extends object, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<T, K>;
}

/**
 * One settings change: `change` runs in a transaction and says what it replaced; the audit row is written in the
 * same transaction, and the catalogue is announced once it committed.
 */
export async function changeAjustes(
  deps: AjustesDeps,
  user: UserRow,
  comercioId: number,
  action: string,
  change: (tx: Db, comercio: ComercioRow) => Promise<{ before: unknown; after: unknown }>,
): Promise<void> {
  await deps.db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const comercio = await lockComercio(tx, comercioId);
    const { before, after } = await change(tx, comercio);
    await recordAudit(
      tx,
      {
        actor: { id: user.id, userName: user.userName },
        comercioId,
        action,
        entity: 'comercio',
        entityId: comercioId,
        before,
        after,
      },
      deps.now(),
    );
  });
  await deps.announceCatalogChange();
}

/** Sets columns of the business and audits their old and new values. */
export function updateColumns(values: Partial<typeof comercios.$inferInsert>) {
  return async (tx: Db, comercio: ComercioRow) => {
    const keys = Object.keys(values) as Array<keyof ComercioRow & keyof typeof values>;
    await tx.update(comercios).set(values).where(eq(comercios.id, comercio.id));
    return { before: pick(comercio, keys), after: values };
  };
}

/** The whole settings of a business, as the back office shows them. */
export async function getAjustes(db: Db, comercioId: number, rol: Rol, now: Date): Promise<AjustesComercio> {
  const [c] = await db.select().from(comercios).where(eq(comercios.id, comercioId)).limit(1);
  if (!c) throw notFound(COMERCIO_NOT_FOUND);
  const [zonas, enlaces, credenciales] = await Promise.all([
    selectZonas(db, c.id),
    db.select().from(links).where(eq(links.comercioId, c.id)).orderBy(asc(links.tipo), asc(links.orden), asc(links.id)),
    loadComercioCredentials(db, c.id),
  ]);
  const apertura = getAperturaVigente(c, now);
  const hasta = apertura !== 'auto' && c.aperturaManualHasta ? c.aperturaManualHasta.getTime() : null;
  return {
    configRestoId: c.id,
    carpeta: c.carpeta,
    rol,
    estado: {
      abierto: isOpen(c, now),
      abiertoPorHorario: isOpenBySchedule(c.horarios, c.timeZone, now),
      aperturaManual: apertura,
      hasta: hasta === null ? null : formatLocalDateTimeInZone(hasta, c.timeZone),
    },
    horarios: c.horarios,
    horariosText: c.horariosText,
    demora: c.demora,
    ocultaDemora: c.ocultaDemora,
    pagos: {
      pTarjetaDomicilio: c.pTarjetaDomicilio,
      pMercadoPago: c.pMercadoPago,
      mp_Online: c.mpOnline,
      pTransferencia: c.pTransferencia,
      pTransferencia_Alias: c.pTransferenciaAlias,
      pTransferencia_Telefono: c.pTransferenciaTelefono,
      minutosEsperaPago: c.minutosEsperaPago,
      maxLugaresImpagos: c.maxLugaresImpagos,
    },
    mercadoPago: {
      configurado: credenciales !== null,
      accessToken: maskSecret(credenciales?.accessToken),
      publicKey: maskSecret(credenciales?.publicKey),
      webhookSecret: maskSecret(credenciales?.webhookSecret),
      actualizado: credenciales?.updatedAt.toISOString() ?? null,
      webhookPath: `/api${pagoWebhookComercioRoute.toPath({ provider: 'mercadopago', configRestoId: c.id })}`,
    },
    envios: {
      costoEnvioText: c.costoEnvioText,
      zonas: zonas.map((z) => ({
        id: z.id,
        nombre: z.nombre,
        precio: z.precio / 100,
        tipo: z.circulo ? ('circulo' as const) : ('poligono' as const),
        poligono: z.poligono,
        centro: z.circulo?.centro ?? null,
        radioMetros: z.circulo?.radioMetros ?? null,
      })),
    },
    funciones: {
      permitePedidosOnline: c.permitePedidosOnline,
      permiteQRCartaOnline: c.permiteQRCartaOnline,
      permiteReservas: c.permiteReservas,
      permiteEventos: c.permiteEventos,
      permiteCursos: c.permiteCursos,
      permiteConcursos: c.permiteConcursos,
      permiteLinks: c.permiteLinks,
      soloTakeAway: c.soloTakeAway,
      comercioDigital: c.comercioDigital,
    },
    contacto: { telefono: c.telefono, contacto: c.contacto },
    enlaces: enlaces.map((l) => ({ id: l.id, tipo: l.tipo, titulo: l.titulo, enlace: l.enlace })),
    datos: {
      nombreComercio: c.nombreComercio,
      descrCorta: c.descrCorta,
      descrLarga: c.descrLarga,
      domicilio: c.domicilio,
      lat: c.lat,
      lng: c.lng,
      metaDescription: c.metaDescription,
      metaTags: c.metaTags,
      timeZone: c.timeZone,
      regionOffset: getZoneOffsetMinutes(now.getTime(), c.timeZone) / 60,
      logoUrl: c.logoUrl,
    },
  };
}
