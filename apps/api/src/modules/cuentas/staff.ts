import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { comercios, staff } from '../../db/schema.ts';
import type { UserRow } from '../../plugins/auth.ts';

export type StaffRol = (typeof staff.$inferSelect)['rol'];

export interface ManagedComercio {
  comercioId: number;
  carpeta: string;
  nombreComercio: string;
  rol: StaffRol;
}

/** The businesses a user runs (as owner or staff), for the back office. */
export async function listManagedComercios(db: Db, userId: number): Promise<ManagedComercio[]> {
  return db
    .select({
      comercioId: staff.comercioId,
      carpeta: comercios.carpeta,
      nombreComercio: comercios.nombreComercio,
      rol: staff.rol,
    })
    .from(staff)
    .innerJoin(comercios, eq(comercios.id, staff.comercioId))
    .where(eq(staff.userId, userId))
    .orderBy(comercios.nombreComercio);
}

/** Platform admins run every business; anyone else only those the staff table gives them. */
export async function canManageComercio(
  db: Db,
  user: Pick<UserRow, 'id' | 'admin'>,
  comercioId: number,
  rol?: StaffRol,
): Promise<boolean> {
  if (user.admin) return true;
  const conditions = [eq(staff.userId, user.id), eq(staff.comercioId, comercioId)];
  if (rol) conditions.push(eq(staff.rol, rol));
  const [row] = await db
    .select({ userId: staff.userId })
    .from(staff)
    .where(and(...conditions))
    .limit(1);
  return Boolean(row);
}
