import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  drawWinners,
  hashSeed,
  MOTIVO_FINALIZADO,
  MOTIVO_SIN_PREMIOS,
  MOTIVO_YA_PARTICIPA,
  TEXTO_SIN_SUERTE,
  type Concurso,
  type ResultadoSorteo,
} from '@vidriera/domain/concursos';
import { concursoParticipaciones, concursoPremios, outboxMessages, users } from '../src/db/schema.ts';
import { DEMO_CUSTOMER } from '../src/db/seed/demo-users.ts';
import { createCustomers, createTestConcurso, findComercioId, type TestCustomer } from './helpers/draws.ts';
import { bearer } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let laFarola: number;
let viejaEsquina: number;
let customers: TestCustomer[];

beforeAll(async () => {
  t = await createTestApp({ env: { DRAW_JOB_INTERVAL_SECONDS: '0' } });
  laFarola = await findComercioId(t.db, 'la-farola');
  viejaEsquina = await findComercioId(t.db, 'la-vieja-esquina');
  customers = await createCustomers(t.app, t.db, '2494881', 20);
});
afterAll(() => t.close());

const TANDIL = 'tandil.localhost';

const getConcursos = (comercioId: number | string, headers: Record<string, string> = {}, host = TANDIL) =>
  t.app.inject({ method: 'POST', url: `/api/concursos/getConcursos/${comercioId}`, headers: { host, ...headers } });

async function listFor(comercioId: number, headers: Record<string, string> = {}): Promise<Concurso[]> {
  const res = await getConcursos(comercioId, headers);
  expect(res.statusCode).toBe(200);
  return res.json();
}

const participar = (payload: unknown, headers: Record<string, string> = {}, host = TANDIL) =>
  t.app.inject({
    method: 'POST',
    url: '/api/concursos/participar',
    headers: { host, ...headers },
    payload: payload as object,
  });

const SPEC_FIELDS = [
  'id',
  'titulo',
  'descripcion',
  'urlFoto',
  'condiciones',
  'instantaneo',
  'finalizado',
  'participando',
  'permiteParticipar',
  'motivoNoPermiteParticipar',
  'premios',
  'premioGanado',
  'fechaHoraHastaUTC',
  'fechaHoraSorteoEstimado',
];

describe('POST /api/concursos/getConcursos/{configRestoId}', () => {
  it("lists the business's published draws, newest first, with the spec's fields", async () => {
    const list = await listFor(laFarola);
    expect(list.length).toBeGreaterThanOrEqual(3);
    const ids = list.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const c of list) {
      for (const field of SPEC_FIELDS) expect(c).toHaveProperty(field);
      for (const p of c.premios) expect(Object.keys(p).sort()).toEqual(['cantidad', 'descripcion', 'id', 'restantes']);
      expect(new Date(c.fechaHoraHastaUTC).toISOString()).toBe(c.fechaHoraHastaUTC);
    }
    expect(list.map((c) => c.titulo)).not.toContain('Día del Padre: asado para la familia');
  });

  it("asks an anonymous visitor to log in ('iniciar sesión') on open draws, and says when one has ended", async () => {
    const list = await listFor(laFarola);
    const open = list.filter((c) => !c.finalizado);
    expect(open.length).toBeGreaterThanOrEqual(2);
    for (const c of open) {
      expect(c).toMatchObject({ participando: false, permiteParticipar: false, premioGanado: null });
      expect(c.motivoNoPermiteParticipar).toContain('iniciar sesión');
    }
    const ended = list.find((c) => c.finalizado);
    expect(ended).toMatchObject({ permiteParticipar: false, motivoNoPermiteParticipar: MOTIVO_FINALIZADO });
  });

  it('lets a logged-in customer participate in open draws', async () => {
    const list = await listFor(laFarola, customers[0]!.headers);
    for (const c of list.filter((c) => !c.finalizado)) {
      expect(c).toMatchObject({ participando: false, permiteParticipar: true, motivoNoPermiteParticipar: null });
    }
  });

  it('publishes the seed hash of scheduled draws from the start and reveals the seed only once drawn', async () => {
    const list = await listFor(laFarola);
    const scheduledOpen = list.find((c) => !c.instantaneo && !c.finalizado)!;
    expect(scheduledOpen.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(scheduledOpen.seed).toBeNull();
    const drawn = list.find((c) => !c.instantaneo && c.fechaHoraSorteo !== null)!;
    expect(drawn.seed).not.toBeNull();
    expect(hashSeed(drawn.seed!)).toBe(drawn.seedHash);
    expect(list.find((c) => c.instantaneo)?.seedHash).toBeNull();
  });

  it("shows the demo customer's participation in the finished draw and the prize it won, if any", async () => {
    const [customer] = await t.db.select().from(users).where(eq(users.telefono, DEMO_CUSTOMER.telefono));
    const { token } = await t.app.issueToken(customer!);
    const list = await listFor(laFarola, bearer(token));
    const finished = list.find((c) => c.fechaHoraSorteo !== null)!;
    expect(finished).toMatchObject({ participando: true, finalizado: true, permiteParticipar: false });
    expect(finished.motivoNoPermiteParticipar).toBe(MOTIVO_YA_PARTICIPA);
    const resultado: ResultadoSorteo = (
      await t.app.inject({ method: 'GET', url: `/api/concursos/resultado/${finished.id}`, headers: { host: TANDIL } })
    ).json();
    const won = resultado.ganadores.find((g) => g.participacionId === finished.participacionId);
    expect(finished.premioGanado).toBe(won?.premio ?? null);
  });

  it('accepts an empty body, with or without a JSON content type, and ignores a body', async () => {
    for (const headers of [{}, { 'content-type': 'application/json' }] as Array<Record<string, string>>) {
      expect((await getConcursos(laFarola, headers)).statusCode).toBe(200);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/concursos/getConcursos/${laFarola}`,
      headers: { host: TANDIL },
      payload: { cualquier: 'cosa' },
    });
    expect(res.statusCode).toBe(200);
  });

  it("answers 404 'No se encontró el comercio actual.' for a business the Host's site does not show", async () => {
    // centro.localhost lists La Vieja Esquina but not La Farola; la-farola.localhost shows only La Farola.
    for (const [id, host] of [
      [laFarola, 'centro.localhost'],
      [viejaEsquina, 'la-farola.localhost'],
      [999_999, TANDIL],
    ] as const) {
      const res = await getConcursos(id, {}, host);
      expect(res.statusCode, `${id} on ${host}`).toBe(404);
      expect(res.json()).toEqual({ status: 404, error: 'Not Found', message: 'No se encontró el comercio actual.' });
    }
    expect((await getConcursos(laFarola, {}, 'la-farola.localhost')).statusCode).toBe(200);
    expect((await getConcursos(viejaEsquina, {}, 'centro.localhost')).statusCode).toBe(200);
  });

  it('answers 400 in Spanish for a bad id or a body that is not JSON', async () => {
    for (const id of ['abc', '0', '-3', '1.5']) {
      const res = await getConcursos(id);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message).toMatch(/identificador/);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/concursos/getConcursos/${laFarola}`,
      headers: { host: TANDIL, 'content-type': 'application/json' },
      payload: '{no es json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message: 'El cuerpo enviado no es JSON válido' });
  });
});

describe('POST /api/concursos/participar', () => {
  it('answers 401 to an anonymous caller (or a bad token), whatever the body', async () => {
    for (const headers of [{}, { authorization: 'Bearer nope' }] as Array<Record<string, string>>) {
      for (const payload of [{ configRestoId: laFarola, concursoId: 1 }, {}]) {
        const res = await participar(payload, headers);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ status: 401, error: 'Unauthorized' });
        expect(res.json().message).toContain('iniciar sesión');
      }
    }
  });

  it.each([
    [{}, 'Falta el comercio'],
    [{ configRestoId: 1 }, 'Falta el concurso'],
    [{ configRestoId: 'uno', concursoId: 1 }, 'Debe ser un número'],
    [{ configRestoId: 1.5, concursoId: 1 }, 'Debe ser un número entero'],
    [{ configRestoId: 1, concursoId: -2 }, 'Debe ser un número positivo'],
    [[], undefined],
  ])('answers 400 with a Spanish message for %j', async (payload, message) => {
    const res = await participar(payload, customers[1]!.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(400);
    if (message) expect(res.json().message).toBe(message);
  });

  it('registers one participation in a scheduled draw, and a repeated call answers the same one', async () => {
    const c = await createTestConcurso(t.db, laFarola, t.clock.now(), { instantaneo: false });
    const me = customers[2]!;
    const first = await participar({ configRestoId: laFarola, concursoId: c.id }, me.headers);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({
      participando: true,
      permiteParticipar: false,
      motivoNoPermiteParticipar: MOTIVO_YA_PARTICIPA,
      resultadoInmediato: false,
      premioGanado: null,
      pasosSiguientes: null,
    });
    expect(body.textoResultado).toContain('ya estás participando');
    expect(body.textoResultado).not.toContain('ganaste');
    const again = await participar({ configRestoId: laFarola, concursoId: c.id }, me.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(body);
    const listed = (await listFor(laFarola, me.headers)).find((x) => x.id === c.id)!;
    expect(listed).toMatchObject({ participando: true, permiteParticipar: false });
    expect(listed.participacionId).toBeTypeOf('number');
    const rows = await t.db.select().from(concursoParticipaciones).where(eq(concursoParticipaciones.concursoId, c.id));
    expect(rows).toHaveLength(1);
  });

  it('makes one participation from many simultaneous calls of the same user (no 500)', async () => {
    for (const instantaneo of [false, true]) {
      const c = await createTestConcurso(t.db, laFarola, t.clock.now(), {
        instantaneo,
        probabilidadGanar: 1,
        premios: [{ descripcion: 'Una pizza', cantidad: 5 }],
      });
      const me = customers[3]!;
      const responses = await Promise.all(
        Array.from({ length: 12 }, () => participar({ configRestoId: laFarola, concursoId: c.id }, me.headers)),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
      const bodies = responses.map((r) => r.json());
      for (const b of bodies) expect(b).toEqual(bodies[0]);
      const rows = await t.db
        .select()
        .from(concursoParticipaciones)
        .where(eq(concursoParticipaciones.concursoId, c.id));
      expect(rows).toHaveLength(1);
      if (instantaneo) {
        const [premio] = await t.db.select().from(concursoPremios).where(eq(concursoPremios.concursoId, c.id));
        expect(premio?.restantes).toBe(4);
      }
    }
  });

  it("decides an instant draw at once: a winner reads 'ganaste' with the prize and how to claim it", async () => {
    const c = await createTestConcurso(t.db, laFarola, t.clock.now(), {
      instantaneo: true,
      probabilidadGanar: 1,
      premios: [{ descripcion: 'un flan casero', cantidad: 2 }],
    });
    const me = customers[4]!;
    const res = await participar({ configRestoId: laFarola, concursoId: c.id }, me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      participando: true,
      resultadoInmediato: true,
      textoResultado: '¡Felicitaciones, ganaste un flan casero!',
      premioGanado: 'un flan casero',
    });
    expect(res.json().pasosSiguientes).toContain('La Farola Parrilla');
    const listed = (await listFor(laFarola, me.headers)).find((x) => x.id === c.id)!;
    expect(listed).toMatchObject({ participando: true, premioGanado: 'un flan casero' });
    expect(listed.premios[0]?.restantes).toBe(1);
    // The winner is told by WhatsApp (the outbox Messenger here).
    await t.app.drawJob.idle();
    const messages = await t.db.select().from(outboxMessages).where(eq(outboxMessages.telefono, me.telefono));
    expect(messages).toHaveLength(1);
    expect(messages[0]?.body).toContain('Ganaste un flan casero');
  });

  it("tells a loser there was no luck, never 'ganaste', with no prize", async () => {
    const c = await createTestConcurso(t.db, laFarola, t.clock.now(), {
      instantaneo: true,
      probabilidadGanar: 0.000_001,
      premios: [{ descripcion: 'un flan casero', cantidad: 2 }],
    });
    const res = await participar({ configRestoId: laFarola, concursoId: c.id }, customers[5]!.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      participando: true,
      permiteParticipar: false,
      motivoNoPermiteParticipar: MOTIVO_YA_PARTICIPA,
      resultadoInmediato: true,
      textoResultado: TEXTO_SIN_SUERTE,
      premioGanado: null,
      pasosSiguientes: null,
    });
  });

  it('refuses an ended draw with 409 and the reason, registering nothing', async () => {
    const c = await createTestConcurso(t.db, laFarola, t.clock.now(), { instantaneo: false });
    t.clock.advance(61 * 60 * 1000);
    try {
      const res = await participar({ configRestoId: laFarola, concursoId: c.id }, customers[6]!.headers);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        status: 409,
        error: 'Conflict',
        message: MOTIVO_FINALIZADO,
        participando: false,
        permiteParticipar: false,
        motivoNoPermiteParticipar: MOTIVO_FINALIZADO,
      });
      const rows = await t.db
        .select()
        .from(concursoParticipaciones)
        .where(eq(concursoParticipaciones.concursoId, c.id));
      expect(rows).toHaveLength(0);
    } finally {
      t.clock.advance(-61 * 60 * 1000);
    }
  });

  it('answers 404 for an unpublished draw, a draw of another business and a business of another site', async () => {
    const draft = await createTestConcurso(t.db, laFarola, t.clock.now(), { instantaneo: false, publicado: false });
    const ofVieja = await createTestConcurso(t.db, viejaEsquina, t.clock.now(), { instantaneo: false });
    const me = customers[7]!.headers;
    const cases: Array<[unknown, string, string]> = [
      [{ configRestoId: laFarola, concursoId: draft.id }, TANDIL, 'No se encontró el concurso.'],
      [{ configRestoId: laFarola, concursoId: ofVieja.id }, TANDIL, 'No se encontró el concurso.'],
      [{ configRestoId: laFarola, concursoId: 999_999 }, TANDIL, 'No se encontró el concurso.'],
      [{ configRestoId: laFarola, concursoId: draft.id }, 'centro.localhost', 'No se encontró el comercio actual.'],
      [
        { configRestoId: viejaEsquina, concursoId: ofVieja.id },
        'la-farola.localhost',
        'No se encontró el comercio actual.',
      ],
    ];
    for (const [payload, host, message] of cases) {
      const res = await participar(payload, me, host);
      expect(res.statusCode, JSON.stringify(payload)).toBe(404);
      expect(res.json().message).toBe(message);
    }
    const ok = await participar({ configRestoId: viejaEsquina, concursoId: ofVieja.id }, me, 'centro.localhost');
    expect(ok.statusCode).toBe(200);
  });
});

// 200 requests at once: generous time limits, as a loaded machine can take several times longer than usual.
const RACE_TIMEOUT_MS = 120_000;

describe('instant draw stock under a race', () => {
  it(
    'gives 3 prizes to exactly 3 of 200 users playing at once, and refuses the rest with the reason',
    async () => {
      const racers = await createCustomers(t.app, t.db, '2494882', 200);
      const c = await createTestConcurso(t.db, laFarola, t.clock.now(), {
        instantaneo: true,
        probabilidadGanar: 1,
        premios: [
          { descripcion: 'Pizza grande', cantidad: 2 },
          { descripcion: 'Docena de empanadas', cantidad: 1 },
        ],
      });
      const responses = await Promise.all(
        racers.map((r) => participar({ configRestoId: laFarola, concursoId: c.id }, r.headers)),
      );
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(3);
      expect(statuses.filter((s) => s === 409)).toHaveLength(197);
      const winners = responses.filter((r) => r.statusCode === 200).map((r) => r.json());
      for (const w of winners) expect(w.textoResultado).toContain('ganaste');
      expect(winners.map((w) => w.premioGanado).sort()).toEqual([
        'Docena de empanadas',
        'Pizza grande',
        'Pizza grande',
      ]);
      for (const r of responses.filter((r) => r.statusCode === 409)) {
        expect(r.json().motivoNoPermiteParticipar).toBe(MOTIVO_SIN_PREMIOS);
      }
      const premios = await t.db.select().from(concursoPremios).where(eq(concursoPremios.concursoId, c.id));
      expect(premios.map((p) => p.restantes)).toEqual([0, 0]);
      const won = await t.db
        .select()
        .from(concursoParticipaciones)
        .where(and(eq(concursoParticipaciones.concursoId, c.id), isNotNull(concursoParticipaciones.premioId)));
      expect(won).toHaveLength(3);

      const late = (await listFor(laFarola, customers[8]!.headers)).find((x) => x.id === c.id)!;
      expect(late).toMatchObject({ permiteParticipar: false, motivoNoPermiteParticipar: MOTIVO_SIN_PREMIOS });
    },
    RACE_TIMEOUT_MS,
  );

  it(
    'never gives more than the stock when chance decides (200 users, half the plays win)',
    async () => {
      const racers = await createCustomers(t.app, t.db, '2494883', 200);
      const c = await createTestConcurso(t.db, laFarola, t.clock.now(), {
        instantaneo: true,
        probabilidadGanar: 0.5,
        premios: [{ descripcion: 'Postre', cantidad: 3 }],
      });
      const responses = await Promise.all(
        racers.map((r) => participar({ configRestoId: laFarola, concursoId: c.id }, r.headers)),
      );
      expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
      const winners = responses.filter((r) => r.statusCode === 200 && r.json().premioGanado !== null);
      expect(winners.length).toBeLessThanOrEqual(3);
      const [premio] = await t.db.select().from(concursoPremios).where(eq(concursoPremios.concursoId, c.id));
      expect(premio!.restantes).toBe(3 - winners.length);
      for (const r of responses.filter((r) => r.statusCode === 200 && r.json().premioGanado === null)) {
        expect(r.json().textoResultado).not.toContain('ganaste');
      }
    },
    RACE_TIMEOUT_MS,
  );
});

describe('GET /api/concursos/resultado/{concursoId}', () => {
  it("lets anyone recompute the demo finished draw's winners from its revealed seed", async () => {
    const finished = (await listFor(laFarola)).find((c) => c.fechaHoraSorteo !== null)!;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/concursos/resultado/${finished.id}`,
      headers: { host: TANDIL },
    });
    expect(res.statusCode).toBe(200);
    const r: ResultadoSorteo = res.json();
    expect(r.sorteado).toBe(true);
    expect(hashSeed(r.seed!)).toBe(r.seedHash);
    const recomputed = drawWinners(r.seed!, r.participantes, r.premios);
    expect(r.ganadores.map(({ premio: _premio, ...g }) => g)).toEqual(recomputed);
    expect(r.ganadores).toHaveLength(3);
  });

  it('is not reachable from another site, nor for an instant draw (409: nothing to verify)', async () => {
    const finished = (await listFor(laFarola)).find((c) => c.fechaHoraSorteo !== null)!;
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/concursos/resultado/${finished.id}`,
      headers: { host: 'centro.localhost' },
    });
    expect(other.statusCode).toBe(404);
    const instant = (await listFor(laFarola)).find((c) => c.instantaneo)!;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/concursos/resultado/${instant.id}`,
      headers: { host: TANDIL },
    });
    expect(res.statusCode).toBe(409);
    const bad = await t.app.inject({ method: 'GET', url: '/api/concursos/resultado/xyz', headers: { host: TANDIL } });
    expect(bad.statusCode).toBe(400);
  });
});
