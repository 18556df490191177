import { eq } from 'drizzle-orm';
import { AVISOS_POR_DEFECTO, type AvisosComercio } from '@vidriera/domain/notificaciones';
import type { Db } from '../../db/client.ts';
import { avisosComercio } from '../../db/schema.ts';
import { type AuditActor, recordAudit } from '../plataforma/public.ts';

/** The notices a business sends: its switches, or the defaults while it never chose. */
export async function getAvisosComercio(db: Db, comercioId: number): Promise<AvisosComercio> {
  const [row] = await db.select().from(avisosComercio).where(eq(avisosComercio.comercioId, comercioId)).limit(1);
  if (!row) return { ...AVISOS_POR_DEFECTO };
  return {
    pedidoAceptado: row.pedidoAceptado,
    pedidoListo: row.pedidoListo,
    pedidoRechazado: row.pedidoRechazado,
    reservaConfirmada: row.reservaConfirmada,
    reservaRecordatorio: row.reservaRecordatorio,
  };
}

/** The owner's switches, written with their audit entry in one transaction; answers them as stored. */
export async function setAvisosComercio(
  db: Db,
  comercioId: number,
  actor: AuditActor,
  avisos: AvisosComercio,
  now: Date,
): Promise<AvisosComercio> {
  await db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const before = await getAvisosComercio(tx, comercioId);
    const values = { ...avisos, updatedAt: now };
    await tx
      .insert(avisosComercio)
      .values({ comercioId, ...values })
      .onConflictDoUpdate({ target: avisosComercio.comercioId, set: values });
    await recordAudit(
      tx,
      { actor, comercioId, action: 'comercio.avisos', entity: 'comercio', entityId: comercioId, before, after: avisos },
      now,
    );
  });
  return getAvisosComercio(db, comercioId);
}
