import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type EstadoReintegro, MOTIVOS_REINTEGRO, type ReintegroInfo } from '@vidriera/domain/pagos';
import type { Db } from '../../db/client.ts';
import { reintegros } from '../../db/schema.ts';

/**
 * The refund of each of the references (by id) of one kind, as the order, the sale and the back office show it:
 * the money given back because it was cancelled or paid too late (a second payment given back leaves the thing
 * paid, and is not shown as its refund). Several refunds add up; they are 'hecho' once all are.
 */
export async function loadReintegros(db: Db, kind: string, ids: number[]): Promise<Map<number, ReintegroInfo>> {
  const found = new Map<number, ReintegroInfo>();
  if (ids.length === 0) return found;
  const rows = await db
    .select()
    .from(reintegros)
    .where(
      and(
        eq(reintegros.referenciaTipo, kind),
        inArray(reintegros.referenciaId, ids),
        sql`${reintegros.motivo} <> ${MOTIVOS_REINTEGRO.pagoDuplicado}`,
      ),
    )
    .orderBy(asc(reintegros.id));
  for (const row of rows) {
    const previous = found.get(row.referenciaId);
    const estados = [previous?.estado, row.estado];
    const estado: EstadoReintegro = estados.every((e) => e === undefined || e === 'hecho')
      ? 'hecho'
      : estados.includes('fallido')
        ? 'fallido'
        : 'pendiente';
    found.set(row.referenciaId, {
      estado,
      importe: (previous?.importe ?? 0) + row.importe / 100,
      fecha: estado === 'hecho' ? (row.hechoAt?.toISOString() ?? previous?.fecha ?? null) : null,
    });
  }
  return found;
}
