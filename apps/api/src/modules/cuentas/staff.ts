import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { comercios, staff } from '../../db/schema.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { AppError, notFound } from '../../plugins/errors.ts';
import type { ComercioRow } from '../comercios/public.ts';

export const MANAGE_FORBIDDEN_MESSAGE = 'No tenés permiso para administrar este comercio.';
export const OWNER_ONLY_MESSAGE = 'Solo el dueño del comercio puede hacer este cambio.';
export const COMERCIO_NOT_FOUND = 'No se encontró el comercio.';

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

/**
 * The business, when the user runs it (its staff, or a platform admin): 403 otherwise, 404 if it does not exist.
 * With rol 'owner', day-to-day staff are refused too: settings, menu and prices, events, draws and staff
 * management are the owner's; orders, reservations, ticket sales and check-in are everyone's.
 */
export async function requireManagedComercio(
  db: Db,
  user: UserRow,
  comercioId: number,
  rol?: StaffRol,
): Promise<ComercioRow> {
  if (!(await canManageComercio(db, user, comercioId, rol))) {
    throw new AppError(403, rol === 'owner' ? OWNER_ONLY_MESSAGE : MANAGE_FORBIDDEN_MESSAGE);
  }
  const [comercio] = await db.select().from(comercios).where(eq(comercios.id, comercioId)).limit(1);
  if (!comercio) throw notFound(COMERCIO_NOT_FOUND);
  return comercio;
}
