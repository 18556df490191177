import { and, eq, ne, sql } from 'drizzle-orm';
import {
  DEFAULT_DOMICILIO,
  isDomicilioMissing,
  type LoginResponse,
  type UpdateUserRequest,
  type User,
} from '@vidriera/domain/cuentas';
import { normalizePhone, PHONE_INVALID_MESSAGE } from '@vidriera/domain/common';
import type { Db } from '../../db/client.ts';
import { authCodes, users } from '../../db/schema.ts';
import type { IssuedToken, UserRow } from '../../plugins/auth.ts';
import { AppError, badRequest, conflict } from '../../plugins/errors.ts';
import { verifyAgainstNothing, verifySecret } from './passwords.ts';

/** One message for an unknown user, a wrong password and a disabled account: it must not tell them apart. */
export const LOGIN_FAILED_MESSAGE = 'Usuario o contraseña incorrectos.';
export const OTHER_USER_MESSAGE = 'No podés modificar los datos de otro usuario.';
export const PHONE_TAKEN_MESSAGE = 'Ese teléfono ya pertenece a otra cuenta.';
export const USER_NAME_TAKEN_MESSAGE = 'Ese nombre de usuario ya está en uso.';
export const ACCOUNT_DISABLED_MESSAGE = 'Esta cuenta está deshabilitada. Comunicate con el comercio.';

export type IssueToken = (user: Pick<UserRow, 'id' | 'ver'>) => Promise<IssuedToken>;

/** The spec's login response for a user, with a fresh token. */
export async function buildLoginResponse(issueToken: IssueToken, user: UserRow): Promise<LoginResponse> {
  const { token, expiration } = await issueToken(user);
  return {
    token,
    expiration,
    admin: user.admin,
    id: user.id,
    entrega: user.domicilio,
    nombre: user.nombreApellido,
    user: user.userName,
    ver: user.ver,
  };
}

/** The user as GetActivo shows it: never the password hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    userName: row.userName,
    nombreApellido: row.nombreApellido,
    telefono: row.telefono,
    domicilio: row.domicilio,
    admin: row.admin,
    anulado: row.anulado,
  };
}

export async function findUserByUserName(db: Db, userName: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.userName}) = lower(${userName.trim()})`).limit(1);
  return row;
}

export async function findUserByTelefono(db: Db, telefono: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.telefono, telefono)).limit(1);
  return row;
}

/** The user when the name and password match an account that is not anulado; otherwise null. */
export async function authenticate(db: Db, userName: string, password: string): Promise<UserRow | null> {
  const user = await findUserByUserName(db, userName);
  if (!user?.passwordHash) {
    await verifyAgainstNothing(password);
    return null;
  }
  const matches = await verifySecret(user.passwordHash, password);
  return matches && !user.anulado ? user : null;
}

/** Revokes every token issued so far (logout everywhere): tokens carry `ver` and only the current one is accepted. */
export async function revokeSessions(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ ver: sql`${users.ver} + 1` })
    .where(eq(users.id, userId))
    .returning({ ver: users.ver });
  if (!row) throw new AppError(404, 'No se encontró el usuario');
  return row.ver;
}

/** Disables (or re-enables) an account; disabling also ends its sessions everywhere. */
export async function setUserAnulado(db: Db, userId: number, anulado: boolean, now: Date): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ anulado, updatedAt: now, ...(anulado ? { ver: sql`${users.ver} + 1` } : {}) })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new AppError(404, 'No se encontró el usuario');
  return row;
}

/** The address to keep: the one entered, else the one on file, else the spec's default text. */
export function chooseDomicilio(entered: string | null | undefined, onFile: string | null | undefined): string {
  if (!isDomicilioMissing(entered)) return (entered ?? '').trim();
  if (!isDomicilioMissing(onFile)) return (onFile ?? '').trim();
  return DEFAULT_DOMICILIO;
}

/** The normalised phone, or 400 with the spec's message for an invalid one. */
export function requireAcceptedPhone(telefono: string): string {
  const phone = normalizePhone(telefono);
  if (phone.status === 'invalid') throw badRequest(PHONE_INVALID_MESSAGE);
  return phone.normalized;
}

/** Whether a database error is a unique violation (of the named index, when given), across pg and PGlite. */
export function isUniqueViolation(err: unknown, index?: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === '23505') return !index || constraint === index || Boolean(message?.includes(index));
  }
  return false;
}

/**
 * Updates the caller's own name, phone and address. An id of someone else is refused (403); a phone that
 * belongs to another account is a 409. admin, anulado, userName and password are never changed here. A new
 * phone is not verified (decision 018): its verification is reset and codes sent to the old one stop counting.
 */
export async function updateOwnUser(db: Db, caller: UserRow, input: UpdateUserRequest, now: Date): Promise<UserRow> {
  if (input.id && input.id !== caller.id) throw new AppError(403, OTHER_USER_MESSAGE);
  const telefono = requireAcceptedPhone(input.telefono);
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.telefono, telefono), ne(users.id, caller.id)))
    .limit(1);
  if (owner) throw conflict(PHONE_TAKEN_MESSAGE);
  const isNewPhone = telefono !== caller.telefono;
  try {
    const [row] = await db
      .update(users)
      .set({
        nombreApellido: input.nombreApellido,
        telefono,
        domicilio: chooseDomicilio(input.domicilio, caller.domicilio),
        updatedAt: now,
        ...(isNewPhone ? { telefonoVerificadoAt: null } : {}),
      })
      .where(eq(users.id, caller.id))
      .returning();
    if (!row) throw new AppError(404, 'No se encontró el usuario');
    if (isNewPhone) await db.delete(authCodes).where(eq(authCodes.userId, caller.id));
    return row;
  } catch (err) {
    if (isUniqueViolation(err, 'users_telefono_idx')) throw conflict(PHONE_TAKEN_MESSAGE);
    throw err;
  }
}
