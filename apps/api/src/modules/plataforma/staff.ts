import { and, asc, eq, sql } from 'drizzle-orm';
import type { StaffAdd, StaffMember, StaffRolName } from '@vidriera/domain/back-office';
import type { Db } from '../../db/client.ts';
import { staff, users } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../plugins/errors.ts';
import { hashSecret, isUniqueViolation } from '../cuentas/public.ts';
import { type AuditActor, recordAudit } from './audit.ts';

// The people who run a business. Shared by the platform (admin/comercios/{id}/staff) and the business's owner
// (merchant/staff/{id}); the routes decide who may call. No path here ever sets users.admin.

export const STAFF_NOT_FOUND = 'Esa persona no es parte del personal de este comercio.';
export const LAST_OWNER_MESSAGE = 'El comercio tiene que tener al menos un dueño.';
export const USER_EXISTS_WITH_PASSWORD =
  'Ya existe un usuario con ese nombre. Para sumarlo a este comercio, dejá la contraseña vacía.';
export const PASSWORD_REQUIRED = 'Ingresá una contraseña para el usuario nuevo.';
export const ALREADY_STAFF = 'Esa persona ya es parte del personal de este comercio.';
export const USER_ANULADO = 'Ese usuario está dado de baja.';

export async function listStaff(db: Db, comercioId: number): Promise<StaffMember[]> {
  return db
    .select({
      userId: staff.userId,
      userName: users.userName,
      nombreApellido: users.nombreApellido,
      rol: staff.rol,
    })
    .from(staff)
    .innerJoin(users, eq(users.id, staff.userId))
    .where(eq(staff.comercioId, comercioId))
    .orderBy(asc(staff.rol), asc(users.userName));
}

async function findMember(tx: Db, comercioId: number, userId: number): Promise<StaffMember> {
  const [member] = (await listStaff(tx, comercioId)).filter((m) => m.userId === userId);
  if (!member) throw notFound(STAFF_NOT_FOUND);
  return member;
}

/** Refuses a change that would leave a business that has owners without any. */
async function requireAnotherOwner(tx: Db, comercioId: number, userId: number): Promise<void> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(staff)
    .where(and(eq(staff.comercioId, comercioId), eq(staff.rol, 'owner'), sql`${staff.userId} <> ${userId}`));
  if (!row || row.n === 0) throw conflict(LAST_OWNER_MESSAGE);
}

/**
 * Adds a person to the business: a new user name creates a staff user (argon2id password); an existing one is
 * added as it is, without a password (someone who already runs another business).
 */
export async function addStaff(
  db: Db,
  comercioId: number,
  input: StaffAdd,
  actor: AuditActor,
  now: Date,
): Promise<StaffMember> {
  // Hashing takes ~50 ms: done before the transaction, which then only writes.
  const passwordHash = input.password ? await hashSecret(input.password) : null;
  try {
    return await db.transaction(async (txAny) => {
      const tx = txAny as unknown as Db;
      const [existing] = await tx
        .select({ id: users.id, anulado: users.anulado })
        .from(users)
        .where(sql`lower(${users.userName}) = ${input.userName}`)
        .limit(1);
      let userId: number;
      if (existing) {
        if (passwordHash) throw conflict(USER_EXISTS_WITH_PASSWORD);
        if (existing.anulado) throw conflict(USER_ANULADO);
        userId = existing.id;
      } else {
        if (!passwordHash) throw badRequest(PASSWORD_REQUIRED);
        const [created] = await tx
          .insert(users)
          .values({
            userName: input.userName,
            passwordHash,
            nombreApellido: input.nombreApellido,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: users.id });
        if (!created) throw new Error('staff user not inserted');
        userId = created.id;
      }
      const inserted = await tx
        .insert(staff)
        .values({ userId, comercioId, rol: input.rol })
        .onConflictDoNothing()
        .returning({ userId: staff.userId });
      if (inserted.length === 0) throw conflict(ALREADY_STAFF);
      const after = await findMember(tx, comercioId, userId);
      await recordAudit(tx, { actor, comercioId, action: 'staff.add', entity: 'staff', entityId: userId, after }, now);
      return after;
    });
  } catch (err) {
    // Someone else created the same user name meanwhile.
    if (isUniqueViolation(err, 'users_user_name_idx')) throw conflict(USER_EXISTS_WITH_PASSWORD);
    throw err;
  }
}

/** Changes a person's role; the last owner cannot become staff. */
export async function updateStaffRol(
  db: Db,
  comercioId: number,
  userId: number,
  rol: StaffRolName,
  actor: AuditActor,
  now: Date,
): Promise<StaffMember> {
  return db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const before = await findMember(tx, comercioId, userId);
    if (before.rol === rol) return before;
    if (before.rol === 'owner') await requireAnotherOwner(tx, comercioId, userId);
    await tx
      .update(staff)
      .set({ rol })
      .where(and(eq(staff.comercioId, comercioId), eq(staff.userId, userId)));
    const after = { ...before, rol };
    await recordAudit(
      tx,
      { actor, comercioId, action: 'staff.rol', entity: 'staff', entityId: userId, before, after },
      now,
    );
    return after;
  });
}

/** Takes a person off the business (their user stays: they may run others); never its last owner. */
export async function removeStaff(
  db: Db,
  comercioId: number,
  userId: number,
  actor: AuditActor,
  now: Date,
): Promise<void> {
  await db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const before = await findMember(tx, comercioId, userId);
    if (before.rol === 'owner') await requireAnotherOwner(tx, comercioId, userId);
    await tx.delete(staff).where(and(eq(staff.comercioId, comercioId), eq(staff.userId, userId)));
    await recordAudit(
      tx,
      { actor, comercioId, action: 'staff.remove', entity: 'staff', entityId: userId, before },
      now,
    );
  });
}
