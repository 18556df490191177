import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { MerchantComercio, MerchantComerciosQuery } from '@vidriera/domain/back-office';
import type { Db } from '../../db/client.ts';
import { comercios, staff } from '../../db/schema.ts';
import type { UserRow } from '../../plugins/auth.ts';

const columns = {
  configRestoId: comercios.id,
  carpeta: comercios.carpeta,
  nombreComercio: comercios.nombreComercio,
  publicado: comercios.publicado,
  timeZone: comercios.timeZone,
  esGrupoDeComercios: comercios.esGrupoDeComercios,
  permitePedidosOnline: comercios.permitePedidosOnline,
  permiteReservas: comercios.permiteReservas,
  permiteEventos: comercios.permiteEventos,
  permiteConcursos: comercios.permiteConcursos,
  permiteCursos: comercios.permiteCursos,
};

type Row = Omit<MerchantComercio, 'rol' | 'flags'> & MerchantComercio['flags'];

/** LIKE wildcards typed by the user are searched literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function toMerchantComercio(row: Row, rol: MerchantComercio['rol']): MerchantComercio {
  return {
    configRestoId: row.configRestoId,
    carpeta: row.carpeta,
    nombreComercio: row.nombreComercio,
    publicado: row.publicado,
    timeZone: row.timeZone,
    esGrupoDeComercios: row.esGrupoDeComercios,
    rol,
    flags: {
      permitePedidosOnline: row.permitePedidosOnline,
      permiteReservas: row.permiteReservas,
      permiteEventos: row.permiteEventos,
      permiteConcursos: row.permiteConcursos,
      permiteCursos: row.permiteCursos,
    },
  };
}

/**
 * The businesses the back office offers this user: every business for a platform admin (they run them all),
 * otherwise those the staff table gives them, each with the user's role there. Sorted by name.
 */
export async function listBackOfficeComercios(
  db: Db,
  user: Pick<UserRow, 'id' | 'admin'>,
  query: MerchantComerciosQuery,
): Promise<MerchantComercio[]> {
  const conditions: SQL[] = [];
  if (query.configRestoId !== undefined) conditions.push(eq(comercios.id, query.configRestoId));
  if (query.q) {
    const pattern = likePattern(query.q);
    const search = or(ilike(comercios.nombreComercio, pattern), ilike(comercios.carpeta, pattern));
    if (search) conditions.push(search);
  }
  if (user.admin) {
    const rows = await db
      .select(columns)
      .from(comercios)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(comercios.nombreComercio, comercios.id)
      .limit(query.limit);
    return rows.map((row) => toMerchantComercio(row, 'admin'));
  }
  const rows = await db
    .select({ ...columns, rol: staff.rol })
    .from(staff)
    .innerJoin(comercios, eq(comercios.id, staff.comercioId))
    .where(and(eq(staff.userId, user.id), ...conditions))
    .orderBy(comercios.nombreComercio, comercios.id)
    .limit(query.limit);
  return rows.map((row) => toMerchantComercio(row, row.rol));
}
