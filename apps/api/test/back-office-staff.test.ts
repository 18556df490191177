import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantComercio, AuditPage, StaffMember } from '@vidriera/domain/back-office';
import { auditLog, comercios, users } from '../src/db/schema.ts';
import { recordAudit } from '../src/modules/plataforma/audit.ts';
import {
  ALREADY_STAFF,
  LAST_OWNER_MESSAGE,
  PASSWORD_REQUIRED,
  USER_EXISTS_WITH_PASSWORD,
} from '../src/modules/plataforma/staff.ts';
import { MANAGE_FORBIDDEN_MESSAGE, OWNER_ONLY_MESSAGE } from '../src/modules/cuentas/staff.ts';
import { bearer, login, registerCustomer } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

// The back office's people: which businesses a user runs (the shell's list), staff management by the owner and
// by the platform, and the audit trail.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let owner: string;
let mozo: string;
let serrana: string;
let customer: string;
let laFarola: number;
let serranaId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await login(t.app, 'admin', 'admin1234')).token;
  owner = (await login(t.app, 'lafarola', 'lafarola1234')).token;
  mozo = (await login(t.app, 'mozo', 'mozo1234')).token;
  serrana = (await login(t.app, 'serrana', 'serrana1234')).token;
  customer = (await registerCustomer(t.app, '2494300301')).token;
  laFarola = await comercioId('la-farola');
  serranaId = await comercioId('cerveceria-la-serrana');
});
afterAll(() => t.close());

async function comercioId(carpeta: string): Promise<number> {
  const [row] = await t.db.select({ id: comercios.id }).from(comercios).where(eq(comercios.carpeta, carpeta));
  if (!row) throw new Error(`no business ${carpeta}`);
  return row.id;
}

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

describe('GET /api/merchant/comercios', () => {
  it('lists the businesses an owner runs, with role and flags', async () => {
    const res = await call('GET', '/api/merchant/comercios', owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        configRestoId: laFarola,
        carpeta: 'la-farola',
        nombreComercio: 'La Farola Parrilla',
        rol: 'owner',
        publicado: true,
        timeZone: 'America/Argentina/Buenos_Aires',
        esGrupoDeComercios: false,
        flags: expect.objectContaining({ permitePedidosOnline: expect.any(Boolean) }),
      },
    ]);
    const cumbre = (
      await call('GET', '/api/merchant/comercios', (await login(t.app, 'cumbre', 'cumbre1234')).token)
    ).json() as MerchantComercio[];
    expect(cumbre.map((c) => c.carpeta).sort()).toEqual([
      'cumbre-centro',
      'cumbre-lago',
      'cumbre-movediza',
      'heladerias-cumbre',
    ]);
  });

  it('gives day-to-day staff their role, a customer nothing, and a platform admin every business', async () => {
    const staffList = (await call('GET', '/api/merchant/comercios', mozo)).json() as MerchantComercio[];
    expect(staffList.map((c) => [c.carpeta, c.rol])).toEqual([['la-farola', 'staff']]);
    expect((await call('GET', '/api/merchant/comercios', customer)).json()).toEqual([]);

    const all = (await call('GET', '/api/merchant/comercios', admin)).json() as MerchantComercio[];
    const total = (await t.db.select({ id: comercios.id }).from(comercios)).length;
    expect(all).toHaveLength(total);
    expect(all.every((c) => c.rol === 'admin')).toBe(true);
    const searched = (await call('GET', '/api/merchant/comercios?q=CUMBRE', admin)).json() as MerchantComercio[];
    expect(searched.length).toBe(4);
    const one = (await call('GET', `/api/merchant/comercios?configRestoId=${serranaId}`, admin)).json();
    expect(one).toHaveLength(1);
    // A search for LIKE wildcards finds them literally, not everything.
    expect((await call('GET', '/api/merchant/comercios?q=%25', admin)).json()).toEqual([]);
  });

  it('needs a session and valid filters', async () => {
    expect((await call('GET', '/api/merchant/comercios')).statusCode).toBe(401);
    const bad = await call('GET', '/api/merchant/comercios?limit=0&configRestoId=abc', admin);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['configRestoId', 'limit']);
  });
});

describe('staff management: /api/merchant/staff/{configRestoId} (owner) and /api/admin/comercios/{id}/staff', () => {
  it('an owner lists, adds, promotes and removes staff; every change is audited', async () => {
    const list = (await call('GET', `/api/merchant/staff/${laFarola}`, owner)).json() as StaffMember[];
    expect(list.map((m) => [m.userName, m.rol])).toEqual([
      ['lafarola', 'owner'],
      ['mozo', 'staff'],
    ]);

    const added = await call('POST', `/api/merchant/staff/${laFarola}`, owner, {
      userName: ' Cajera.Ana ',
      password: 'cajera1234',
      nombreApellido: 'Ana Caja',
    });
    expect(added.statusCode).toBe(201);
    const ana = added.json() as StaffMember;
    expect(ana).toMatchObject({ userName: 'cajera.ana', nombreApellido: 'Ana Caja', rol: 'staff' });
    // The new user signs in with that password and runs the business as staff.
    const anaSession = await login(t.app, 'cajera.ana', 'cajera1234');
    expect(anaSession.admin).toBe(false);
    const [stored] = await t.db.select().from(users).where(eq(users.id, ana.userId));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored?.admin).toBe(false);

    const promoted = await call('PUT', `/api/merchant/staff/${laFarola}/${ana.userId}`, owner, { rol: 'owner' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ rol: 'owner' });
    const removed = await call('DELETE', `/api/merchant/staff/${laFarola}/${ana.userId}`, owner);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', `/api/merchant/comercios`, anaSession.token)).json()).toEqual([]);

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'staff'), eq(auditLog.entityId, String(ana.userId))))
      .orderBy(auditLog.id);
    expect(audits.map((a) => [a.action, a.comercioId, a.userName])).toEqual([
      ['staff.add', laFarola, 'lafarola'],
      ['staff.rol', laFarola, 'lafarola'],
      ['staff.remove', laFarola, 'lafarola'],
    ]);
    expect(JSON.stringify(audits)).not.toContain('argon2');
  });

  it('adds an existing user without a password, and refuses the ambiguous cases', async () => {
    const existing = await call('POST', `/api/merchant/staff/${laFarola}`, owner, { userName: 'serrana' });
    expect(existing.statusCode).toBe(201);
    const again = await call('POST', `/api/merchant/staff/${laFarola}`, owner, { userName: 'serrana' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_STAFF);
    const withPassword = await call('POST', `/api/merchant/staff/${laFarola}`, owner, {
      userName: 'cumbre',
      password: 'otra-clave-1',
    });
    expect(withPassword.statusCode).toBe(409);
    expect(withPassword.json().message).toBe(USER_EXISTS_WITH_PASSWORD);
    const noPassword = await call('POST', `/api/merchant/staff/${laFarola}`, owner, { userName: 'nadie.aun' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toBe(PASSWORD_REQUIRED);

    const invalid = await call('POST', `/api/merchant/staff/${laFarola}`, owner, {
      userName: '2494000000',
      password: 'corta',
      rol: 'admin',
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['password', 'rol', 'userName']);
    const serranaUser = (await call('GET', `/api/merchant/staff/${laFarola}`, owner))
      .json()
      .find((m: StaffMember) => m.userName === 'serrana') as StaffMember;
    await call('DELETE', `/api/merchant/staff/${laFarola}/${serranaUser.userId}`, owner);
  });

  it('keeps at least one owner and never makes platform admins', async () => {
    const [me] = ((await call('GET', `/api/merchant/staff/${laFarola}`, owner)).json() as StaffMember[]).filter(
      (m) => m.userName === 'lafarola',
    );
    if (!me) throw new Error('owner not listed');
    const demote = await call('PUT', `/api/merchant/staff/${laFarola}/${me.userId}`, owner, { rol: 'staff' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(LAST_OWNER_MESSAGE);
    const leave = await call('DELETE', `/api/merchant/staff/${laFarola}/${me.userId}`, owner);
    expect(leave.statusCode).toBe(409);
    const admins = await t.db.select({ id: users.id }).from(users).where(eq(users.admin, true));
    expect(admins).toHaveLength(1);
    expect((await call('PUT', `/api/merchant/staff/${laFarola}/999999`, owner, { rol: 'staff' })).statusCode).toBe(404);
  });

  it('refuses day-to-day staff, other owners, customers and anonymous callers', async () => {
    const url = `/api/merchant/staff/${laFarola}`;
    expect((await call('GET', url)).statusCode).toBe(401);
    // 401 comes before validation: an anonymous caller learns nothing from a bad body.
    expect((await call('POST', url, undefined, { userName: 1 })).statusCode).toBe(401);
    const byStaff = await call('GET', url, mozo);
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json().message).toBe(OWNER_ONLY_MESSAGE);
    const byOther = await call('POST', url, serrana, { userName: 'intruso', password: 'intruso1234' });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().message).toBe(OWNER_ONLY_MESSAGE);
    expect((await call('GET', url, customer)).statusCode).toBe(403);
    expect(await t.db.select().from(users).where(eq(users.userName, 'intruso'))).toEqual([]);
  });

  it('a platform admin manages any business staff under /api/admin; owners may not use that path', async () => {
    const url = `/api/admin/comercios/${serranaId}/staff`;
    const added = await call('POST', url, admin, { userName: 'barra.serrana', password: 'barra12345', rol: 'owner' });
    expect(added.statusCode).toBe(201);
    const list = (await call('GET', url, admin)).json() as StaffMember[];
    expect(list.map((m) => m.userName)).toEqual(['barra.serrana', 'serrana']);
    expect((await call('GET', url, serrana)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/comercios/999999/staff', admin)).statusCode).toBe(404);
  });
});

describe('audit trail: GET /api/merchant/auditoria/{configRestoId} and GET /api/admin/auditoria', () => {
  it('pages an owner through their business trail, newest first, and filters it', async () => {
    const now = t.clock.now();
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < 5; i++) {
        await recordAudit(
          tx as never,
          {
            actor: { id: 1, userName: 'lafarola' },
            comercioId: laFarola,
            action: 'plato.update',
            entity: 'plato',
            entityId: i,
            before: { precio: i },
            after: { precio: i + 1 },
          },
          now,
        );
      }
      await recordAudit(
        tx as never,
        { actor: null, comercioId: serranaId, action: 'pedido.pagado', entity: 'pedido', entityId: 9 },
        now,
      );
    });
    const first = (
      await call('GET', `/api/merchant/auditoria/${laFarola}?entity=plato&limit=3`, owner)
    ).json() as AuditPage;
    expect(first.items.map((e) => e.entityId)).toEqual(['4', '3', '2']);
    expect(first.items[0]).toMatchObject({
      action: 'plato.update',
      userName: 'lafarola',
      comercioId: laFarola,
      before: { precio: 4 },
      after: { precio: 5 },
      createdAt: now.toISOString(),
    });
    expect(first.siguiente).toBe(first.items[2]?.id);
    const second = (
      await call('GET', `/api/merchant/auditoria/${laFarola}?entity=plato&limit=3&antesDe=${first.siguiente}`, owner)
    ).json() as AuditPage;
    expect(second.items.map((e) => e.entityId)).toEqual(['1', '0']);
    expect(second.siguiente).toBeNull();
    // Another business's entries never show.
    const all = (await call('GET', `/api/merchant/auditoria/${laFarola}?limit=200`, owner)).json() as AuditPage;
    expect(all.items.every((e) => e.comercioId === laFarola)).toBe(true);
  });

  it('lets the platform filter by business, user and action', async () => {
    const serranaTrail = (
      await call('GET', `/api/admin/auditoria?comercioId=${serranaId}&action=pedido.pagado`, admin)
    ).json() as AuditPage;
    expect(serranaTrail.items).toHaveLength(1);
    expect(serranaTrail.items[0]).toMatchObject({ userId: null, userName: 'sistema', entity: 'pedido' });
    const byUser = (await call('GET', '/api/admin/auditoria?userName=LAFAROLA&limit=200', admin)).json() as AuditPage;
    expect(byUser.items.length).toBeGreaterThan(0);
    expect(byUser.items.every((e) => e.userName === 'lafarola')).toBe(true);
    const bad = await call('GET', '/api/admin/auditoria?limit=1000&antesDe=-1', admin);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['antesDe', 'limit']);
  });

  it('is the owner’s and the platform’s only', async () => {
    const url = `/api/merchant/auditoria/${laFarola}`;
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, mozo)).statusCode).toBe(403);
    expect((await call('GET', url, customer)).statusCode).toBe(403);
    const other = await call('GET', url, serrana);
    expect(other.statusCode).toBe(403);
    expect([OWNER_ONLY_MESSAGE, MANAGE_FORBIDDEN_MESSAGE]).toContain(other.json().message);
    expect((await call('GET', url, admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/auditoria', owner)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/auditoria')).statusCode).toBe(401);
    expect((await call('GET', '/api/merchant/auditoria/999999', admin)).statusCode).toBe(404);
  });
});
