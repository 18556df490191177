import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import { TOKEN_LIFETIME_SECONDS } from '@vidriera/domain/cuentas';
import type { Db } from '../db/client.ts';
import { settings, users } from '../db/schema.ts';
import { AppError } from './errors.ts';

export type UserRow = typeof users.$inferSelect;

/**
 * Sessions last a week; the app refreshes its token while in use: in the token's last day every site-state answer
 * carries REFRESHTOKEN (modules/sites/site-commands.ts) and the app renews it with login/newToken.
 */
export { TOKEN_LIFETIME_SECONDS };
export const LOGIN_REQUIRED_MESSAGE = 'Necesitás iniciar sesión para continuar.';
export const ADMIN_REQUIRED_MESSAGE = 'Solo un administrador de la plataforma puede hacer esto.';

export interface IssuedToken {
  token: string;
  /** ISO 8601 instant when the token stops being accepted. */
  expiration: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    issueToken(user: Pick<UserRow, 'id' | 'ver'>): Promise<IssuedToken>;
    /** preHandler: 401 unless the request carries a valid, unrevoked session. */
    requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler: 401 without a session, 403 unless its user is a platform admin. */
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    /** The session's user: token valid, not expired, its `ver` current and the user not `anulado`. */
    currentUser: UserRow | null;
    /** The user a correctly signed, unexpired token names, even when revoked (to tell the app to log out). */
    tokenUser: UserRow | null;
    /** When the request's token (the one that named `tokenUser`) stops being accepted. */
    tokenExpiresAt: Date | null;
  }
}

async function loadSecret(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const generated = randomBytes(48).toString('base64url');
  await db.insert(settings).values({ key: 'jwt_secret', value: generated }).onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, 'jwt_secret'));
  return new TextEncoder().encode(row?.value ?? generated);
}

/** What a verified token says; the signature and claims were checked once, its expiry is checked on every use. */
interface VerifiedToken {
  userId: number;
  ver: unknown;
  /** Seconds since the epoch. */
  exp: number;
}

/** Tokens whose signature this process has checked (a customer's session sends its token with every call). */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * The tokens this process has verified, oldest first: a token is immutable, so what its signature proved stays
 * true; only its expiry moves, and that is compared with the clock on each use. Only correctly signed tokens get in
 * (a forged one never does), and at most VERIFIED_TOKENS_KEPT of them.
 */
class VerifiedTokens {
  private readonly tokens = new Map<string, VerifiedToken>();

  get(token: string): VerifiedToken | undefined {
    return this.tokens.get(token);
  }

  add(token: string, verified: VerifiedToken): void {
    if (this.tokens.size >= VERIFIED_TOKENS_KEPT) {
      const oldest = this.tokens.keys().next();
      if (!oldest.done) this.tokens.delete(oldest.value);
    }
    this.tokens.set(token, verified);
  }
}

async function authPlugin(app: FastifyInstance) {
  const { db, config, now } = app.deps;
  const secret = await loadSecret(db, config.JWT_SECRET);
  const verifiedTokens = new VerifiedTokens();
  // Every signed-in call reads its user: prepared once (built once, and parsed once per PostgreSQL connection).
  const selectUser = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('auth_user');

  const verify = async (token: string): Promise<VerifiedToken | undefined> => {
    const currentDate = now();
    const known = verifiedTokens.get(token);
    // jose's rule: a token is expired from its exp second on.
    if (known) return known.exp > Math.floor(currentDate.getTime() / 1000) ? known : undefined;
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      currentDate,
      // Every token we issue has these: one without an expiry is not ours to honour.
      requiredClaims: ['sub', 'iat', 'exp'],
    });
    // Nor one that lives longer than ours do, whatever its expiry says (a leaked secret must not mint sessions
    // that never end). Measured from its own iat, so clocks that differ between processes do not matter.
    if ((payload.exp ?? 0) - (payload.iat ?? 0) > TOKEN_LIFETIME_SECONDS) return undefined;
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId)) return undefined;
    const verified = { userId, ver: payload.ver, exp: payload.exp ?? 0 };
    verifiedTokens.add(token, verified);
    return verified;
  };

  app.decorate('issueToken', async (user: Pick<UserRow, 'id' | 'ver'>) => {
    const issuedAt = Math.floor(now().getTime() / 1000);
    const expiresAt = issuedAt + TOKEN_LIFETIME_SECONDS;
    const token = await new SignJWT({ ver: user.ver })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(secret);
    return { token, expiration: new Date(expiresAt * 1000).toISOString() };
  });

  app.decorateRequest('currentUser', null);
  app.decorateRequest('tokenUser', null);
  app.decorateRequest('tokenExpiresAt', null);
  const identify = async (request: FastifyRequest, token: string) => {
    let verified: VerifiedToken | undefined;
    try {
      verified = await verify(token);
    } catch {
      // An invalid, forged or expired token is the same as no token; guarded routes answer 401.
      return;
    }
    if (!verified) return;
    // A database that does not answer is not a user that is gone: its error reaches the error handler (a 503), not a
    // 401 that would sign the app out.
    const [user] = await selectUser.execute({ id: verified.userId });
    if (!user) return;
    request.tokenUser = user;
    request.tokenExpiresAt = new Date(verified.exp * 1000);
    if (!user.anulado && verified.ver === user.ver) request.currentUser = user;
  };
  // A callback hook: a request without a session (every public read) passes without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return done();
    const token = header.slice(7).trim();
    if (!token || token === 'null' || token === 'undefined') return done();
    identify(request, token).then(() => done(), done);
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.currentUser) throw new AppError(401, LOGIN_REQUIRED_MESSAGE);
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (!request.currentUser) throw new AppError(401, LOGIN_REQUIRED_MESSAGE);
    if (!request.currentUser.admin) throw new AppError(403, ADMIN_REQUIRED_MESSAGE);
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['deps'] });
