import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.ts';
import { hashSeed, verifyResultado, type ConcursoAdmin, type ResultadoSorteo } from '@vidriera/domain/concursos';
import { MANAGE_FORBIDDEN_MESSAGE, OWNER_ONLY_MESSAGE } from '../src/modules/cuentas/staff.ts';
import { createCustomers, findComercioId, type TestCustomer } from './helpers/draws.ts';
import { bearer, login } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let laFarola: number;
let owner: Record<string, string>;
let otherOwner: Record<string, string>;
let admin: Record<string, string>;
let customer: TestCustomer;

beforeAll(async () => {
  t = await createTestApp({ env: { DRAW_JOB_INTERVAL_SECONDS: '0' } });
  laFarola = await findComercioId(t.db, 'la-farola');
  owner = bearer((await login(t.app, 'lafarola', 'lafarola1234')).token);
  otherOwner = bearer((await login(t.app, 'cumbre', 'cumbre1234')).token);
  admin = bearer((await login(t.app, 'admin', 'admin1234')).token);
  customer = (await createCustomers(t.app, t.db, '2494895', 1))[0]!;
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();

const draft = () => ({
  titulo: 'Sorteo de prueba',
  descripcion: 'Una descripción',
  condiciones: 'Mayores de 18.',
  instantaneo: false,
  publicado: true,
  fechaHoraHastaUTC: at(HOUR),
  fechaHoraSorteoEstimado: at(2 * HOUR),
  premios: [
    { descripcion: 'Cena para dos', cantidad: 1 },
    { descripcion: 'Postre', cantidad: 2 },
  ],
});

const api = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/concursos/admin/${url}`,
    headers,
    ...(payload ? { payload: payload as object } : {}),
  });

/** The newest audit entry of a draw for an action. */
async function auditOf(action: string, concursoId: number) {
  const [row] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(concursoId))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

async function create(body: object = draft()): Promise<ConcursoAdmin> {
  const res = await api('POST', `${laFarola}`, owner, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('back office access', () => {
  it('refuses anonymous callers (401), customers and staff of other businesses (403)', async () => {
    // Reading is every staff member's; creating, editing and running draws the owner's, whose refusals say so (as
    // every owner-only back-office route does, docs/decisions/029-back-office-routes.md).
    const urls: Array<['GET' | 'POST' | 'PUT', string, string]> = [
      ['GET', `${laFarola}`, MANAGE_FORBIDDEN_MESSAGE],
      ['POST', `${laFarola}`, OWNER_ONLY_MESSAGE],
      ['PUT', `${laFarola}/1`, OWNER_ONLY_MESSAGE],
      ['GET', `${laFarola}/1/participantes`, MANAGE_FORBIDDEN_MESSAGE],
      ['POST', `${laFarola}/1/sortear`, OWNER_ONLY_MESSAGE],
    ];
    for (const [method, url, message] of urls) {
      const anonymous = await api(method, url, {}, method === 'GET' ? undefined : draft());
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      for (const who of [customer.headers, otherOwner]) {
        const res = await api(method, url, who, method === 'GET' ? undefined : draft());
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().message, `${method} ${url}`).toBe(message);
      }
    }
  });

  it("lets the business's day-to-day staff look, but not create, edit or run draws", async () => {
    const mozo = bearer((await login(t.app, 'mozo', 'mozo1234')).token);
    expect((await api('GET', `${laFarola}`, mozo)).statusCode).toBe(200);
    for (const [method, url] of [
      ['POST', `${laFarola}`],
      ['PUT', `${laFarola}/1`],
      ['POST', `${laFarola}/1/sortear`],
    ] as const) {
      const res = await api(method, url, mozo, draft());
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(OWNER_ONLY_MESSAGE);
    }
  });

  it("lets the business's staff and a platform admin in", async () => {
    for (const who of [owner, admin]) expect((await api('GET', `${laFarola}`, who)).statusCode).toBe(200);
    expect((await api('GET', '999999', admin)).statusCode).toBe(404);
  });
});

describe('creating and editing draws', () => {
  it('creates a scheduled draw with its prizes and a published seed hash, drafts included in the list', async () => {
    const c = await create({ ...draft(), publicado: false });
    expect(c).toMatchObject({
      configRestoId: laFarola,
      titulo: 'Sorteo de prueba',
      instantaneo: false,
      publicado: false,
      seed: null,
      cantidadParticipantes: 0,
    });
    expect(c.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(c.premios.map((p) => [p.descripcion, p.cantidad, p.restantes])).toEqual([
      ['Cena para dos', 1, 1],
      ['Postre', 2, 2],
    ]);
    const list: ConcursoAdmin[] = (await api('GET', `${laFarola}`, owner)).json();
    expect(list.map((x) => x.id)).toContain(c.id);
    const audit = await auditOf('concurso.crear', c.id);
    expect(audit).toMatchObject({ userName: 'lafarola', comercioId: laFarola, entity: 'concurso' });
    expect(audit?.after).toMatchObject({ titulo: 'Sorteo de prueba', publicado: false });
  });

  it.each([
    [{ titulo: '' }, 'Ingresá el título del concurso'],
    [{ premios: [] }, 'Agregá al menos un premio'],
    [
      { fechaHoraSorteoEstimado: '2020-01-01T00:00:00Z' },
      'El sorteo no puede ser antes del cierre de la participación',
    ],
    [{ fechaHoraHastaUTC: 'mañana' }, 'Ingresá una fecha y hora ISO 8601 (por ejemplo 2026-12-24T21:00:00-03:00)'],
    [
      { instantaneo: true, probabilidadGanar: 0 },
      'Un concurso instantáneo necesita una probabilidad de ganar mayor que 0',
    ],
    [{ premios: [{ descripcion: 'x', cantidad: 0 }] }, 'La cantidad debe ser al menos 1'],
  ])('answers 400 with a Spanish message for %j', async (change, message) => {
    const res = await api('POST', `${laFarola}`, owner, { ...draft(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('edits freely before anyone joins, then keeps kind, prizes and quantities', async () => {
    const c = await create();
    const edited = await api('PUT', `${laFarola}/${c.id}`, owner, {
      ...draft(),
      titulo: 'Sorteo editado',
      premios: [
        { id: c.premios[0]!.id, descripcion: 'Cena para cuatro', cantidad: 2 },
        { descripcion: 'Vino', cantidad: 1 },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const body: ConcursoAdmin = edited.json();
    expect(body.titulo).toBe('Sorteo editado');
    expect(body.seedHash).toBe(c.seedHash);
    expect(body.premios.map((p) => [p.descripcion, p.cantidad, p.restantes])).toEqual([
      ['Cena para cuatro', 2, 2],
      ['Vino', 1, 1],
    ]);
    const audit = await auditOf('concurso.editar', c.id);
    expect(audit?.before).toMatchObject({ titulo: 'Sorteo de prueba' });
    expect(audit?.before).not.toHaveProperty('seed');
    expect(audit?.after).toMatchObject({ titulo: 'Sorteo editado' });

    const join = await t.app.inject({
      method: 'POST',
      url: '/api/concursos/participar',
      headers: { host: 'tandil.localhost', ...customer.headers },
      payload: { configRestoId: laFarola, concursoId: c.id },
    });
    expect(join.statusCode).toBe(200);

    const keep = body.premios.map((p) => ({ id: p.id, descripcion: p.descripcion, cantidad: p.cantidad }));
    const more = await api('PUT', `${laFarola}/${c.id}`, owner, {
      ...draft(),
      premios: [{ ...keep[0]!, cantidad: 5 }, keep[1]!],
    });
    expect(more.statusCode).toBe(409);
    const kind = await api('PUT', `${laFarola}/${c.id}`, owner, {
      ...draft(),
      instantaneo: true,
      probabilidadGanar: 0.5,
      premios: keep,
    });
    expect(kind.statusCode).toBe(409);
    const texts = await api('PUT', `${laFarola}/${c.id}`, owner, {
      ...draft(),
      titulo: 'Nuevo título',
      premios: [{ ...keep[0]!, descripcion: 'Cena para cuatro con vino' }, keep[1]!],
    });
    expect(texts.statusCode).toBe(200);
    expect(texts.json()).toMatchObject({ titulo: 'Nuevo título', cantidadParticipantes: 1 });

    const foreign = await api('PUT', `${laFarola}/${c.id}`, owner, {
      ...draft(),
      premios: [{ id: 999_999, descripcion: 'x', cantidad: 1 }],
    });
    expect(foreign.statusCode).toBe(400);
  });
});

describe('participants and running a draw now', () => {
  it('lists participants and runs a closed draw on demand, once', async () => {
    const c = await create();
    const people = await createCustomers(t.app, t.db, '2494896', 4);
    for (const p of people) {
      await t.app.inject({
        method: 'POST',
        url: '/api/concursos/participar',
        headers: { host: 'tandil.localhost', ...p.headers },
        payload: { configRestoId: laFarola, concursoId: c.id },
      });
    }
    const participantes = (await api('GET', `${laFarola}/${c.id}/participantes`, owner)).json();
    expect(participantes.map((p: { telefono: string }) => p.telefono)).toEqual(people.map((p) => p.telefono));

    const early = await api('POST', `${laFarola}/${c.id}/sortear`, owner);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('La participación sigue abierta');

    t.clock.advance(HOUR);
    const run = await api('POST', `${laFarola}/${c.id}/sortear`, owner);
    expect(run.statusCode, run.body).toBe(200);
    const r: ResultadoSorteo = run.json();
    expect(r.ganadores).toHaveLength(3);
    expect(hashSeed(r.seed!)).toBe(c.seedHash);
    expect(verifyResultado(r)).toBe(true);
    expect((await auditOf('concurso.sortear', c.id))?.after).toMatchObject({ seed: r.seed, seedHash: c.seedHash });

    expect((await api('POST', `${laFarola}/${c.id}/sortear`, owner)).statusCode).toBe(409);
    expect((await api('PUT', `${laFarola}/${c.id}`, owner, draft())).statusCode).toBe(409);

    await t.app.drawJob.idle();
    const after = (await api('GET', `${laFarola}/${c.id}/participantes`, owner)).json();
    expect(after.filter((p: { premioGanado: string | null }) => p.premioGanado !== null)).toHaveLength(3);
    expect(after.filter((p: { notificado: boolean }) => p.notificado)).toHaveLength(3);
  });

  it('refuses to run an instant draw, or a draw of another business', async () => {
    const instant = await create({ ...draft(), instantaneo: true, probabilidadGanar: 0.5 });
    t.clock.advance(2 * HOUR);
    expect((await api('POST', `${laFarola}/${instant.id}/sortear`, owner)).statusCode).toBe(409);
    const vieja = await findComercioId(t.db, 'la-vieja-esquina');
    expect((await api('POST', `${vieja}/${instant.id}/sortear`, admin)).statusCode).toBe(404);
  });
});
